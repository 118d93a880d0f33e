import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import type { EmailLinkAnswer, EmailLinkSend } from '@/features/auth';
import { api } from '@/lib/api';

/*
 * The parent portal's calls (docs: the family contract, issue #19). Request and answer types come
 * from the generated `src/api/schema.ts`; the child's data itself (profile, performance log, saved
 * schools, profile views, conversations) comes in the owner's shapes.
 */

/** The server leaves no key out of these answers; the generated types mark such keys optional. */
type Present<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** One consent scope of a minor child (`changedAt` null while it was never given). */
export type ConsentScope = Present<Schema<'Scope'>>;

/** A minor child's granular consent (GET /api/family, PUT …/consents). */
export type Consents = { [K in keyof Schema<'Consents'>]: ConsentScope };

/** PUT /api/family/children/{id}/consents: only the scopes being changed (the password is sent beside them). */
export type ConsentsInput = Omit<Schema<'ConsentChanges'>, 'password'>;

/** The optional scopes a parent may change. */
export type OptionalScope = keyof ConsentsInput;

/** The parent's plan: `id` null when none is set (Family Basic's limit applies); `childrenLimit` null is unlimited. */
export type FamilyPlan = Present<Schema<'FamilyPlan'>>;

/** A parent's rights over a child: `full` (gave consent, or was granted full rights) or `follow`. */
export type Rights = Schema<'Rights'>;

/** A parent linked to a child, as the child's parents see each other (`you` is the signed-in parent). */
export type ChildParent = Present<Schema<'ChildParent'>>;

/**
 * One linked child as GET /api/family lists it (`consents` null for a child aged 18 or over):
 * `rights` and `gaveConsent` are the signed-in parent's, `parents` every linked parent.
 */
export type FamilyChild = Omit<Present<Schema<'FamilyChild'>>, 'consents' | 'parents'> & {
  consents: Consents | null;
  parents: ChildParent[];
};

/** GET /api/family */
export type FamilyOverview = Omit<Schema<'FamilyOverview'>, 'plan' | 'children'> & {
  plan: FamilyPlan;
  children: FamilyChild[];
};

/** PUT /api/family/digest, asked and answered. */
export type DigestSetting = Schema<'DigestSetting'>;


/** Who a parent is to the athlete. */
export type Relation = Schema<'Relation'>;

/** POST /api/family/invitations (athletes). */
export type FamilyInvitationInput = Schema<'NewFamilyInvitation'>;

/** POST /api/family/invitations (201). */
export type FamilyInvitationSent = Schema<'FamilyInvitationSent'>;

/** GET /api/family/invitations: a pending invitation. */
export type FamilyInvitation = Schema<'FamilyInvitation'>;

/** POST /api/family/invitations/accept (200): `childName` null while the child has not given one. */
export type AcceptedFamilyInvitation = Present<Schema<'InvitationAccepted'>>;

/** GET /api/family/parents (athletes): a linked parent. */
export type LinkedParent = Present<Schema<'LinkedParent'>>;

/** POST /api/family/children/{id}/freeze, …/unfreeze, …/export, …/delete (a wrong password is 422 on `password`). */
export type PasswordInput = Schema<'ParentPasswordConfirmation'>;

/** PUT /api/family/children/{id}/parents/{parentId}/rights: the consenting parent grants or revokes full rights. */
export type RightsInput = Schema<'RightsChange'>;

/** A plan of the server's plan table (GET /api/plans); the family ones carry `familyLimits`. */
export type Plan = Schema<'Plan'>;

// ---------------------------------------------------------------------------------------------
// The child's data, in the owner's (generated) shapes.
// ---------------------------------------------------------------------------------------------

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
  /** GET /api/family/children/{id}/questionnaires: the programs that have the child's recruiting questionnaire. */
  questionnaires: (userId: string, childId: string) =>
    childQuery<Schema<'SentQuestionnaires'>>(userId, childId, 'questionnaires', '/questionnaires'),
  inbox: (userId: string, childId: string) => childQuery<ChildInbox>(userId, childId, 'conversations', '/conversations'),
  conversation: (userId: string, childId: string, conversationId: string) =>
    queryOptions({
      queryKey: familyKeys.conversation(userId, childId, conversationId),
      queryFn: ({ signal }) => api.get<ChildConversation>(`${child(childId)}/conversations/${id(conversationId)}`, signal),
      retry: false,
    }),
};

/** The parent's calls; each of a parent's rights carries the parent's password. */
export const familyApi = {
  setDigest: (enabled: boolean) => api.put<DigestSetting>('/family/digest', { enabled } satisfies DigestSetting),
  setConsents: (childId: string, input: ConsentsInput, password: string) =>
    api.put<Consents>(`${child(childId)}/consents`, { ...input, password } satisfies Schema<'ConsentChanges'>),
  exportChild: (childId: string, password: string) => api.post<unknown>(`${child(childId)}/export`, { password } satisfies PasswordInput),
  freeze: (childId: string, password: string) => api.post<undefined>(`${child(childId)}/freeze`, { password } satisfies PasswordInput),
  unfreeze: (childId: string, password: string) => api.post<undefined>(`${child(childId)}/unfreeze`, { password } satisfies PasswordInput),
  deleteChild: (childId: string, password: string) => api.post<undefined>(`${child(childId)}/delete`, { password } satisfies PasswordInput),
  setRights: (childId: string, parentId: string, rights: Rights, password: string) =>
    api.put<undefined>(`${child(childId)}/parents/${id(parentId)}/rights`, { rights, password } satisfies RightsInput),
  unlink: (childId: string) => api.delete<undefined>(`/family/links/${id(childId)}`),
  acceptInvitation: (token: string) =>
    api.post<AcceptedFamilyInvitation>('/family/invitations/accept', { token } satisfies Schema<'FamilyInvitationToken'>),
};

/** POST /api/family/digest/unsubscribe: the digest email's link, signed out, turns the digest off or back on. */
export const unsubscribeDigest: EmailLinkSend = (token, resubscribe) =>
  api.post<EmailLinkAnswer>('/family/digest/unsubscribe', { token, resubscribe } satisfies Schema<'EmailLinkRequest'>);

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
  invite: (input: FamilyInvitationInput) => api.post<FamilyInvitationSent>('/family/invitations', input),
  revoke: (invitationId: string) => api.delete<undefined>(`/family/invitations/${id(invitationId)}`),
  keep: (parentId: string) => api.post<undefined>(`/family/parents/${id(parentId)}/keep`, {}),
  remove: (parentId: string) => api.delete<undefined>(`/family/parents/${id(parentId)}`),
};

