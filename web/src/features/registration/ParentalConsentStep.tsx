import { useState, type SubmitEvent } from 'react';
import { CheckboxField, FormMessage, TextField } from '@/components/FormField';
import { validateParent, type ParentDetails, type ParentErrors } from './rules';
import { StepLayout } from './StepLayout';

interface ParentalConsentStepProps {
  userEmail: string;
  parentalConsentAge: number;
  initial: ParentDetails;
  busy: boolean;
  onSubmit: (details: ParentDetails) => void;
  onCancel: () => void;
}

export function ParentalConsentStep({ userEmail, parentalConsentAge, initial, busy, onSubmit, onCancel }: ParentalConsentStepProps) {
  const [details, setDetails] = useState(initial);
  const [errors, setErrors] = useState<ParentErrors>({});

  function update<K extends keyof ParentDetails>(key: K, value: ParentDetails[K]) {
    setDetails((current) => ({ ...current, [key]: value }));
    if (key !== 'relation') setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateParent(details, userEmail);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ ...details, email: details.email.trim(), confirmEmail: details.confirmEmail.trim() });
  }

  return (
    <StepLayout
      title="Parent or guardian consent"
      eyebrow="Almost done · Consent"
      lead={`Because you are under ${parentalConsentAge}, a parent or guardian must approve your account. We will email them a link to review what you signed up for and approve it.`}
      wide
      focusHeading
    >
      <FormMessage tone="info" title="Until they approve">
        <ul>
          <li>Your profile is hidden from coaches, and you cannot contact coaches.</li>
          <li>You can still sign in, fill in your profile and browse schools.</li>
          <li>If they decline, or do not answer within 30 days, your account and its data are deleted.</li>
        </ul>
      </FormMessage>
      <form className="form" noValidate onSubmit={submit} aria-label="Parent or guardian consent">
        <fieldset className="choice-group">
          <legend className="field__label">Who will approve your account?</legend>
          <div className="choice-group__options choice-group__options--row">
            {(['parent', 'guardian'] as const).map((relation) => (
              <label key={relation} className="choice">
                <input
                  type="radio"
                  name="relation"
                  value={relation}
                  checked={details.relation === relation}
                  onChange={() => update('relation', relation)}
                />
                <span className="choice__text">
                  <span className="choice__label">{relation === 'parent' ? 'My parent' : 'My legal guardian'}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Parent or guardian email"
          type="email"
          name="parent-email"
          autoComplete="off"
          required
          value={details.email}
          error={errors.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <TextField
          label="Confirm parent or guardian email"
          type="email"
          name="parent-email-confirm"
          autoComplete="off"
          required
          value={details.confirmEmail}
          error={errors.confirmEmail}
          onChange={(event) => update('confirmEmail', event.target.value)}
        />
        <div className="field">
          <CheckboxField
            label="I understand that my parent or guardian must approve my account, and that it stays limited until they do."
            name="acknowledge"
            checked={details.acknowledged}
            aria-invalid={errors.acknowledged ? true : undefined}
            aria-describedby={errors.acknowledged ? 'reg-acknowledge-error' : undefined}
            onChange={(event) => update('acknowledged', event.target.checked)}
          />
          {errors.acknowledged ? (
            <p className="field__error" id="reg-acknowledge-error">
              {errors.acknowledged}
            </p>
          ) : null}
        </div>
        <div className="reg-actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Creating account…' : 'Send request and create account'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
