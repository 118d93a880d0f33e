import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/*
 * The operator console's calls. Every endpoint is admin-only: the server answers 401 when signed
 * out and 403 for anyone else.
 */

export type WaitlistStats = Schema<'WaitlistStats'>;

export type WaitlistEntry = Schema<'WaitlistEntry'>;

export type CoachStatus = Schema<'CoachStatus'>;
export type CoachFilter = CoachStatus | 'all';
export type ConsentStatus = Schema<'ConsentStatus'>;

/** A coach in the verification list; `clubName` names a club coach's club team. */
export type CoachRow = Schema<'CoachRow'>;

export type CoachDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** What a decision or a disable answers: the coach's or the account's new state. */
export type DecisionDone = Schema<'Done'>;

export type AdminUserRow = Schema<'UserRow'>;

export type ProgramRow = Schema<'ProgramRow'>;
export type ProgramPlanChoice = Schema<'ProgramPlanChoice'>;
export type Plan = Schema<'Plan'>;

export type ComplianceEntry = Schema<'LogEntry'>;

/** GET /api/admin/clubs */
export type ClubRow = Schema<'ClubRow'>;
/** PUT /api/admin/clubs/{id}/plan (`trial` restarts a 14-day trial). */
export type ClubPlanChoice = Schema<'ClubPlanChoice'>;
export type Audience = Schema<'Audience'>;

export type AuditEntry = Schema<'AuditRow'>;

export const COMPLIANCE_EVENT_TYPES = [
  'age_verification',
  'age_verification_refused',
  'privacy_notice_accepted',
  'opt_out_of_sale',
  'opt_in_to_sale',
  'parental_consent_requested',
  'parental_consent_approved',
  'parental_consent_declined',
  'parental_consent_expired',
  'account_deleted',
  'under_13_reported',
] as const;

export const WAITLIST_LIMIT = 50;
export const USERS_LIMIT = 50;
export const COMPLIANCE_LIMIT = 100;
/** The most programs the server lists at once. */
export const PROGRAMS_LIMIT = 50;

export const WAITLIST_CSV_URL = '/api/admin/waitlist.csv';
export const COMPLIANCE_CSV_URL = '/api/admin/compliance-log.csv';

/** Every admin query starts with 'admin', so a decision can refresh whatever it changes. */
export const adminKeys = {
  all: ['admin'] as const,
  waitlistStats: () => ['admin', 'waitlist', 'stats'] as const,
  waitlist: (q: string) => ['admin', 'waitlist', 'entries', { q }] as const,
  coachesAll: () => ['admin', 'coaches'] as const,
  coaches: (status: CoachFilter) => ['admin', 'coaches', status] as const,
  usersAll: () => ['admin', 'users'] as const,
  programsAll: () => ['admin', 'programs'] as const,
  clubs: () => ['admin', 'clubs'] as const,
  programs: (q: string) => ['admin', 'programs', { q }] as const,
  plans: (audience: Audience) => ['admin', 'plans', audience] as const,
  users: (q: string) => ['admin', 'users', { q }] as const,
  compliance: (user: string, eventType: string) => ['admin', 'compliance', { user, eventType }] as const,
  audit: () => ['admin', 'audit'] as const,
  billing: (kind: PayerKind, id: string) => ['admin', 'billing', kind, id] as const,
};

/** "/admin/x?a=1" with empty values left out. */
function withQuery(path: string, params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

export const waitlistStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.waitlistStats(),
    queryFn: ({ signal }) => api.get<WaitlistStats>('/admin/waitlist/stats', signal),
  });

export const waitlistQuery = (q: string) =>
  queryOptions({
    queryKey: adminKeys.waitlist(q),
    queryFn: ({ signal }) => api.get<WaitlistEntry[]>(withQuery('/admin/waitlist', { q, limit: WAITLIST_LIMIT }), signal),
    placeholderData: keepPreviousData,
  });

export const coachesQuery = (status: CoachFilter) =>
  queryOptions({
    queryKey: adminKeys.coaches(status),
    queryFn: ({ signal }) => api.get<CoachRow[]>(withQuery('/admin/coaches', { status }), signal),
  });

export const usersQuery = (q: string) =>
  queryOptions({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => api.get<AdminUserRow[]>(withQuery('/admin/users', { q, limit: USERS_LIMIT }), signal),
    placeholderData: keepPreviousData,
  });

export const programsQuery = (q: string) =>
  queryOptions({
    queryKey: adminKeys.programs(q),
    queryFn: ({ signal }) => api.get<ProgramRow[]>(withQuery('/admin/programs', { q }), signal),
    placeholderData: keepPreviousData,
  });

