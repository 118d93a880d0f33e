import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import { paths } from '@/paths';

/** What a college plan lets a program do (`GET /api/plans`, the coach overview's workspace). */
export type CollegeLimits = Schema<'CollegeLimits'>;
/** What an athlete's level allows: their own plan's, or a following parent's family plan's. */
export type RowerLimits = Schema<'RowerLimits'>;
/** What can be added to a paid plan, and the discounts our team grants (`GET /api/plans`). */
export type AddOn = Schema<'AddOn'>;
export type Discount = Schema<'Discount'>;
/** The signed-in person's own plan (`GET /api/account/plan`). */
export type AccountPlan = Schema<'AccountPlanView'>;

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

/** An athlete's level as label and value, in the pricing page's words. */
export function rowerLevelRows(level: RowerLimits): [string, string][] {
  const familyMembers = level.familyMembers === 0 ? 'None' : String(level.familyMembers);
  return [
    ['Saved schools', level.savedSchools === null || level.savedSchools === undefined ? 'Unlimited' : `Up to ${level.savedSchools}`],
    ['Progress charts', level.progressCharts ? 'Included' : 'Not included'],
    ['Family members once you are 18', familyMembers],
  ];
}

/** Where "Start free trial" leads for a plan: the trial page, which signs up or starts it. */
export function trialPath(planId: string): string {
  return `${paths.startTrial}?plan=${encodeURIComponent(planId)}`;
}

/** GET /api/plans: the server's plan table, the same for everyone and rarely changed. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'] as const,
    queryFn: ({ signal }) => api.get<Schema<'PlanTable'>>('/plans', signal),
    staleTime: 60 * 60 * 1000,
  });

export const accountPlanQueryKey = ['account-plan'] as const;

/** GET /api/account/plan: the signed-in person's own plan and level. */
export const accountPlanQueryOptions = () =>
  queryOptions({
    queryKey: accountPlanQueryKey,
    queryFn: ({ signal }) => api.get<AccountPlan>('/account/plan', signal),
  });

/** POST /api/account/plan/trial: starts the account's one free trial of a plan. */
export function startTrial(planId: string): Promise<AccountPlan> {
  const request: Schema<'TrialChoice'> = { plan: planId };
  return api.post<AccountPlan>('/account/plan/trial', request);
}

/** "$9.99", "$99", "$1,299". */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}
