import { api } from '@/lib/api';

/** A US state (or DC) as the server lists it. */
export interface StateOption {
  code: string;
  name: string;
}

/** One state's privacy rules (its own, or the defaults when `code` is empty). */
export interface StateRules {
  code: string;
  minAge: number | null;
  parentalConsentAge: number | null;
  explicitConsentRequired: boolean;
  dataPortabilityRequired: boolean;
  rightToDeleteRequired: boolean;
  optOutRequired: boolean;
  additionalNotices: string[];
  specificRequirements: string[];
}

export interface ComplianceRules {
  ruleVersion: string;
  defaultMinAge: number;
  defaultParentalConsentAge: number;
  /** The `user_state` value for someone outside the United States. */
  outsideUs: string;
  states: StateOption[];
  stateRules: StateRules[];
}

export type AgeGroup = 'under-14' | '14-17' | '18+';

/** The server's verdict for a birth date and state. */
export interface AgeVerdict {
  age: number;
  minAge: number;
  parentalConsentAge: number;
  needsParentalConsent: boolean;
  statePrivacyRequired: boolean;
  ageGroup: AgeGroup;
  stateRules: StateRules;
  ruleVersion: string;
}

export type SignUpRole = 'student' | 'parent' | 'coach';
export type ParentRelation = 'parent' | 'guardian';

/** Registration metadata sent with sign-up (product spec, section 3). */
export interface RegistrationData {
  role: SignUpRole;
  birth_date: string;
  needs_parental_consent: boolean;
  parent_email: string | null;
  age_verified_at: string;
  user_state: string | null;
  opt_out_sale: boolean;
  privacy_notice_accepted_at: string | null;
  parent_relation: ParentRelation;
  consent_acknowledged: boolean;
}

export interface SignUpRequest {
  email: string;
  password: string;
  data: RegistrationData;
}

export type ConsentStatus = 'pending' | 'approved' | 'declined';

/** What a parent or guardian is asked to approve. */
export interface ConsentView {
  childEmail: string;
  role: string;
  birthDate: string | null;
  userState: string | null;
  optOutSale: boolean;
  relation: string;
  parentEmail: string;
  status: ConsentStatus;
  requestedAt: string;
  expiresAt: string;
  dataCollected: string[];
}

export interface ConsentDecision {
  status: 'approved' | 'declined';
  message: string;
}

export const complianceRulesQueryKey = ['compliance', 'rules'] as const;

export const registrationApi = {
  rules: (signal?: AbortSignal) => api.get<ComplianceRules>('/compliance/rules', signal),
  ageCheck: (birthDate: string, userState: string) =>
    api.post<AgeVerdict>('/compliance/age-check', { birth_date: birthDate, user_state: userState }),
  signUp: (request: SignUpRequest) => api.post<{ message: string }>('/auth/signup', request),
  viewConsent: (token: string) => api.post<ConsentView>('/consent/view', { token }),
  decideConsent: (token: string, decision: 'approve' | 'decline') =>
    api.post<ConsentDecision>('/consent/decide', { token, decision }),
};
