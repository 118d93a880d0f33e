import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';
import { paths } from '@/paths';
import { saveProfile, type Profile } from './api';
import { SelectField, TextAreaField } from './fields';
import { toFormValues, toProfileInput, type ProfileFormValues } from './formValues';
import {
  ERG_PATTERN,
  ERG_PLACEHOLDER,
  gradYearChoices,
  isProfileField,
  LIMITS,
  PROFILE_FIELDS,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
} from './rules';

export const SAVE_MESSAGES = {
  saved: 'Profile saved successfully!',
  refused: 'Failed to save profile. Please try again.',
  failed: 'An error occurred while saving your profile.',
} as const;

type Status = { tone: 'success' | 'error'; text: string } | null;

const fieldId = (field: ProfileField) => `profile-${field}`;

/** Only the fields the form shows; anything else the server names (such as `body`) is left out. */
function serverFieldErrors(fields: Record<string, string> | undefined): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (isProfileField(name)) errors[name] = message;
  }
  return errors;
}

function focusFirst(errors: ProfileErrors) {
  const first = PROFILE_FIELDS.find((field) => errors[field] !== undefined);
  if (first) document.getElementById(fieldId(first))?.focus();
}

interface ProfileFormProps {
  profile: Profile;
  userId: string;
  /** The current calendar year; bounds the graduation year. */
  thisYear: number;
}

export function ProfileForm({ profile, userId, thisYear }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(profile, thisYear));
  // Client errors are re-checked on every change once a save has been tried.
  const [checked, setChecked] = useState(false);
  const [clientErrors, setClientErrors] = useState<ProfileErrors>({});
  const [serverErrors, setServerErrors] = useState<ProfileErrors>({});
  const [status, setStatus] = useState<Status>(null);

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.profile(userId), saved);
      setValues(toFormValues(saved, thisYear));
      setStatus({ tone: 'success', text: SAVE_MESSAGES.saved });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(userId) }),
      ]);
    },
    onError: (error) => {
      if (isApiError(error) && error.status !== 0) {
        const fields = serverFieldErrors(error.fields);
        setServerErrors(fields);
        setStatus({ tone: 'error', text: SAVE_MESSAGES.refused });
        focusFirst(fields);
      } else {
        setStatus({ tone: 'error', text: SAVE_MESSAGES.failed });
      }
    },
  });

  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const message = clientErrors[field] ?? serverErrors[field];
    if (message !== undefined) errors[field] = message;
  }

  function update(field: ProfileField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setStatus(null);
    if (serverErrors[field] !== undefined) {
      setServerErrors((current) => ({ ...current, [field]: undefined }));
    }
    if (checked) setClientErrors(validateProfile(toProfileInput(next), thisYear));
  }

  const onChange =
    (field: ProfileField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      update(field, event.target.value);
    };

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const input = toProfileInput(values);
    const found = validateProfile(input, thisYear);
    setChecked(true);
    setClientErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      setStatus(null);
      focusFirst(found);
      return;
    }
    setStatus(null);
    save.mutate(input);
  }

  const years = gradYearChoices(thisYear);
  const savedYear = profile.grad_year;
  // A year saved earlier that is no longer offered still shows, so the rule can explain it.
  if (savedYear !== null && !years.includes(savedYear) && values.grad_year === String(savedYear)) {
    years.unshift(savedYear);
  }

  const text = (field: ProfileField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      value={values[field]}
      onChange={onChange(field)}
      error={errors[field]}
      {...extra}
    />
  );

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit} aria-label="Athlete profile">
      <section className="card profile-section" aria-labelledby="profile-personal">
        <h2 id="profile-personal">Personal Information</h2>
        <div className="profile-grid">
          {text('full_name', 'Full name', { autoComplete: 'name', required: true, maxLength: LIMITS.textMax })}
          <SelectField
            id={fieldId('grad_year')}
            name="grad_year"
            label="Graduation year"
            required
            value={values.grad_year}
            onChange={onChange('grad_year')}
            error={errors.grad_year}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
          {text('hometown', 'Hometown', { autoComplete: 'address-level2', maxLength: LIMITS.textMax, placeholder: 'City, State' })}
          <fieldset className="profile-height">
            <legend className="field__label">Height</legend>
            <div className="profile-height__inputs">
              {text('height_feet', 'Feet', {
                type: 'number',
                inputMode: 'numeric',
                min: LIMITS.heightFeet.min,
                max: LIMITS.heightFeet.max,
                step: 1,
              })}
              {text('height_inches', 'Inches', {
                type: 'number',
                inputMode: 'numeric',
                min: LIMITS.heightInches.min,
                max: LIMITS.heightInches.max,
                step: 1,
              })}
            </div>
          </fieldset>
          {text('weight', 'Weight (lbs)', {
            type: 'number',
            inputMode: 'numeric',
            min: LIMITS.weight.min,
            max: LIMITS.weight.max,
            step: 1,
          })}
        </div>
      </section>

      <section className="card profile-section" aria-labelledby="profile-academic">
        <h2 id="profile-academic">Academic Information</h2>
        <div className="profile-grid">
          {text('high_school', 'High school', { autoComplete: 'organization', maxLength: LIMITS.textMax })}
          {text('gpa', 'GPA', {
            type: 'number',
            inputMode: 'decimal',
            min: LIMITS.gpa.min,
            max: LIMITS.gpa.max,
            step: 0.01,
            hint: 'On a 4.0 scale',
          })}
          {text('sat_score', 'SAT score', {
            type: 'number',
            inputMode: 'numeric',
            min: LIMITS.satScore.min,
            max: LIMITS.satScore.max,
            step: 1,
            hint: '400 to 1600',
          })}
        </div>
      </section>

      <section className="card profile-section" aria-labelledby="profile-athletic">
        <h2 id="profile-athletic">Athletic Information</h2>
        <div className="profile-grid">
          {text('club_team', 'Club team', { maxLength: LIMITS.textMax })}
          {text('erg_2k', '2k erg time', {
            placeholder: ERG_PLACEHOLDER,
            pattern: ERG_PATTERN,
            autoComplete: 'off',
            hint: 'Minutes, seconds and tenths, for example 6:45.3',
          })}
          {text('erg_6k', '6k erg time', {
            placeholder: ERG_PLACEHOLDER,
            pattern: ERG_PATTERN,
            autoComplete: 'off',
            hint: 'Minutes, seconds and tenths, for example 21:30.0',
          })}
        </div>
      </section>

      <section className="card profile-section" aria-labelledby="profile-about">
        <h2 id="profile-about">About Me</h2>
        <TextAreaField
          id={fieldId('bio')}
          name="bio"
          label="Bio"
          rows={6}
          max={LIMITS.bioMax}
          value={values.bio}
          onChange={onChange('bio')}
          error={errors.bio}
          placeholder="Your rowing story, goals and what you are looking for in a college program."
        />
      </section>

      {status ? (
        <FormMessage tone={status.tone}>
          <p>{status.text}</p>
        </FormMessage>
      ) : hasErrors ? (
        <FormMessage tone="error">
          <p>Please correct the highlighted fields.</p>
        </FormMessage>
      ) : null}

      <div className="profile-actions">
        <Link className="button button--secondary" to={paths.dashboard}>
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </button>
      </div>
    </form>
  );
}
