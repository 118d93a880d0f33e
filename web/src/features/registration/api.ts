import type { Schema } from '@/api';
import { api } from '@/lib/api';
import type { ComplianceRules } from '@/lib/usStates';

/** A US state (or DC) as the server lists it. */
export type StateOption = Schema<'StateOption'>;

/** One state's privacy rules (its own, or the defaults when `code` is empty). */
export type StateRules = Schema<'StateRules'>;

/** The state list and rules table; `outsideUs` is the `userState` value for someone outside the United States. */
export type { ComplianceRules } from '@/lib/usStates';

export type AgeGroup = 'under-14' | '14-17' | '18+';

/** The server's verdict for a birth date and state. */
export type AgeVerdict = Omit<Schema<'AgeCheckResponse'>, 'ageGroup'> & { ageGroup: AgeGroup };

export type SignUpRole = 'student' | 'parent' | 'coach';
export type ParentRelation = 'parent' | 'guardian';

/** Registration metadata sent with sign-up (product spec, section 3). */
export type RegistrationData = Schema<'RegistrationData'> & {
  role: SignUpRole;
  birthDate: string;
  needsParentalConsent: boolean;
  ageVerifiedAt: string;
  optOutSale: boolean;
  parentRelation: ParentRelation;
  consentAcknowledged: boolean;
};

export interface SignUpRequest extends Omit<Schema<'SignUpRequest'>, 'data'> {
  email: string;
  password: string;
  data: RegistrationData;
}

export type ConsentStatus = Schema<'ParentalConsentStatus'>;

/** A consent link as it opens: the request while pending, only the answer once decided. */
export type ConsentView = Schema<'ConsentView'>;

/** What a parent or guardian is asked to approve. */
export type ConsentRequest = Schema<'ConsentRequest'>;

export type ConsentDecision = Schema<'DecisionResponse'>;

/** The parent's answer: an approval also says whether verified college coaches may write to the child. */
export type ConsentDecisionRequest = { decision: 'approve'; allowCoachMessages: boolean } | { decision: 'decline' };

type MessageBody = Schema<'MessageResponse'>;

export { complianceRulesQueryKey } from '@/lib/usStates';

export const registrationApi = {
  rules: (signal?: AbortSignal) => api.get<ComplianceRules>('/compliance/rules', signal),
  /** `submitted`: the visitor pressed Continue, so a refusal for age sticks in this browser. */
  ageCheck: (birthDate: string, userState: string, submitted = false) =>
    api.post<AgeVerdict>('/compliance/age-check', submitted ? { birthDate, userState, submitted } : { birthDate, userState }),
  signUp: (request: SignUpRequest) => api.post<MessageBody>('/auth/signup', request),
  viewConsent: (token: string) => api.post<ConsentView>('/consent/view', { token }),
  decideConsent: (token: string, answer: ConsentDecisionRequest) =>
    api.post<ConsentDecision>('/consent/decide', { token, ...answer }),
};
