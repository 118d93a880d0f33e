/**
 * The log's form schemas, built from `rules.ts`: every input is text as typed; the rules decide
 * what is wrong, and a valid form becomes the request body.
 */

import { z } from 'zod';
import { BOAT_CLASSES, isErgPiece, PIECE_RULES, SEATS } from '@/lib/rowing';
import type { ErgTest, ErgTestInput, RaceResult, RaceResultInput } from './api';
import { validateErgTest, validateRace, type LogErrors } from './rules';

const text = (raw: string) => {
  const value = raw.trim();
  return value === '' ? null : value;
};

/** Empty is not given; anything that is not a number becomes NaN, which the rules refuse. */
const number = (raw: string) => {
  const value = raw.trim();
  return value === '' ? null : Number(value);
};

function addIssues(errors: LogErrors, context: z.RefinementCtx) {
  for (const [path, message] of Object.entries(errors)) {
    if (message !== undefined) context.addIssue({ code: 'custom', path: [path], message });
  }
}

export const ergTestFields = z.object({
  piece: z.string(),
  time: z.string(),
  meters: z.string(),
  date: z.string(),
  strokeRate: z.string(),
  notes: z.string(),
  verificationCode: z.string(),
});
export type ErgTestFormValues = z.input<typeof ergTestFields>;

export function toErgTestInput(values: ErgTestFormValues): ErgTestInput {
  const timed = isErgPiece(values.piece) && PIECE_RULES[values.piece].kind === 'timed';
  return {
    piece: isErgPiece(values.piece) ? values.piece : null,
    // Only the figure the piece is measured in is sent.
    time: timed ? null : text(values.time),
    meters: timed ? number(values.meters) : null,
    date: text(values.date),
    strokeRate: number(values.strokeRate),
    notes: text(values.notes),
    verificationCode: text(values.verificationCode),
  };
}

export function ergTestFormValues(test: ErgTest | null, today: string): ErgTestFormValues {
  return {
    piece: test?.piece ?? '2k',
    time: test?.time ?? '',
    meters: typeof test?.meters === 'number' ? String(test.meters) : '',
    date: test?.date ?? today,
    strokeRate: typeof test?.strokeRate === 'number' ? String(test.strokeRate) : '',
    notes: test?.notes ?? '',
    verificationCode: test?.verificationCode ?? '',
  };
}

export function ergTestFormSchema(today: string) {
  return ergTestFields
    .superRefine((values, context) => {
      addIssues(validateErgTest(toErgTestInput(values), today), context);
    })
    .transform(toErgTestInput);
}

export const raceFields = z.object({
  regatta: z.string(),
  date: z.string(),
  event: z.string(),
  boatClass: z.string(),
  seat: z.string(),
  place: z.string(),
  time: z.string(),
  resultsUrl: z.string(),
});
export type RaceFormValues = z.input<typeof raceFields>;

export function toRaceInput(values: RaceFormValues): RaceResultInput {
  return {
    regatta: text(values.regatta),
    date: text(values.date),
    event: text(values.event),
    boatClass: BOAT_CLASSES.find((boat) => boat === values.boatClass) ?? null,
    seat: SEATS.find((seat) => seat === values.seat) ?? null,
    place: number(values.place),
    time: text(values.time),
    resultsUrl: text(values.resultsUrl),
  };
}

export function raceFormValues(race: RaceResult | null, today: string): RaceFormValues {
  return {
    regatta: race?.regatta ?? '',
    date: race?.date ?? today,
    event: race?.event ?? '',
    boatClass: race?.boatClass ?? '',
    seat: race?.seat ?? '',
    place: typeof race?.place === 'number' ? String(race.place) : '',
    time: race?.time ?? '',
    resultsUrl: race?.resultsUrl ?? '',
  };
}

export function raceFormSchema(today: string) {
  return raceFields
    .superRefine((values, context) => {
      addIssues(validateRace(toRaceInput(values), today), context);
    })
    .transform(toRaceInput);
}
