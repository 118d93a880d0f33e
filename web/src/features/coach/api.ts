import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';

export type VerificationStatus = Schema<'CoachStatus'>;

export type Verification = Schema<'Verification'>;

/** The overview's NCAA notice: the periods in force today for the program's division, the division's contact rule and its source. */
export type RecruitingNotice = Schema<'RecruitingNotice'>;
export type NoticePeriod = RecruitingNotice['periods'][number];

/** GET /api/coach/overview (coaches only). */
export type CoachOverview = Schema<'CoachOverview'>;

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

/** GET /api/coach/messages/compliance.csv: every coach-to-athlete message of the program, for compliance checks. */
export const MESSAGE_COMPLIANCE_CSV_PATH = '/coach/messages/compliance.csv';

/** GET /api/coach/profile: the name and title athletes see, and the titles to choose from. */
export type CoachProfilePage = Schema<'CoachProfilePage'>;
export type CoachProfile = Schema<'CoachProfile'>;
export type CoachedSquad = Schema<'CoachedSquad'>;

export const coachProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['coach', 'profile', userId] as const,
    queryFn: ({ signal }) => api.get<CoachProfilePage>('/coach/profile', signal),
  });

/** PUT /api/coach/profile: writes the coach's profile. */
export function setCoachProfile(input: Schema<'CoachProfileInput'>): Promise<CoachProfile> {
  return api.put<CoachProfile>('/coach/profile', input);
}

/** GET /api/coach/home: what needs the coach today and the news of the athletes on the board. */
export type CoachHome = Schema<'CoachHome'>;

export const coachHomeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['coach', 'home', userId] as const,
    queryFn: ({ signal }) => api.get<CoachHome>('/coach/home', signal),
  });

/** GET /api/coach/questionnaire: the program's own questions, with the link athletes fill it in at. */
export type ProgramQuestions = Schema<'ProgramQuestions'>;

export const programQuestionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['coach', 'questionnaire', userId] as const,
    queryFn: ({ signal }) => api.get<ProgramQuestions>('/coach/questionnaire', signal),
    retry: false,
  });

/** PUT /api/coach/questionnaire: replaces the program's own questions. */
export function setProgramQuestions(request: Schema<'ProgramQuestionsRequest'>): Promise<ProgramQuestions> {
  return api.put<ProgramQuestions>('/coach/questionnaire', request);
}

/** The most questions a program adds to the standard ones, and the longest question. */
export const PROGRAM_QUESTIONS_MAX = 10;
export const PROGRAM_QUESTION_MAX_CHARS = 300;
