import { queryOptions } from '@tanstack/react-query';
import type { Completeness } from '@/components/CompletenessMeter';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';

/** GET /api/dashboard: the signed-in user's figures. */
export interface DashboardFigures {
  savedSchools: number;
  profileViews: number;
  messages: number;
  completeness: Completeness;
}

export const dashboardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.dashboard(userId),
    queryFn: ({ signal }) => api.get<DashboardFigures>('/dashboard', signal),
  });
