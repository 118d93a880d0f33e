import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';

/** An erg test of the owner's, with the club coach's `attestation` once verified. */
export type ErgTest = Schema<'ErgTest'>;
export type ErgTestInput = Schema<'ErgTestInput'>;
export type RaceResult = Schema<'RaceResult'>;
export type RaceResultInput = Schema<'RaceResultInput'>;
/** GET /api/performance: the owner's erg tests and races, newest first. */
export type PerformanceLog = Schema<'PerformanceLog'>;

export const performanceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.performance(userId),
    queryFn: ({ signal }) => api.get<PerformanceLog>('/performance', signal),
  });

const id = (value: string) => encodeURIComponent(value);

export const performanceApi = {
  addErgTest: (input: ErgTestInput) => api.post<ErgTest>('/performance/erg-tests', input),
  updateErgTest: (testId: string, input: ErgTestInput) => api.put<ErgTest>(`/performance/erg-tests/${id(testId)}`, input),
  deleteErgTest: async (testId: string) => {
    await api.delete<unknown>(`/performance/erg-tests/${id(testId)}`);
  },
  addRace: (input: RaceResultInput) => api.post<RaceResult>('/performance/races', input),
  updateRace: (raceId: string, input: RaceResultInput) => api.put<RaceResult>(`/performance/races/${id(raceId)}`, input),
  deleteRace: async (raceId: string) => {
    await api.delete<unknown>(`/performance/races/${id(raceId)}`);
  },
};
