import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { complianceRulesQueryKey, registrationApi, type AgeVerdict, type ComplianceRules } from './api';
import type { AgeDetails } from './rules';
import { ageSchema } from './schemas';
import { StepLayout } from './StepLayout';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function ageCheckQueryKey(birthDate: string, userState: string) {
  return ['compliance', 'age-check', birthDate, userState] as const;
}

export interface AgeAnswer extends AgeDetails {
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
  // A state not chosen yet follows the preselection, which waits for the state list.
  const preselected = preferOutsideUs && outsideUs ? outsideUs : '';
  const schema = useMemo(() => ageSchema(preselected), [preselected]);
  const { register, control, handleSubmit, setValue, setError, clearErrors, formState: { errors } } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { 'birth-date': initialBirthDate, state: initialState === '' ? null : initialState },
    ...VALIDATE_ON_SUBMIT,
  });
  const birthDate = useWatch({ control, name: 'birth-date' });
  // The select shows the chosen state, or the preselection while none is chosen.
  const userState = useWatch({ control, name: 'state' }) ?? preselected;
  const stateError = errors.state?.message;
  /** Why the last check failed, when the server did not name a field. */
  const [failure, setFailure] = useState<string | null>(null);
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

  async function check({ birthDate, userState }: AgeDetails) {
    setChecking(true);
    try {
      const answer = await queryClient.query({
        queryKey: ageCheckQueryKey(birthDate, userState),
        queryFn: () => registrationApi.ageCheck(birthDate, userState, true),
        retry: false,
        staleTime: 0,
      });
      setChecking(false);
      onVerified({ birthDate, userState, verdict: answer });
    } catch (error) {
      setChecking(false);
      const { message, onFields } = applyServerErrors(error, setError, { birthDate: 'birth-date', userState: 'state' });
      if (!onFields) setFailure(message);
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
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit(check)(event);
        }}
        aria-label="Verify your age"
      >
        <TextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          required
          {...register('birth-date', {
            onChange: () => {
              clearErrors('birth-date');
              setFailure(null);
            },
          })}
          error={errors['birth-date']?.message}
        />
        <StateSelect
          rules={rules}
          value={userState}
          error={stateError}
          onChange={(state) => {
            setValue('state', state);
            clearErrors('state');
            setFailure(null);
          }}
        />
        <ConsentFlag verdict={verdict} />
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

/** Where the person lives: a US state or outside the United States, from the server's list. */
function StateSelect({
  rules,
  value,
  error,
  onChange,
}: {
  rules: UseQueryResult<ComplianceRules>;
  value: string;
  error: string | undefined;
  onChange: (state: string) => void;
}) {
  return (
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
        value={value}
        disabled={!rules.data}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reg-state-hint reg-state-error' : 'reg-state-hint'}
        onChange={(event) => onChange(event.target.value)}
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
      {error ? (
        <p className="field__error" id="reg-state-error">
          {error}
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
  );
}

/** Whether a parent must approve the account, as the server decides from what is entered so far. */
function ConsentFlag({ verdict }: { verdict: AgeVerdict | undefined }) {
  return (
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
  );
}
