import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { SignedInPageUnavailable } from '@/features/errors';
import { paths } from '@/paths';
import type { LoginRedirectState } from './guards';

/**
 * The admin console: a spinner while the session loads, /login (remembering where the visitor was
 * going) without a user, /dashboard for a user who is not an admin. The server checks the role on
 * every admin call as well; this only keeps other users away from a screen they cannot use.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, session, loading, unavailableError } = useAuth();
  const location = useLocation();

  if (loading) return <Spinner />;
  if (user && session?.recovery === true) return <Navigate to={paths.resetPassword} replace />;
  if (!user) {
    if (unavailableError) return <SignedInPageUnavailable />;
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (user.role !== 'admin') return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
