import { useState, type SubmitEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { complianceRulesQueryKey, registrationApi, type AgeVerdict } from './api';
import { StepLayout } from './StepLayout';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const BIRTH_DATE_REQUIRED = 'Please enter your date of birth';
export const STATE_REQUIRED = 'Please select your state';

function ageCheckQueryKey(birthDate: string, userState: string) {
  return ['compliance', 'age-check', birthDate, userState] as const;
}

interface AgeErrors {
  birthDate?: string;
  userState?: string;
  form?: string;
}

export interface AgeAnswer {
  birthDate: string;
  userState: string;
  verdict: AgeVerdict;
}

interface AgeVerifyStepProps {
  initialBirthDate: string;
  initialState: string;
  /** Preselect "Outside the United States" when no state was chosen yet. */
  preferOutsideUs: boolean;
  /** The account is being created (the last step for an adult). */
  busy: boolean;
  onVerified: (answer: AgeAnswer) => void;
  onCancel: () => void;
}

export function AgeVerifyStep({ initialBirthDate, initialState, preferOutsideUs, busy, onVerified, onCancel }: AgeVerifyStepProps) {
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: complianceRulesQueryKey,
    queryFn: ({ signal }) => registrationApi.rules(signal),
    staleTime: Infinity,
  });
  const outsideUs = rules.data?.outsideUs;
  const [birthDate, setBirthDate] = useState(initialBirthDate);
  const [chosenState, setChosenState] = useState<string | null>(initialState === '' ? null : initialState);
  const userState = chosenState ?? (preferOutsideUs && outsideUs ? outsideUs : '');
  const [errors, setErrors] = useState<AgeErrors>({});
  const [checking, setChecking] = useState(false);

  // The server's verdict for what is entered so far, shown read-only.
  const complete = ISO_DAY.test(birthDate) && userState !== '';
  const preview = useQuery({
    queryKey: ageCheckQueryKey(birthDate, userState),
    queryFn: () => registrationApi.ageCheck(birthDate, userState),
    enabled: complete,
    retry: false,
    staleTime: 60_000,
  });
  const verdict = complete ? preview.data : undefined;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: AgeErrors = {};
    if (birthDate.trim() === '') found.birthDate = BIRTH_DATE_REQUIRED;
    if (userState === '') found.userState = STATE_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setChecking(true);
    try {
      const answer = await queryClient.query({
        queryKey: ageCheckQueryKey(birthDate, userState),
        queryFn: () => registrationApi.ageCheck(birthDate, userState),
        retry: false,
        staleTime: 0,
      });
      setChecking(false);
      onVerified({ birthDate, userState, verdict: answer });
    } catch (error) {
      setChecking(false);
      if (isApiError(error) && error.fields && (error.fields.birthDate || error.fields.userState)) {
        setErrors({ birthDate: error.fields.birthDate, userState: error.fields.userState });
      } else {
        setErrors({ form: isApiError(error) ? error.message : 'An unexpected error occurred' });
      }
    }
  }

  const working = checking || busy;
  return (
    <StepLayout
      title="Verify your age"
      eyebrow="Step 2 · Age and location"
      lead="We ask for your date of birth and where you live to apply the age and privacy rules that protect young athletes."
      focusHeading
    >
      {errors.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Verify your age">
        <TextField
          label="Date of birth"
          type="date"
          name="birth-date"
          autoComplete="bday"
          required
          value={birthDate}
          error={errors.birthDate}
          onChange={(event) => {
            setBirthDate(event.target.value);
            setErrors((current) => ({ ...current, birthDate: undefined, form: undefined }));
          }}
        />
        <div className="field">
          <label className="field__label" htmlFor="reg-state">
            State
          </label>
          <p className="field__hint" id="reg-state-hint">
            Where you live. Some states add privacy rights of their own.
          </p>
          <select
            id="reg-state"
            name="state"
            className="field__input reg-select"
            required
            value={userState}
            disabled={!rules.data}
            aria-invalid={errors.userState ? true : undefined}
            aria-describedby={errors.userState ? 'reg-state-hint reg-state-error' : 'reg-state-hint'}
            onChange={(event) => {
              setChosenState(event.target.value);
              setErrors((current) => ({ ...current, userState: undefined, form: undefined }));
            }}
          >
            {rules.data ? (
              <>
                <option value="">Select your state</option>
                {rules.data.states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
                <option value={rules.data.outsideUs}>Outside the United States</option>
              </>
            ) : (
              <option value="">{rules.isError ? 'States could not be loaded' : 'Loading states…'}</option>
            )}
          </select>
          {errors.userState ? (
            <p className="field__error" id="reg-state-error">
              {errors.userState}
            </p>
          ) : null}
          {rules.isError ? (
            <p className="field__error">
              The list of states could not be loaded.{' '}
              <button type="button" className="link-button" onClick={() => void rules.refetch()}>
                Try again
              </button>
            </p>
          ) : null}
        </div>
        <div className="reg-flag" role="status">
          <span className="reg-flag__label">Parental consent required</span>
          <span className="reg-flag__value" data-testid="parental-consent-flag">
            {verdict ? (verdict.needsParentalConsent ? 'Yes' : 'No') : '—'}
          </span>
          <span className="reg-flag__note">
            {verdict
              ? verdict.needsParentalConsent
                ? `Under ${verdict.parentalConsentAge}, a parent or guardian must approve your account.`
                : 'You can create your account yourself.'
              : 'Decided from your date of birth and state.'}
          </span>
        </div>
        <div className="reg-actions">
          <button type="submit" className="button button--primary" disabled={working} aria-busy={working}>
            {busy ? 'Creating account…' : checking ? 'Checking…' : 'Continue'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
