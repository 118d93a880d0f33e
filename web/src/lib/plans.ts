import type { Schema } from '@/api';

/** What a college plan lets a program do (`GET /api/plans`, the coach overview's workspace). */
export type CollegeLimits = Schema<'CollegeLimits'>;

/** A college plan's limits as label and value: the most it allows ("Coaches", "5"), or "Unlimited". */
export function limitRows(limits: CollegeLimits): [string, string][] {
  const most = (limit: number | null | undefined, unit: string) =>
    limit === null || limit === undefined ? 'Unlimited' : `${limit.toLocaleString('en-US')}${unit}`;
  return [
    ['Coaches', most(limits.coachSeats, '')],
    ['Recruiting board', most(limits.watchlist, ' athletes')],
    ['Saved searches', most(limits.savedSearches, ' per coach')],
    ['Academic fit filters', limits.academicFilters ? 'Included' : 'Not included'],
  ];
}
