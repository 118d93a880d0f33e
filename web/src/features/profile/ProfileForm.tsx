import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormMessage } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid } from '@/lib/forms';
import { queryKeys } from '@/lib/queryKeys';
import { paths } from '@/paths';
import { AboutSection } from './AboutSection';
import { AcademicSection } from './AcademicSection';
import { saveProfile, type Profile } from './api';
import { AthleticSection } from './AthleticSection';
import { formFieldName, toFormValues, type ProfileFormValues } from './formValues';
import { HighlightsSection } from './HighlightsSection';
import { PersonalSection } from './PersonalSection';
import { profileFields, type FormPath } from './profileFields';
import type { ProfileInput } from './rules';
import { profileFormSchema } from './schema';
import { SharingSection } from './SharingSection';

export const SAVE_MESSAGES = {
  saved: 'Profile saved successfully!',
  refused: 'Failed to save profile. Please try again.',
  failed: 'An error occurred while saving your profile.',
} as const;

type Status = { tone: 'success' | 'error'; text: string } | null;

interface ProfileFormProps {
  profile: Profile;
  userId: string;
  /** The current calendar year; bounds the graduation year. */
  thisYear: number;
}

/** The athlete's profile in sections that share one form, saved together. */
export function ProfileForm({ profile, userId, thisYear }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => profileFormSchema(thisYear), [thisYear]);
  const formRef = useRef<HTMLFormElement>(null);
  // Errors show once a save has been tried; from then on every change checks the form again.
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(profile, thisYear),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { handleSubmit, reset, setError, formState } = form;
  const [status, setStatus] = useState<Status>(null);
  // After errors appear, the first invalid input (in the order shown) takes the focus.
  const focusFirstError = useFocusFirstInvalid(formRef);

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.profile(userId), saved);
      reset(toFormValues(saved, thisYear), { keepIsSubmitted: true, keepSubmitCount: true });
      setStatus({ tone: 'success', text: SAVE_MESSAGES.saved });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(userId) }),
        // The calendar's key dates follow the graduation year and target divisions.
        queryClient.invalidateQueries({ queryKey: queryKeys.calendar(userId) }),
      ]);
    },
    onError: (error) => {
      if (isApiError(error) && error.status !== 0) {
        // The server's message for a field (or a list item) shows on its input until it changes.
        const names: Record<string, FormPath> = {};
        for (const serverName of Object.keys(error.fields ?? {})) {
          const path = formFieldName(serverName);
          if (path !== null) names[serverName] = path as FormPath;
        }
        applyServerErrors(error, setError, names);
        setStatus({ tone: 'error', text: SAVE_MESSAGES.refused });
        focusFirstError();
      } else {
        setStatus({ tone: 'error', text: SAVE_MESSAGES.failed });
      }
    },
  });

  const fields = profileFields(form, () => setStatus(null));

  const onValid = (input: ProfileInput) => {
    if (save.isPending) return;
    setStatus(null);
    save.mutate(input);
  };

  const onInvalid = () => {
    setStatus(null);
    focusFirstError();
  };

  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <form
      ref={formRef}
      className="profile-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      aria-label="Athlete profile"
    >
      <PersonalSection fields={fields} profile={profile} thisYear={thisYear} />
      <AcademicSection fields={fields} />
      <AthleticSection fields={fields} />
      <HighlightsSection fields={fields} />
      <AboutSection fields={fields} />
      <SharingSection fields={fields} profile={profile} userId={userId} />

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
