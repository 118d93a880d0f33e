import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/FormField';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { ERG_PATTERN, ERG_PLACEHOLDER, isErgPiece, PIECE_RULES, todayIso } from '@/lib/rowing';
import { performanceApi, type ErgTest, type ErgTestInput } from './api';
import { LogForm, useLogForm } from './LogForm';
import { LOG_LIMITS, PIECE_OPTIONS } from './rules';
import { ergTestFormSchema, ergTestFormValues } from './schemas';

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
  const form = useLogForm({
    resolver: zodResolver(schema),
    defaultValues: ergTestFormValues(test, today),
    serverFields: SERVER_FIELDS,
    noun: 'test',
    save: (input: ErgTestInput) => (test ? performanceApi.updateErgTest(test.id, input) : performanceApi.addErgTest(input)),
    onSaved,
  });
  const { register, control, id, error } = form;

  const piece = useWatch({ control, name: 'piece' });
  const notes = useWatch({ control, name: 'notes' });
  const timed = isErgPiece(piece) && PIECE_RULES[piece].kind === 'timed';

  return (
    <LogForm
      {...form.shell}
      title={test ? 'Edit erg test' : 'Add an erg test'}
      submitLabel={test ? 'Save changes' : 'Add test'}
      onCancel={onCancel}
      after={
        <TextAreaField
          {...register('notes')}
          id={id('notes')}
          label="Notes (optional)"
          rows={3}
          max={LOG_LIMITS.notesMax}
          value={notes}
          error={error('notes')}
        />
      }
    >
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
    </LogForm>
  );
}
