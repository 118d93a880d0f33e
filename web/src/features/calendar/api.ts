import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';

/*
 * The recruitment calendar's calls (the calendar contract, issue 20): athletes' key dates, coaches'
 * recruiting periods, everyone's own events, the private iCalendar feed and email reminders.
 *
 * The request and answer types below are written by hand from the contract, in this one place,
 * until the server's OpenAPI document describes them; then each becomes `Schema<'…'>` of the
 * generated `src/api/schema.ts` under the same name.
 */

// ---------------------------------------------------------------------------------------------
// Shapes (hand-written from the contract; to be replaced by the generated ones).
// ---------------------------------------------------------------------------------------------

/** An NCAA division as the calendar names it. */
export type Division = 'I' | 'II' | 'III';

/** Who a recruiting period applies to. */
export type PeriodSquad = 'all' | 'womens' | 'mens';

/** The NCAA's kinds of recruiting period. */
export type PeriodKind = 'dead' | 'quiet' | 'contact' | 'evaluation';

/** What an event is. */
export type EventKind =
  | 'official_visit'
  | 'unofficial_visit'
  | 'camp'
  | 'regatta'
  | 'erg_test'
  | 'application_deadline'
  | 'other';

/** A recruiting-rules date computed from the athlete's graduation year. */
export interface KeyDate {
  /** A stable slug, e.g. `di-contact`. */
  id: string;
  /** yyyy-mm-dd */
  date: string;
  division: string;
  title: string;
  /** One plain sentence: what changes on that day. */
  meaning: string;
  source: string;
  /** The month the rule was last checked, e.g. "2026-02". */
  checked: string;
  /** The day is before today in the owner's time zone. */
  passed: boolean;
}

/** A dead, quiet, contact or evaluation period, as operators enter them in the console. */
export interface RecruitingPeriod {
  id: string;
  division: string;
  squad: PeriodSquad;
  kind: PeriodKind;
  /** "Dead period" */
  label: string;
  /** The NCAA's definition, one sentence. */
  meaning: string;
  /** yyyy-mm-dd, the first day. */
  startsOn: string;
  /** yyyy-mm-dd, the last day (inclusive). */
  endsOn: string;
  note: string | null;
  source: string;
  /** Today (in the owner's time zone) is within the period. */
  current: boolean;
}

/** One of the owner's own events. */
export interface CalendarEvent {
  id: string;
  kind: EventKind;
  kindLabel: string;
  title: string;
  /** yyyy-mm-dd */
  date: string;
  /** HH:MM (24 h) in the owner's time zone; null for an all-day event. */
  time: string | null;
  /** yyyy-mm-dd, the last day of an event over several days. */
  endDate: string | null;
  schoolId: string | null;
  schoolName: string | null;
  /** Coach events: the athlete it is about. */
  athleteId: string | null;
  /** Null when the athlete is no longer visible to coaches. */
  athleteName: string | null;
  location: string | null;
  notes: string | null;
  remind: boolean;
}

/** The owner's calendar settings. */
export interface CalendarSettings {
  /** An IANA time zone name. */
  timeZone: string;
  /** False until the owner (or the page, from the browser) has chosen a time zone. */
  timeZoneSet: boolean;
  reminders: boolean;
  /** When the current feed address was made; null while there is none. */
  feedCreatedAt: string | null;
}

/** GET /api/calendar, GET /api/family/children/{id}/calendar */
export interface CalendarView {
  role: 'athlete' | 'coach';
  gradYear: number | null;
  divisions: string[];
  /** Athletes with a graduation year; empty for coaches. */
  keyDates: KeyDate[];
  /** Coaches: the current and future periods of the program's division; empty for athletes. */
  periods: RecruitingPeriod[];
  /** By date, then time. */
  events: CalendarEvent[];
  settings: CalendarSettings;
}

/** POST /api/calendar/events, PUT /api/calendar/events/{id} */
export interface EventInput {
  kind: EventKind;
  title: string;
  date: string;
  time?: string | null;
  endDate?: string | null;
  schoolId?: string | null;
  /** Coaches only: an athlete on the program's board. */
  athleteId?: string | null;
  location?: string | null;
  notes?: string | null;
  /** Defaults to true. */
  remind?: boolean;
}

/** PUT /api/calendar/settings */
export interface CalendarSettingsInput {
  timeZone: string;
  reminders: boolean;
}

