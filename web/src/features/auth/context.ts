import { createContext, useContext } from 'react';
import type { ApiError } from '@/lib/api';
import type { SessionInfo, SessionUser } from './api';

export interface AuthContextValue {
  user: SessionUser | null;
  session: SessionInfo | null;
  /** True until the first session answer (or failure) arrives. */
  loading: boolean;
  /** Set when the session could not be read because the server is unreachable or failing. */
  unavailableError: ApiError | null;
  /** True while a re-read of the session is under way. */
  refreshing: boolean;
  refresh: () => Promise<void>;
  /** POST /api/auth/logout, then go to `redirectTo` (default /) signed out. */
  signOut: (redirectTo?: string) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
