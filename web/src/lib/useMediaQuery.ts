import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query (e.g. '(max-width: 60rem)') matches now, following changes. False where
 * there is no `matchMedia` (while pages are rendered ahead of time, and in jsdom).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
