import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { trackEvent } from '@/lib/analytics';
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
import type { CrossTabChannel } from './crossTab';
import { createAuthEvents, type AuthChangeEvent } from './events';
import { asUnavailable, useAuthStateChange, useCrossTabSession, useLeaveThen, useSessionRefresh } from './sessionHooks';

/** Holds the session: reads it, keeps it fresh, follows the other tabs, and signs in and out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
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
  const leaveThen = useLeaveThen(clearAccount);

  const onAuthStateChange = useAuthStateChange(events, query, current);

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

  useCrossTabSession(channel, current, apply);
  useSessionRefresh(current, runRefresh);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

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
        leaveThen(redirectTo, state);
      }
    },
    [leaveThen],
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
