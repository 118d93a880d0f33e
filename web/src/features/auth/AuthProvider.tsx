import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, isApiError } from '@/lib/api';
import { logout, sessionQueryKey, sessionQueryOptions, SIGNED_OUT } from './api';
import { AuthContext, type AuthContextValue } from './context';

function asUnavailable(error: unknown): ApiError | null {
  if (!error) return null;
  if (isApiError(error)) return error.isUnavailable ? error : null;
  return new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Could not reach the server.');
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationKey = useRef(location.key);
  /** Location key at the moment sign-out navigated away; the session is cleared once we have left it. */
  const leavingFrom = useRef<string | null>(null);

  const clearAccount = useCallback(() => {
    // Nothing of the old account stays in this tab.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
  }, [queryClient]);

  useEffect(() => {
    locationKey.current = location.key;
    if (leavingFrom.current !== null && leavingFrom.current !== location.key) {
      leavingFrom.current = null;
      clearAccount();
    }
  }, [location.key, clearAccount]);
  const query = useQuery(sessionQueryOptions());
  const { refetch } = query;

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const signOut = useCallback(
    async (redirectTo = '/') => {
      try {
        await logout();
      } finally {
        // Leave the current page first and clear the session once the new page is shown, so that a
        // signed-in page never sees the signed-out state and sends the visitor to /login instead.
        leavingFrom.current = locationKey.current;
        void navigate(redirectTo);
      }
    },
    [navigate],
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
      signOut,
    };
  }, [query.data, query.isPending, query.isError, query.error, query.isFetching, refresh, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
