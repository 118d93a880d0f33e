import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/*
 * The parent portal's calls (docs: the family contract, issue #19).
 *
 * HAND-WRITTEN TYPES. The server's OpenAPI document does not describe the family endpoints yet,
 * so the types marked `@handwritten` below follow the contract by hand. Once `npm run api:types`
 * generates them, replace each with its `Schema<'…'>` and delete the hand-written one.
 *
 * The child's data itself (profile, performance log, saved schools, profile views, conversations)
 * comes in the owner's shapes, which are generated already.
 */

// ---------------------------------------------------------------------------------------------
// Hand-written: swap for generated types once the server documents the family endpoints.
// ---------------------------------------------------------------------------------------------

/** @handwritten `compliance::rules::CONSENT_SCOPES`: one consent scope of a minor child. */
export interface ConsentScope {
  granted: boolean;
  /** When the parent last gave or withdrew it; null while it is at its default. */
  changedAt: string | null;
  /** `basicUse`: cannot be withdrawn without refusing collection. */
  required: boolean;
}

/** @handwritten A minor child's granular consent (GET /api/family, PUT …/consents). */
export interface Consents {
  basicUse: ConsentScope;
  coachCommunications: ConsentScope;
  thirdPartySharing: ConsentScope;
  analytics: ConsentScope;
}

/** @handwritten The optional scopes a parent may change. */
export type OptionalScope = 'coachCommunications' | 'thirdPartySharing' | 'analytics';

/** @handwritten PUT /api/family/children/{id}/consents: only the scopes being changed. */
export type ConsentsInput = Partial<Record<OptionalScope, boolean>>;

/** @handwritten The family plans of the plan table (`plans::rules`). */
export type FamilyPlanId = 'family-basic' | 'family-plus' | 'family-premier';

/** @handwritten The parent's plan: `id` null when none is set (Family Basic's limit applies). */
export interface FamilyPlan {
  id: FamilyPlanId | null;
  name: string;
  /** How many children the plan follows; null is unlimited. */
  childrenLimit: number | null;
}

/** @handwritten One linked child as GET /api/family lists it. */
export interface FamilyChild {
  id: string;
  fullName: string | null;
  gradYear: number | null;
  age: number;
  minor: boolean;
  consentStatus: Schema<'ConsentStatus'>;
  frozen: boolean;
  /** The child's own unread messages (reading them here never marks them read). */
  unreadForChild: number;
  /** Null for a child aged 18 or over (adults decide for themselves). */
  consents: Consents | null;
}

/** @handwritten GET /api/family */
export interface FamilyOverview {
  plan: FamilyPlan;
  digest: boolean;
  children: FamilyChild[];
}

/** @handwritten PUT /api/family/digest */
export interface DigestInput {
  enabled: boolean;
}

/** @handwritten Who a parent is to the athlete (the consent's relations). */
export type Relation = 'parent' | 'guardian';

/** @handwritten POST /api/family/invitations (athletes). */
export interface FamilyInvitationInput {
  email: string;
  relation: Relation;
}

/**
 * @handwritten POST /api/family/invitations (201) and GET /api/family/invitations. The contract
 * gives `{id, email, expiresAt}`; `relation` and `createdAt` in the list are read when present.
 */
export interface FamilyInvitation {
  id: string;
  email: string;
  expiresAt: string;
  relation?: Relation | null;
  createdAt?: string | null;
}

/** @handwritten POST /api/family/invitations/accept */
export interface InvitationTokenInput {
  token: string;
}

/** @handwritten POST /api/family/invitations/accept (200). */
export interface AcceptedFamilyInvitation {
  childId: string;
  childName: string;
}

/** @handwritten GET /api/family/parents (athletes): a linked parent. */
export interface LinkedParent {
  parentId: string;
  name: string | null;
  email: string;
  /** `parent` or `guardian`, read as text in case the server adds another. */
  relation: string;
  linkedAt: string;
  /** The athlete is 18 or over and has not decided whether this parent stays linked. */
  decisionNeeded: boolean;
}

/** @handwritten POST /api/family/children/{id}/freeze, …/delete */
export interface PasswordInput {
  password: string;
}

/** @handwritten PUT /api/admin/users/{id}/family-plan: null clears it (Family Basic's limit, free). */
export interface FamilyPlanChoice {
  plan: FamilyPlanId | null;
}

// ---------------------------------------------------------------------------------------------
// The child's data, in the owner's (generated) shapes.
// ---------------------------------------------------------------------------------------------

/** The server leaves no key out of these answers; the generated types mark such keys optional. */
type Present<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** GET /api/family/children/{id}: the child's profile as the child sees it. */
export type ChildProfile = Present<Schema<'Profile'>>;
/** GET /api/family/children/{id}/performance */
export type ChildPerformance = Schema<'PerformanceLog'>;
type SchoolSummary = Omit<Present<Schema<'SchoolSummary'>>, 'squads'> & { squads: Present<Schema<'Squads'>> };
/** GET /api/family/children/{id}/saved-schools: a saved school with the child's notes. */
export type ChildSavedSchool = SchoolSummary & Present<Omit<Schema<'SavedSchool'>, keyof Schema<'SchoolSummary'>>>;
/** GET /api/family/children/{id}/views */
export type ChildProfileViews = Schema<'ProfileViews'>;
/** GET /api/family/children/{id}/conversations */
export type ChildInbox = Schema<'Inbox'>;
/** GET /api/family/children/{id}/conversations/{conversationId} */
export type ChildConversation = Schema<'ConversationDetail'>;

