import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormMessage, TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';
import { paths } from '@/paths';
import { saveProfile, type Profile } from './api';
import { SelectField, TextAreaField } from './fields';
import { toFormValues, type ProfileFormValues } from './formValues';
import {
  ERG_PATTERN,
  ERG_PLACEHOLDER,
  gradYearChoices,
  isProfileField,
  LIMITS,
  PROFILE_FIELDS,
  type ProfileErrors,
  type ProfileField,
  type ProfileInput,
} from './rules';
import { profileFormSchema } from './schema';

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

/** Focuses the first field with an error, in the order the form shows them. */
function focusFirst(hasError: (field: ProfileField) => boolean) {
  const first = PROFILE_FIELDS.find(hasError);
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
  const schema = useMemo(() => profileFormSchema(thisYear), [thisYear]);
  // Errors show once a save has been tried; from then on every change checks the form again.
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(profile, thisYear),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, reset, setError, formState } = form;
  const [status, setStatus] = useState<Status>(null);

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.profile(userId), saved);
      reset(toFormValues(saved, thisYear), { keepIsSubmitted: true, keepSubmitCount: true });
      setStatus({ tone: 'success', text: SAVE_MESSAGES.saved });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(userId) }),
      ]);
    },
    onError: (error) => {
      if (isApiError(error) && error.status !== 0) {
        // The server's message for a field shows on its input until that input changes.
        const fields = serverFieldErrors(error.fields);
        for (const field of PROFILE_FIELDS) {
          const message = fields[field];
          if (message !== undefined) setError(field, { type: 'server', message });
        }
        setStatus({ tone: 'error', text: SAVE_MESSAGES.refused });
        focusFirst((field) => fields[field] !== undefined);
      } else {
        setStatus({ tone: 'error', text: SAVE_MESSAGES.failed });
      }
    },
  });

  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const message = formState.errors[field]?.message;
    if (message !== undefined) errors[field] = message;
  }

  /** The input's registration; any change clears the last save's message. */
  const field = (name: ProfileField) => {
    const { onChange, onBlur, ref } = register(name, { onChange: () => setStatus(null) });
    return { name, onChange, onBlur, ref };
  };

  const onValid = (input: ProfileInput) => {
    if (save.isPending) return;
    setStatus(null);
    save.mutate(input);
  };

  const onInvalid = (found: FieldErrors<ProfileFormValues>) => {
    setStatus(null);
    focusFirst((name) => found[name] !== undefined);
  };

  const gradYear = useWatch({ control, name: 'gradYear' });
  const bio = useWatch({ control, name: 'bio' });
  const years = gradYearChoices(thisYear);
  const savedYear = profile.gradYear;
  // A year saved earlier that is no longer offered still shows, so the rule can explain it.
  if (savedYear !== null && !years.includes(savedYear) && gradYear === String(savedYear)) {
    years.unshift(savedYear);
  }

  const text = (name: ProfileField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={fieldId(name)} label={label} error={errors[name]} {...extra} {...field(name)} />
  );

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      aria-label="Athlete profile"
    >
      <section className="card profile-section" aria-labelledby="profile-personal">
        <h2 id="profile-personal">Personal Information</h2>
        <div className="profile-grid">
          {text('fullName', 'Full name', { autoComplete: 'name', required: true, maxLength: LIMITS.textMax })}
          <SelectField
            id={fieldId('gradYear')}
            label="Graduation year"
            required
            error={errors.gradYear}
            {...field('gradYear')}
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
              {text('heightFeet', 'Feet', {
                type: 'number',
                inputMode: 'numeric',
                min: LIMITS.heightFeet.min,
                max: LIMITS.heightFeet.max,
                step: 1,
              })}
              {text('heightInches', 'Inches', {
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
          {text('highSchool', 'High school', { autoComplete: 'organization', maxLength: LIMITS.textMax })}
          {text('gpa', 'GPA', {
            type: 'number',
            inputMode: 'decimal',
            min: LIMITS.gpa.min,
            max: LIMITS.gpa.max,
            step: 0.01,
            hint: 'On a 4.0 scale',
          })}
          {text('satScore', 'SAT score', {
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
          {text('clubTeam', 'Club team', { maxLength: LIMITS.textMax })}
          {text('erg2k', '2k erg time', {
            placeholder: ERG_PLACEHOLDER,
            pattern: ERG_PATTERN,
            autoComplete: 'off',
            hint: 'Minutes, seconds and tenths, for example 6:45.3',
          })}
          {text('erg6k', '6k erg time', {
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
          label="Bio"
          rows={6}
          max={LIMITS.bioMax}
          value={bio}
          error={errors.bio}
          {...field('bio')}
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
