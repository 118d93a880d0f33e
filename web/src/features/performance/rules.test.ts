import { describe, expect, it } from 'vitest';
import { formatChange, formatTenths, parseErgTime, personalBests, seatsOf } from '@/lib/rowing';
import type { ErgTestInput, RaceResultInput } from './api';
import { validateErgTest, validateRace } from './rules';

const TODAY = '2026-11-01';

const erg = (change: Partial<ErgTestInput>): ErgTestInput => ({
  piece: '2k',
  time: '6:58.4',
  meters: null,
  date: '2026-10-01',
  strokeRate: null,
  notes: null,
  verificationCode: null,
  ...change,
});

const race = (change: Partial<RaceResultInput>): RaceResultInput => ({
  regatta: 'Head of the Charles',
  date: '2026-10-18',
  event: "Women's Youth 8+",
  boatClass: '8+',
  seat: '7',
  place: null,
  time: null,
  resultsUrl: null,
  ...change,
});

describe('erg tests', () => {
  it.each<[Partial<ErgTestInput>, string | null, string?]>([
    [{}, null],
    [{ piece: '' as ErgTestInput['piece'] }, 'piece', 'Choose the test piece'],
    [{ time: null }, 'time', 'Enter the time, e.g. 6:58.4'],
    [{ time: '6:58' }, 'time', 'Enter the time as M:SS.S, e.g. 6:58.4'],
    [{ date: '2026-02-30' }, 'date', 'Enter the date as yyyy-mm-dd'],
    [{ time: '5:20.0' }, null],
    [{ time: '5:19.9' }, 'time', '2k time must be between 5:20.0 and 12:00.0'],
    [{ time: '12:00.1' }, 'time', '2k time must be between 5:20.0 and 12:00.0'],
    [{ piece: '500m', time: '1:14.9' }, 'time', '500m time must be between 1:15.0 and 3:00.0'],
    [{ piece: '1k', time: '6:00.0' }, null],
    [{ piece: '5k', time: '13:59.9' }, 'time', '5k time must be between 14:00.0 and 32:00.0'],
    [{ piece: '6k', time: '40:00.1' }, 'time', '6k time must be between 17:00.0 and 40:00.0'],
    [{ piece: '30min', time: null, meters: null }, 'meters', 'Enter the distance in meters'],
    [{ piece: '30min', time: null, meters: 5000 }, null],
    [{ piece: '30min', time: null, meters: 4999 }, 'meters', '30 min distance must be between 5000 and 10000 meters'],
    [{ piece: '60min', time: null, meters: 20001 }, 'meters', '60 min distance must be between 10000 and 20000 meters'],
    [{ date: '' }, 'date', 'Enter the date of the test'],
    [{ date: '2026-11-02' }, 'date', 'The date cannot be in the future'],
    [{ date: '2026-11-01' }, null],
    [{ date: '1999-12-31' }, 'date', 'The date cannot be before 2000-01-01'],
    [{ strokeRate: 10 }, null],
    [{ strokeRate: 60 }, null],
    [{ strokeRate: 61 }, 'strokeRate', 'Stroke rate must be between 10 and 60'],
    [{ strokeRate: 9 }, 'strokeRate', 'Stroke rate must be between 10 and 60'],
    [{ notes: 'n'.repeat(500) }, null],
    [{ notes: 'n'.repeat(501) }, 'notes', 'Notes must be at most 500 characters'],
    [{ verificationCode: 'ABC123xyz' }, null],
    [{ verificationCode: 'ABC-123' }, 'verificationCode', 'The verification code is at most 32 letters and digits'],
    [{ verificationCode: 'A'.repeat(33) }, 'verificationCode', 'The verification code is at most 32 letters and digits'],
  ])('%o: error on %s', (change, field, message) => {
    const errors = validateErgTest(erg(change), TODAY);
    if (field === null) expect(errors).toEqual({});
    else expect(errors).toEqual({ [field]: message });
  });
});

describe('races', () => {
  it.each<[Partial<RaceResultInput>, string | null, string?]>([
    [{}, null],
    [{ regatta: ' ' }, 'regatta', 'Enter the regatta'],
    [{ regatta: 'r'.repeat(121) }, 'regatta', 'Regatta must be at most 120 characters'],
    [{ event: '' }, 'event', "Enter the event, e.g. Women's Youth 8+"],
    [{ boatClass: '' as RaceResultInput['boatClass'] }, 'boatClass', 'Choose the boat class'],
    [{ boatClass: '4+', seat: '5' }, 'seat', 'Seat must be a seat of a 4+'],
    [{ boatClass: '4-', seat: 'cox' }, 'seat', 'Seat must be a seat of a 4-'],
    [{ boatClass: '8+', seat: 'cox' }, null],
    [{ boatClass: '1x', seat: '1' }, null],
    [{ place: 0 }, 'place', 'Place must be 1 or more'],
    [{ place: 1 }, null],
    [{ time: '0:59.9' }, 'time', 'Race time must be between 1:00.0 and 40:00.0'],
    [{ time: '14:58.2' }, null],
    [{ resultsUrl: 'https://www.regattacentral.com/results' }, null],
    [{ resultsUrl: 'javascript:alert(1)' }, 'resultsUrl', 'Enter a link that starts with http:// or https://'],
    [{ date: '2030-01-01' }, 'date', 'The date cannot be in the future'],
  ])('%o: error on %s', (change, field, message) => {
    const errors = validateRace(race(change), TODAY);
    if (field === null) expect(errors).toEqual({});
    else expect(errors).toEqual({ [field]: message });
  });

  it('knows the seats of each boat', () => {
    expect(seatsOf('8+')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', 'cox']);
    expect(seatsOf('2x')).toEqual(['1', '2']);
  });
});

describe('figures', () => {
  it('reads and writes erg times in tenths', () => {
    expect(parseErgTime('6:58.4')).toBe(4184);
    expect(parseErgTime('6:58')).toBeNull();
    expect(formatTenths(4184)).toBe('6:58.4');
    expect(formatTenths(13200)).toBe('22:00.0');
    expect(formatChange(-62)).toBe('−6.2 s');
    expect(formatChange(15)).toBe('+1.5 s');
  });

  it('marks the fastest time of a distance piece and the longest distance of a timed one', () => {
    const bests = personalBests([
      { id: 'a', piece: '2k', tenths: 4246, meters: null },
      { id: 'b', piece: '2k', tenths: 4184, meters: null },
      { id: 'c', piece: '6k', tenths: 13200, meters: null },
      { id: 'd', piece: '30min', tenths: null, meters: 7600 },
      { id: 'e', piece: '30min', tenths: null, meters: 7800 },
    ]);
    expect([...bests].sort()).toEqual(['b', 'c', 'e']);
  });
});
