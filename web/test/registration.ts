import type { AgeVerdict, ComplianceRules, ConsentRequest, ConsentView, StateRules } from '@/features/registration/api';

export const NO_STATE_RULES: StateRules = {
  code: '',
  minAge: null,
  parentalConsentAge: null,
  explicitConsentRequired: false,
  dataPortabilityRequired: false,
  rightToDeleteRequired: false,
  optOutRequired: false,
  additionalNotices: [],
  specificRequirements: [],
};

export const CALIFORNIA_RULES: StateRules = {
  code: 'CA',
  minAge: 13,
  parentalConsentAge: 16,
  explicitConsentRequired: true,
  dataPortabilityRequired: true,
  rightToDeleteRequired: true,
  optOutRequired: true,
  additionalNotices: ['Under the California Consumer Privacy Act (CCPA/CPRA) you may know what personal information we collect.'],
  specificRequirements: ['Opt-in consent to sell or share data of users under 16'],
};

export const RULES: ComplianceRules = {
  ruleVersion: '2025-06-23.1',
  defaultMinAge: 14,
  defaultParentalConsentAge: 18,
  outsideUs: 'OTHER',
  states: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
    { code: 'UT', name: 'Utah' },
  ],
  stateRules: [CALIFORNIA_RULES],
};

export function verdict(overrides: Partial<AgeVerdict> = {}): AgeVerdict {
  return {
    age: 30,
    minAge: 14,
    parentalConsentAge: 18,
    needsParentalConsent: false,
    statePrivacyRequired: false,
    ageGroup: '18+',
    stateRules: NO_STATE_RULES,
    ruleVersion: '2025-06-23.1',
    ...overrides,
  };
}

/** A consent link waiting for the parent, as the server shows it; `overrides` change the request. */
export function consentView(overrides: Partial<ConsentRequest> = {}): ConsentView {
  return {
    status: 'pending',
    decidedAt: null,
    request: {
      childEmail: 'casey@example.com',
      role: 'student',
      birthDate: '2010-03-14',
      userState: 'CA',
      optOutSale: true,
      relation: 'parent',
      parentEmail: 'pat@example.com',
      requestedAt: '2026-11-01T12:00:00Z',
      expiresAt: '2026-12-01T12:00:00Z',
      dataCollected: ['Email address and password (stored as a secure hash)', 'The list of college programs the athlete saves'],
      ...overrides,
    },
  };
}

/** A consent link opened again once answered: the answer alone, nothing about the child. */
export function answeredConsent(status: ConsentView['status'] = 'approved'): ConsentView {
  return { status, decidedAt: '2026-11-02T12:00:00Z', request: null };
}

export function validationError(field: string, message: string) {
  return { status: 422, body: { error: { code: 'validation_failed', message, fields: { [field]: message } } } };
}
