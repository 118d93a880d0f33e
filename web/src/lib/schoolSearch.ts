import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from './api';

/** The most schools a school picker lists for one search. */
export const PICKER_OPTIONS = 8;

export type SchoolSearch = Schema<'SearchResponse'>;

/** GET /api/schools?q=…: the schools a picker offers, best match first. */
export const schoolPickerQueryOptions = (userId: string, q: string) =>
  queryOptions({
    queryKey: ['schools', userId, 'picker', q] as const,
    queryFn: ({ signal }) =>
      api.get<SchoolSearch>(`/schools?${new URLSearchParams({ q, pageSize: String(PICKER_OPTIONS) }).toString()}`, signal),
    placeholderData: keepPreviousData,
  });
