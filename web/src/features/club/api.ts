import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Attestation } from '@/lib/attestation';
import { queryKeys } from '@/lib/queryKeys';

/*
 * Club teams: rosters, verified scores and private evaluations.
 *
 * HAND-WRITTEN TYPES. The generated API types (`src/api/schema.ts`) do not have the club endpoints
 * yet; the request and answer shapes below follow the club contract word for word. Once the
 * server's OpenAPI document carries them, replace each one with its `Schema<'…'>` and delete this
 * block. The shared `Attestation` lives in `src/lib/attestation.ts` because other features' results
 * carry it too.
 */

export type { Attestation };

export type ClubCoachStatus = 'pending' | 'verified' | 'rejected';
export type ClubPlanId = 'trial' | 'coach-essential' | 'coach-premium' | 'club-pro';
export type WorkspaceReason = 'no_club' | 'coach_unverified' | 'plan_required';

/** `{roster, coaches}`: the most a club plan allows; null is unlimited. */
export interface ClubLimits {
  roster: number | null;
  coaches: number | null;
}

export interface ClubCoach {
  id: string;
  fullName: string | null;
  email: string;
  status: ClubCoachStatus;
}

export interface Club {
  id: string;
  name: string;
  createdAt: string;
  plan: { id: ClubPlanId; name: string; trialEndsAt: string | null };
  limits: ClubLimits;
  rosterCount: number;
  coaches: ClubCoach[];
}

/** GET /api/club, POST /api/club (201). */
export interface ClubOverview {
  verification: { status: ClubCoachStatus | null; reason: string | null };
  club: Club | null;
  workspace: { open: boolean; reason: WorkspaceReason | null };
  /** A college coach: club teams are not for them. */
  hasProgram: boolean;
}

/** POST /api/club */
export interface CreateClubInput {
  name: string;
}

export type InvitationKind = 'athlete' | 'coach';

/** POST /api/club/invitations */
export interface InvitationInput {
  email: string;
  kind: InvitationKind;
}

/** POST /api/club/invitations (201), GET /api/club/invitations. */
export interface Invitation {
  id: string;
  email: string;
  kind: InvitationKind;
  createdAt: string;
  expiresAt: string;
}

export interface RosterTest {
  id: string;
  piece: string;
  time: string | null;
  meters: number | null;
  /** yyyy-mm-dd */
  date: string;
  attestation: Attestation | null;
}

/** GET /api/club/roster */
export interface RosterAthlete {
  id: string;
  fullName: string | null;
  gradYear: number | null;
  joinedAt: string;
  /** 0 to 100 */
  completeness: number;
  /** Up to 3, newest first. */
  latestTests: RosterTest[];
  sharesActivity: boolean;
  activity: null | {
    viewedBy: { schoolId: string; schoolName: string; lastViewedOn: string }[];
    conversations: { schoolId: string; schoolName: string; lastMessageAt: string }[];
  };
  evaluation: null | { updatedAt: string; withdrawn: boolean };
}

export type ResultKind = 'erg' | 'race';

/** GET /api/club/attestations: a pending request. */
export interface AttestationRequest {
  id: string;
  requestedAt: string;
  athlete: { id: string; fullName: string | null };
  kind: ResultKind;
  erg: null | {
    id: string;
    piece: string;
    time: string | null;
    meters: number | null;
    date: string;
    strokeRate: number | null;
    verificationCode: string | null;
  };
  race: null | {
    id: string;
    regatta: string;
    date: string;
    event: string;
    boatClass: string;
    seat: string;
    place: number | null;
    time: string | null;
  };
}

/** POST /api/club/attestations/{id}/confirm */
export interface ConfirmInput {
  codeChecked: boolean;
}

/** POST /api/club/attestations/{id}/decline */
export interface DeclineInput {
  reason: string;
}

/** PUT /api/club/evaluations/{athleteId} */
export interface EvaluationInput {
  technique: number;
  fitness: number;
  coachability: number;
  comments: string;
}

/** GET /api/club/me (athletes). */
export interface ClubMe {
  invitations: { id: string; clubName: string; invitedBy: string | null; expiresAt: string }[];
  clubs: { clubId: string; clubName: string; joinedAt: string; sharesActivity: boolean }[];
  evaluations: { id: string; clubName: string; writtenAt: string; withdrawn: boolean }[];
  attestations: AthleteAttestationRequest[];
}

export interface AthleteAttestationRequest {
  id: string;
  kind: ResultKind;
  resultId: string;
  clubName: string;
  status: 'requested' | 'declined';
  reason: string | null;
  requestedAt: string;
}

/** POST /api/club/attestations (athletes): exactly one of the two ids. */
export type AttestationRequestInput =
  | { clubId: string; ergTestId: string; raceResultId?: never }
  | { clubId: string; raceResultId: string; ergTestId?: never };

/** POST /api/club/invitations/accept, POST /api/club/invitations/{id}/accept. */
export interface AcceptedInvitation {
  clubId: string;
  clubName: string;
  kind: InvitationKind;
}

/* ---------- end of the hand-written types ---------- */

const id = (value: string) => encodeURIComponent(value);

export const clubKeys = {
  all: ['club'] as const,
  invitations: (userId: string) => ['club', 'invitations', userId] as const,
  roster: (userId: string) => ['club', 'roster', userId] as const,
  attestations: (userId: string) => ['club', 'attestations', userId] as const,
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

export const clubMeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.clubMe(userId),
    queryFn: ({ signal }) => api.get<ClubMe>('/club/me', signal),
    retry: false,
  });

/** The club coach's calls (the club workspace). */
export const clubApi = {
  create: (input: CreateClubInput) => api.post<ClubOverview>('/club', input),
  invite: (input: InvitationInput) => api.post<Invitation>('/club/invitations', input),
  revoke: (invitationId: string) => api.delete<undefined>(`/club/invitations/${id(invitationId)}`),
  removeAthlete: (athleteId: string) => api.delete<undefined>(`/club/roster/${id(athleteId)}`),
  confirm: (requestId: string, input: ConfirmInput) => api.post<Attestation>(`/club/attestations/${id(requestId)}/confirm`, input),
  decline: (requestId: string, input: DeclineInput) => api.post<undefined>(`/club/attestations/${id(requestId)}/decline`, input),
  evaluate: (athleteId: string, input: EvaluationInput) => api.put<{ updatedAt: string }>(`/club/evaluations/${id(athleteId)}`, input),
  deleteEvaluation: (athleteId: string) => api.delete<undefined>(`/club/evaluations/${id(athleteId)}`),
};

/** The athlete's (and an invited coach's) calls. */
export const athleteClubApi = {
  acceptToken: (token: string) => api.post<AcceptedInvitation>('/club/invitations/accept', { token }),
  accept: (invitationId: string) => api.post<AcceptedInvitation>(`/club/invitations/${id(invitationId)}/accept`, {}),
  decline: (invitationId: string) => api.post<undefined>(`/club/invitations/${id(invitationId)}/decline`, {}),
  leave: (clubId: string) => api.delete<undefined>(`/club/memberships/${id(clubId)}`),
  share: (clubId: string, sharesActivity: boolean) => api.put<undefined>(`/club/memberships/${id(clubId)}/sharing`, { sharesActivity }),
  requestAttestation: (input: AttestationRequestInput) => api.post<AthleteAttestationRequest>('/club/attestations', input),
  withdrawEvaluation: (evaluationId: string) => api.post<undefined>(`/club/evaluations/${id(evaluationId)}/withdraw`, {}),
};
