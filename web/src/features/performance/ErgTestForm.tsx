import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid } from '@/lib/forms';
import { ERG_PATTERN, ERG_PLACEHOLDER, isErgPiece, PIECE_RULES, todayIso } from '@/lib/rowing';
import { performanceApi, type ErgTest, type ErgTestInput } from './api';
import { LOG_LIMITS, PIECE_OPTIONS } from './rules';
import { ergTestFormSchema, ergTestFormValues, type ErgTestFormValues } from './schemas';

const SERVER_FIELDS = {
  piece: 'piece',
  time: 'time',
  meters: 'meters',
  date: 'date',
  strokeRate: 'strokeRate',
  notes: 'notes',
  verificationCode: 'verificationCode',
} as const;

interface ErgTestFormProps {
  /** The test being edited; null to add one. */
  test: ErgTest | null;
  onSaved: (saved: ErgTest) => void | Promise<void>;
  onCancel: () => void;
}

/** Adds or edits an erg test: a time for a distance piece, meters for a timed one. */
export function ErgTestForm({ test, onSaved, onCancel }: ErgTestFormProps) {
  const today = todayIso();
  const schema = useMemo(() => ergTestFormSchema(today), [today]);
  const titleId = useId();
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const focusFirstError = useFocusFirstInvalid(formRef);
  const { register, handleSubmit, control, setError, formState } = useForm<ErgTestFormValues, unknown, ErgTestInput>({
    resolver: zodResolver(schema),
    defaultValues: ergTestFormValues(test, today),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const save = useMutation({
    mutationFn: (input: ErgTestInput) =>
      test ? performanceApi.updateErgTest(test.id, input) : performanceApi.addErgTest(input),
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      const result = applyServerErrors(error, setError, SERVER_FIELDS);
      setFailure(
        isApiError(error) && error.status === 0
          ? 'The test could not be saved: the server could not be reached.'
          : result.onFields
            ? 'The test was not saved. Please correct the highlighted fields.'
            : result.message,
      );
      focusFirstError();
    },
  });

  const piece = useWatch({ control, name: 'piece' });
  const notes = useWatch({ control, name: 'notes' });
  const timed = isErgPiece(piece) && PIECE_RULES[piece].kind === 'timed';
  const id = (name: string) => `${prefix}-${name}`;
  const error = (name: keyof ErgTestFormValues) => formState.errors[name]?.message;

  return (
    <form
      ref={formRef}
      className="card log-form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) =>
        void handleSubmit(
          (input) => {
            setFailure(null);
            save.mutate(input);
          },
          () => {
            setFailure(null);
            focusFirstError();
          },
        )(event)
      }
    >
      <h3 id={titleId}>{test ? 'Edit erg test' : 'Add an erg test'}</h3>
      <div className="log-form__grid">
        <SelectField id={id('piece')} label="Piece" error={error('piece')} {...register('piece')}>
          {PIECE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {timed ? (
          <TextField
            key="meters"
            id={id('meters')}
            label="Distance (meters)"
            type="number"
            inputMode="numeric"
            min={PIECE_RULES[piece].min}
            max={PIECE_RULES[piece].max}
            step={1}
            error={error('meters')}
            {...register('meters')}
          />
        ) : (
          <TextField
            key="time"
            id={id('time')}
            label="Time"
            placeholder={ERG_PLACEHOLDER}
            pattern={ERG_PATTERN}
            autoComplete="off"
            hint="Minutes, seconds and tenths, e.g. 6:58.4"
            error={error('time')}
            {...register('time')}
          />
        )}
        <TextField id={id('date')} label="Date" type="date" max={today} min={LOG_LIMITS.earliestDate} error={error('date')} {...register('date')} />
        <TextField
          id={id('strokeRate')}
          label="Stroke rate (optional)"
          type="number"
          inputMode="numeric"
          min={LOG_LIMITS.strokeRate.min}
          max={LOG_LIMITS.strokeRate.max}
          step={1}
          hint="Average strokes per minute"
          error={error('strokeRate')}
          {...register('strokeRate')}
        />
        <TextField
          id={id('verificationCode')}
          label="Concept2 verification code (optional)"
          maxLength={LOG_LIMITS.verificationCodeMax}
          autoComplete="off"
          hint="From the monitor after the piece; coaches see that a code was provided."
          error={error('verificationCode')}
          {...register('verificationCode')}
        />
      </div>
      <TextAreaField
        {...register('notes')}
        id={id('notes')}
        label="Notes (optional)"
        rows={3}
        max={LOG_LIMITS.notesMax}
        value={notes}
        error={error('notes')}
      />
      {failure ? (
        <FormMessage tone="error">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <div className="log-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : test ? 'Save changes' : 'Add test'}
        </button>
      </div>
    </form>
  );
}
