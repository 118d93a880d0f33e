import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/** An erg test as viewers see it (no verification code), with the club coach's `attestation` once verified. */
export type SharedErgTest = Schema<'SharedErgTest'>;
export type ProfileRace = Schema<'RaceResult'>;
/** A club's evaluation: only for a verified college coach with a program (`clubEvaluations`, null otherwise). */
export type ClubEvaluation = Schema<'ClubEvaluation'>;

/** An athlete's recruiting profile as a viewer sees it: no email, birth date, parent data or codes. */
export type RecruitingProfile = { [K in keyof Schema<'RecruitingProfile'>]-?: Exclude<Schema<'RecruitingProfile'>[K], undefined> };

/**
 * GET /api/athletes/{id}: the owner, a college coach whose workspace is open (403 otherwise, 429 past
 * the profile reads allowed) when the athlete allows it, or the athlete's club coach.
 */
export const athleteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['athlete', id] as const,
    queryFn: ({ signal }) => api.get<RecruitingProfile>(`/athletes/${encodeURIComponent(id)}`, signal),
    retry: false,
  });

/** GET /api/share/{token}: anyone holding the athlete's current share link. */
export const sharedProfileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-profile', token] as const,
    queryFn: ({ signal }) => api.get<RecruitingProfile>(`/share/${encodeURIComponent(token)}`, signal),
    retry: false,
  });
