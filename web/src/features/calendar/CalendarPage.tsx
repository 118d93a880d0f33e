import { useEffect, useRef, useState, type RefCallback } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import type { WorkspaceParts } from '@/lib/workspaceParts';
import { paths } from '@/paths';
import { calendarApi, calendarKeys, calendarQueryOptions, type CalendarEvent, type CalendarView } from './api';
import { EventForm } from './EventForm';
import { EventsList } from './EventsList';
import { FeedSection } from './FeedSection';
import { KeyDatesList } from './KeyDatesList';
import { PeriodsList } from './PeriodsList';
import { divisionsLabel, errorText, todayIn } from './rules';
import './calendar.css';

/**
 * /calendar, for athletes and college coaches. Athletes see the NCAA key dates of their class,
 * coaches the recruiting periods of their program's division; both keep their own events and can
 * follow the calendar from another calendar app. `workspace` (handed in by the app's route table)
 * explains why a coach whose workspace is not open is refused.
 */
export default function CalendarPage({ workspace }: { workspace: WorkspaceParts }) {
  usePageTitle('Calendar');
  const { user } = useAuth();
  const allowed = user !== null && (user.role === 'student' || user.role === 'coach');
  const view = useQuery({ ...calendarQueryOptions(user?.id ?? ''), enabled: allowed });
  const coach = view.data ? view.data.role === 'coach' : user?.role === 'coach';

  return (
    <div className="container page calendar-page">
      <header className="page-header">
        <p className="eyebrow">Recruiting calendar</p>
        <h1>Calendar</h1>
        <p className="lead">
          {coach
            ? "The NCAA recruiting periods of your program's division, your own visits and events, and a feed for your calendar app."
            : 'The NCAA recruiting dates of your class, your own visits, camps and regattas, and a feed for your calendar app.'}
        </p>
      </header>
      {!allowed ? (
        <NotForYou parent={user?.role === 'parent'} />
      ) : view.isPending ? (
        <Spinner label="Loading your calendar" fullPage={false} />
      ) : view.isError ? (
        <LoadError error={view.error} workspace={workspace} retry={() => void view.refetch()} />
      ) : (
        <CalendarSections view={view.data} />
      )}
    </div>
  );
}

function NotForYou({ parent }: { parent: boolean }) {
  return (
    <div className="notice notice--info calendar-note" role="note">
      <p>
        The calendar is for athletes and college coaches.{' '}
        {parent ? (
          <>
            Your child&apos;s key dates and events are on the Calendar tab of their page in the{' '}
            <Link to={paths.family}>family portal</Link>.
          </>
        ) : null}
      </p>
    </div>
  );
}

function LoadError({ error, workspace, retry }: { error: Error; workspace: WorkspaceParts; retry: () => void }) {
  const refusal = workspace.refusalOf(error);
  if (refusal) return <workspace.Refusal code={refusal.code} message={refusal.message} />;
  return (
    <FormMessage tone="error" title="Your calendar could not be loaded.">
      <p>
        {errorText(error)}{' '}
        <button type="button" className="link-button" onClick={retry}>
          Try again
        </button>
      </p>
    </FormMessage>
  );
}

function CalendarSections({ view }: { view: CalendarView }) {
  const today = todayIn(view.settings.timeZone);
  const coach = view.role === 'coach';
  return (
    <div className="calendar-layout">
      <div className="calendar-layout__main">
        {coach ? <PeriodsSection view={view} /> : <KeyDatesSection view={view} />}
        <EventsSection view={view} today={today} />
      </div>
      <div className="calendar-layout__side">
        <FeedSection settings={view.settings} />
      </div>
    </div>
  );
}

function KeyDatesSection({ view }: { view: CalendarView }) {
  return (
    <section className="card calendar-section" aria-labelledby="calendar-key-dates-title">
      <h2 id="calendar-key-dates-title">Key dates</h2>
      {view.gradYear === null ? (
        <p>
          Add your graduation year to <Link to={paths.profile}>your profile</Link> to see the NCAA recruiting dates of your
          class.
        </p>
      ) : (
        <>
          <p className="calendar-muted">
            The NCAA recruiting rules&apos; dates for the class of {view.gradYear}, {divisionsLabel(view.divisions)}. Your
            target divisions are set in <Link to={paths.profile}>your profile</Link>. Rules can change: check with the
            school&apos;s compliance office when in doubt.
          </p>
          {view.keyDates.length === 0 ? (
            <p className="calendar-empty">No key dates for your divisions.</p>
          ) : (
            <KeyDatesList keyDates={view.keyDates} level={3} />
          )}
        </>
      )}
    </section>
  );
}

function PeriodsSection({ view }: { view: CalendarView }) {
  return (
    <section className="card calendar-section" aria-labelledby="calendar-periods-title">
      <h2 id="calendar-periods-title">Recruiting periods</h2>
      <p className="calendar-muted">
        NCAA dead, quiet, contact and evaluation periods in force today and ahead for your program&apos;s division.
      </p>
      {view.periods.length === 0 ? (
        <p className="calendar-empty">No recruiting periods are listed for your program&apos;s division, today or ahead.</p>
      ) : (
        <PeriodsList periods={view.periods} level={3} />
      )}
    </section>
  );
}

