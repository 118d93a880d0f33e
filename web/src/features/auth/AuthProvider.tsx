import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { trackEvent } from '@/lib/analytics';
import { ApiError, isApiError, setUnauthorizedHandler } from '@/lib/api';
import {
  login,
  logout,
  refreshSession,
  sessionQueryKey,
  sessionQueryOptions,
  SIGNED_OUT,
  updatePassword,
  verifyRecovery,
  type SessionResponse,
} from './api';
import { AuthContext, type AuthContextValue } from './context';
import { openCrossTabChannel, type CrossTabChannel } from './crossTab';
import { createAuthEvents, type AuthChangeEvent, type AuthChangeListener } from './events';
import { createRefreshScheduler } from './refreshScheduler';

function asUnavailable(error: unknown): ApiError | null {
  if (!error) return null;
  if (isApiError(error)) return error.isUnavailable ? error : null;
  return new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Could not reach the server.');
}

function expiryOf(session: SessionResponse | undefined): number | null {
  if (!session?.user || !session.session) return null;
  const at = Date.parse(session.session.expiresAt);
  return Number.isNaN(at) ? null : at;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationKey = useRef(location.key);
  /** Location key at the moment sign-out navigated away; the session is cleared once we have left it. */
  const leavingFrom = useRef<string | null>(null);
  const [events] = useState(createAuthEvents);
  const channel = useRef<CrossTabChannel | null>(null);

  const query = useQuery(sessionQueryOptions());
  const { refetch } = query;
  /** The latest session, for callbacks that outlive a render. */
  const current = useRef<SessionResponse | undefined>(query.data);
  useLayoutEffect(() => {
    current.current = query.data;
  }, [query.data]);

  /** Stores a new session and tells the listeners why it changed. */
  const apply = useCallback(
    (next: SessionResponse, event: AuthChangeEvent) => {
      if (event === 'signed-out' || event === 'signed-in') {
        // Nothing of the previous account stays in this tab.
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      }
      queryClient.setQueryData(sessionQueryKey, next);
      current.current = next;
      events.emit(event, next);
    },
    [queryClient, events],
  );

  const clearAccount = useCallback(() => {
    apply(SIGNED_OUT, 'signed-out');
  }, [apply]);

  useEffect(() => {
    locationKey.current = location.key;
    if (leavingFrom.current !== null && leavingFrom.current !== location.key) {
      leavingFrom.current = null;
      clearAccount();
    }
  }, [location.key, clearAccount]);

  // initial-session, once the first answer is in.
  const announcedInitial = useRef(false);
  useEffect(() => {
    if (query.isPending || announcedInitial.current) return;
    announcedInitial.current = true;
    events.emit('initial-session', query.data ?? SIGNED_OUT);
  }, [query.isPending, query.data, events]);

  /** Refreshes the session (shared across tabs) and tells everyone the outcome. */
  const runRefresh = useCallback(async (): Promise<SessionResponse> => {
    const next = await refreshSession();
    if (next.user) {
      apply(next, 'token-refreshed');
      channel.current?.post({ type: 'token-refreshed', session: next });
    } else if (current.current?.user) {
      apply(SIGNED_OUT, 'signed-out');
    } else {
      queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
    }
    return next;
  }, [apply, queryClient]);

  // Other tabs: follow their sign-in, sign-out and refreshes.
  useEffect(() => {
    const tabs = openCrossTabChannel();
    channel.current = tabs;
    const unsubscribe = tabs.subscribe((message) => {
      switch (message.type) {
        case 'signed-out':
          if (current.current?.user) apply(SIGNED_OUT, 'signed-out');
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
          if (message.session.user && message.session.user.id === current.current?.user?.id) {
            apply(message.session, 'token-refreshed');
          }
          break;
      }
    });
    return () => {
      unsubscribe();
      tabs.close();
      channel.current = null;
    };
  }, [apply, queryClient]);

  // Auto-refresh before the access token expires.
  useEffect(() => {
    const scheduler = createRefreshScheduler({
      expiresAt: () => expiryOf(current.current),
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
  }, [runRefresh]);

  // A 401 from an API call: one refresh (shared), then the call is retried once.
  useEffect(() => {
    setUnauthorizedHandler(async () => {
      if (!current.current?.user) return false;
      try {
        return (await runRefresh()).user !== null;
      } catch {
        return false;
      }
    });
    return () => {
      setUnauthorizedHandler(null);
    };
  }, [runRefresh]);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const onAuthStateChange = useCallback(
    (listener: AuthChangeListener) => {
      const unsubscribe = events.subscribe(listener);
      if (announcedInitial.current) {
        queueMicrotask(() => {
          listener('initial-session', current.current ?? SIGNED_OUT);
        });
      }
      return unsubscribe;
    },
    [events],
  );

  const signIn = useCallback(
    async (email: string, password: string, remember: boolean) => {
      const next = await login(email, password, remember);
      apply(next, 'signed-in');
      channel.current?.post({ type: 'signed-in' });
      trackEvent('login', { method: 'email' });
      return next;
    },
    [apply],
  );

  const signOut = useCallback(
    async (redirectTo = '/', state?: unknown) => {
      try {
        await logout();
        trackEvent('logout');
      } finally {
        channel.current?.post({ type: 'signed-out' });
        // Leave the current page first and clear the session once the new page is shown, so that a
        // signed-in page never sees the signed-out state and sends the visitor to /login instead.
        leavingFrom.current = locationKey.current;
        void navigate(redirectTo, state === undefined ? undefined : { state });
      }
    },
    [navigate],
  );

  const startRecovery = useCallback(
    async (token: string) => {
      const next = await verifyRecovery(token);
      apply(next, 'password-recovery');
      return next;
    },
    [apply],
  );

  const changePassword = useCallback(
    async (password: string, currentPassword?: string) => {
      const recovery = current.current?.session?.recovery === true;
      const result = await updatePassword(password, recovery ? undefined : currentPassword);
      const before = current.current ?? SIGNED_OUT;
      events.emit('user-updated', before);
      if (recovery) {
        // Every session has ended, this one included.
        apply(SIGNED_OUT, 'signed-out');
        channel.current?.post({ type: 'signed-out' });
      }
      return result;
    },
    [apply, events],
  );

  const value = useMemo<AuthContextValue>(() => {
    const data = query.data;
    return {
      user: data?.user ?? null,
      session: data?.session ?? null,
      loading: query.isPending,
      unavailableError: query.isError ? asUnavailable(query.error) : null,
      refreshing: query.isFetching,
      refresh,
      onAuthStateChange,
      signIn,
      signOut,
      startRecovery,
      changePassword,
    };
  }, [
    query.data,
    query.isPending,
    query.isError,
    query.error,
    query.isFetching,
    refresh,
    onAuthStateChange,
    signIn,
    signOut,
    startRecovery,
    changePassword,
  ]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
