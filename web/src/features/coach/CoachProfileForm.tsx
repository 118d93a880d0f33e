import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckboxField, TextField } from '@/components/FormField';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { useAuth } from '@/features/auth';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { queryKeys } from '@/lib/queryKeys';
import { coachProfileQueryOptions, setCoachProfile, type CoachProfile } from './api';
import { BIO_MAX, coachProfileSchema, SQUAD_LABELS, type CoachProfileValues } from './rules';

interface CoachProfileFormProps {
  profile: CoachProfile | null;
  titles: string[];
  onDone: (saved: CoachProfile | null) => void;
}

const SERVER_FIELDS = {
  fullName: 'fullName',
  title: 'title',
  squads: 'squads',
  bio: 'bio',
  phone: 'phone',
} as const;

/** The name, title and squads athletes and parents see on the coach's messages and visits. */
export function CoachProfileForm({ profile, titles, onDone }: CoachProfileFormProps) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CoachProfileValues>({
    resolver: zodResolver(coachProfileSchema),
    defaultValues: {
      fullName: profile?.fullName ?? '',
      title: profile?.title ?? '',
      squads: profile?.squads ?? [],
      bio: profile?.bio ?? '',
      phone: profile?.phone ?? '',
    },
    ...VALIDATE_ON_SUBMIT,
  });
  const bio = useWatch({ control, name: 'bio' });

  const save = useMutation({
    mutationFn: setCoachProfile,
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coachProfileQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coachOverview(userId) }),
      ]);
      onDone(saved);
    },
    onError: (error) => {
      const { message, onFields } = applyServerErrors(error, setError, SERVER_FIELDS);
      setFailure(onFields ? null : message);
      focusFirstInvalid();
    },
  });

  return (
    <form
      ref={formRef}
      className="form coach-profile-form"
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit((values) => {
          save.mutate({ ...values, bio: values.bio.trim() || null, phone: values.phone || null });
        }, focusFirstInvalid)(event);
      }}
    >
      <TextField label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <SelectField id={`${id}-title`} label="Title" error={errors.title?.message} {...register('title')}>
        <option value="">Choose your title</option>
        {titles.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </SelectField>
      <fieldset className="field coach-profile-form__squads">
        <legend className="field__label">Squads you coach</legend>
        {Object.entries(SQUAD_LABELS).map(([value, label]) => (
          <CheckboxField key={value} label={label} value={value} {...register('squads')} />
        ))}
      </fieldset>
      <TextAreaField
        {...register('bio')}
        id={`${id}-bio`}
        label="Short bio (optional)"
        max={BIO_MAX}
        value={bio}
        error={errors.bio?.message}
      />
      <TextField
        label="Phone (optional)"
        hint="Shown only to athletes you write to."
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="coach-program-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </button>
        {profile ? (
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
