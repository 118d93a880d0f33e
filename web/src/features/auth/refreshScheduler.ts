import {
  AUTO_REFRESH_TICK_MS,
  EXPIRY_MARGIN_MS,
  REFRESH_RETRY_BASE_MS,
  REFRESH_RETRY_LIMIT_MS,
} from './sessionTiming';

export interface RefreshSchedulerOptions {
  /** When the current session expires, in milliseconds since the epoch; null when signed out. */
  expiresAt: () => number | null;
  /** Renews the session. A rejection that `isRetryable` accepts is retried with back-off. */
  refresh: () => Promise<unknown>;
  /** Which failures are worth retrying (an unreachable or failing server); default: all. */
  isRetryable?: (error: unknown) => boolean;
  /** Called when a refresh failed for good (not retryable, or retried for too long). */
  onGiveUp?: (error: unknown) => void;
  now?: () => number;
}

export interface RefreshScheduler {
  /** Checks at once, then every tick. */
  start: () => void;
  stop: () => void;
  /** One check: refreshes when the session expires within the margin. Resolves when done. */
  tick: () => Promise<void>;
}

/**
 * Keeps a session alive: every AUTO_REFRESH_TICK_MS it checks how long the session has left and
 * refreshes it once fewer than EXPIRY_MARGIN_MS remain. A failed refresh is retried after
 * REFRESH_RETRY_BASE_MS, doubling each time, until REFRESH_RETRY_LIMIT_MS have passed in total.
 * Only one refresh runs at a time; ticks that arrive meanwhile wait for it.
 */
export function createRefreshScheduler(options: RefreshSchedulerOptions): RefreshScheduler {
  const now = options.now ?? (() => Date.now());
  const isRetryable = options.isRetryable ?? (() => true);
  let interval: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;
  /** Read through a function: the flag changes while a refresh is awaited. */
  const isStopped = () => stopped;

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  function isDue(): boolean {
    const expiresAt = options.expiresAt();
    return expiresAt !== null && expiresAt - now() < EXPIRY_MARGIN_MS;
  }

  async function refreshWithRetry(): Promise<void> {
    const startedAt = now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        await options.refresh();
        return;
      } catch (error) {
        const delay = REFRESH_RETRY_BASE_MS * 2 ** attempt;
        if (isStopped() || !isRetryable(error) || now() + delay - startedAt > REFRESH_RETRY_LIMIT_MS) {
          options.onGiveUp?.(error);
          return;
        }
        await sleep(delay);
        if (isStopped()) return;
      }
    }
  }

  function tick(): Promise<void> {
    if (running) return running;
    if (isStopped() || !isDue()) return Promise.resolve();
    running = refreshWithRetry().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start() {
      if (!isStopped()) return;
      stopped = false;
      interval = setInterval(() => void tick(), AUTO_REFRESH_TICK_MS);
      void tick();
    },
    stop() {
      stopped = true;
      clearInterval(interval);
      interval = undefined;
    },
    tick,
  };
}
