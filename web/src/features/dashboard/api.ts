import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';

/** GET /api/dashboard: the signed-in user's figures. */
export type DashboardFigures = Schema<'Dashboard'>;

/** The Track Performance card's figures. */
export type PerformanceFigures = DashboardFigures['performance'];

export const dashboardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.dashboard(userId),
    queryFn: ({ signal }) => api.get<DashboardFigures>('/dashboard', signal),
  });
