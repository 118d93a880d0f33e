/**
 * Session timing (product spec, section 9 "Session"). Every timer of the client session logic
 * reads its value from here.
 */

/** How often the auto-refresh checks the session. */
export const AUTO_REFRESH_TICK_MS = 30_000;

/** A session is refreshed once fewer than this many milliseconds remain before it expires. */
export const EXPIRY_MARGIN_MS = 90_000;

/** First delay before retrying a failed refresh; each further retry waits twice as long. */
export const REFRESH_RETRY_BASE_MS = 200;

/** A failing refresh is retried for at most this long in total, then given up until the next tick. */
export const REFRESH_RETRY_LIMIT_MS = 30_000;

/** Cross-tab messages travel on this BroadcastChannel (or, without it, through localStorage). */
export const AUTH_CHANNEL_NAME = 'rowrecruit-auth';

/** Web Lock that makes one refresh at a time across every tab of the browser. */
export const REFRESH_LOCK_NAME = 'rowrecruit-auth-refresh';

/** Without Web Locks, a tab holds the refresh lease in localStorage for at most this long. */
export const REFRESH_LEASE_MS = 10_000;
