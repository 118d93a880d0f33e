import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { TextAreaField } from '@/components/SelectAndTextArea';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { clubApi, clubKeys, evaluationQueryOptions, type EvaluationDraft, type EvaluationInput, type RosterAthlete } from './api';
import { CLUB_LIMITS, errorText, EVALUATION_NOTE, evaluationSchema, formatDay, nameOf, RATINGS, type EvaluationFormValues } from './rules';

const SCALE = ['1', '2', '3', '4', '5'] as const;

/** One rating from 1 (weakest) to 5 (strongest), as a group of radio buttons. */
function RatingField({ label, error, field }: { label: string; error: string | undefined; field: UseFormRegisterReturn }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="club-fieldset club-rating" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="field__label">{label}</legend>
      <p className="field__hint" id={hintId}>
        1 is the weakest, 5 the strongest.
      </p>
      <div className="club-rating__scale">
        {SCALE.map((value) => (
          <label key={value} className="club-rating__option">
            <input type="radio" value={value} aria-invalid={error ? true : undefined} {...field} />
            <span>{value}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const EMPTY: EvaluationFormValues = { technique: '', fitness: '', coachability: '', comments: '' };

/** The form filled with the club's saved evaluation. */
function formValues(draft: EvaluationDraft): EvaluationFormValues {
  const rating = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    technique: rating(draft.technique),
    fitness: rating(draft.fitness),
    coachability: rating(draft.coachability),
    comments: draft.comments,
  };
}

/**
 * Write (or replace) the club's evaluation of an athlete; delete it. An existing evaluation is read
 * back first, so "Update evaluation" opens with what the club wrote.
 */
export function EvaluationDialog({
  athlete,
  onClose,
  onSaved,
}: {
  athlete: RosterAthlete;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const name = nameOf(athlete.fullName);
  const existing = athlete.evaluation != null;
  const draft = useQuery({ ...evaluationQueryOptions(userId, athlete.id), enabled: existing && user !== null });
  // Deleted by another coach in the meantime: the form starts empty.
  const missing = isApiError(draft.error) && draft.error.status === 404;
  const loading = existing && !missing && !draft.data;
  const saved = useMemo(() => (draft.data ? formValues(draft.data) : undefined), [draft.data]);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<EvaluationFormValues, unknown, EvaluationInput>({
    resolver: zodResolver(evaluationSchema),
    defaultValues: EMPTY,
    values: saved,
    ...VALIDATE_ON_SUBMIT,
  });
  const comments = useWatch({ control, name: 'comments' });

  const refresh = () => {
    queryClient.removeQueries({ queryKey: clubKeys.evaluation(userId, athlete.id) });
    return queryClient.invalidateQueries({ queryKey: clubKeys.roster(userId) });
  };
  const save = useMutation({
    mutationFn: (input: EvaluationInput) => clubApi.evaluate(athlete.id, input),
    onSuccess: async () => {
      onSaved(`Your evaluation of ${name} is saved.`);
      await refresh();
    },
    onError: (error) => {
      const { onFields } = applyServerErrors(error, setError, {
        technique: 'technique',
        fitness: 'fitness',
        coachability: 'coachability',
        comments: 'comments',
      });
      if (onFields) focusFirstInvalid();
      setFailure(onFields ? null : errorText(error));
    },
  });
  const remove = useMutation({
    mutationFn: () => clubApi.deleteEvaluation(athlete.id),
    onSuccess: async () => {
      onSaved(`Your evaluation of ${name} is deleted.`);
      await refresh();
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const busy = save.isPending || remove.isPending;

  return (
    <Dialog
      title={`Evaluate ${name}`}
      description={<p className="club-note">{EVALUATION_NOTE}</p>}
      onClose={onClose}
      busy={busy}
      closeButton
      className="club-dialog"
    >
      {athlete.evaluation ? (
        <p className="club-muted">
          Saving replaces the evaluation you wrote on {formatDay(athlete.evaluation.updatedAt)}.
        </p>
      ) : null}
      {loading ? (
        draft.isError ? (
          <FormMessage tone="error">
            <p>
              Your evaluation could not be loaded.{' '}
              <button type="button" className="link-button" onClick={() => void draft.refetch()}>
                Try again
              </button>
            </p>
          </FormMessage>
        ) : (
          <Spinner label="Loading your evaluation" fullPage={false} />
        )
      ) : (
        <form
          ref={formRef}
          className="form club-form"
          noValidate
          onSubmit={(event) => {
            setFailure(null);
            void handleSubmit((values) => save.mutate(values), focusFirstInvalid)(event);
          }}
        >
          {RATINGS.map((rating) => (
            <RatingField key={rating.name} label={rating.label} error={errors[rating.name]?.message} field={register(rating.name)} />
          ))}
          <TextAreaField
            {...register('comments')}
            id={`evaluation-comments-${athlete.id}`}
            label="Comments (optional)"
            rows={6}
            max={CLUB_LIMITS.commentsMax}
            value={comments}
            error={errors.comments?.message}
          />
          {failure ? (
            <FormMessage tone="error">
              <p>{failure}</p>
            </FormMessage>
          ) : null}
          <div className="club-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {save.isPending ? 'Saving…' : 'Save evaluation'}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
              Cancel
            </button>
            {athlete.evaluation ? (
              <button
                type="button"
                className="button button--ghost club-actions__end"
                disabled={busy}
                onClick={() => {
                  setFailure(null);
                  remove.mutate();
                }}
              >
                {remove.isPending ? 'Deleting…' : 'Delete evaluation'}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </Dialog>
  );
}
