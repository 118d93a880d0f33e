import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshScheduler } from './refreshScheduler';
import { AUTO_REFRESH_TICK_MS, EXPIRY_MARGIN_MS, REFRESH_RETRY_BASE_MS, REFRESH_RETRY_LIMIT_MS } from './sessionTiming';

describe('refresh scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the session constants of the spec', () => {
    expect([AUTO_REFRESH_TICK_MS, EXPIRY_MARGIN_MS, REFRESH_RETRY_BASE_MS, REFRESH_RETRY_LIMIT_MS]).toEqual([
      30_000, 90_000, 200, 30_000,
    ]);
  });

  it('ticks every 30 seconds and refreshes once fewer than 90 seconds remain', async () => {
    let expiresAt = Date.now() + 3 * 60_000;
    const refresh = vi.fn(() => {
      expiresAt = Date.now() + 15 * 60_000;
      return Promise.resolve();
    });
    const scheduler = createRefreshScheduler({ expiresAt: () => expiresAt, refresh });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).not.toHaveBeenCalled();

    // 3:00 left, then 2:30, 2:00, 1:30 (not under 90 s yet), 1:00: refresh.
    await vi.advanceTimersByTimeAsync(3 * AUTO_REFRESH_TICK_MS);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS);
    expect(refresh).toHaveBeenCalledTimes(1);

    // The new session has 15 minutes: nothing more for a while.
    await vi.advanceTimersByTimeAsync(10 * AUTO_REFRESH_TICK_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('refreshes at once when started with a session about to expire', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const scheduler = createRefreshScheduler({ expiresAt: () => Date.now() + 10_000, refresh });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('does nothing while signed out', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const scheduler = createRefreshScheduler({ expiresAt: () => null, refresh });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5 * AUTO_REFRESH_TICK_MS);
    expect(refresh).not.toHaveBeenCalled();
    scheduler.stop();
  });

  it('retries a failed refresh after 200 ms, doubling each time', async () => {
    const attempts: number[] = [];
    const start = Date.now();
    const refresh = vi.fn(() => {
      attempts.push(Date.now() - start);
      return attempts.length < 4 ? Promise.reject(new Error('offline')) : Promise.resolve();
    });
    const scheduler = createRefreshScheduler({ expiresAt: () => Date.now() + 1_000, refresh });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempts).toEqual([0, 200, 600, 1_400]);
    scheduler.stop();
  });

  it('gives up after 30 seconds of failures and tries again on a later tick', async () => {
    const attempts: number[] = [];
    const start = Date.now();
    const onGiveUp = vi.fn();
    const refresh = vi.fn(() => {
      attempts.push(Date.now() - start);
      return Promise.reject(new Error('offline'));
    });
    const scheduler = createRefreshScheduler({ expiresAt: () => Date.now() + 60_000, refresh, onGiveUp });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_LIMIT_MS - 1);
    // 0, 0.2, 0.6, 1.4, 3, 6.2, 12.6, 25.4 s; the next wait (25.6 s) would pass 30 s.
    expect(attempts).toEqual([0, 200, 600, 1_400, 3_000, 6_200, 12_600, 25_400]);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(attempts.every((at) => at <= REFRESH_RETRY_LIMIT_MS)).toBe(true);

    // The next tick (at 30 s) starts over.
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(9);
    expect(attempts[8]).toBe(AUTO_REFRESH_TICK_MS);
    scheduler.stop();
  });

  it('does not retry a failure that is not retryable', async () => {
    const refresh = vi.fn(() => Promise.reject(new Error('refused')));
    const onGiveUp = vi.fn();
    const scheduler = createRefreshScheduler({
      expiresAt: () => Date.now() + 1_000,
      refresh,
      isRetryable: () => false,
      onGiveUp,
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('runs one refresh at a time: ticks during a refresh share it', async () => {
    let finish: () => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const scheduler = createRefreshScheduler({ expiresAt: () => Date.now() + 1_000, refresh });
    scheduler.start();
    const first = scheduler.tick();
    const second = scheduler.tick();
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(3 * AUTO_REFRESH_TICK_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await first;
    scheduler.stop();
  });

  it('stops ticking and retrying when stopped', async () => {
    const refresh = vi.fn(() => Promise.reject(new Error('offline')));
    const scheduler = createRefreshScheduler({ expiresAt: () => Date.now() + 1_000, refresh });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(5 * AUTO_REFRESH_TICK_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
