import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';

export type VerificationStatus = Schema<'CoachStatus'>;

export type Verification = Schema<'Verification'>;

/** A recruiting period in force today, as the coach page's notice reads it. */
export interface NoticePeriod {
  id: string;
  division: string;
  squad: 'all' | 'womens' | 'mens';
  kind: string;
  /** "Dead period" */
  label: string;
  /** The NCAA's definition, one sentence. */
  meaning: string;
  /** yyyy-mm-dd */
  startsOn: string;
  /** yyyy-mm-dd, the last day (inclusive). */
  endsOn: string;
  note: string | null;
  source: string;
  current: boolean;
}

/**
 * The overview's NCAA notice (the calendar contract): the periods in force today for the program's
 * division (any squad), the division's contact rule and its source. Written by hand until the
 * generated `RecruitingNotice` has this shape; then it is `Schema<'RecruitingNotice'>` again.
 */
export interface RecruitingNotice {
  /** The program's division; null without a program or a known division. */
  division: string | null;
  periods: NoticePeriod[];
  /** The division's contact rule (Division I's, the strictest, without a division). */
  guidance: string;
  source: string;
}

/** GET /api/coach/overview (coaches only). */
export type CoachOverview = Omit<Schema<'CoachOverview'>, 'recruiting'> & { recruiting: RecruitingNotice };

export const coachOverviewQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.coachOverview(userId),
    queryFn: ({ signal }) => api.get<CoachOverview>('/coach/overview', signal),
  });

/** "2024-12-31" as "December 31, 2024", read as a calendar date (no time zone shift). */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export type ProgramSummary = Schema<'ProgramSummary'>;
export type Workspace = CoachOverview['workspace'];

/** PUT /api/coach/program: names (or changes) the program the coach recruits for. */
export function setProgram(choice: Schema<'ProgramChoice'>): Promise<ProgramSummary> {
  return api.put<ProgramSummary>('/coach/program', choice);
}

/** GET /api/coach/athletes-viewing: athletes who opened the program's page lately. */
export type ViewingAthlete = Schema<'ViewingAthlete'>;

export const athletesViewingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['coach', 'athletes-viewing', userId] as const,
    queryFn: ({ signal }) => api.get<ViewingAthlete[]>('/coach/athletes-viewing', signal),
  });

/** Every coach-to-athlete message of the program, for compliance checks (downloaded with the session cookie). */
export const MESSAGE_COMPLIANCE_CSV_URL = '/api/coach/messages/compliance.csv';
