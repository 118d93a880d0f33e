import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/** GET /api/coach/athletes: a page of athletes a verified coach may see. */
export type AthletePage = Schema<'AthletePage'>;
/** An athlete in the results; `verified2k` is the fastest 2k a club coach verified. */
export type AthleteResult = Schema<'AthleteResult'>;
/** A coach's saved search with its new matches. */
export type SavedSearch = Schema<'SavedSearch'>;

export const athleteSearchKeys = {
  all: ['athleteSearch'] as const,
  results: (query: string) => ['athleteSearch', 'results', query] as const,
  saved: ['athleteSearch', 'saved'] as const,
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

export const savedSearchApi = {
  save: (name: string, query: string) => api.post<SavedSearch>('/coach/saved-searches', { name, query }),
  remove: (id: string) => api.delete<undefined>(`/coach/saved-searches/${encodeURIComponent(id)}`),
  seen: (id: string) => api.post<SavedSearch>(`/coach/saved-searches/${encodeURIComponent(id)}/seen`, {}),
};