/** The plans of one audience in the server's plan table (the trial is not one of them). */
export const plansQuery = (audience: Audience) =>
  queryOptions({
    queryKey: adminKeys.plans(audience),
    queryFn: async ({ signal }) => {
      const table = await api.get<Schema<'PlanTable'>>('/plans', signal);
      return table.plans.filter((plan) => plan.audience === audience);
    },
    staleTime: 60 * 60 * 1000,
  });

/** The college plans a program can be put on. */
export const collegePlansQuery = () => plansQuery('college');

/** The club plans a club team can be put on. */
export const clubPlansQuery = () => plansQuery('club');

export const clubsQuery = () =>
  queryOptions({
    queryKey: adminKeys.clubs(),
    queryFn: ({ signal }) => api.get<ClubRow[]>('/admin/clubs', signal),
  });

/** PUT /api/admin/users/{id}/plan: an athlete's rower plan or a parent's family plan (null: none). */
export function setAccountPlan(userId: string, plan: string | null) {
  return api.put<Schema<'Done'>>(`/admin/users/${encodeURIComponent(userId)}/plan`, { plan } satisfies Schema<'AccountPlanChoice'>);
}

/** Answers the club's new plan id as `status`. */
export function setClubPlan(clubId: string, choice: ClubPlanChoice) {
  return api.put<Schema<'Done'>>(`/admin/clubs/${encodeURIComponent(clubId)}/plan`, choice);
}

export const complianceQuery = (user: string, eventType: string) =>
  queryOptions({
    queryKey: adminKeys.compliance(user, eventType),
    queryFn: ({ signal }) =>
      api.get<ComplianceEntry[]>(
        withQuery('/admin/compliance-log', { user, eventType, limit: COMPLIANCE_LIMIT }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const auditQuery = () =>
  queryOptions({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal }) => api.get<AuditEntry[]>('/admin/audit-log', signal),
  });

export function decideCoach(id: string, decision: CoachDecision) {
  return api.post<DecisionDone>(`/admin/coaches/${encodeURIComponent(id)}/decision`, decision);
}

export function setUserDisabled(id: string, disabled: boolean) {
  return api.put<Schema<'Done'>>(`/admin/users/${encodeURIComponent(id)}/disabled`, { disabled });
}

/** What acting on an under-13 report answers: the account is disabled, and erased at `eraseAt`. */
export type Under13Done = Schema<'Under13Done'>;

/** Acts on a report that the user is under 13: disabled at once, erased when the window ends. */
export function reportUnder13(id: string) {
  return api.post<Under13Done>(`/admin/users/${encodeURIComponent(id)}/under-13`, {});
}

export function setProgramPlan(schoolId: string, choice: ProgramPlanChoice) {
  return api.put<Schema<'Done'>>(`/admin/programs/${encodeURIComponent(schoolId)}/plan`, choice);
}

/** Who pays: an account (rower and family plans), a club, or a program by school id. */
export type PayerKind = Schema<'SubjectKind'>;
export type PayerBilling = Schema<'PayerBilling'>;
export type AddOnId = Schema<'AddOnId'>;
export type DiscountId = Schema<'DiscountId'>;

function payerPath(kind: PayerKind, id: string): string {
  return `/admin/billing/${kind}/${encodeURIComponent(id)}`;
}

/** GET /api/admin/billing/{kind}/{id}: the payer's add-ons (paid and granted) and discount. */
export const payerBillingQuery = (kind: PayerKind, id: string) =>
  queryOptions({
    queryKey: adminKeys.billing(kind, id),
    queryFn: ({ signal }) => api.get<PayerBilling>(payerPath(kind, id), signal),
  });

/** The add-ons and discounts of the plan table (`GET /api/plans`). */
export interface PlanExtras {
  addOns: Schema<'AddOn'>[];
  discounts: Schema<'Discount'>[];
}

export const extrasQuery = () =>
  queryOptions({
    queryKey: ['admin', 'extras'] as const,
    queryFn: async ({ signal }) => {
      const table = await api.get<Schema<'PlanTable'>>('/plans', signal);
      return { addOns: table.addOns, discounts: table.discounts } satisfies PlanExtras;
    },
    staleTime: 60 * 60 * 1000,
  });

/** PUT …/add-ons/{addOn}: how many the operator grants beside what is paid for. */
export function grantAddOn(kind: PayerKind, id: string, addOn: AddOnId, quantity: number) {
  return api.put<Schema<'AddOnQuantity'>>(`${payerPath(kind, id)}/add-ons/${addOn}`, { quantity });
}

/** PUT …/discount: grants a discount after eligibility is checked, or withdraws it (null). */
export function grantDiscount(kind: PayerKind, id: string, discount: DiscountId | null, note: string) {
  return api.put<PayerBilling>(`${payerPath(kind, id)}/discount`, { discount, note });
}
