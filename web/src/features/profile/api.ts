import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface Profile {
  id: string;
  email: string;
  user_role: string | null;
  full_name?: string | null;
  [field: string]: unknown;
}

/** GET /api/profile: the signed-in user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/profile', signal);
}

/** Keyed by user id so one account's profile is never shown to another. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId] as const,
    queryFn: ({ signal }) => getProfile(signal),
  });
