import type { SessionResponse } from './api';

/** What happened to the session (product spec, section 4 "Auth"). */
export type AuthChangeEvent =
  | 'initial-session'
  | 'signed-in'
  | 'signed-out'
  | 'token-refreshed'
  | 'user-updated'
  | 'password-recovery';

export type AuthChangeListener = (event: AuthChangeEvent, session: SessionResponse) => void;

/** A small listener list; `subscribe` returns the function that removes the listener again. */
export function createAuthEvents() {
  const listeners = new Set<AuthChangeListener>();
  return {
    subscribe(listener: AuthChangeListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event: AuthChangeEvent, session: SessionResponse): void {
      for (const listener of [...listeners]) {
        try {
          listener(event, session);
        } catch (error) {
          console.error('An auth state listener failed:', error);
        }
      }
    },
  };
}

export type AuthEvents = ReturnType<typeof createAuthEvents>;
