import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api, isApiError } from '@/lib/api';
import { withRefreshLock } from './crossTab';
import { EXPIRY_MARGIN_MS } from './sessionTiming';

export type UserRole = Schema<'Role'>;

/** The signed-in user, with `parentalConsent` (not_required, pending or approved) for a minor. */
export type SessionUser = Schema<'UserView'>;

/** When the access token expires (ISO 8601), and whether this is a password-recovery session. */
export type SessionInfo = Schema<'SessionView'>;

export interface SessionResponse {
  user: SessionUser | null;
  session: SessionInfo | null;
}

/** The session answer; `canRefresh`: no valid access token, but a refresh cookie is present. */
type SessionBody = Partial<Schema<'SessionResponse'>>;

export type MessageBody = Schema<'MessageResponse'>;

export const SIGNED_OUT: SessionResponse = { user: null, session: null };

function toSession(body: SessionBody | undefined): SessionResponse {
  return { user: body?.user ?? null, session: body?.session ?? null };
}

/** True while the session has more than the refresh margin left. */
export function isFresh(session: SessionResponse, now = Date.now()): boolean {
  if (!session.user || !session.session) return false;
  return Date.parse(session.session.expiresAt) - now > EXPIRY_MARGIN_MS;
}

async function postRefresh(): Promise<SessionResponse> {
  try {
    return toSession(await api.post<SessionBody | undefined>('/auth/refresh'));
  } catch (error) {
    // session_missing or refresh_token_reused: the session is over.
    if (isApiError(error) && error.status === 401) return SIGNED_OUT;
    throw error;
  }
}

let refreshInFlight: Promise<SessionResponse> | null = null;

/**
 * POST /api/auth/refresh: trades the refresh cookie for a new session. Resolves SIGNED_OUT when
 * the server refuses, and rejects when it cannot be reached. Single-flight in this tab (callers
 * share one request) and across tabs (a lock); a tab that waited for another tab's refresh reads
 * the session that tab left in the shared cookies instead of refreshing again.
 */
export function refreshSession(): Promise<SessionResponse> {
  refreshInFlight ??= withRefreshLock(async (waited) => {
    if (waited) {
      const body = await api.get<SessionBody | undefined>('/auth/session');
      const current = toSession(body);
      if (isFresh(current)) return current;
      if (!current.user && body?.canRefresh !== true) return SIGNED_OUT;
    }
    return postRefresh();
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * GET /api/auth/session. A 401 means "signed out", not a failure. When the access token has
 * expired but the server says the session can be refreshed, refreshes it once.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  let body: SessionBody | undefined;
  try {
    body = await api.get<SessionBody | undefined>('/auth/session', signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return SIGNED_OUT;
    throw error;
  }
  if (!body?.user && body?.canRefresh === true) return refreshSession();
  return toSession(body);
}

/** POST /api/auth/login. `remember` keeps the session for 30 days instead of the browser session. */
export async function login(email: string, password: string, remember: boolean): Promise<SessionResponse> {
  return toSession(await api.post<SessionBody>('/auth/login', { email, password, remember }));
}

/** POST /api/auth/logout: ends every session of the user. Signing out twice is not an error. */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>('/auth/logout');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/** POST /api/auth/resend: a new confirmation email (the answer is the same for any address). */
export function resendConfirmation(email: string): Promise<MessageBody> {
  return api.post<MessageBody>('/auth/resend', { email });
}

/** POST /api/auth/confirm with the token of a confirmation link. */
/** The answer to a confirmed address: its message and the account's role (for the first steps). */
export type Confirmed = Schema<'Confirmed'>;

export function confirmEmail(token: string): Promise<Confirmed> {
  return api.post<Confirmed>('/auth/confirm', { token });
}

/** POST /api/auth/recover: emails a password reset link (the answer is the same for any address). */
export function requestPasswordReset(email: string): Promise<MessageBody> {
  return api.post<MessageBody>('/auth/recover', { email });
}

/** POST /api/auth/recover/verify: turns a reset link's token into a recovery session. */
export async function verifyRecovery(token: string): Promise<SessionResponse> {
  return toSession(await api.post<SessionBody>('/auth/recover/verify', { token }));
}

/**
 * PUT /api/auth/user: a new password. A recovery session needs no current password and ends every
 * session; otherwise the current password is required and the other sessions end.
 */
export function updatePassword(password: string, currentPassword?: string): Promise<MessageBody> {
  return api.put<MessageBody>('/auth/user', currentPassword === undefined ? { password } : { password, currentPassword });
}

const oneTimeCalls = new Map<string, Promise<unknown>>();

/**
 * Sends a single-use token once per page load, however often a screen mounts (React's strict
 * mode mounts twice): a second request would find the token already spent.
 */
export function once<T>(key: string, call: () => Promise<T>): Promise<T> {
  let pending = oneTimeCalls.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    oneTimeCalls.set(key, pending);
  }
  return pending;
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });
