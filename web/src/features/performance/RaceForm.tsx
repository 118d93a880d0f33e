import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/FormField';
import { SelectField } from '@/components/SelectAndTextArea';
import { ERG_PATTERN, ERG_PLACEHOLDER, todayIso } from '@/lib/rowing';
import { performanceApi, type RaceResult, type RaceResultInput } from './api';
import { LogForm, useLogForm } from './LogForm';
import { BOATS, isBoatClass, LOG_LIMITS, seatLabel, seatsOf } from './rules';
import { raceFormSchema, raceFormValues } from './schemas';

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
  const form = useLogForm({
    resolver: zodResolver(schema),
    defaultValues: raceFormValues(race, today),
    serverFields: SERVER_FIELDS,
    noun: 'race',
    save: (input: RaceResultInput) => (race ? performanceApi.updateRace(race.id, input) : performanceApi.addRace(input)),
    onSaved,
  });
  const { register, control, id, error } = form;

  const boatClass = useWatch({ control, name: 'boatClass' });
  const seats = isBoatClass(boatClass) ? seatsOf(boatClass) : [];

  return (
    <LogForm
      {...form.shell}
      title={race ? 'Edit race result' : 'Add a race result'}
      submitLabel={race ? 'Save changes' : 'Add race'}
      onCancel={onCancel}
    >
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
    </LogForm>
  );
}
