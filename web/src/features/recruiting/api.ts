import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import type { WithAttestation } from '@/lib/attestation';

type GeneratedProfile = { [K in keyof Schema<'RecruitingProfile'>]-?: Exclude<Schema<'RecruitingProfile'>[K], undefined> };

/*
 * The club contract's additions to the recruiting profile, written by hand until the generated
 * types carry them (then `RecruitingProfile` is `GeneratedProfile` again):
 * - every erg test and race carries `attestation: null | Attestation`;
 * - `clubEvaluations` is filled only for a verified college coach with a program, null otherwise.
 */
export interface ClubEvaluation {
  clubName: string;
  coachName: string | null;
  /** 1 to 5 */
  technique: number;
  fitness: number;
  coachability: number;
  comments: string;
  writtenAt: string;
}

export type SharedErgTest = WithAttestation<Schema<'SharedErgTest'>>;
export type ProfileRace = WithAttestation<Schema<'RaceResult'>>;

/** An athlete's recruiting profile as a viewer sees it: no email, birth date, parent data or codes. */
export type RecruitingProfile = Omit<GeneratedProfile, 'ergTests' | 'races'> & {
  ergTests: SharedErgTest[];
  races: ProfileRace[];
  /** Missing from answers of a server without club teams; treated as null. */
  clubEvaluations?: ClubEvaluation[] | null;
};

/** GET /api/athletes/{id}: the owner, or a verified college coach when the athlete allows it. */
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
