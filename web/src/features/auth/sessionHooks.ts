import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, isApiError, setUnauthorizedHandler } from '@/lib/api';
import { sessionQueryOptions, SIGNED_OUT, type SessionResponse } from './api';
import { openCrossTabChannel, type CrossTabChannel } from './crossTab';
import type { AuthChangeEvent, AuthChangeListener, AuthEvents } from './events';
import { createRefreshScheduler } from './refreshScheduler';

type Apply = (next: SessionResponse, event: AuthChangeEvent) => void;

/** The session's server failure, when the server could not be reached or failed. */
export function asUnavailable(error: unknown): ApiError | null {
  if (!error) return null;
  if (isApiError(error)) return error.isUnavailable ? error : null;
  return new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Could not reach the server.');
}

function expiryOf(session: SessionResponse | undefined): number | null {
  if (!session?.user || !session.session) return null;
  const at = Date.parse(session.session.expiresAt);
  return Number.isNaN(at) ? null : at;
}

/**
 * Navigates to `redirectTo`, then calls `then` once the new page is shown (its location differs
 * from the one left).
 */
export function useLeaveThen(then: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const locationKey = useRef(location.key);
  /** Location key at the moment we navigated away; `then` runs once we have left it. */
  const leavingFrom = useRef<string | null>(null);

  useEffect(() => {
    locationKey.current = location.key;
    if (leavingFrom.current !== null && leavingFrom.current !== location.key) {
      leavingFrom.current = null;
      then();
    }
  }, [location.key, then]);

  return useCallback(
    (redirectTo: string, state?: unknown) => {
      leavingFrom.current = locationKey.current;
      void navigate(redirectTo, state === undefined ? undefined : { state });
    },
    [navigate],
  );
}

/** Follows the other tabs' sign-in, sign-out and refreshes; `channel` is where this tab tells them its own. */
export function useCrossTabSession(
  channelRef: RefObject<CrossTabChannel | null>,
  currentRef: RefObject<SessionResponse | undefined>,
  apply: Apply,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const tabs = openCrossTabChannel();
    channelRef.current = tabs;
    const unsubscribe = tabs.subscribe((message) => {
      switch (message.type) {
        case 'signed-out':
          if (currentRef.current?.user) apply(SIGNED_OUT, 'signed-out');
          break;
        case 'signed-in':
          void queryClient.query({ ...sessionQueryOptions(), staleTime: 0 }).then(
            (next) => {
              if (next.user) apply(next, 'signed-in');
            },
            () => undefined,
          );
          break;
        case 'token-refreshed':
          if (message.session.user && message.session.user.id === currentRef.current?.user?.id) {
            apply(message.session, 'token-refreshed');
          }
          break;
      }
    });
    return () => {
      unsubscribe();
      tabs.close();
      channelRef.current = null;
    };
  }, [channelRef, currentRef, apply, queryClient]);
}

/**
 * Keeps the session fresh: refreshes before the access token expires (and when the tab is shown
 * again), and once, shared, when an API call answers 401, which is then retried.
 */
export function useSessionRefresh(currentRef: RefObject<SessionResponse | undefined>, runRefresh: () => Promise<SessionResponse>) {
  useEffect(() => {
    const scheduler = createRefreshScheduler({
      expiresAt: () => expiryOf(currentRef.current),
      refresh: runRefresh,
      isRetryable: (error) => !isApiError(error) || error.isUnavailable,
    });
    scheduler.start();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void scheduler.tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      scheduler.stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [currentRef, runRefresh]);

  // A 401 from an API call: one refresh (shared), then the call is retried once.
  useEffect(() => {
    setUnauthorizedHandler(async () => {
      if (!currentRef.current?.user) return false;
      try {
        return (await runRefresh()).user !== null;
      } catch {
        return false;
      }
    });
    return () => {
      setUnauthorizedHandler(null);
    };
  }, [currentRef, runRefresh]);
}

/**
 * Announces initial-session once the first answer is in, and answers the listeners' subscriptions:
 * a listener added after that gets initial-session at once.
 */
export function useAuthStateChange(
  events: AuthEvents,
  query: { isPending: boolean; data: SessionResponse | undefined },
  currentRef: RefObject<SessionResponse | undefined>,
) {
  const announcedInitial = useRef(false);
  useEffect(() => {
    if (query.isPending || announcedInitial.current) return;
    announcedInitial.current = true;
    events.emit('initial-session', query.data ?? SIGNED_OUT);
  }, [query.isPending, query.data, events]);

  return useCallback(
    (listener: AuthChangeListener) => {
      const unsubscribe = events.subscribe(listener);
      if (announcedInitial.current) {
        queueMicrotask(() => {
          listener('initial-session', currentRef.current ?? SIGNED_OUT);
        });
      }
      return unsubscribe;
    },
    [events, currentRef],
  );
}
