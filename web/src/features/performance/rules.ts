/**
 * The performance log's rules, the same as the server's (recruiting contract, section 2): the
 * forms check an erg test or a race with these before saving; the server checks again and
 * answers per field. Piece ranges come from `@/lib/rowing`, shared with the profile.
 */

import { isWebLink, LINK_MESSAGE } from '@/lib/links';
import {
  isBoatClass,
  seatsOf,
  checkPieceMeters,
  checkPieceTime,
  ERG_PIECES,
  isErgPiece,
  isIsoDate,
  parseErgTime,
  PIECE_RULES,
  type ErgPiece,
} from '@/lib/rowing';
import type { ErgTestInput, RaceResultInput } from './api';

export { BOATS, isBoatClass, personalBests, seatLabel, seatsOf } from '@/lib/rowing';

export const LOG_LIMITS = {
  strokeRate: { min: 10, max: 60 },
  notesMax: 500,
  verificationCodeMax: 32,
  regattaMax: 120,
  eventMax: 120,
  raceTime: { min: parseErgTime('1:00.0') ?? 0, max: parseErgTime('40:00.0') ?? 0 },
  earliestDate: '2000-01-01',
} as const;

export const TIME_MESSAGE = 'Enter the time, e.g. 6:58.4';
export const TIME_FORMAT_MESSAGE = 'Enter the time as M:SS.S, e.g. 6:58.4';
export const DATE_FORMAT_MESSAGE = 'Enter the date as yyyy-mm-dd';

export const PIECE_OPTIONS: readonly { value: ErgPiece; label: string }[] = ERG_PIECES.map((piece) => ({
  value: piece,
  label: PIECE_RULES[piece].kind === 'timed' ? PIECE_RULES[piece].label : `${PIECE_RULES[piece].label} (${PIECE_RULES[piece].meters} m)`,
}));

export type LogErrors = Partial<Record<string, string>>;

function charCount(text: string): number {
  return Array.from(text).length;
}

function checkDate(date: string, today: string, missing: string): string | undefined {
  const value = date.trim();
  if (value === '') return missing;
  if (!isIsoDate(value)) return DATE_FORMAT_MESSAGE;
  if (value > today) return 'The date cannot be in the future';
  if (value < LOG_LIMITS.earliestDate) return 'The date cannot be before 2000-01-01';
  return undefined;
}

/** Checks an erg test the way the server does; one message per invalid input. */
export function validateErgTest(input: ErgTestInput, today: string): LogErrors {
  const errors: LogErrors = {};
  const piece: string = input.piece ?? '';
  if (!isErgPiece(piece)) {
    errors.piece = 'Choose the test piece';
  } else if (PIECE_RULES[piece].kind === 'distance') {
    const time = input.time?.trim() ?? '';
    const problem = time === '' ? TIME_MESSAGE : checkPieceTime(piece, time, TIME_FORMAT_MESSAGE);
    if (problem) errors.time = problem;
  } else {
    const meters = input.meters ?? null;
    const problem = meters === null ? 'Enter the distance in meters' : checkPieceMeters(piece, meters);
    if (problem) errors.meters = problem;
  }
  const date = checkDate(input.date ?? '', today, 'Enter the date of the test');
  if (date) errors.date = date;
  const rate = input.strokeRate ?? null;
  if (rate !== null && (!Number.isInteger(rate) || rate < LOG_LIMITS.strokeRate.min || rate > LOG_LIMITS.strokeRate.max)) {
    errors.strokeRate = 'Stroke rate must be between 10 and 60';
  }
  if (input.notes && charCount(input.notes) > LOG_LIMITS.notesMax) {
    errors.notes = `Notes must be at most ${LOG_LIMITS.notesMax} characters`;
  }
  const code = input.verificationCode ?? '';
  if (code !== '' && (!/^[A-Za-z0-9]+$/.test(code) || code.length > LOG_LIMITS.verificationCodeMax)) {
    errors.verificationCode = 'The verification code is at most 32 letters and digits';
  }
  return errors;
}

/** Checks a race result the way the server does; one message per invalid input. */
export function validateRace(input: RaceResultInput, today: string): LogErrors {
  const errors: LogErrors = {};
  const regatta = input.regatta?.trim() ?? '';
  if (regatta === '') errors.regatta = 'Enter the regatta';
  else if (charCount(regatta) > LOG_LIMITS.regattaMax) errors.regatta = 'Regatta must be at most 120 characters';
  const event = input.event?.trim() ?? '';
  if (event === '') errors.event = "Enter the event, e.g. Women's Youth 8+";
  else if (charCount(event) > LOG_LIMITS.eventMax) errors.event = 'Event must be at most 120 characters';
  const date = checkDate(input.date ?? '', today, 'Enter the date of the race');
  if (date) errors.date = date;
  const boatClass: string = input.boatClass ?? '';
  if (!isBoatClass(boatClass)) {
    errors.boatClass = 'Choose the boat class';
  } else if (input.seat === null) {
    errors.seat = 'Choose the seat';
  } else if (!seatsOf(boatClass).includes(input.seat)) {
    errors.seat = `Seat must be a seat of a ${boatClass}`;
  }
  const place = input.place ?? null;
  if (place !== null && (!Number.isInteger(place) || place < 1)) errors.place = 'Place must be 1 or more';
  const time = input.time?.trim() ?? '';
  if (time !== '') {
    const tenths = parseErgTime(time);
    if (tenths === null) errors.time = TIME_FORMAT_MESSAGE;
    else if (tenths < LOG_LIMITS.raceTime.min || tenths > LOG_LIMITS.raceTime.max) {
      errors.time = 'Race time must be between 1:00.0 and 40:00.0';
    }
  }
  const url = input.resultsUrl?.trim() ?? '';
  if (url !== '' && !isWebLink(url)) errors.resultsUrl = LINK_MESSAGE;
  return errors;
}

