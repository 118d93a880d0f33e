import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { complianceRulesQueryOptions } from '@/lib/usStates';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormMessage, TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid } from '@/lib/forms';
import { queryKeys } from '@/lib/queryKeys';
import { paths } from '@/paths';
import { saveProfile, type Profile } from './api';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { formFieldName, parseNumericInput, toFormValues, type ProfileFormValues, type TextInputField } from './formValues';
import {
  DISCIPLINES,
  DIVISIONS,
  ERG_PATTERN,
  ERG_PLACEHOLDER,
  gradYearChoices,
  LIMITS,
  SIDES,
  SQUADS,
  suggestWeightClass,
  VISIBILITIES,
  WEIGHT_CLASSES,
  type ProfileInput,
} from './rules';
import { profileFormSchema } from './schema';
import { ShareLinkControls } from './ShareLinkControls';

export const SAVE_MESSAGES = {
  saved: 'Profile saved successfully!',
  refused: 'Failed to save profile. Please try again.',
  failed: 'An error occurred while saving your profile.',
} as const;

type Status = { tone: 'success' | 'error'; text: string } | null;
type FormPath = FieldPath<ProfileFormValues>;

/** The input's id: `profile-weight`, `profile-links-0-url`. */
const fieldId = (path: string) => `profile-${path.replace(/\./g, '-')}`;

const weightClassLabel = (value: string | null) => WEIGHT_CLASSES.find((c) => c.value === value)?.label ?? null;

interface ProfileFormProps {
  profile: Profile;
  userId: string;
  /** The current calendar year; bounds the graduation year. */
  thisYear: number;
}

