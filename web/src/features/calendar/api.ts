import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import type { EmailLinkAnswer, EmailLinkSend } from '@/features/auth';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';

/*
 * The recruitment calendar's calls: athletes' key dates, coaches' recruiting periods, everyone's
 * own events, the private iCalendar feed and email reminders. Types are the server's (generated
 * into `src/api/schema.ts`).
 */

export type Division = 'I' | 'II' | 'III';
export type PeriodSquad = Schema<'PeriodSquad'>;
export type PeriodKind = Schema<'PeriodKind'>;
export type EventKind = Schema<'EventKind'>;
export type KeyDate = Schema<'KeyDate'>;
export type RecruitingPeriod = Schema<'RecruitingPeriod'>;
export type CalendarEvent = Schema<'CalendarEvent'>;
export type CalendarSettings = Schema<'CalendarSettings'>;
export type CalendarView = Schema<'CalendarView'>;
export type EventInput = Schema<'EventInput'>;
export type CalendarSettingsInput = Schema<'SettingsInput'>;
export type CalendarFeed = Schema<'FeedAddress'>;
export type RecruitingPeriodInput = Schema<'PeriodInput'>;

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

/** POST /api/calendar/reminders/unsubscribe: the reminder email's link, signed out, turns reminders off or back on. */
export const unsubscribeReminders: EmailLinkSend = (token, resubscribe) =>
  api.post<EmailLinkAnswer>('/calendar/reminders/unsubscribe', { token, resubscribe } satisfies Schema<'EmailLinkRequest'>);

/** The operators' calls (the console's "Recruiting periods" section). */
export const adminPeriodsApi = {
  add: (input: RecruitingPeriodInput) => api.post<RecruitingPeriod>('/admin/recruiting-periods', input),
  remove: (periodId: string) => api.delete<undefined>(`/admin/recruiting-periods/${id(periodId)}`),
};
