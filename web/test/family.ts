import type { ChildParent, Consents, FamilyChild, FamilyInvitation, FamilyOverview, LinkedParent } from '@/features/family/api';

/**
 * Test data for the parent portal: Pat follows Sam Rower (16) and, in some tests, Jo Rower (18).
 * Pat gave consent for Sam; Lee, linked by Sam's invitation, follows.
 */

export function childParent(overrides: Partial<ChildParent> = {}): ChildParent {
  return {
    parentId: 'parent-1',
    name: 'Pat Rower',
    email: 'pat@example.com',
    relation: 'parent',
    rights: 'full',
    gaveConsent: true,
    rightsChangedAt: null,
    you: true,
    ...overrides,
  };
}

/** The second parent, linked by the child's invitation: follows. */
export const LEE = childParent({
  parentId: 'parent-2',
  name: 'Lee Rower',
  email: 'lee@example.com',
  rights: 'follow',
  gaveConsent: false,
  you: false,
});

export function consents(overrides: Partial<Consents> = {}): Consents {
  return {
    basicUse: { granted: true, changedAt: '2026-09-01T12:00:00Z', required: true },
    coachCommunications: { granted: true, changedAt: null, required: false },
    thirdPartySharing: { granted: false, changedAt: null, required: false },
    analytics: { granted: false, changedAt: '2026-10-05T12:00:00Z', required: false },
    ...overrides,
  };
}

export function child(overrides: Partial<FamilyChild> = {}): FamilyChild {
  return {
    id: 'child-1',
    offers: [],
    fullName: 'Sam Rower',
    gradYear: 2028,
    age: 16,
    minor: true,
    consentStatus: 'approved',
    frozen: false,
    unreadForChild: 2,
    consents: consents(),
    rights: 'full',
    gaveConsent: true,
    parents: [childParent(), LEE],
    latestActivity: [],
    ...overrides,
  };
}

export const ADULT = child({ id: 'child-2', fullName: 'Jo Rower', gradYear: 2026, age: 18, minor: false, unreadForChild: 0, consents: null });

export function overview(overrides: Partial<FamilyOverview> = {}): FamilyOverview {
  return {
    plan: { id: null, name: 'Family Basic', childrenLimit: 1 },
    digest: true,
    children: [child()],
    ...overrides,
  };
}

export function linkedParent(overrides: Partial<LinkedParent> = {}): LinkedParent {
  return {
    parentId: 'parent-1',
    name: 'Pat Rower',
    email: 'pat@example.com',
    relation: 'parent',
    linkedAt: '2026-09-01T12:00:00Z',
    decisionNeeded: false,
    rights: 'full',
    gaveConsent: true,
    ...overrides,
  };
}

/** A pending invitation as GET /api/family/invitations lists it. */
export function invitation(overrides: Partial<FamilyInvitation> = {}): FamilyInvitation {
  return {
    id: 'inv-1',
    email: 'lee@example.com',
    relation: 'parent',
    createdAt: '2026-11-25T12:00:00Z',
    expiresAt: '2026-12-09T12:00:00Z',
    ...overrides,
  };
}

export const refusal = (status: number, code: string, message = 'Refused.', fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});
