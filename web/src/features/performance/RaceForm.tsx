import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { SelectField } from '@/components/SelectAndTextArea';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid } from '@/lib/forms';
import { ERG_PATTERN, ERG_PLACEHOLDER, todayIso } from '@/lib/rowing';
import { performanceApi, type RaceResult, type RaceResultInput } from './api';
import { BOATS, isBoatClass, LOG_LIMITS, seatLabel, seatsOf } from './rules';
import { raceFormSchema, raceFormValues, type RaceFormValues } from './schemas';

const SERVER_FIELDS = {
  regatta: 'regatta',
  date: 'date',
  event: 'event',
  boatClass: 'boatClass',
  seat: 'seat',
  place: 'place',
  time: 'time',
  resultsUrl: 'resultsUrl',
} as const;

interface RaceFormProps {
  /** The race being edited; null to add one. */
  race: RaceResult | null;
  onSaved: (saved: RaceResult) => void | Promise<void>;
  onCancel: () => void;
}

/** Adds or edits a race result. */
export function RaceForm({ race, onSaved, onCancel }: RaceFormProps) {
  const today = todayIso();
  const schema = useMemo(() => raceFormSchema(today), [today]);
  const titleId = useId();
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const focusFirstError = useFocusFirstInvalid(formRef);
  const { register, handleSubmit, control, setError, formState } = useForm<RaceFormValues, unknown, RaceResultInput>({
    resolver: zodResolver(schema),
    defaultValues: raceFormValues(race, today),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const save = useMutation({
    mutationFn: (input: RaceResultInput) => (race ? performanceApi.updateRace(race.id, input) : performanceApi.addRace(input)),
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      const result = applyServerErrors(error, setError, SERVER_FIELDS);
      setFailure(
        isApiError(error) && error.status === 0
          ? 'The race could not be saved: the server could not be reached.'
          : result.onFields
            ? 'The race was not saved. Please correct the highlighted fields.'
            : result.message,
      );
      focusFirstError();
    },
  });

  const boatClass = useWatch({ control, name: 'boatClass' });
  const seats = isBoatClass(boatClass) ? seatsOf(boatClass) : [];
  const id = (name: string) => `${prefix}-${name}`;
  const error = (name: keyof RaceFormValues) => formState.errors[name]?.message;

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
      <h3 id={titleId}>{race ? 'Edit race result' : 'Add a race result'}</h3>
      <div className="log-form__grid">
        <TextField id={id('regatta')} label="Regatta" maxLength={LOG_LIMITS.regattaMax} placeholder="Head of the Charles" error={error('regatta')} {...register('regatta')} />
        <TextField id={id('date')} label="Date" type="date" max={today} min={LOG_LIMITS.earliestDate} error={error('date')} {...register('date')} />
        <TextField id={id('event')} label="Event" maxLength={LOG_LIMITS.eventMax} placeholder="Women's Youth 8+" error={error('event')} {...register('event')} />
        <SelectField id={id('boatClass')} label="Boat class" error={error('boatClass')} {...register('boatClass')}>
          <option value="">Choose…</option>
          {BOATS.map((boat) => (
            <option key={boat.value} value={boat.value}>
              {boat.value}
            </option>
          ))}
        </SelectField>
        <SelectField id={id('seat')} label="Seat" error={error('seat')} disabled={seats.length === 0} {...register('seat')}>
          <option value="">{seats.length === 0 ? 'Choose the boat first' : 'Choose…'}</option>
          {seats.map((seat) => (
            <option key={seat} value={seat}>
              {seatLabel(seat, boatClass)}
            </option>
          ))}
        </SelectField>
        <TextField id={id('place')} label="Place (optional)" type="number" inputMode="numeric" min={1} step={1} error={error('place')} {...register('place')} />
        <TextField
          id={id('time')}
          label="Time (optional)"
          placeholder={ERG_PLACEHOLDER}
          pattern={ERG_PATTERN}
          autoComplete="off"
          error={error('time')}
          {...register('time')}
        />
        <TextField
          id={id('resultsUrl')}
          label="Results link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={error('resultsUrl')}
          {...register('resultsUrl')}
        />
      </div>
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
          {save.isPending ? 'Saving...' : race ? 'Save changes' : 'Add race'}
        </button>
      </div>
    </form>
  );
}
