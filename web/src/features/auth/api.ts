import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';

export type UserRole = 'student' | 'parent' | 'coach' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  emailConfirmedAt: string | null;
}

export interface SessionInfo {
  /** ISO 8601 */
  expiresAt: string;
  /** A recovery session only allows choosing a new password. */
  recovery?: boolean;
}

export interface SessionResponse {
  user: SessionUser | null;
  session: SessionInfo | null;
}

interface SessionBody extends Partial<SessionResponse> {
  /** No valid access token, but a refresh cookie is present. */
  canRefresh?: boolean;
}

export const SIGNED_OUT: SessionResponse = { user: null, session: null };

function toSession(body: SessionBody | undefined): SessionResponse {
  return { user: body?.user ?? null, session: body?.session ?? null };
}

let refreshInFlight: Promise<SessionResponse> | null = null;

/**
 * POST /api/auth/refresh: trades the refresh cookie for a new session. Single-flight: callers that
 * arrive while a refresh is under way share it, so a refresh token is never sent twice.
 */
export function refreshSession(): Promise<SessionResponse> {
  refreshInFlight ??= api
    .post<SessionBody | undefined>('/auth/refresh')
    .then(toSession, (error: unknown) => {
      if (isApiError(error) && error.status === 401) return SIGNED_OUT;
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * GET /api/auth/session. A 401 means "signed out", not a failure. When the access token has
 * expired but the server says the session can be refreshed, refreshes it once.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  let body: SessionBody | undefined;
  try {
    body = await api.get<SessionBody | undefined>('/auth/session', signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return SIGNED_OUT;
    throw error;
  }
  if (!body?.user && body?.canRefresh === true) return refreshSession();
  return toSession(body);
}

/** POST /api/auth/logout. Signing out of a session that has already ended is not an error. */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>('/auth/logout');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });
