import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { queryKeys } from '@/lib/queryKeys';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { programSearchQueryOptions, setProgram, type ProgramSearch, type ProgramSummary } from './api';
import { programSchema } from './rules';

interface ProgramOption {
  id: string;
  name: string;
  /** "New Haven, CT · Ivy League", when known. */
  detail: string | null;
}

function optionOf(school: ProgramSearch['items'][number]): ProgramOption {
  const place = [school.city, school.state].filter((part) => part !== null && part !== undefined && part !== '').join(', ');
  const detail = [place, school.conference ?? ''].filter((part) => part !== '').join(' · ');
  return { id: school.id, name: school.name, detail: detail === '' ? null : detail };
}

interface ProgramFormProps {
  /** The program picked when the form opens: the coach's own, or the one their email suggests. */
  initial: ProgramSummary | null;
  /** The coach already has a program: the form changes it, and says what that means. */
  changing: boolean;
  onDone: (saved: ProgramSummary | null) => void;
}

/**
 * The coach names their program: a search box over the 207 programs and the matches as a group of
 * radio buttons (a searchable select made of native controls, so it works by keyboard and with
 * screen readers as they expect).
 */
export function ProgramForm({ initial, changing, onDone }: ProgramFormProps) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [chosen, setChosen] = useState<ProgramOption | null>(
    initial ? { id: initial.schoolId, name: initial.name, detail: null } : null,
  );
  const results = useQuery({ ...programSearchQueryOptions(userId, q), enabled: user !== null && q !== '' });
  const searchRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(programSchema),
    defaultValues: { schoolId: initial?.schoolId ?? '' },
    ...VALIDATE_ON_SUBMIT,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: setProgram,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.coachOverview(userId) });
      onDone(saved);
    },
    onError: (error) => {
      const { message, onFields } = applyServerErrors(error, setError, { schoolId: 'schoolId' });
      setFailure(onFields ? null : message);
    },
  });

  const found: ProgramOption[] = q === '' ? [] : (results.data?.items ?? []).map(optionOf);
  // The picked program stays in the list whatever the search shows.
  const options = chosen && !found.some((o) => o.id === chosen.id) ? [chosen, ...found] : found;
  const fieldError = errors.schoolId?.message;
  const radio = register('schoolId', {
    onChange: (event: { target: { value: string } }) => {
      setChosen(options.find((o) => o.id === event.target.value) ?? null);
    },
  });

  const focusFirstInvalid = () => {
    const first = formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    (first ?? searchRef.current)?.focus();
  };

  return (
    <form
      ref={formRef}
      className="form coach-program-form"
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit((values) => {
          save.mutate(values);
        }, focusFirstInvalid)(event);
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          Find your program
        </label>
        <p className="field__hint" id={hintId}>
          Type part of the school&apos;s name, city or state, then choose it below.
        </p>
        <input
          ref={searchRef}
          id={`${id}-search`}
          className="field__input"
          type="search"
          autoComplete="off"
          maxLength={100}
          value={search}
          aria-describedby={fieldError && options.length === 0 ? `${hintId} ${errorId}` : hintId}
          aria-invalid={fieldError && options.length === 0 ? true : undefined}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
        />
      </div>

      <fieldset className="coach-program-options" aria-describedby={fieldError ? errorId : undefined}>
        <legend className="field__label">Your program</legend>
        <div aria-live="polite" className="coach-program-options__status">
          {q !== '' && results.isFetching ? (
            <p className="field__hint">Searching…</p>
          ) : q !== '' && results.isError ? (
            <p className="field__hint">The programs could not be searched. Try again in a moment.</p>
          ) : q !== '' && found.length === 0 && results.data ? (
            <p className="field__hint">No program matches “{q}”.</p>
          ) : options.length === 0 ? (
            <p className="field__hint">Search above to see the programs.</p>
          ) : null}
        </div>
        {options.length > 0 ? (
          <ul className="coach-program-options__list">
            {options.map((option) => (
              <li key={option.id}>
                <label className="coach-program-option">
                  <input
                    type="radio"
                    value={option.id}
                    {...radio}
                    aria-invalid={fieldError ? true : undefined}
                  />
                  <span>
                    <span className="coach-program-option__name">{option.name}</span>
                    {option.detail ? (
                      <>
                        {' '}
                        <span className="coach-program-option__detail">{option.detail}</span>
                      </>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {fieldError ? (
          <p className="field__error" id={errorId}>
            {fieldError}
          </p>
        ) : null}
      </fieldset>

      {changing ? (
        <p className="coach-warning" id={warningId}>
          Changing your program sends your account back to verification: an administrator checks your role at the new
          program before you can search athletes or use the board again.
        </p>
      ) : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="coach-program-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending}
          aria-describedby={changing ? warningId : undefined}
        >
          {save.isPending ? 'Saving…' : changing ? 'Change program' : 'Save program'}
        </button>
        {changing ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={save.isPending}
            onClick={() => {
              onDone(null);
            }}
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
