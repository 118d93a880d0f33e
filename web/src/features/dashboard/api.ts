import { queryOptions } from '@tanstack/react-query';
import type { Contract } from '@/api/pending';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';

/** GET /api/dashboard: the signed-in user's figures. */
export type DashboardFigures = Contract<'Dashboard'>;

/** The Track Performance card's figures. */
export type PerformanceFigures = DashboardFigures['performance'];

export const dashboardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.dashboard(userId),
    queryFn: ({ signal }) => api.get<DashboardFigures>('/dashboard', signal),
  });
