import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { SignedInPageUnavailable } from '@/features/errors';
import { profileQueryOptions } from '@/features/profile';
import { paths } from '@/paths';

/** Router state handed to /login so that it can return to the page the visitor wanted. */
export interface LoginRedirectState {
  from: string;
}

function RedirectToLogin() {
  const location = useLocation();
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to={paths.login} replace state={state} />;
}

/**
 * Signed-in screens: spinner while the session loads, /login for signed-out visitors. A
 * password-recovery session only serves to choose a new password, so it leads to /reset-password.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, session, loading, unavailableError } = useAuth();
  if (loading) return <Spinner />;
  if (user && session?.recovery === true) return <Navigate to={paths.resetPassword} replace />;
  if (user) return <>{children}</>;
  if (unavailableError) return <SignedInPageUnavailable />;
  return <RedirectToLogin />;
}

/**
 * The coach page: no user or no profile goes to /login, a profile whose role is not coach goes
 * to /dashboard. A profile that cannot be read counts as no profile.
 */
export function RequireCoach({ children }: { children: ReactNode }) {
  const { user, session, loading, unavailableError } = useAuth();
  const recovery = session?.recovery === true;
  const profile = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: user !== null && !recovery });

  if (loading) return <Spinner />;
  if (user && recovery) return <Navigate to={paths.resetPassword} replace />;
  if (!user) {
    if (unavailableError) return <SignedInPageUnavailable />;
    return <RedirectToLogin />;
  }
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <RedirectToLogin />;
  if (profile.data.userRole !== 'coach') return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
