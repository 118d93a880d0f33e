import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_ERROR_MESSAGE, CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadWithTimeout } from './lazyWithTimeout';

describe('loadWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 120 seconds by default', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module when it loads in time', async () => {
    const module = { default: 'page' };
    await expect(loadWithTimeout(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('rejects with a ChunkLoadError when the loader rejects', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const result = loadWithTimeout(() => Promise.reject(cause));
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(result).rejects.toMatchObject({ message: CHUNK_LOAD_ERROR_MESSAGE, cause });
  });

  it('rejects when the loader never settles, and not before the timeout', async () => {
    const settled = vi.fn();
    const result = loadWithTimeout(() => new Promise<never>(() => undefined));
    result.then(settled, settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
    await expect(result).rejects.toThrow(CHUNK_LOAD_ERROR_MESSAGE);
  });

  it('clears its timer once the module has loaded', async () => {
    await loadWithTimeout(() => Promise.resolve({ default: 'page' }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours a custom timeout', async () => {
    const result = loadWithTimeout(() => new Promise<never>(() => undefined), 50);
    const assertion = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(50);
    await assertion;
  });
});