/** POST /api/calendar/feed (201): the secret address, shown in this answer only. */
export interface CalendarFeed {
  url: string;
  createdAt: string;
}

/** POST /api/calendar/reminders/unsubscribe */
export interface ReminderUnsubscribeRequest {
  token: string;
}

/** POST /api/calendar/reminders/unsubscribe (200) */
export interface ReminderUnsubscribed {
  ok: boolean;
}

/** POST /api/admin/recruiting-periods */
export interface RecruitingPeriodInput {
  division: Division;
  squad: PeriodSquad;
  kind: PeriodKind;
  startsOn: string;
  endsOn: string;
  note?: string | null;
  source: string;
}

// ---------------------------------------------------------------------------------------------
// Queries and calls.
// ---------------------------------------------------------------------------------------------

const id = (value: string) => encodeURIComponent(value);

/** The signed-in owner's iCalendar file, downloaded with the session cookie. */
export const CALENDAR_ICS_URL = '/api/calendar.ics';

export const calendarKeys = {
  view: (userId: string) => queryKeys.calendar(userId),
  boardAthletes: (userId: string) => [...queryKeys.calendar(userId), 'board-athletes'] as const,
  /**
   * A linked child's calendar in the parent portal: under the portal's own keys
   * (['family', userId, 'child', childId, …]), so refreshing the portal refreshes it too.
   */
  child: (userId: string, childId: string) => ['family', userId, 'child', childId, 'calendar'] as const,
  /** Under 'admin', like every console query. */
  periods: () => ['admin', 'recruiting-periods'] as const,
};

/** GET /api/calendar */
export const calendarQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: calendarKeys.view(userId),
    queryFn: ({ signal }) => api.get<CalendarView>('/calendar', signal),
    retry: false,
  });

/** An athlete on the coach's board, for the event form's athlete select. */
export interface BoardAthlete {
  id: string;
  name: string;
}

/** GET /api/coach/board, reduced to the athletes' ids and names (coaches only). */
export const boardAthletesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: calendarKeys.boardAthletes(userId),
    queryFn: async ({ signal }): Promise<BoardAthlete[]> => {
      const board = await api.get<Schema<'Board'>>('/coach/board', signal);
      return board.cards
        .map((card) => ({ id: card.athlete.id, name: card.athlete.fullName ?? 'Unnamed athlete' }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-US'));
    },
    retry: false,
  });

/** GET /api/family/children/{id}/calendar: a linked child's calendar, read-only (parents). */
export const childCalendarQueryOptions = (userId: string, childId: string) =>
  queryOptions({
    queryKey: calendarKeys.child(userId, childId),
    queryFn: ({ signal }) => api.get<CalendarView>(`/family/children/${id(childId)}/calendar`, signal),
    retry: false,
  });

/** GET /api/admin/recruiting-periods: every period, by start date (operators). */
export const adminPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.periods(),
    queryFn: ({ signal }) => api.get<RecruitingPeriod[]>('/admin/recruiting-periods', signal),
  });

/** The owner's calls. */
export const calendarApi = {
  addEvent: (input: EventInput) => api.post<CalendarEvent>('/calendar/events', input),
  updateEvent: (eventId: string, input: EventInput) => api.put<CalendarEvent>(`/calendar/events/${id(eventId)}`, input),
  deleteEvent: (eventId: string) => api.delete<undefined>(`/calendar/events/${id(eventId)}`),
  saveSettings: (input: CalendarSettingsInput) => api.put<CalendarSettings>('/calendar/settings', input),
  /** Creates the feed address, or renews it: the old one stops working at once. */
  createFeed: () => api.post<CalendarFeed>('/calendar/feed'),
  deleteFeed: () => api.delete<undefined>('/calendar/feed'),
};

/** POST /api/calendar/reminders/unsubscribe: the reminder email's link, signed out. */
export function unsubscribeReminders(token: string) {
  return api.post<ReminderUnsubscribed>('/calendar/reminders/unsubscribe', { token } satisfies ReminderUnsubscribeRequest);
}

/** The operators' calls (the console's "Recruiting periods" section). */
export const adminPeriodsApi = {
  add: (input: RecruitingPeriodInput) => api.post<RecruitingPeriod>('/admin/recruiting-periods', input),
  remove: (periodId: string) => api.delete<undefined>(`/admin/recruiting-periods/${id(periodId)}`),
};
