import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/** GET /api/coach/athletes: a page of athletes a verified coach may see. */
export type AthletePage = Schema<'AthletePage'>;
/** An athlete in the results; `verified2k` is the fastest 2k a club coach verified. */
export type AthleteResult = Schema<'AthleteResult'>;
/** A coach's saved search with its new matches and whether its alerts are emailed. */
export type SavedSearch = Schema<'SavedSearch'>;
/** An athlete who came to match a saved search since the coach's last look. */
export type NewAthlete = Schema<'NewAthlete'>;
/** What a saved search's one-click unsubscribe link did. */
export type SearchLinkAnswer = Schema<'SearchLinkAnswer'>;

export const athleteSearchKeys = {
  all: ['athleteSearch'] as const,
  results: (query: string) => ['athleteSearch', 'results', query] as const,
  saved: ['athleteSearch', 'saved'] as const,
  /** Under `saved`, so whatever refreshes the saved searches refreshes their new athletes too. */
  newAthletes: (id: string) => ['athleteSearch', 'saved', id, 'new'] as const,
};

export const athleteSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: athleteSearchKeys.results(query),
    queryFn: ({ signal }) => api.get<AthletePage>(`/coach/athletes${query === '' ? '' : `?${query}`}`, signal),
    // A refused search (422, 403) is an answer, not a hiccup.
    retry: false,
  });

export const savedSearchesQueryOptions = queryOptions({
  queryKey: athleteSearchKeys.saved,
  queryFn: ({ signal }) => api.get<SavedSearch[]>('/coach/saved-searches', signal),
  retry: false,
});

/** GET /api/coach/saved-searches/{id}/new: the search's new athletes, newest first. */
export const newAthletesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: athleteSearchKeys.newAthletes(id),
    queryFn: ({ signal }) => api.get<NewAthlete[]>(`/coach/saved-searches/${encodeURIComponent(id)}/new`, signal),
    retry: false,
  });

/** Turns a saved search's alert emails off, or back on with `resubscribe`, from its emailed link. */
export const unsubscribeSavedSearch = (token: string, resubscribe: boolean) =>
  api.post<SearchLinkAnswer>('/coach/saved-searches/unsubscribe', { token, resubscribe } satisfies Schema<'SearchLinkRequest'>);

export const savedSearchApi = {
  save: (name: string, query: string) => api.post<SavedSearch>('/coach/saved-searches', { name, query }),
  remove: (id: string) => api.delete<undefined>(`/coach/saved-searches/${encodeURIComponent(id)}`),
  seen: (id: string) => api.post<SavedSearch>(`/coach/saved-searches/${encodeURIComponent(id)}/seen`, {}),
  alerts: (id: string, on: boolean) =>
    api.put<SavedSearch>(`/coach/saved-searches/${encodeURIComponent(id)}/alerts`, { on } satisfies Schema<'AlertSwitch'>),
};

/** GET /api/coach/questionnaire: the program's questionnaire, whose link a coach sends athletes. */
export const programQuestionnaireQueryOptions = queryOptions({
  queryKey: ['coach', 'questionnaire', 'link'] as const,
  queryFn: ({ signal }) => api.get<Schema<'ProgramQuestions'>>('/coach/questionnaire', signal),
  retry: false,
  staleTime: 10 * 60_000,
});

/** The message that sends the program's questionnaire to an athlete. */
export function questionnaireMessage(schoolName: string, link: string): string {
  return `The ${schoolName} coaches invite you to fill in our recruiting questionnaire: ${link}`;
}

/**
 * POST /api/messages of kind `questionnaire`: allowed before the athlete's NCAA contact date, and
 * marked as a questionnaire in the conversation and the compliance log.
 */
export const sendQuestionnaire = (athleteId: string, body: string) =>
  api.post<Schema<'SentMessage'>>('/messages', { athleteId, body, kind: 'questionnaire' } satisfies Schema<'StartRequest'>);
