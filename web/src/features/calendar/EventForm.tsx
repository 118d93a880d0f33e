import { useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
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
        <EventDates id={id} register={register} errors={errors} />
        <TextField
          id={id('location')}
          label="Location (optional)"
          autoComplete="off"
          maxLength={CALENDAR_LIMITS.locationMax}
          error={errors.location?.message}
          {...register('location')}
        />
        {coach ? (
          <AthleteSelect
            id={id('athleteId')}
            athletes={athletes}
            lost={lostAthlete ? (event.athleteName ?? 'The athlete this event was about') : null}
            error={errors.athleteId?.message}
            {...register('athleteId')}
          />
        ) : null}
      </div>

      <ProgramChoice
        userId={user?.id ?? ''}
        name={id('schoolId')}
        program={program}
        error={errors.schoolId?.message}
        onChoose={(school) => {
          setProgram(school);
          setValue('schoolId', school?.id ?? '');
          clearErrors('schoolId');
        }}
      />

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

/** A coach's choice of the athlete on their board the event is about; `lost` names one who has left it. */
function AthleteSelect({
  athletes,
  lost,
  ...select
}: { athletes: BoardAthlete[] | null; lost: string | null } & Omit<ComponentProps<typeof SelectField>, 'label' | 'hint' | 'children'>) {
  return (
    <SelectField
      label="Athlete (optional)"
      hint={
        athletes === null
          ? 'Your board could not be loaded, so no athlete can be chosen now.'
          : lost !== null
            ? `${lost} is no longer on your board or visible to coaches.`
            : 'An athlete on your board this event is about. A visit also shows on their calendar and their parents’, with your program and name but not your title or notes. Like a message, it follows the NCAA contact date and blocks, and goes in your program’s contact log.'
      }
      {...select}
    >
      <option value="">No athlete</option>
      {(athletes ?? []).map((athlete) => (
        <option key={athlete.id} value={athlete.id}>
          {athlete.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The program the event is about, found by name, and the way to remove it. */
function ProgramChoice({
  userId,
  name,
  program,
  error,
  onChoose,
}: {
  userId: string;
  name: string;
  program: SchoolChoice | null;
  error: string | undefined;
  onChoose: (school: SchoolChoice | null) => void;
}) {
  return (
    <div className="calendar-form__program">
      <SchoolPicker
        userId={userId}
        searchLabel="Program (optional)"
        legend="Programs found"
        name={name}
        chosen={program}
        onChoose={onChoose}
        error={error}
      />
      {program ? (
        <p className="calendar-form__chosen">
          <span>
            Chosen: <strong>{program.name}</strong>
          </span>{' '}
          <button type="button" className="link-button" onClick={() => onChoose(null)}>
            Remove{' '}<span className="visually-hidden">{program.name} from this event</span>
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** When the event is: its day, its time if it has one, and its last day if it lasts several. */
function EventDates({
  id,
  register,
  errors,
}: {
  id: (name: string) => string;
  register: UseFormRegister<EventFormValues>;
  errors: FieldErrors<EventFormValues>;
}) {
  return (
    <>
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
    </>
  );
}