export function ProfileForm({ profile, userId, thisYear }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const stateList = useQuery(complianceRulesQueryOptions);
  // Until the list arrives, the saved state stays selectable so the select keeps its value.
  const states = stateList.data
    ? stateList.data.states.map((state) => ({ value: state.code, label: state.name }))
    : profile.homeState
      ? [{ value: profile.homeState, label: profile.homeState }]
      : [];
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
  const { control, register, handleSubmit, reset, setError, formState } = form;
  const links = useFieldArray({ control, name: 'links' });
  const coxLinks = useFieldArray({ control, name: 'coxLinks' });
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

  const errorAt = (path: FormPath): string | undefined => {
    const found: { message?: unknown } | undefined = get(formState.errors, path);
    return typeof found?.message === 'string' ? found.message : undefined;
  };

  /** The input's registration; any change clears the last save's message. */
  const field = (name: FormPath) => {
    const { onChange, onBlur, ref } = register(name, { onChange: () => setStatus(null) });
    return { name, onChange, onBlur, ref };
  };

  const onValid = (input: ProfileInput) => {
    if (save.isPending) return;
    setStatus(null);
    save.mutate(input);
  };

  const onInvalid = () => {
    setStatus(null);
    focusFirstError();
  };

  const [gradYear, bio, squad, weight, coxswain, headline] = useWatch({
    control,
    name: ['gradYear', 'bio', 'squad', 'weight', 'coxswain', 'headline'],
  });
  const years = gradYearChoices(thisYear);
  const savedYear = profile.gradYear ?? null;
  // A year saved earlier that is no longer offered still shows, so the rule can explain it.
  if (savedYear !== null && !years.includes(savedYear) && gradYear === String(savedYear)) {
    years.unshift(savedYear);
  }
  const squadChoice = SQUADS.find((s) => s.value === squad)?.value ?? null;
  const suggested = suggestWeightClass(squadChoice, parseNumericInput(weight));

  const text = (name: TextInputField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={fieldId(name)} label={label} error={errorAt(name)} {...extra} {...field(name)} />
  );
  const number = (name: TextInputField, label: string, range: { min: number; max: number }, hint?: string) =>
    text(name, label, { type: 'number', inputMode: 'numeric', min: range.min, max: range.max, step: 1, hint });
  const select = (name: TextInputField, label: string, options: readonly { value: string; label: string }[], empty = 'Not given', hint?: string) => (
    <SelectField id={fieldId(name)} label={label} error={errorAt(name)} hint={hint} {...field(name)}>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );

  const hasErrors = Object.keys(formState.errors).length > 0;
  const ergHint = coxswain ? 'Optional: coxswains need no erg figures.' : undefined;

  return (
    <form
      ref={formRef}
      className="profile-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      aria-label="Athlete profile"
    >
      <section className="card profile-section" aria-labelledby="profile-personal">
        <h2 id="profile-personal">Personal Information</h2>
        <div className="profile-grid">
          {text('fullName', 'Full name', { autoComplete: 'name', required: true, maxLength: LIMITS.textMax })}
          <SelectField id={fieldId('gradYear')} label="Graduation year" required error={errorAt('gradYear')} {...field('gradYear')}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
          {text('hometown', 'Hometown', { autoComplete: 'address-level2', maxLength: LIMITS.textMax, placeholder: 'City, State' })}
          {select('homeState', 'Home state', states, 'Not given', 'Coaches can search by state')}
          <fieldset className="profile-height">
            <legend className="field__label">Height</legend>
            <div className="profile-height__inputs">
              {number('heightFeet', 'Feet', LIMITS.heightFeet)}
              {number('heightInches', 'Inches', LIMITS.heightInches)}
            </div>
          </fieldset>
          {number('weight', 'Weight (lbs)', LIMITS.weight)}
          {number('wingspanInches', 'Wingspan', LIMITS.wingspanInches, 'Fingertip to fingertip, in inches (48 to 96)')}
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
          {number('satScore', 'SAT score', LIMITS.satScore, '400 to 1600')}
          {number('actScore', 'ACT score', LIMITS.actScore, '1 to 36')}
          {text('intendedMajor', 'Intended major', { maxLength: LIMITS.textMax })}
          <fieldset className="profile-choices" aria-describedby={errorAt('targetDivisions') ? fieldId('targetDivisions-error') : undefined}>
            <legend className="field__label">Target divisions</legend>
            <div className="profile-choices__options">
              {DIVISIONS.map((division) => (
                <label key={division.value} className="field--checkbox profile-choices__option">
                  <input type="checkbox" className="field__checkbox" value={division.value} {...field('targetDivisions')} />
                  {division.label}
                </label>
              ))}
            </div>
            {errorAt('targetDivisions') ? (
              <p className="field__error" id={fieldId('targetDivisions-error')}>
                {errorAt('targetDivisions')}
              </p>
            ) : null}
          </fieldset>
        </div>
      </section>

      <section className="card profile-section" aria-labelledby="profile-athletic">
        <h2 id="profile-athletic">Athletic Information</h2>
        <div className="profile-grid">
          {select('squad', 'Squad', SQUADS)}
          {select(
            'weightClass',
            'Weight class',
            WEIGHT_CLASSES,
            suggested ? `Use the suggestion (${weightClassLabel(suggested) ?? ''})` : 'Use the suggestion',
            suggested
              ? `Suggested from your squad and weight: ${weightClassLabel(suggested) ?? ''}. Choose another to override it.`
              : 'A suggestion appears once your squad and weight are given.',
          )}
          {select('side', 'Side', SIDES)}
          {select('discipline', 'Sweep or sculling', DISCIPLINES)}
          {number('seasonsRowed', 'Seasons rowed', LIMITS.seasonsRowed, '0 to 10')}
          {text('clubTeam', 'Club team', { maxLength: LIMITS.textMax })}
          {text('clubCoachName', 'Club coach name', { maxLength: LIMITS.textMax })}
        </div>
        <div className="profile-subsection">
          <div className="field field--checkbox">
            <input id={fieldId('coxswain')} type="checkbox" className="field__checkbox" {...field('coxswain')} />
            <label htmlFor={fieldId('coxswain')}>I am a coxswain</label>
          </div>
        </div>
        <div className="profile-grid profile-subsection">
          {text('erg2k', coxswain ? '2k erg time (optional)' : '2k erg time', {
            placeholder: ERG_PLACEHOLDER,
            pattern: ERG_PATTERN,
            autoComplete: 'off',
            hint: ergHint ?? 'Minutes, seconds and tenths, for example 6:45.3',
          })}
          {text('erg6k', coxswain ? '6k erg time (optional)' : '6k erg time', {
            placeholder: ERG_PLACEHOLDER,
            pattern: ERG_PATTERN,
            autoComplete: 'off',
            hint: ergHint ?? 'Minutes, seconds and tenths, for example 21:30.0',
          })}
        </div>
        {coxswain ? (
          <div className="profile-subsection">
            <h3 className="profile-subheading">Coxing</h3>
            <div className="profile-grid">
              {text('boatsCoxed', 'Boats coxed', { maxLength: LIMITS.boatsCoxedMax, placeholder: '8+, 4+' })}
            </div>
            <fieldset className="profile-list">
              <legend className="field__label">Cox recordings</legend>
              <p className="field__hint">Links to audio or video of a practice or a race, up to {LIMITS.linksMax}.</p>
              {coxLinks.fields.map((item, index) => (
                <div key={item.id} className="profile-list__row">
                  <TextField
                    id={fieldId(`coxLinks.${index}.value`)}
                    label={`Recording ${index + 1} link`}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    error={errorAt(`coxLinks.${index}.value`)}
                    {...field(`coxLinks.${index}.value`)}
                  />
                  <button
                    type="button"
                    className="button button--ghost button--small profile-list__remove"
                    onClick={() => {
                      coxLinks.remove(index);
                    }}
                  >
                    Remove<span className="visually-hidden"> recording {index + 1}</span>
                  </button>
                </div>
              ))}
              {coxLinks.fields.length < LIMITS.linksMax ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => {
                    coxLinks.append({ value: '' });
                  }}
                >
                  Add a recording
                </button>
              ) : null}
            </fieldset>
          </div>
        ) : null}
      </section>

      <section className="card profile-section" aria-labelledby="profile-highlights">
        <h2 id="profile-highlights">Highlights</h2>
        <div className="profile-grid profile-grid--wide">
          {text('headline', 'Headline', {
            maxLength: LIMITS.headlineMax,
            placeholder: 'e.g. 6:58 2k women’s port, class of 2027, looking at DI programs',
            hint: `One line coaches read first, up to ${LIMITS.headlineMax} characters (${Array.from(headline).length} used).`,
          })}
        </div>
        <fieldset className="profile-list">
          <legend className="field__label">Links</legend>
          <p className="field__hint">Race videos, results pages or a club page, up to {LIMITS.linksMax}.</p>
          {links.fields.map((item, index) => (
            <div key={item.id} className="profile-list__row profile-list__row--pair">
              <TextField
                id={fieldId(`links.${index}.label`)}
                label={`Link ${index + 1} label`}
                maxLength={LIMITS.linkLabelMax}
                placeholder="Head of the Charles video"
                error={errorAt(`links.${index}.label`)}
                {...field(`links.${index}.label`)}
              />
              <TextField
                id={fieldId(`links.${index}.url`)}
                label={`Link ${index + 1} address`}
                type="url"
                inputMode="url"
                placeholder="https://"
                error={errorAt(`links.${index}.url`)}
                {...field(`links.${index}.url`)}
              />
              <button
                type="button"
                className="button button--ghost button--small profile-list__remove"
                onClick={() => {
                  links.remove(index);
                }}
              >
                Remove<span className="visually-hidden"> link {index + 1}</span>
              </button>
            </div>
          ))}
          {links.fields.length < LIMITS.linksMax ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                links.append({ label: '', url: '' });
              }}
            >
              Add a link
            </button>
          ) : null}
        </fieldset>
      </section>

      <section className="card profile-section" aria-labelledby="profile-about">
        <h2 id="profile-about">About Me</h2>
        <TextAreaField
          id={fieldId('bio')}
          label="Bio"
          rows={6}
          max={LIMITS.bioMax}
          value={bio}
          error={errorAt('bio')}
          {...field('bio')}
          placeholder="Your rowing story, goals and what you are looking for in a college program."
        />
      </section>

      <section className="card profile-section" aria-labelledby="profile-sharing" id="sharing">
        <h2 id="profile-sharing">Visibility and sharing</h2>
        <fieldset className="profile-visibility">
          <legend className="field__label">Who can see your recruiting profile</legend>
          {VISIBILITIES.map((choice) => (
            <div key={choice.value} className="profile-visibility__option">
              <input
                id={fieldId(`visibility-${choice.value}`)}
                type="radio"
                value={choice.value}
                aria-describedby={fieldId(`visibility-${choice.value}-explained`)}
                {...field('visibility')}
              />
              <label htmlFor={fieldId(`visibility-${choice.value}`)}>
                <span className="profile-visibility__label">{choice.label}</span>
                <span className="profile-visibility__explained" id={fieldId(`visibility-${choice.value}-explained`)}>
                  {choice.explanation}
                </span>
              </label>
            </div>
          ))}
          <p className="field__hint">Your choice is saved with the profile. Your email, birth date and parent details are never shown.</p>
        </fieldset>
        <ShareLinkControls profile={profile} userId={userId} />
        <p className="profile-sharing__preview">
          <Link to={paths.athlete.replace(':id', encodeURIComponent(profile.id))}>See your recruiting profile as coaches see it</Link>
          {' · '}
          <Link to={paths.performance}>Performance log</Link>
        </p>
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