type Focus = { to: 'add' } | { to: 'edit'; id: string } | null;

function EventsSection({ view, today }: { view: CalendarView; today: string }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const coach = view.role === 'coach';
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const editRefs = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<Focus>(null);

  // When a form closes, the keyboard goes back to the button that opened it.
  useEffect(() => {
    if (focus === null) return;
    const target = focus.to === 'add' ? addRef.current : editRefs.current.get(focus.id);
    if (target) {
      target.focus();
      setFocus(null);
    }
  }, [focus, editing, view]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.view(userId) });

  const close = (next: Focus) => {
    setEditing(null);
    setFocus(next);
  };

  const remove = useMutation({
    mutationFn: (event: CalendarEvent) => calendarApi.deleteEvent(event.id),
    onSuccess: async (_, event) => {
      setDeleting(null);
      setNotice(`“${event.title}” deleted.`);
      setFocus({ to: 'add' });
      await refresh();
    },
    onError: (error, event) => {
      setFailure(`“${event.title}” could not be deleted. ${errorText(error)}`);
    },
  });

  const start = (id: string) => {
    setNotice('');
    setFailure(null);
    setDeleting(null);
    setEditing(id);
  };

  return (
    <section className="card calendar-section" aria-labelledby="calendar-events-title">
      <div className="calendar-section__head">
        <h2 id="calendar-events-title">My events</h2>
        {editing === 'new' ? null : (
          <button ref={addRef} type="button" className="button button--primary" onClick={() => start('new')}>
            Add an event
          </button>
        )}
      </div>
      <p className="calendar-muted">
        {coach
          ? 'Visits, camps, regattas and deadlines you keep track of. Only you see them, but for a visit with an athlete: it is on the athlete’s calendar too.'
          : 'Visits, camps, regattas, erg tests and deadlines you keep track of, and visits a college coach planned with you (only the coach changes those). Parents linked to your account see them too.'}
      </p>
      <p role="status" className="calendar-status">
        {notice}
      </p>
      {failure ? (
        <FormMessage tone="error">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      {editing === 'new' ? (
        <EventForm
          event={null}
          coach={coach}
          remindersOn={view.settings.reminders}
          onSaved={async (saved) => {
            setNotice(`“${saved.title}” added.`);
            close({ to: 'add' });
            await refresh();
          }}
          onCancel={() => close({ to: 'add' })}
        />
      ) : null}
      <EventsList
        events={view.events}
        today={today}
        level={3}
        showReminders
        empty="No events yet. Add an official visit, a camp or a regatta to keep track of it."
        editor={(event) =>
          editing === event.id ? (
            <EventForm
              event={event}
              coach={coach}
              remindersOn={view.settings.reminders}
              onSaved={async (saved) => {
                setNotice(`“${saved.title}” saved.`);
                close({ to: 'edit', id: event.id });
                await refresh();
              }}
              onCancel={() => close({ to: 'edit', id: event.id })}
            />
          ) : null
        }
        actions={(event) =>
          // A coach's visit is the coach's to change: the athlete only sees it.
          event.addedBy ? null : (
            <EventActions
              event={event}
              confirming={deleting === event.id}
              deleting={remove.isPending}
              editRef={(element) => {
                if (element) editRefs.current.set(event.id, element);
                else editRefs.current.delete(event.id);
              }}
              onEdit={() => start(event.id)}
              onAskDelete={() => {
                setNotice('');
                setFailure(null);
                setDeleting(event.id);
              }}
              onDelete={() => remove.mutate(event)}
              onKeep={() => {
                setDeleting(null);
                setFocus({ to: 'edit', id: event.id });
              }}
            />
          )
        }
      />
    </section>
  );
}

/** Edit and delete for one of the owner's events; delete asks first, in place. */
function EventActions({
  event,
  confirming,
  deleting,
  editRef,
  onEdit,
  onAskDelete,
  onDelete,
  onKeep,
}: {
  event: CalendarEvent;
  /** The delete question is shown. */
  confirming: boolean;
  /** A delete is on its way. */
  deleting: boolean;
  editRef: RefCallback<HTMLButtonElement>;
  onEdit: () => void;
  onAskDelete: () => void;
  onDelete: () => void;
  onKeep: () => void;
}) {
  if (confirming) {
    return (
      <div className="calendar-confirm" role="group" aria-label={`Delete “${event.title}”?`}>
        <span>Delete “{event.title}”?</span>
        <button type="button" className="button button--danger button--small" disabled={deleting} onClick={onDelete}>
          Delete
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={deleting}
          // The safe answer takes the focus when the question appears.
          autoFocus
          onClick={onKeep}
        >
          Keep
        </button>
      </div>
    );
  }
  return (
    <>
      <button ref={editRef} type="button" className="button button--secondary button--small" onClick={onEdit}>
        Edit{' '}<span className="visually-hidden">“{event.title}”</span>
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onAskDelete}>
        Delete{' '}<span className="visually-hidden">“{event.title}”</span>
      </button>
    </>
  );
}
