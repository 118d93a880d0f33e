import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckboxField, FormMessage, TextField } from '@/components/FormField';
import { SchoolPicker, type SchoolChoice } from '@/components/SchoolPicker';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid } from '@/lib/forms';
import { boardAthletesQueryOptions, calendarApi, type BoardAthlete, type CalendarEvent, type EventInput } from './api';
import {
  CALENDAR_LIMITS,
  EVENT_KINDS,
  EVENT_SERVER_FIELDS,
  errorText,
  eventFormSchema,
  eventFormValues,
  type EventFormValues,
} from './rules';

interface EventFormProps {
  /** The event being edited; null to add one. */
  event: CalendarEvent | null;
  /** Coaches may tie an event to an athlete on their board. */
  coach: boolean;
  /** The account's reminder emails are on (the checkbox says so when they are off). */
  remindersOn: boolean;
  onSaved: (saved: CalendarEvent) => void | Promise<void>;
  onCancel: () => void;
}

/** Adds or edits one of the owner's events. A coach's form waits for the board, to offer its athletes. */
export function EventForm(props: EventFormProps) {
  const { user } = useAuth();
  const board = useQuery({ ...boardAthletesQueryOptions(user?.id ?? ''), enabled: props.coach && user !== null });
  if (props.coach && board.isPending) return <Spinner label="Loading the athletes on your board" fullPage={false} />;
  return <EventFormFields {...props} athletes={props.coach ? (board.data ?? null) : []} />;
}

function EventFormFields({ event, coach, remindersOn, onSaved, onCancel, athletes }: EventFormProps & { athletes: BoardAthlete[] | null }) {
  const { user } = useAuth();
  const prefix = useId();
  const titleId = `${prefix}-heading`;
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [failure, setFailure] = useState<string | null>(null);
  const athleteIds = useMemo(() => (athletes ?? []).map((a) => a.id), [athletes]);
  const schema = useMemo(() => eventFormSchema(coach), [coach]);
  const [program, setProgram] = useState<SchoolChoice | null>(
    event?.schoolId ? { id: event.schoolId, name: event.schoolName ?? 'The chosen program', detail: null } : null,
  );
  const { register, handleSubmit, control, setError, setValue, clearErrors, formState } = useForm<EventFormValues, unknown, EventInput>({
    resolver: zodResolver(schema),
    defaultValues: eventFormValues(event, athleteIds),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const notes = useWatch({ control, name: 'notes' });
  const errors = formState.errors;
  const id = (name: string) => `${prefix}-${name}`;

  const save = useMutation({
    mutationFn: (input: EventInput) => (event ? calendarApi.updateEvent(event.id, input) : calendarApi.addEvent(input)),
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      const result = applyServerErrors(error, setError, EVENT_SERVER_FIELDS);
      setFailure(
        isApiError(error) && error.status === 0
          ? 'The event could not be saved: the server could not be reached.'
          : result.onFields
            ? 'The event was not saved. Please correct the highlighted fields.'
            : errorText(error),
      );
      focusFirstInvalid();
    },
  });

  const lostAthlete = coach && event?.athleteId != null && !athleteIds.includes(event.athleteId);
  const remindHintId = id('remind-hint');

  return (
    <form
      ref={formRef}
      className="card calendar-form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(submit) => {
        setFailure(null);
        void handleSubmit(
          (input) => {
            save.mutate(input);
          },
          () => {
            focusFirstInvalid();
          },
        )(submit);
      }}
    >
      <h3 id={titleId} className="calendar-form__title">
        {event ? `Edit “${event.title}”` : 'Add an event'}
      </h3>
      <div className="calendar-form__grid">
        <SelectField id={id('kind')} label="Kind" error={errors.kind?.message} {...register('kind')}>
          {EVENT_KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id={id('title')}
          label="Title"
          autoComplete="off"
          maxLength={CALENDAR_LIMITS.titleMax}
          hint={`Up to ${CALENDAR_LIMITS.titleMax} characters, e.g. “Official visit to Yale”.`}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          id={id('date')}
          label="Date"
          type="date"
          min={CALENDAR_LIMITS.earliestDate}
          max={CALENDAR_LIMITS.latestDate}
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          id={id('time')}
          label="Time (optional)"
          type="time"
          hint="In your calendar's time zone. Leave empty for an all-day event."
          error={errors.time?.message}
          {...register('time')}
        />
        <TextField
          id={id('endDate')}
          label="End date (optional)"
          type="date"
          min={CALENDAR_LIMITS.earliestDate}
          max={CALENDAR_LIMITS.latestDate}
          hint="For an event over several days: its last day."
          error={errors.endDate?.message}
          {...register('endDate')}
        />
        <TextField
          id={id('location')}
          label="Location (optional)"
          autoComplete="off"
          maxLength={CALENDAR_LIMITS.locationMax}
          error={errors.location?.message}
          {...register('location')}
        />
        {coach ? (
          <SelectField
            id={id('athleteId')}
            label="Athlete (optional)"
            hint={
              athletes === null
                ? 'Your board could not be loaded, so no athlete can be chosen now.'
                : lostAthlete
                  ? `${event.athleteName ?? 'The athlete this event was about'} is no longer on your board or visible to coaches.`
                  : 'An athlete on your board this event is about. A visit also shows on their calendar and their parents’, with your program and name but not your title or notes. Like a message, it follows the NCAA contact date and blocks, and goes in your program’s contact log.'
            }
            error={errors.athleteId?.message}
            {...register('athleteId')}
          >
            <option value="">No athlete</option>
            {(athletes ?? []).map((athlete) => (
              <option key={athlete.id} value={athlete.id}>
                {athlete.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>

      <div className="calendar-form__program">
        <SchoolPicker
          userId={user?.id ?? ''}
          searchLabel="Program (optional)"
          legend="Programs found"
          name={id('schoolId')}
          chosen={program}
          onChoose={(school) => {
            setProgram(school);
            setValue('schoolId', school.id);
            clearErrors('schoolId');
          }}
          error={errors.schoolId?.message}
        />
        {program ? (
          <p className="calendar-form__chosen">
            <span>
              Chosen: <strong>{program.name}</strong>
            </span>{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setProgram(null);
                setValue('schoolId', '');
                clearErrors('schoolId');
              }}
            >
              Remove{' '}<span className="visually-hidden">{program.name} from this event</span>
            </button>
          </p>
        ) : null}
      </div>

      <TextAreaField {...register('notes')} id={id('notes')} label="Notes (optional)" rows={3} max={CALENDAR_LIMITS.notesMax} value={notes} error={errors.notes?.message} />

      <div>
        <CheckboxField id={id('remind')} label="Email me a reminder the day before" aria-describedby={remindersOn ? undefined : remindHintId} {...register('remind')} />
        {remindersOn ? null : (
          <p className="field__hint calendar-form__hint" id={remindHintId}>
            Reminder emails are off for your account: turn them on under Calendar feed to get them.
          </p>
        )}
      </div>

      {failure ? (
        <FormMessage tone="error">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <div className="calendar-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : event ? 'Save changes' : 'Add event'}
        </button>
      </div>
    </form>
  );
}
