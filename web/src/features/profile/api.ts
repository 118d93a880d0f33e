import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';
import type { ProfileInput } from './rules';

/**
 * GET /api/profile: the signed-in user's own profile (created on first read). The server sends
 * every key (null when empty); erg times are M:SS.S text.
 */
export type Profile = { [K in keyof Schema<'Profile'>]-?: Exclude<Schema<'Profile'>[K], undefined> };

/** A share link just made: its token and the address to give out, shown this once (only a hash is kept). */
export type ShareLink = Schema<'ShareLink'>;

/** GET /api/profile: the signed-in user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/profile', signal);
}

/** PUT /api/profile: saves every editable field; answers with the saved profile. */
export function saveProfile(input: ProfileInput): Promise<Profile> {
  return api.put<Profile>('/profile', input);
}

/** POST /api/profile/share-link: turns the share link on, or renews it (the old one stops working). */
export function createShareLink(): Promise<ShareLink> {
  return api.post<ShareLink>('/profile/share-link');
}

/** DELETE /api/profile/share-link: turns the share link off. */
export async function deleteShareLink(): Promise<void> {
  await api.delete<unknown>('/profile/share-link');
}

/** Keyed by user id so one account's profile is never shown to another. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(signal),
  });
