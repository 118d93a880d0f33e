import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage, TextField } from '@/components/FormField';
import { SelectField } from '@/components/SelectAndTextArea';
import { Spinner } from '@/components/Spinner';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import {
  adminPeriodsApi,
  adminPeriodsQueryOptions,
  calendarKeys,
  type RecruitingPeriod,
  type RecruitingPeriodInput,
} from './api';
import {
  CALENDAR_DIVISIONS,
  CALENDAR_LIMITS,
  divisionLabel,
  EMPTY_PERIOD,
  errorText,
  mediumDate,
  PERIOD_KINDS,
  PERIOD_SERVER_FIELDS,
  PERIOD_SQUADS,
  periodFormSchema,
  squadLabel,
  type PeriodFormValues,
} from './rules';
import './calendar.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** "Dead period, Division I, all squads, December 1, 2026 to January 15, 2027" */
function describe(period: RecruitingPeriod): string {
  return `${period.label}, ${divisionLabel(period.division)}, ${squadLabel(period.squad).toLowerCase()}, ${mediumDate(period.startsOn)} to ${mediumDate(period.endsOn)}`;
}

/**
 * The console's "Recruiting periods": NCAA dead, quiet, contact and evaluation periods that
 * coaches see on their calendar and coach page. None come built in; operators add each one from
 * a source they name. Adding and deleting are recorded in the audit log.
 */
