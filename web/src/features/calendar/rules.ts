import { z } from 'zod';
import { isApiError } from '@/lib/api';
import type {
  CalendarEvent,
  Division,
  EventInput,
  EventKind,
  PeriodKind,
  PeriodSquad,
  RecruitingPeriodInput,
} from './api';

/*
 * The calendar's rules, in one place: the server's limits (mirrored so the forms say what is
 * wrong before sending), the labels of kinds and squads, and how dates and times read.
 */

/** The server's limits on events and periods. */
export const CALENDAR_LIMITS = {
  titleMax: 120,
  locationMax: 200,
  notesMax: 2000,
  /** The most events one owner may keep (the server answers 409 `too_many_events` past it). */
  eventsMax: 500,
  earliestDate: '2000-01-01',
  latestDate: '2100-12-31',
} as const;

export const EVENT_KINDS: readonly { value: EventKind; label: string }[] = [
  { value: 'official_visit', label: 'Official visit' },
  { value: 'unofficial_visit', label: 'Unofficial visit' },
  { value: 'camp', label: 'Camp' },
  { value: 'regatta', label: 'Regatta' },
  { value: 'erg_test', label: 'Erg test' },
  { value: 'application_deadline', label: 'Application deadline' },
  { value: 'other', label: 'Other' },
];

export const PERIOD_KINDS: readonly { value: PeriodKind; label: string }[] = [
  { value: 'dead', label: 'Dead period' },
  { value: 'quiet', label: 'Quiet period' },
  { value: 'contact', label: 'Contact period' },
  { value: 'evaluation', label: 'Evaluation period' },
];

export const PERIOD_SQUADS: readonly { value: PeriodSquad; label: string }[] = [
  { value: 'all', label: 'All squads' },
  { value: 'womens', label: "Women's rowing" },
  { value: 'mens', label: "Men's rowing" },
];

export const CALENDAR_DIVISIONS: readonly Division[] = ['I', 'II', 'III'];

export function squadLabel(squad: string): string {
  return PERIOD_SQUADS.find((option) => option.value === squad)?.label ?? squad;
}

export function periodKindLabel(kind: string): string {
  return PERIOD_KINDS.find((option) => option.value === kind)?.label ?? kind;
}

export function divisionLabel(division: string): string {
  return `Division ${division}`;
}

/** "Division I, II and III" */
export function divisionsLabel(divisions: readonly string[]): string {
  if (divisions.length === 0) return 'Division I, II and III';
  if (divisions.length === 1) return divisionLabel(divisions[0] ?? '');
  return `Division ${divisions.slice(0, -1).join(', ')} and ${divisions[divisions.length - 1] ?? ''}`;
}

// ---------------------------------------------------------------------------------------------
// Dates and times.
// ---------------------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day written yyyy-mm-dd. */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

function utcDate(iso: string): Date | null {
  return isCalendarDate(iso) ? new Date(`${iso}T00:00:00Z`) : null;
}

