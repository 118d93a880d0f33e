import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api, isApiError } from '@/lib/api';

/*
 * Club and college coaches writing to each other about an athlete, and club recommendations. The
 * club page, the coach home, the board card and the athlete's club card all use these calls, so
 * they live here rather than in one feature.
 */

export type ClubCollegeConversation = Schema<'ClubCollegeConversation'>;
export type ClubCollegeThread = Schema<'ClubCollegeThread'>;
export type ClubCollegeMessage = Schema<'ClubCollegeMessage'>;
export type StartConversationInput = Schema<'StartClubCollegeConversation'>;
export type RecommendInput = Schema<'RecommendInput'>;
export type ReachableProgram = Schema<'ReachableProgramItem'>;
export type AthleteClub = Schema<'AthleteClubItem'>;
export type ClubRecommendation = Schema<'ClubRecommendation'>;
export type AthleteClubCollege = Schema<'AthleteClubCollege'>;

/** The most characters a recommendation's note and projected level hold (the server's rule). */
export const NOTE_MAX = 1000;
export const LEVEL_MAX = 200;
/** The most characters a message holds (messaging's rule). */
export const MESSAGE_MAX = 5000;

const id = (value: string) => encodeURIComponent(value);

export const clubCollegeKeys = {
  all: ['club-college'] as const,
  conversations: (userId: string) => ['club-college', 'conversations', userId] as const,
  thread: (userId: string, conversationId: string) => ['club-college', 'thread', userId, conversationId] as const,
  programs: (userId: string) => ['club-college', 'programs', userId] as const,
  clubsOf: (userId: string, athleteId: string) => ['club-college', 'clubs', userId, athleteId] as const,
  about: (userId: string, athleteId: string) => ['club-college', 'about', userId, athleteId] as const,
  recommendations: (userId: string) => ['club-college', 'recommendations', userId] as const,
  mine: (userId: string) => ['club-college', 'mine', userId] as const,
};

export const conversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clubCollegeKeys.conversations(userId),
    queryFn: ({ signal }) => api.get<ClubCollegeConversation[]>('/club-college/conversations', signal),
  });

export const threadQueryOptions = (userId: string, conversationId: string) =>
  queryOptions({
    queryKey: clubCollegeKeys.thread(userId, conversationId),
    queryFn: ({ signal }) => api.get<ClubCollegeThread>(`/club-college/conversations/${id(conversationId)}`, signal),
  });

export const programsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clubCollegeKeys.programs(userId),
    queryFn: ({ signal }) => api.get<ReachableProgram[]>('/club-college/programs', signal),
  });

export const clubsOfAthleteQueryOptions = (userId: string, athleteId: string) =>
  queryOptions({
    queryKey: clubCollegeKeys.clubsOf(userId, athleteId),
    queryFn: ({ signal }) => api.get<AthleteClub[]>(`/club-college/athletes/${id(athleteId)}/clubs`, signal),
    retry: false,
  });

export const recommendationsAboutQueryOptions = (userId: string, athleteId: string) =>
  queryOptions({
    queryKey: clubCollegeKeys.about(userId, athleteId),
    queryFn: ({ signal }) => api.get<ClubRecommendation[]>(`/club-college/recommendations/athletes/${id(athleteId)}`, signal),
    retry: false,
  });

export const clubRecommendationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clubCollegeKeys.recommendations(userId),
    queryFn: ({ signal }) => api.get<ClubRecommendation[]>('/club-college/recommendations', signal),
  });

export const mineQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clubCollegeKeys.mine(userId),
    queryFn: ({ signal }) => api.get<AthleteClubCollege>('/club-college/mine', signal),
    retry: false,
  });

export const clubCollegeApi = {
  start: (input: StartConversationInput) => api.post<ClubCollegeThread>('/club-college/conversations', input),
  reply: (conversationId: string, body: string) =>
    api.post<ClubCollegeMessage>(`/club-college/conversations/${id(conversationId)}/messages`, { body } satisfies Schema<'ClubCollegeReply'>),
  recommend: (input: RecommendInput) => api.post<ClubRecommendation>('/club-college/recommendations', input),
  agree: (recommendationId: string) => api.post<ClubRecommendation>(`/club-college/recommendations/${id(recommendationId)}/agree`, {}),
  decline: (recommendationId: string) => api.post<ClubRecommendation>(`/club-college/recommendations/${id(recommendationId)}/decline`, {}),
};

/** A refusal in the server's words, or a plain line when the server could not be reached. */
export function clubCollegeError(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (error.isUnavailable) return 'Could not reach RowRecruit. Check your connection and try again.';
  const others = Object.values(error.fields ?? {}).filter((message) => message !== error.message);
  return [error.message, ...others].join(' ');
}

/** "2026-11-20T…Z" as "Nov 20, 2026". */
export function formatClubCollegeDay(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** What a linked parent reads of a child's club coaches and college programs (read-only). */
export const childClubCollegeQueryOptions = (userId: string, childId: string) =>
  queryOptions({
    queryKey: ['club-college', 'child', userId, childId] as const,
    queryFn: ({ signal }) => api.get<AthleteClubCollege>(`/family/children/${id(childId)}/club-college`, signal),
    retry: false,
  });