export default function RecruitingPeriodsSection() {
  const queryClient = useQueryClient();
  const periods = useQuery(adminPeriodsQueryOptions());
  const [notice, setNotice] = useState<Notice>(null);
  const [deleting, setDeleting] = useState<RecruitingPeriod | null>(null);

  const remove = useMutation({
    mutationFn: (period: RecruitingPeriod) => adminPeriodsApi.remove(period.id),
    onSuccess: async (_, period) => {
      setDeleting(null);
      setNotice({ tone: 'success', text: `Deleted: ${describe(period)}.` });
      await queryClient.invalidateQueries({ queryKey: calendarKeys.periods() });
    },
    onError: (error, period) => {
      setDeleting(null);
      setNotice({ tone: 'error', text: `${describe(period)} could not be deleted. ${errorText(error)}` });
    },
  });

  return (
    <div className="calendar-console">
      <h2>Recruiting periods</h2>
      <p className="calendar-muted">
        NCAA dead, quiet, contact and evaluation periods. College coaches see those of their program&apos;s division on
        their calendar and coach page. None are built in: add a period only from a published NCAA calendar, and name it
        as the source. Adding and deleting are recorded in the audit log.
      </p>

      <AddPeriodForm
        onAdded={async (period) => {
          setNotice({ tone: 'success', text: `Added: ${describe(period)}.` });
          await queryClient.invalidateQueries({ queryKey: calendarKeys.periods() });
        }}
      />

      <h3 className="calendar-console__subtitle">All periods</h3>
      <p role="status" className="calendar-status">
        {notice?.tone === 'success' ? notice.text : null}
      </p>
      {notice?.tone === 'error' ? (
        <FormMessage tone="error">
          <p>{notice.text}</p>
        </FormMessage>
      ) : null}
      {periods.isPending ? (
        <Spinner label="Loading the recruiting periods" fullPage={false} />
      ) : periods.isError ? (
        <FormMessage tone="error" title="The recruiting periods could not be loaded.">
          <p>
            {errorText(periods.error)}{' '}
            <button type="button" className="link-button" onClick={() => void periods.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : periods.data.length === 0 ? (
        <p className="calendar-empty">No recruiting periods yet.</p>
      ) : (
        <div className="table-wrap calendar-table" role="region" aria-label="Recruiting periods" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Division</th>
                <th scope="col">Squad</th>
                <th scope="col">First day</th>
                <th scope="col">Last day</th>
                <th scope="col">Note</th>
                <th scope="col">Source</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {periods.data.map((period) => (
                <tr key={period.id}>
                  <th scope="row">
                    {period.label}
                    {period.current ? <span className="calendar-badge calendar-badge--current">In force today</span> : null}
                  </th>
                  <td>{divisionLabel(period.division)}</td>
                  <td>{squadLabel(period.squad)}</td>
                  <td className="calendar-nowrap">
                    <time dateTime={period.startsOn}>{mediumDate(period.startsOn)}</time>
                  </td>
                  <td className="calendar-nowrap">
                    <time dateTime={period.endsOn}>{mediumDate(period.endsOn)}</time>
                  </td>
                  <td>{period.note ?? <span className="calendar-muted">None</span>}</td>
                  <td>{period.source}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={remove.isPending}
                      onClick={() => {
                        setNotice(null);
                        setDeleting(period);
                      }}
                    >
                      Delete{' '}<span className="visually-hidden">{describe(period)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {deleting ? (
        <ConfirmDialog
          title="Delete this recruiting period?"
          consequences={<p>{`${describe(deleting)}. Coaches stop seeing it at once.`}</p>}
          confirmLabel="Delete period"
          busyLabel="Deleting…"
          cancelLabel="Keep the period"
          danger
          onConfirm={() => remove.mutateAsync(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}

function AddPeriodForm({ onAdded }: { onAdded: (period: RecruitingPeriod) => Promise<void> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<PeriodFormValues, unknown, RecruitingPeriodInput>({
    resolver: zodResolver(periodFormSchema),
    defaultValues: EMPTY_PERIOD,
    ...VALIDATE_ON_SUBMIT,
  });
  const errors = formState.errors;

  const add = useMutation({
    mutationFn: adminPeriodsApi.add,
    onSuccess: async (period) => {
      reset(EMPTY_PERIOD);
      await onAdded(period);
    },
    onError: (error) => {
      const { onFields } = applyServerErrors(error, setError, PERIOD_SERVER_FIELDS);
      setFailure(onFields ? 'The period was not added. Please correct the highlighted fields.' : errorText(error));
      if (onFields) focusFirstInvalid();
    },
  });

  return (
    <form
      ref={formRef}
      className="card calendar-form"
      noValidate
      aria-labelledby="calendar-period-form-title"
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit((input) => add.mutate(input), focusFirstInvalid)(event);
      }}
    >
      <h3 id="calendar-period-form-title" className="calendar-form__title">
        Add a period
      </h3>
      <div className="calendar-form__grid">
        <SelectField id="period-kind" label="Kind" error={errors.kind?.message} {...register('kind')}>
          {PERIOD_KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </SelectField>
        <SelectField id="period-division" label="Division" error={errors.division?.message} {...register('division')}>
          {CALENDAR_DIVISIONS.map((division) => (
            <option key={division} value={division}>
              {divisionLabel(division)}
            </option>
          ))}
        </SelectField>
        <SelectField id="period-squad" label="Squad" error={errors.squad?.message} {...register('squad')}>
          {PERIOD_SQUADS.map((squad) => (
            <option key={squad.value} value={squad.value}>
              {squad.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id="period-starts-on"
          label="First day"
          type="date"
          min={CALENDAR_LIMITS.earliestDate}
          max={CALENDAR_LIMITS.latestDate}
          error={errors.startsOn?.message}
          {...register('startsOn')}
        />
        <TextField
          id="period-ends-on"
          label="Last day"
          type="date"
          min={CALENDAR_LIMITS.earliestDate}
          max={CALENDAR_LIMITS.latestDate}
          hint="The period includes this day."
          error={errors.endsOn?.message}
          {...register('endsOn')}
        />
      </div>
      <TextField
        id="period-source"
        label="Source"
        autoComplete="off"
        hint="Where these dates come from, e.g. the NCAA Division I recruiting calendar and the date you read it."
        error={errors.source?.message}
        {...register('source')}
      />
      <TextField id="period-note" label="Note (optional)" autoComplete="off" hint="Shown to coaches with the period." error={errors.note?.message} {...register('note')} />
      {failure ? (
        <FormMessage tone="error">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <div className="calendar-form__actions">
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add period'}
        </button>
      </div>
    </form>
  );
}
