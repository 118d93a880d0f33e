import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { WeakPasswordReasons } from '@/components/WeakPasswordReasons';
import { weakPasswordReasons } from '@/features/auth';
import { trackEvent } from '@/lib/analytics';
import { isApiError } from '@/lib/api';
import { plansQueryOptions } from '@/lib/plans';
import { complianceRulesQueryKey, registrationApi, type RegistrationData } from './api';
import { AgeVerifyStep, type AgeAnswer } from './AgeVerifyStep';
import { CheckEmailStep } from './CheckEmailStep';
import { hasDataOptOut, storeDataOptOut, userCountry } from './location';
import { ParentalConsentStep } from './ParentalConsentStep';
import { RegisterForm } from './RegisterForm';
import type { AccountDetails, ParentDetails } from './rules';
import { StatePrivacyStep } from './StatePrivacyStep';

export type RegistrationStep = 'register' | 'age-verify' | 'state-privacy' | 'parental-consent' | 'check-email';

const EMPTY_ACCOUNT: AccountDetails = { role: 'student', email: '', password: '', confirmPassword: '' };

const SIGN_UP_ROLES: readonly AccountDetails['role'][] = ['student', 'parent', 'coach'];

/**
 * The first form's answers from the address: `?role=parent&email=…` (the parental consent page's
 * "Create a parent account", the family invitation) preselects the role and fills in the email.
 */
export function accountFromParams(params: URLSearchParams): AccountDetails {
  const role = params.get('role');
  return {
    ...EMPTY_ACCOUNT,
    role: SIGN_UP_ROLES.find((r) => r === role) ?? EMPTY_ACCOUNT.role,
    email: params.get('email')?.trim() ?? '',
  };
}
const EMPTY_PARENT: ParentDetails = { email: '', confirmEmail: '', relation: 'parent', acknowledged: false };

interface Choices {
  /** When the state privacy notice was accepted (ISO), or null. */
  privacyAcceptedAt: string | null;
  optedOut: boolean;
}

/**
 * Multi-step registration (product spec, sections 2 and 4). The server's age check decides the
 * steps after age verification; sign-up re-checks everything.
 */
