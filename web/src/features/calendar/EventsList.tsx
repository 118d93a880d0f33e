import type { ReactNode } from 'react';
import type { CalendarEvent } from './api';
import { below, Heading, type HeadingLevel } from './Heading';
import { formatTime, longDate, splitEvents } from './rules';
import './calendar.css';

interface EventsListProps {
  events: readonly CalendarEvent[];
  /** Today in the owner's time zone (yyyy-mm-dd): events ending before it are past. */
  today: string;
  /** The level of the "Upcoming events" and "Past events" headings; each event's title is one below. */
  level: HeadingLevel;
  /** Shown when there are no events at all. */
  empty: ReactNode;
  /** Whether to say which events send a reminder (the owner's own view). */
  showReminders?: boolean;
  /** The owner's buttons under an event. Without it the list is read-only. */
  actions?: (event: CalendarEvent) => ReactNode;
  /** An event being edited is shown as this instead (the owner's form). */
  editor?: (event: CalendarEvent) => ReactNode | null;
}

/** The owner's events, upcoming first (soonest on top), then past ones (latest on top). */
export function EventsList({ events, today, level, empty, showReminders = false, actions, editor }: EventsListProps) {
  if (events.length === 0) return <p className="calendar-empty">{empty}</p>;
  const { upcoming, past } = splitEvents(events, today);
  const groups = [
    { key: 'upcoming', title: 'Upcoming events', items: upcoming, none: 'Nothing coming up.' },
    { key: 'past', title: 'Past events', items: past, none: null },
  ];
  return (
    <>
      {groups.map((group) =>
        group.items.length === 0 && group.none === null ? null : (
          <div key={group.key} className="calendar-group">
            <Heading level={level} className="calendar-group__title">
              {group.title}
            </Heading>
            {group.items.length === 0 ? (
              <p className="calendar-empty">{group.none}</p>
            ) : (
              <ol className="calendar-list" aria-label={group.title}>
                {group.items.map((event) => {
                  const editing = editor?.(event) ?? null;
                  return editing !== null ? (
                    <li key={event.id} className="calendar-list__editor">
                      {editing}
                    </li>
                  ) : (
                    <EventItem
                      key={event.id}
                      event={event}
                      past={group.key === 'past'}
                      level={below(level)}
                      showReminder={showReminders && group.key === 'upcoming'}
                      actions={actions?.(event)}
                    />
                  );
                })}
              </ol>
            )}
          </div>
        ),
      )}
    </>
  );
}

/** "Monday, June 15, 2026 at 2:30 PM", or "… to Wednesday, June 17, 2026" for several days. */
export function eventWhen(event: Pick<CalendarEvent, 'date' | 'time' | 'endDate'>): string {
  const start = `${longDate(event.date)}${event.time ? ` at ${formatTime(event.time)}` : ''}`;
  return event.endDate && event.endDate !== event.date ? `${start} to ${longDate(event.endDate)}` : start;
}

function EventItem({
  event,
  past,
  level,
  showReminder,
  actions,
}: {
  event: CalendarEvent;
  past: boolean;
  level: HeadingLevel;
  showReminder: boolean;
  actions: ReactNode;
}) {
  const athlete = event.athleteId === null ? null : (event.athleteName ?? 'An athlete no longer visible to coaches');
  return (
    <li className={past ? 'calendar-item calendar-item--passed' : 'calendar-item'}>
      <p className="calendar-item__meta">
        <time className="calendar-item__date" dateTime={event.time ? `${event.date}T${event.time}` : event.date}>
          {eventWhen(event)}
        </time>
        <span className="calendar-badge">{event.kindLabel}</span>
      </p>
      <Heading level={level} className="calendar-item__title">
        {event.title}
      </Heading>
      {event.schoolName || athlete || event.addedBy || event.location || event.notes || (showReminder && event.remind) ? (
        <dl className="calendar-facts">
          {event.schoolName ? (
            <div>
              <dt>Program</dt>
              <dd>{event.schoolName}</dd>
            </div>
          ) : null}
          {athlete ? (
            <div>
              <dt>Athlete</dt>
              <dd>{athlete}</dd>
            </div>
          ) : null}
          {event.addedBy ? (
            <div>
              <dt>Added by</dt>
              <dd>{event.addedBy}</dd>
            </div>
          ) : null}
          {event.location ? (
            <div>
              <dt>Location</dt>
              <dd>{event.location}</dd>
            </div>
          ) : null}
          {event.notes ? (
            <div>
              <dt>Notes</dt>
              <dd className="calendar-facts__notes">{event.notes}</dd>
            </div>
          ) : null}
          {showReminder && event.remind ? (
            <div>
              <dt>Reminder</dt>
              <dd>By email the day before</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {actions ? <div className="calendar-item__actions">{actions}</div> : null}
    </li>
  );
}
