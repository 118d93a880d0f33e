import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import type { Attestation } from '@/lib/attestation';
import { queryKeys } from '@/lib/queryKeys';

/*
 * Club teams: rosters, verified scores and private evaluations. The shared `Attestation` lives in
 * `src/lib/attestation.ts` because other features' results carry it too.
 */

export type { Attestation };

export type ClubCoachStatus = Schema<'CoachStatus'>;
/** `{roster, coaches}`: the most a club plan allows; null is unlimited. */
export type ClubLimits = Schema<'ClubLimitsView'>;
export type ClubCoach = Schema<'ClubCoachView'>;
export type Club = Schema<'ClubSummary'>;
/** GET /api/club, POST /api/club (201). */
export type ClubOverview = Schema<'ClubOverview'>;
/** `no_club`, `coach_unverified` or `plan_required` while the workspace is closed. */
export type WorkspaceReason = Schema<'ClubWorkspace'>['reason'];
/** POST /api/club */
export type CreateClubInput = Schema<'NewClub'>;

export type InvitationKind = Schema<'InvitationKind'>;
/** POST /api/club/invitations */
export type InvitationInput = Schema<'NewInvitation'>;
/** POST /api/club/invitations (201), GET /api/club/invitations. */
export type Invitation = Schema<'Invitation'>;

export type RosterTest = Schema<'RosterTest'>;
/** GET /api/club/roster */
export type RosterAthlete = Schema<'RosterAthlete'>;

export type ResultKind = Schema<'ResultKind'>;
/** GET /api/club/attestations: a pending request. */
export type AttestationRequest = Schema<'AttestationRequest'>;
/** POST /api/club/attestations/{id}/confirm */
export type ConfirmInput = Schema<'Confirmation'>;
/** POST /api/club/attestations/{id}/decline */
export type DeclineInput = Schema<'Decline'>;

/** PUT /api/club/evaluations/{athleteId} */
export type EvaluationInput = Schema<'EvaluationInput'>;
export type EvaluationSaved = Schema<'EvaluationSaved'>;
/** GET /api/club/evaluations/{athleteId}: the club's own evaluation, to edit. */
export type EvaluationDraft = Schema<'ClubEvaluationDraft'>;

/** GET /api/club/me (athletes). */
export type ClubMe = Schema<'AthleteClubs'>;
export type AthleteAttestationRequest = Schema<'AthleteAttestationRequest'>;
/** POST /api/club/attestations (athletes): exactly one of the two ids. */
export type AttestationRequestInput = Schema<'NewAttestationRequest'>;
/** POST /api/club/invitations/accept, POST /api/club/invitations/{id}/accept. */
export type AcceptedInvitation = Schema<'Joined'>;

/** GET /api/club/branding: whether the club holds Custom branding, and its stored brand. */
export type ClubBranding = Schema<'ClubBranding'>;
export type ClubBrand = Schema<'ClubBrand'>;
/** PUT /api/club/branding */
export type BrandInput = Schema<'BrandInput'>;

const id = (value: string) => encodeURIComponent(value);

export const clubKeys = {
  all: ['club'] as const,
  invitations: (userId: string) => ['club', 'invitations', userId] as const,
  roster: (userId: string) => ['club', 'roster', userId] as const,
  attestations: (userId: string) => ['club', 'attestations', userId] as const,
  evaluation: (userId: string, athleteId: string) => ['club', 'evaluation', userId, athleteId] as const,
  branding: (userId: string) => ['club', 'branding', userId] as const,
};

export const clubOverviewQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.clubOverview(userId),
    queryFn: ({ signal }) => api.get<ClubOverview>('/club', signal),
  });

export const invitationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clubKeys.invitations(userId),
    queryFn: ({ signal }) => api.get<Invitation[]>('/club/invitations', signal),
  });

export const rosterQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clubKeys.roster(userId),
    queryFn: ({ signal }) => api.get<RosterAthlete[]>('/club/roster', signal),
  });

export const attestationRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clubKeys.attestations(userId),
    queryFn: ({ signal }) => api.get<AttestationRequest[]>('/club/attestations', signal),
  });

/** The club's own evaluation of an athlete on its roster (404 when there is none). */
export const evaluationQueryOptions = (userId: string, athleteId: string) =>
  queryOptions({
    queryKey: clubKeys.evaluation(userId, athleteId),
    queryFn: ({ signal }) => api.get<EvaluationDraft>(`/club/evaluations/${id(athleteId)}`, signal),
    staleTime: 0,
  });

export const clubMeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.clubMe(userId),
    queryFn: ({ signal }) => api.get<ClubMe>('/club/me', signal),
    retry: false,
  });

export const brandingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clubKeys.branding(userId),
    queryFn: ({ signal }) => api.get<ClubBranding>('/club/branding', signal),
  });

/** The club coach's calls (the club workspace). */
export const clubApi = {
  create: (input: CreateClubInput) => api.post<ClubOverview>('/club', input),
  invite: (input: InvitationInput) => api.post<Invitation>('/club/invitations', input),
  revoke: (invitationId: string) => api.delete<undefined>(`/club/invitations/${id(invitationId)}`),
  removeAthlete: (athleteId: string) => api.delete<undefined>(`/club/roster/${id(athleteId)}`),
  confirm: (requestId: string, input: ConfirmInput) => api.post<Attestation>(`/club/attestations/${id(requestId)}/confirm`, input),
  decline: (requestId: string, input: DeclineInput) => api.post<undefined>(`/club/attestations/${id(requestId)}/decline`, input),
  evaluate: (athleteId: string, input: EvaluationInput) => api.put<EvaluationSaved>(`/club/evaluations/${id(athleteId)}`, input),
  deleteEvaluation: (athleteId: string) => api.delete<undefined>(`/club/evaluations/${id(athleteId)}`),
  setBrand: (input: BrandInput) => api.put<ClubBranding>('/club/branding', input),
  clearBrand: () => api.delete<undefined>('/club/branding'),
};

/** The athlete's (and an invited coach's) calls. */
export const athleteClubApi = {
  acceptToken: (token: string) => api.post<AcceptedInvitation>('/club/invitations/accept', { token } satisfies Schema<'InvitationToken'>),
  accept: (invitationId: string) => api.post<AcceptedInvitation>(`/club/invitations/${id(invitationId)}/accept`, {}),
  decline: (invitationId: string) => api.post<undefined>(`/club/invitations/${id(invitationId)}/decline`, {}),
  leave: (clubId: string) => api.delete<undefined>(`/club/memberships/${id(clubId)}`),
  share: (clubId: string, sharesActivity: boolean) =>
    api.put<undefined>(`/club/memberships/${id(clubId)}/sharing`, { sharesActivity } satisfies Schema<'Sharing'>),
  requestAttestation: (input: AttestationRequestInput) => api.post<AthleteAttestationRequest>('/club/attestations', input),
  withdrawEvaluation: (evaluationId: string) => api.post<undefined>(`/club/evaluations/${id(evaluationId)}/withdraw`, {}),
};