export default function RegisterPage() {
  const [step, setStep] = useState<RegistrationStep>('register');
  // Focus moves to each screen's heading once the visitor has moved between steps.
  const [moved, setMoved] = useState(false);
  const [params] = useSearchParams();
  const [account, setAccount] = useState<AccountDetails>(() => accountFromParams(params));
  const [age, setAge] = useState<AgeAnswer | null>(null);
  const [choices, setChoices] = useState<Choices>({ privacyAcceptedAt: null, optedOut: false });
  const [parent, setParent] = useState<ParentDetails>(EMPTY_PARENT);
  const [error, setError] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const [preferOutsideUs] = useState(() => userCountry() !== 'US');
  // "Start free trial" on the pricing page: the plan's trial starts with an account of its role.
  const plans = useQuery({ ...plansQueryOptions(), enabled: params.has('plan') });
  const trial = plans.data?.plans.find((plan) => plan.id === params.get('plan'));
  const trialRole = trial?.audience === 'rower' ? 'student' : trial?.audience === 'family' ? 'parent' : null;
  const trialPlan = trial && trialRole === account.role ? trial : null;
  // Started early so the state list is ready on the age step.
  const rules = useQuery({
    queryKey: complianceRulesQueryKey,
    queryFn: ({ signal }) => registrationApi.rules(signal),
    staleTime: Infinity,
  });

  function goTo(next: RegistrationStep) {
    setMoved(true);
    setStep(next);
  }

  function backToRegister(message: ReactNode = null) {
    setError(message);
    setBusy(false);
    goTo('register');
  }

  function askParentalConsent(answer: AgeAnswer) {
    trackEvent('parental_consent_required', { age_group: answer.verdict.ageGroup });
    goTo('parental-consent');
  }

  async function createAccount(answer: AgeAnswer, made: Choices, parentDetails: ParentDetails | null) {
    setBusy(true);
    const data: RegistrationData = {
      role: account.role,
      birthDate: answer.birthDate,
      needsParentalConsent: answer.verdict.needsParentalConsent,
      parentEmail: parentDetails ? parentDetails.email : null,
      ageVerifiedAt: new Date().toISOString(),
      // A state code, or the rules' "outside the United States" value, which the server stores as null.
      userState: answer.userState,
      optOutSale: hasDataOptOut() || made.optedOut,
      privacyNoticeAcceptedAt: made.privacyAcceptedAt,
      parentRelation: parentDetails?.relation ?? 'parent',
      consentAcknowledged: parentDetails?.acknowledged ?? false,
    };
    try {
      await registrationApi.signUp({ email: account.email, password: account.password, data, plan: trialPlan?.id ?? null });
    } catch (caught) {
      if (!isApiError(caught)) {
        backToRegister('An unexpected error occurred');
        return;
      }
      const reasons = weakPasswordReasons(caught);
      backToRegister(
        reasons.length > 0 ? <WeakPasswordReasons lead={caught.message} reasons={reasons} /> : caught.message,
      );
      return;
    }
    setBusy(false);
    trackEvent('sign_up', { method: 'email', age_group: answer.verdict.ageGroup });
    goTo('check-email');
  }

  /** After the notice (accepted, or accepted with an opt-out): consent for a minor, else sign-up. */
  function afterNotice(made: Choices) {
    setChoices(made);
    if (!age) return;
    if (age.verdict.needsParentalConsent) askParentalConsent(age);
    else void createAccount(age, made, null);
  }

  switch (step) {
    case 'register':
      return (
        <RegisterForm
          initial={account}
          error={error}
          notice={
            trial && trialRole ? (
              <>
                Your {plans.data?.freeTrialDays}-day free trial of {trial.name} starts with your account, no credit card
                needed. It is for {trialRole === 'student' ? 'a student athlete' : 'a parent or guardian'} account.
              </>
            ) : null
          }
          focusHeading={moved}
          onContinue={(details) => {
            setAccount(details);
            setError(null);
            goTo('age-verify');
          }}
        />
      );
    case 'age-verify':
      return (
        <AgeVerifyStep
          initialBirthDate={age?.birthDate ?? ''}
          initialState={age?.userState ?? ''}
          preferOutsideUs={preferOutsideUs}
          busy={busy}
          onCancel={() => backToRegister()}
          onVerified={(answer) => {
            setAge(answer);
            const fresh: Choices = { privacyAcceptedAt: null, optedOut: false };
            setChoices(fresh);
            if (answer.verdict.statePrivacyRequired) goTo('state-privacy');
            else if (answer.verdict.needsParentalConsent) askParentalConsent(answer);
            else void createAccount(answer, fresh, null);
          }}
        />
      );
    case 'state-privacy': {
      if (!age) return null;
      const name = rules.data?.states.find((state) => state.code === age.userState)?.name ?? age.userState;
      return (
        <StatePrivacyStep
          stateName={name}
          age={age.verdict.age}
          rules={age.verdict.stateRules}
          busy={busy}
          onCancel={() => backToRegister()}
          onAccept={() => afterNotice({ privacyAcceptedAt: new Date().toISOString(), optedOut: false })}
          onOptOut={() => {
            storeDataOptOut();
            afterNotice({ privacyAcceptedAt: new Date().toISOString(), optedOut: true });
          }}
        />
      );
    }
    case 'parental-consent':
      if (!age) return null;
      return (
        <ParentalConsentStep
          userEmail={account.email}
          parentalConsentAge={age.verdict.parentalConsentAge}
          initial={parent}
          busy={busy}
          onCancel={() => backToRegister()}
          onSubmit={(details) => {
            setParent(details);
            void createAccount(age, choices, details);
          }}
        />
      );
    case 'check-email':
      return (
        <CheckEmailStep
          email={account.email}
          parentEmail={age?.verdict.needsParentalConsent ? parent.email : null}
        />
      );
  }
}
