import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How long a page's code may take to load before the app gives up and shows the error screen. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const CHUNK_LOAD_ERROR_MESSAGE = 'Failed to load this page. Please reload.';

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(CHUNK_LOAD_ERROR_MESSAGE, cause === undefined ? undefined : { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Runs a module loader and settles with its module, or rejects with a ChunkLoadError when the
 * loader rejects or has not settled within `timeoutMs`.
 */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(new Error(`Loading took longer than ${timeoutMs} ms`)));
    }, timeoutMs);
    let started: Promise<T>;
    try {
      started = load();
    } catch (cause) {
      clearTimeout(timer);
      reject(new ChunkLoadError(cause));
      return;
    }
    started.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(cause));
      },
    );
  });
}

/** React.lazy for a module whose default export is the component, with the load timeout. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithTimeout<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<C> {
  return lazy(() => loadWithTimeout(load, timeoutMs));
}
