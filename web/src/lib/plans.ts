import type { Schema } from '@/api';

/** What a college plan lets a program do (`GET /api/plans`, the coach overview's workspace). */
export type CollegeLimits = Schema<'CollegeLimits'>;

/** A college plan's limits as label and value ("Coaches", "Up to 5"); no limit is "Unlimited". */
export function limitRows(limits: CollegeLimits): [string, string][] {
  const upTo = (limit: number | null | undefined, unit: string) =>
    limit === null || limit === undefined ? 'Unlimited' : `Up to ${limit.toLocaleString('en-US')}${unit}`;
  return [
    ['Coaches', upTo(limits.coachSeats, '')],
    ['Recruiting board', upTo(limits.watchlist, ' athletes')],
    ['Saved searches', upTo(limits.savedSearches, ' per coach')],
    ['Academic fit filters', limits.academicFilters ? 'Included' : 'Not included'],
  ];
}
