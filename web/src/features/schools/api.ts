import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';
import { toApiQuery, type SchoolFilters } from './filters';

/**
 * The server leaves no key out of these answers (an unknown value is null); the generated types
 * mark such keys optional, so they are read here as always present.
 */
type Present<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** A squad is known to exist (true), known not to exist (false) or not reported (null). */
export type Squads = Present<Schema<'Squads'>>;

export type ProgramType = Schema<'ProgramType'>;
export type SchoolSize = Schema<'SchoolSize'>;

/** One program as the list shows it. Any field the data set has no value for is null. */
export type SchoolSummary = Omit<Present<Schema<'SchoolSummary'>>, 'squads'> & { squads: Squads };

/** GET /api/schools */
export type SearchResponse = Omit<Schema<'SearchResponse'>, 'items'> & { items: SchoolSummary[] };

/** GET /api/schools/filters */
export type FilterChoices = Schema<'Filters'>;

/** GET /api/schools/{id} */
export type SchoolDetail = SchoolSummary & Present<Omit<Schema<'SchoolDetail'>, keyof Schema<'SchoolSummary'>>>;

/** GET /api/me/schools: one saved school. */
export type SavedSchool = SchoolSummary & Present<Omit<Schema<'SavedSchool'>, keyof Schema<'SchoolSummary'>>>;

/** PUT /api/schools/{id}/saved */
export type SaveRequest = Schema<'SaveRequest'>;

/** A verified coach of the program, as the program page lists them. */
export type StaffMember = Schema<'StaffMember'>;

export const NOTES_MAX = 2000;

/** Every school query of a user starts with this key, so one invalidation refreshes them all. */
export const schoolKeys = {
  all: (userId: string) => ['schools', userId] as const,
  search: (userId: string, query: string) => ['schools', userId, 'search', query] as const,
  searches: (userId: string) => ['schools', userId, 'search'] as const,
  detail: (userId: string, id: string) => ['schools', userId, 'detail', id] as const,
  saved: (userId: string) => ['schools', userId, 'saved'] as const,
  filters: () => ['schools', 'filters'] as const,
};

const schoolPath = (id: string) => `/schools/${encodeURIComponent(id)}`;

export const searchQueryOptions = (userId: string, filters: SchoolFilters) => {
  const query = toApiQuery(filters);
  return queryOptions({
    queryKey: schoolKeys.search(userId, query),
    queryFn: ({ signal }) => api.get<SearchResponse>(`/schools${query === '' ? '' : `?${query}`}`, signal),
    // Keep the previous results on screen while the next ones load, so the list does not flash.
    placeholderData: keepPreviousData,
  });
};

export const filterChoicesQueryOptions = () =>
  queryOptions({
    queryKey: schoolKeys.filters(),
    queryFn: ({ signal }) => api.get<FilterChoices>('/schools/filters', signal),
    staleTime: 10 * 60_000,
  });

export const schoolQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: schoolKeys.detail(userId, id),
    queryFn: ({ signal }) => api.get<SchoolDetail>(schoolPath(id), signal),
  });

export const savedSchoolsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: schoolKeys.saved(userId),
    queryFn: ({ signal }) => api.get<SavedSchool[]>('/me/schools', signal),
  });

/** PUT /api/schools/{id}/saved: saves the school, or replaces the notes of a saved one. */
export function saveSchool(id: string, notes: string | null): Promise<SchoolDetail> {
  return api.put<SchoolDetail>(`${schoolPath(id)}/saved`, { notes } satisfies SaveRequest);
}

/** DELETE /api/schools/{id}/saved: removes the school and its notes from the user's list. */
export function unsaveSchool(id: string): Promise<void> {
  return api.delete<undefined>(`${schoolPath(id)}/saved`);
}

export type SaveChange = { id: string; save: true; notes: string | null } | { id: string; save: false };

function setSavedFlag(data: SearchResponse | undefined, id: string, saved: boolean): SearchResponse | undefined {
  if (!data) return data;
  return { ...data, items: data.items.map((item) => (item.id === id ? { ...item, saved } : item)) };
}

/**
 * Saves or removes a school. The lists show the new state at once; afterwards every school query
 * of the user and the dashboard's figures are read again.
 */
export function useSaveSchool(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: SaveChange): Promise<SchoolDetail | undefined> => {
      if (change.save) return saveSchool(change.id, change.notes);
      await unsaveSchool(change.id);
      return undefined;
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: schoolKeys.searches(userId) });
      queryClient.setQueriesData<SearchResponse>({ queryKey: schoolKeys.searches(userId) }, (data) =>
        setSavedFlag(data, change.id, change.save),
      );
    },
    onSuccess: (detail, change) => {
      if (detail) {
        queryClient.setQueryData(schoolKeys.detail(userId, change.id), detail);
      } else {
        queryClient.setQueryData<SchoolDetail>(schoolKeys.detail(userId, change.id), (old) =>
          old ? { ...old, saved: false, notes: null, savedAt: null } : old,
        );
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: schoolKeys.all(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(userId) }),
      ]),
  });
}

/** GET /api/schools/{id}/questionnaire: the program's recruiting questionnaire for the athlete, filled in. */
export type QuestionnaireForm = Schema<'QuestionnaireForm'>;
/** The answers of a questionnaire, as read and as sent. */
export type QuestionnaireAnswers = Schema<'QuestionnaireAnswers'>;
export type ProgramQuestion = Schema<'ProgramQuestion'>;
/** GET /api/profile/questionnaires: a program that has the athlete's questionnaire. */
export type SentQuestionnaire = Schema<'SentQuestionnaire'>;

export const questionnaireKeys = {
  all: (userId: string) => ['questionnaires', userId] as const,
  form: (userId: string, id: string) => ['questionnaires', userId, 'form', id] as const,
  sent: (userId: string) => ['questionnaires', userId, 'sent'] as const,
};

export const questionnaireQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.form(userId, id),
    queryFn: ({ signal }) => api.get<QuestionnaireForm>(`${schoolPath(id)}/questionnaire`, signal),
    retry: false,
  });

export const sentQuestionnairesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.sent(userId),
    queryFn: ({ signal }) => api.get<Schema<'SentQuestionnaires'>>('/profile/questionnaires', signal),
  });

/** PUT /api/schools/{id}/questionnaire: sends (or sends again) the athlete's questionnaire. */
export function useSendQuestionnaire(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuestionnaireAnswers) => api.put<QuestionnaireForm>(`${schoolPath(id)}/questionnaire`, answers),
    onSuccess: async (form) => {
      queryClient.setQueryData(questionnaireKeys.form(userId, id), form);
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.sent(userId) });
    },
  });
}
