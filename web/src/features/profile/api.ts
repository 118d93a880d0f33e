import { queryOptions } from '@tanstack/react-query';
import type { Completeness } from '@/components/CompletenessMeter';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';
import type { ProfileInput } from './rules';

/** GET /api/profile: the signed-in user's own profile (created on first read). */
export interface Profile {
  id: string;
  email: string;
  user_role: string | null;
  full_name: string | null;
  grad_year: number | null;
  gpa: number | null;
  sat_score: number | null;
  height_feet: number | null;
  height_inches: number | null;
  weight: number | null;
  /** M:SS.S */
  erg_2k: string | null;
  /** M:SS.S */
  erg_6k: string | null;
  hometown: string | null;
  high_school: string | null;
  club_team: string | null;
  bio: string | null;
  updated_at: string;
  completeness: Completeness;
}

/** GET /api/profile: the signed-in user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/profile', signal);
}

/** PUT /api/profile: saves every editable field; answers with the saved profile. */
export function saveProfile(input: ProfileInput): Promise<Profile> {
  return api.put<Profile>('/profile', input);
}

/** Keyed by user id so one account's profile is never shown to another. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(signal),
  });
