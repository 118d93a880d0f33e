import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxField, FormMessage, TextField } from '@/components/FormField';
import { VALIDATE_ON_SUBMIT } from '@/lib/forms';
import type { ParentDetails } from './rules';
import { parentSchema, toParentInputs, type ParentInputs } from './schemas';
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
  const schema = useMemo(() => parentSchema(userEmail), [userEmail]);
  const { register, handleSubmit, clearErrors, formState: { errors } } = useForm({
    resolver: zodResolver(schema),
    defaultValues: toParentInputs(initial),
    ...VALIDATE_ON_SUBMIT,
  });
  // An input's message goes as soon as it is changed.
  const field = (name: keyof ParentInputs) => register(name, { onChange: () => clearErrors(name) });
  const acknowledgeError = errors.acknowledge?.message;

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
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label="Parent or guardian consent">
        <fieldset className="choice-group">
          <legend className="field__label">Who will approve your account?</legend>
          <div className="choice-group__options choice-group__options--row">
            {(['parent', 'guardian'] as const).map((relation) => (
              <label key={relation} className="choice">
                <input type="radio" value={relation} {...register('relation')} />
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
          autoComplete="off"
          required
          {...field('parent-email')}
          error={errors['parent-email']?.message}
        />
        <TextField
          label="Confirm parent or guardian email"
          type="email"
          autoComplete="off"
          required
          {...field('parent-email-confirm')}
          error={errors['parent-email-confirm']?.message}
        />
        <div className="field">
          <CheckboxField
            label="I understand that my parent or guardian must approve my account, and that it stays limited until they do."
            {...field('acknowledge')}
            aria-invalid={acknowledgeError ? true : undefined}
            aria-describedby={acknowledgeError ? 'reg-acknowledge-error' : undefined}
          />
          {acknowledgeError ? (
            <p className="field__error" id="reg-acknowledge-error">
              {acknowledgeError}
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
