import { createContext, useContext } from 'react';
import type { ApiError } from '@/lib/api';
import type { MessageBody, SessionInfo, SessionResponse, SessionUser } from './api';
import type { AuthChangeListener } from './events';

export interface AuthContextValue {
  user: SessionUser | null;
  session: SessionInfo | null;
  /** True until the first session answer (or failure) arrives. */
  loading: boolean;
  /** Set when the session could not be read because the server is unreachable or failing. */
  unavailableError: ApiError | null;
  /** True while a re-read of the session is under way. */
  refreshing: boolean;
  /** Re-reads the session from the server. */
  refresh: () => Promise<void>;
  /**
   * Listens for signed-in, signed-out, token-refreshed, user-updated, password-recovery and
   * initial-session. A listener added after the session has loaded gets initial-session at once.
   * Returns the function that removes the listener.
   */
  onAuthStateChange: (listener: AuthChangeListener) => () => void;
  /** POST /api/auth/login; rejects with the server's ApiError. */
  signIn: (email: string, password: string, remember: boolean) => Promise<SessionResponse>;
  /** POST /api/auth/logout (every session of the user ends), then go to `redirectTo` (default /). */
  signOut: (redirectTo?: string, state?: unknown) => Promise<void>;
  /** Opens a recovery session from a reset link's token and announces password-recovery. */
  startRecovery: (token: string) => Promise<SessionResponse>;
  /**
   * Sets a new password. In a recovery session every session ends and this tab is signed out;
   * otherwise `currentPassword` is required and only the other sessions end.
   */
  changePassword: (password: string, currentPassword?: string) => Promise<MessageBody>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