// ---------------------------------------------------------------------------------------------
// Queries and calls.
// ---------------------------------------------------------------------------------------------

const id = (value: string) => encodeURIComponent(value);
const child = (childId: string) => `/family/children/${id(childId)}`;

/** Every family query starts with ['family', userId], so one invalidation refreshes the portal. */
export const familyKeys = {
  all: (userId: string) => ['family', userId] as const,
  overview: (userId: string) => ['family', userId, 'overview'] as const,
  child: (userId: string, childId: string, part: string) => ['family', userId, 'child', childId, part] as const,
  conversation: (userId: string, childId: string, conversationId: string) =>
    ['family', userId, 'child', childId, 'conversation', conversationId] as const,
  parents: (userId: string) => ['family', userId, 'parents'] as const,
  invitations: (userId: string) => ['family', userId, 'invitations'] as const,
};

/** GET /api/family: the parent's plan, digest choice and children (also links an approved consent's child). */
export const familyQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: familyKeys.overview(userId),
    queryFn: ({ signal }) => api.get<FamilyOverview>('/family', signal),
  });

function childQuery<T>(userId: string, childId: string, part: string, path: string) {
  return queryOptions({
    queryKey: familyKeys.child(userId, childId, part),
    queryFn: ({ signal }) => api.get<T>(`${child(childId)}${path}`, signal),
    retry: false,
  });
}

export const childQueries = {
  profile: (userId: string, childId: string) => childQuery<ChildProfile>(userId, childId, 'profile', ''),
  performance: (userId: string, childId: string) => childQuery<ChildPerformance>(userId, childId, 'performance', '/performance'),
  savedSchools: (userId: string, childId: string) => childQuery<ChildSavedSchool[]>(userId, childId, 'saved-schools', '/saved-schools'),
  views: (userId: string, childId: string) => childQuery<ChildProfileViews>(userId, childId, 'views', '/views'),
  inbox: (userId: string, childId: string) => childQuery<ChildInbox>(userId, childId, 'conversations', '/conversations'),
  conversation: (userId: string, childId: string, conversationId: string) =>
    queryOptions({
      queryKey: familyKeys.conversation(userId, childId, conversationId),
      queryFn: ({ signal }) => api.get<ChildConversation>(`${child(childId)}/conversations/${id(conversationId)}`, signal),
      retry: false,
    }),
};

/** The parent's calls. */
export const familyApi = {
  setDigest: (enabled: boolean) => api.put<unknown>('/family/digest', { enabled } satisfies DigestInput),
  setConsents: (childId: string, input: ConsentsInput) => api.put<Consents>(`${child(childId)}/consents`, input),
  exportChild: (childId: string) => api.get<unknown>(`${child(childId)}/export`),
  freeze: (childId: string, password: string) => api.post<unknown>(`${child(childId)}/freeze`, { password } satisfies PasswordInput),
  unfreeze: (childId: string) => api.post<unknown>(`${child(childId)}/unfreeze`, {}),
  deleteChild: (childId: string, password: string) => api.post<undefined>(`${child(childId)}/delete`, { password } satisfies PasswordInput),
  unlink: (childId: string) => api.delete<undefined>(`/family/links/${id(childId)}`),
  acceptInvitation: (token: string) =>
    api.post<AcceptedFamilyInvitation>('/family/invitations/accept', { token } satisfies InvitationTokenInput),
};

/** GET /api/family/parents (athletes). */
export const parentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: familyKeys.parents(userId),
    queryFn: ({ signal }) => api.get<LinkedParent[]>('/family/parents', signal),
  });

/** GET /api/family/invitations (athletes): the invitations still pending. */
export const familyInvitationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: familyKeys.invitations(userId),
    queryFn: ({ signal }) => api.get<FamilyInvitation[]>('/family/invitations', signal),
  });

/** The athlete's calls. */
export const athleteFamilyApi = {
  invite: (input: FamilyInvitationInput) => api.post<FamilyInvitation>('/family/invitations', input),
  revoke: (invitationId: string) => api.delete<undefined>(`/family/invitations/${id(invitationId)}`),
  keep: (parentId: string) => api.post<unknown>(`/family/parents/${id(parentId)}/keep`, {}),
  remove: (parentId: string) => api.delete<undefined>(`/family/parents/${id(parentId)}`),
};

/** The operators' call (the console's users section). */
export function setFamilyPlan(userId: string, plan: FamilyPlanId | null) {
  return api.put<unknown>(`/admin/users/${id(userId)}/family-plan`, { plan } satisfies FamilyPlanChoice);
}
