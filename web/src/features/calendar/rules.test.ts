import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './api';
import {
  dateRange,
  divisionsLabel,
  eventFormValues,
  formatChecked,
  formatTime,
  longDate,
  splitEvents,
  todayIn,
  toEventInput,
  toPeriodInput,
  validateEvent,
  validatePeriod,
  type EventFormValues,
} from './rules';

const form = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...eventFormValues(null),
  title: 'Official visit to Yale',
  date: '2026-10-02',
  ...overrides,
});

const event = (id: string, date: string, endDate: string | null = null): CalendarEvent => ({
  id,
  kind: 'camp',
  kindLabel: 'Camp',
  title: id,
  date,
  time: null,
  endDate,
  schoolId: null,
  schoolName: null,
  athleteId: null,
  athleteName: null,
  location: null,
  notes: null,
  remind: true,
});

describe('the event rules', () => {
  it('accept a complete event and send empty optional fields as null', () => {
    expect(validateEvent(form())).toEqual({});
    expect(toEventInput(form({ location: '  ', time: '09:30' }), false)).toEqual({
      kind: 'official_visit',
      title: 'Official visit to Yale',
      date: '2026-10-02',
      time: '09:30',
      endDate: null,
      schoolId: null,
      location: null,
      notes: null,
      remind: true,
      athleteId: null,
    });
  });

  it('send an athlete for coaches only', () => {
    expect(toEventInput(form({ athleteId: 'a-1' }), true).athleteId).toBe('a-1');
    expect(toEventInput(form({ athleteId: '' }), true).athleteId).toBeNull();
    expect(toEventInput(form({ athleteId: 'a-1' }), false).athleteId).toBeNull();
  });

  it('mirror the server’s limits', () => {
    expect(validateEvent(form({ title: '   ' })).title).toBe('Enter a title.');
    expect(validateEvent(form({ title: 'x'.repeat(120) })).title).toBeUndefined();
    expect(validateEvent(form({ title: 'x'.repeat(121) })).title).toBe('The title must be at most 120 characters.');
    // Characters, not UTF-16 units: 120 emoji fit.
    expect(validateEvent(form({ title: '🚣'.repeat(120) })).title).toBeUndefined();
    expect(validateEvent(form({ location: 'x'.repeat(201) })).location).toBe('The location must be at most 200 characters.');
    expect(validateEvent(form({ notes: 'x'.repeat(2000) })).notes).toBeUndefined();
    expect(validateEvent(form({ notes: 'x'.repeat(2001) })).notes).toBe('The notes must be at most 2000 characters.');
    expect(validateEvent(form({ date: '' })).date).toBe('Enter the date.');
    expect(validateEvent(form({ date: '2026-02-30' })).date).toBe('Enter a date such as 2026-06-15.');
    expect(validateEvent(form({ date: '1999-12-31' })).date).toBe('Enter a date between 2000 and 2100.');
    expect(validateEvent(form({ date: '2101-01-01' })).date).toBe('Enter a date between 2000 and 2100.');
    expect(validateEvent(form({ time: '25:00' })).time).toBe('Enter a time such as 14:30.');
    expect(validateEvent(form({ kind: 'party' })).kind).toBe('Choose what kind of event it is.');
  });

  it('want the end date on or after the date', () => {
    expect(validateEvent(form({ endDate: '2026-10-01' })).endDate).toBe('The end date must be on or after the date.');
    expect(validateEvent(form({ endDate: '2026-10-02' })).endDate).toBeUndefined();
    expect(validateEvent(form({ endDate: '2026-10-04' })).endDate).toBeUndefined();
  });
});

describe('the period rules', () => {
  const period = { division: 'I', squad: 'all', kind: 'dead', startsOn: '2026-12-01', endsOn: '2027-01-15', note: '', source: 'NCAA' };

  it('want a source and a last day on or after the first', () => {
    expect(validatePeriod(period)).toEqual({});
    expect(validatePeriod({ ...period, source: ' ' }).source).toBe('Say where these dates come from.');
    expect(validatePeriod({ ...period, endsOn: '2026-11-30' }).endsOn).toBe('The last day must be on or after the first day.');
    expect(validatePeriod({ ...period, endsOn: '2026-12-01' }).endsOn).toBeUndefined();
    expect(validatePeriod({ ...period, startsOn: '' }).startsOn).toBe('Enter the first day.');
    expect(toPeriodInput({ ...period, note: ' ' })).toEqual({ ...period, note: null });
  });
});

describe('dates and times', () => {
  it('read as calendar days, whatever the reader’s zone', () => {
    expect(longDate('2024-11-13')).toBe('Wednesday, November 13, 2024');
    expect(longDate('not a date')).toBe('not a date');
    expect(dateRange('2026-06-01', '2026-06-03')).toBe('June 1, 2026 to June 3, 2026');
    expect(dateRange('2026-06-01', '2026-06-01')).toBe('June 1, 2026');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatChecked('2026-02')).toBe('February 2026');
    expect(formatChecked('spring 2026')).toBe('spring 2026');
    expect(divisionsLabel(['I'])).toBe('Division I');
    expect(divisionsLabel(['I', 'III'])).toBe('Division I and III');
    expect(divisionsLabel(['I', 'II', 'III'])).toBe('Division I, II and III');
  });

  it('take today in the owner’s time zone', () => {
    const instant = new Date('2026-03-01T03:00:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-02-28');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-03-01');
  });

  it('split events into upcoming (going on counts) and past, the latest past first', () => {
    // By date, as the server sends them.
    const events = [event('older-but-long', '2025-12-30', '2026-01-02'), event('old', '2026-01-01'), event('camp', '2026-02-27', '2026-03-02'), event('next', '2026-03-05')];
    const { upcoming, past } = splitEvents(events, '2026-03-01');
    expect(upcoming.map((e) => e.id)).toEqual(['camp', 'next']);
    expect(past.map((e) => e.id)).toEqual(['old', 'older-but-long']);
  });
});
