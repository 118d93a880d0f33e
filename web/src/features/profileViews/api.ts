import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/** GET /api/profile/views: the programs whose coaches opened the athlete's profile. */
export type ProfileViews = Schema<'ProfileViews'>;
export type ProgramViews = Schema<'ProgramViews'>;

export const profileViewsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile-views', userId] as const,
    queryFn: ({ signal }) => api.get<ProfileViews>('/profile/views', signal),
  });