/** "2026-06-15" as "Monday, June 15, 2026", read as a calendar day (no time zone shift). */
export function longDate(iso: string): string {
  const date = utcDate(iso);
  if (!date) return iso;
  return date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "2026-06-15" as "June 15, 2026". */
export function mediumDate(iso: string): string {
  const date = utcDate(iso);
  if (!date) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "June 1 to June 3, 2026"-style range of two calendar days, or the one day when they are the same. */
export function dateRange(start: string, end: string | null, format: (iso: string) => string = mediumDate): string {
  if (end === null || end === start) return format(start);
  return `${format(start)} to ${format(end)}`;
}

/** "14:30" as "2:30 PM". */
export function formatTime(time: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${suffix}`;
}

/** The month a rule was checked, "2026-02", as "February 2026"; anything else as given. */
export function formatChecked(checked: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(checked);
  if (!match) return checked;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  if (Number.isNaN(date.getTime())) return checked;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** An instant ("2026-11-20T12:00:00Z") as the day it falls on where the reader is. */
export function formatDay(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Today as yyyy-mm-dd in `timeZone` (the browser's own day when the zone is unknown). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
    return local.toISOString().slice(0, 10);
  }
}

/** The owner's events split into those still to come (or going on) and those over, the latest first. */
export function splitEvents(events: readonly CalendarEvent[], today: string): { upcoming: CalendarEvent[]; past: CalendarEvent[] } {
  const upcoming: CalendarEvent[] = [];
  const past: CalendarEvent[] = [];
  for (const event of events) {
    if ((event.endDate ?? event.date) >= today) upcoming.push(event);
    else past.push(event);
  }
  return { upcoming, past: past.reverse() };
}

/** The browser's IANA time zone, or null when it cannot tell. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone !== '' ? zone : null;
  } catch {
    return null;
  }
}

/** A few zones for browsers that cannot list them all. */
const FALLBACK_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'UTC',
];

/** The time zones to choose from, always with the ones given (the saved zone, the browser's). */
export function timeZoneOptions(...keep: (string | null)[]): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = FALLBACK_ZONES;
  }
  const all = new Set(zones.length > 0 ? zones : FALLBACK_ZONES);
  for (const zone of keep) if (zone) all.add(zone);
  return [...all].sort((a, b) => a.localeCompare(b, 'en-US'));
}

/** "America/New_York" as "America/New York". */
export function zoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}

// ---------------------------------------------------------------------------------------------
// The event form.
// ---------------------------------------------------------------------------------------------

/** Characters as the server counts them (Unicode scalar values, not UTF-16 units). */
const length = (text: string) => Array.from(text).length;

const optional = (raw: string) => {
  const value = raw.trim();
  return value === '' ? null : value;
};

function isKind(value: string): value is EventKind {
  return EVENT_KINDS.some((option) => option.value === value);
}

const inRange = (date: string) => date >= CALENDAR_LIMITS.earliestDate && date <= CALENDAR_LIMITS.latestDate;

export const DATE_RANGE_MESSAGE = 'Enter a date between 2000 and 2100.';

/** What the event form holds: every input as typed. */
export const eventFields = z.object({
  kind: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string(),
  endDate: z.string(),
  schoolId: z.string(),
  athleteId: z.string(),
  location: z.string(),
  notes: z.string(),
  remind: z.boolean(),
});
export type EventFormValues = z.input<typeof eventFields>;

export type EventErrors = Partial<Record<keyof EventFormValues, string>>;

/** The server's checks of an event, on the form's values. */
export function validateEvent(values: EventFormValues): EventErrors {
  const errors: EventErrors = {};
  if (!isKind(values.kind)) errors.kind = 'Choose what kind of event it is.';
  const title = values.title.trim();
  if (title === '') errors.title = 'Enter a title.';
  else if (length(title) > CALENDAR_LIMITS.titleMax) errors.title = `The title must be at most ${CALENDAR_LIMITS.titleMax} characters.`;
  const date = values.date.trim();
  if (date === '') errors.date = 'Enter the date.';
  else if (!isCalendarDate(date)) errors.date = 'Enter a date such as 2026-06-15.';
  else if (!inRange(date)) errors.date = DATE_RANGE_MESSAGE;
  const time = values.time.trim();
  if (time !== '' && !TIME.test(time)) errors.time = 'Enter a time such as 14:30.';
  const endDate = values.endDate.trim();
  if (endDate !== '') {
    if (!isCalendarDate(endDate)) errors.endDate = 'Enter a date such as 2026-06-17.';
    else if (!inRange(endDate)) errors.endDate = DATE_RANGE_MESSAGE;
    else if (errors.date === undefined && endDate < date) errors.endDate = 'The end date must be on or after the date.';
  }
  if (length(values.location.trim()) > CALENDAR_LIMITS.locationMax) {
    errors.location = `The location must be at most ${CALENDAR_LIMITS.locationMax} characters.`;
  }
  if (length(values.notes.trim()) > CALENDAR_LIMITS.notesMax) {
    errors.notes = `The notes must be at most ${CALENDAR_LIMITS.notesMax} characters.`;
  }
  return errors;
}

/** The request body of a valid form. Athletes never send an athlete. */
export function toEventInput(values: EventFormValues, coach: boolean): EventInput {
  const input: EventInput = {
    kind: isKind(values.kind) ? values.kind : 'other',
    title: values.title.trim(),
    date: values.date.trim(),
    time: optional(values.time),
    endDate: optional(values.endDate),
    schoolId: optional(values.schoolId),
    location: optional(values.location),
    notes: optional(values.notes),
    remind: values.remind,
    athleteId: coach ? optional(values.athleteId) : null,
  };
  return input;
}

export function eventFormValues(event: CalendarEvent | null, athleteIds: readonly string[] = []): EventFormValues {
  return {
    kind: event?.kind ?? 'official_visit',
    title: event?.title ?? '',
    date: event?.date ?? '',
    time: event?.time ?? '',
    endDate: event?.endDate ?? '',
    schoolId: event?.schoolId ?? '',
    // An athlete no longer on the board cannot be kept: the server would refuse them.
    athleteId: event?.athleteId && athleteIds.includes(event.athleteId) ? event.athleteId : '',
    location: event?.location ?? '',
    notes: event?.notes ?? '',
    remind: event?.remind ?? true,
  };
}

export function eventFormSchema(coach: boolean) {
  return eventFields
    .superRefine((values, context) => {
      for (const [path, message] of Object.entries(validateEvent(values))) {
        context.addIssue({ code: 'custom', path: [path], message });
      }
    })
    .transform((values) => toEventInput(values, coach));
}

/** The event form's fields by the server's names (the same names). */
export const EVENT_SERVER_FIELDS = {
  kind: 'kind',
  title: 'title',
  date: 'date',
  time: 'time',
  endDate: 'endDate',
  schoolId: 'schoolId',
  athleteId: 'athleteId',
  location: 'location',
  notes: 'notes',
} as const satisfies Record<string, keyof EventFormValues>;

// ---------------------------------------------------------------------------------------------
// The console's period form.
// ---------------------------------------------------------------------------------------------

export const periodFields = z.object({
  division: z.string(),
  squad: z.string(),
  kind: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  note: z.string(),
  source: z.string(),
});
export type PeriodFormValues = z.input<typeof periodFields>;
export type PeriodErrors = Partial<Record<keyof PeriodFormValues, string>>;

export const EMPTY_PERIOD: PeriodFormValues = { division: 'I', squad: 'all', kind: 'dead', startsOn: '', endsOn: '', note: '', source: '' };

export function validatePeriod(values: PeriodFormValues): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!CALENDAR_DIVISIONS.some((d) => d === values.division)) errors.division = 'Choose a division.';
  if (!PERIOD_SQUADS.some((s) => s.value === values.squad)) errors.squad = 'Choose a squad.';
  if (!PERIOD_KINDS.some((k) => k.value === values.kind)) errors.kind = 'Choose a kind of period.';
  const startsOn = values.startsOn.trim();
  const endsOn = values.endsOn.trim();
  if (startsOn === '') errors.startsOn = 'Enter the first day.';
  else if (!isCalendarDate(startsOn)) errors.startsOn = 'Enter a date such as 2026-12-01.';
  else if (!inRange(startsOn)) errors.startsOn = DATE_RANGE_MESSAGE;
  if (endsOn === '') errors.endsOn = 'Enter the last day.';
  else if (!isCalendarDate(endsOn)) errors.endsOn = 'Enter a date such as 2027-01-15.';
  else if (!inRange(endsOn)) errors.endsOn = DATE_RANGE_MESSAGE;
  else if (errors.startsOn === undefined && endsOn < startsOn) errors.endsOn = 'The last day must be on or after the first day.';
  if (values.source.trim() === '') errors.source = 'Say where these dates come from.';
  return errors;
}

export function toPeriodInput(values: PeriodFormValues): RecruitingPeriodInput {
  return {
    division: (CALENDAR_DIVISIONS.find((d) => d === values.division) ?? 'I'),
    squad: PERIOD_SQUADS.find((s) => s.value === values.squad)?.value ?? 'all',
    kind: PERIOD_KINDS.find((k) => k.value === values.kind)?.value ?? 'dead',
    startsOn: values.startsOn.trim(),
    endsOn: values.endsOn.trim(),
    note: optional(values.note),
    source: values.source.trim(),
  };
}

export const periodFormSchema = periodFields
  .superRefine((values, context) => {
    for (const [path, message] of Object.entries(validatePeriod(values))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform(toPeriodInput);

export const PERIOD_SERVER_FIELDS = {
  division: 'division',
  squad: 'squad',
  kind: 'kind',
  startsOn: 'startsOn',
  endsOn: 'endsOn',
  note: 'note',
  source: 'source',
} as const satisfies Record<string, keyof PeriodFormValues>;

// ---------------------------------------------------------------------------------------------
// Errors.
// ---------------------------------------------------------------------------------------------

/** What went wrong, in words the owner can act on. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'Could not reach RowRecruit. Check your connection and try again.';
    if (error.status >= 500) return 'RowRecruit had a problem answering. Try again in a moment.';
    if (error.code === 'too_many_events') {
      return error.message !== '' ? error.message : `You can keep at most ${CALENDAR_LIMITS.eventsMax} events. Delete past ones to add more.`;
    }
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}
