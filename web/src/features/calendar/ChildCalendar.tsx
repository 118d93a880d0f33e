import { useQuery } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { childCalendarQueryOptions } from './api';
import { EventsList } from './EventsList';
import { KeyDatesList } from './KeyDatesList';
import { divisionsLabel, errorText, todayIn } from './rules';
import './calendar.css';

/**
 * A linked child's calendar in the parent portal, read-only: the NCAA key dates of the child's
 * class and the child's own events. Shown under the portal's "Calendar" heading (an h2).
 */
export default function ChildCalendar({ childId, name }: { childId: string; name: string }) {
  const { user } = useAuth();
  const calendar = useQuery({ ...childCalendarQueryOptions(user?.id ?? '', childId), enabled: user !== null });

  if (calendar.isPending) return <Spinner label="Loading the calendar" fullPage={false} />;
  if (calendar.isError) {
    const missing = isApiError(calendar.error) && calendar.error.status === 404;
    return (
      <FormMessage tone="error" title={missing ? 'This calendar was not found.' : 'The calendar could not be loaded.'}>
        <p>
          {missing ? 'The athlete may no longer be linked to your account.' : errorText(calendar.error)}{' '}
          {missing ? null : (
            <button type="button" className="link-button" onClick={() => void calendar.refetch()}>
              Try again
            </button>
          )}
        </p>
      </FormMessage>
    );
  }

  const view = calendar.data;
  return (
    <div className="calendar-child">
      <section className="calendar-child__part" aria-labelledby="calendar-child-dates">
        <h3 id="calendar-child-dates">Key dates</h3>
        {view.gradYear === null ? (
          <p className="calendar-empty">
            {name} has not added a graduation year to their profile yet, so no NCAA key dates are shown.
          </p>
        ) : view.keyDates.length === 0 ? (
          <p className="calendar-empty">No key dates for {name}&apos;s divisions.</p>
        ) : (
          <>
            <p className="calendar-muted">
              The NCAA recruiting rules&apos; dates for the class of {view.gradYear}, {divisionsLabel(view.divisions)}.
            </p>
            <KeyDatesList keyDates={view.keyDates} level={4} label={`${name}'s key dates`} />
          </>
        )}
      </section>
      <section className="calendar-child__part" aria-labelledby="calendar-child-events">
        <h3 id="calendar-child-events">Events</h3>
        <p className="calendar-muted">Visits, camps, regattas and deadlines {name} keeps in their calendar.</p>
        <EventsList
          events={view.events}
          today={todayIn(view.settings.timeZone)}
          level={4}
          empty={`${name} has no events in their calendar yet.`}
        />
      </section>
    </div>
  );
}
