import { z } from 'zod';
import type { OfferKind, OfferStatus } from './api';

/** The server's offer rules (`server/src/offers/rules.rs`), mirrored for the form. */
export const TERMS_MAX_CHARS = 2000;
export const ANSWER_BY_MAX_DAYS = 366;
export const CLASS_OF_MAX_YEARS_AHEAD = 9;

export const OFFER_KINDS: readonly { value: OfferKind; label: string; hint: string }[] = [
  { value: 'roster_spot', label: 'Recruited roster spot', hint: 'A place on the team, supported through admissions.' },
  { value: 'walk_on', label: 'Recruited walk-on', hint: 'A place on the team once admitted, without admissions support.' },
  { value: 'athletics_aid', label: 'Athletics aid', hint: 'A written offer of athletics aid; accepting it signs it.' },
  { value: 'admissions_support', label: 'Admissions support', hint: 'The program supports the application.' },
];

/** Tones of an offer's status badge: waiting, settled well, or closed. */
export function statusTone(status: OfferStatus): 'waiting' | 'accepted' | 'closed' {
  if (status === 'pending') return 'waiting';
  if (status === 'accepted') return 'accepted';
  return 'closed';
}

/** "2027-07-20" as "July 20, 2027" (the day as written, in no time zone). */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Whole days from `today` to `day` (both yyyy-mm-dd); negative once passed. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Today as yyyy-mm-dd in UTC, as the server counts the answer-by day. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The offer form, checked as the server checks it (the program's division is checked there). */
export function offerFields(today: string) {
  const year = Number(today.slice(0, 4));
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + ANSWER_BY_MAX_DAYS * 86_400_000).toISOString().slice(0, 10);
  return z
    .object({
      kind: z.string(),
      aidPercent: z.string(),
      squad: z.string(),
      classOf: z.string(),
      terms: z.string(),
      answerBy: z.string(),
    })
    .superRefine((v, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (!v.kind) issue('kind', 'Choose what you offer.');
      if (v.kind === 'athletics_aid') {
        const share = Number(v.aidPercent);
        if (!Number.isInteger(share) || share < 1 || share > 100) {
          issue('aidPercent', 'Enter the share of the cost the aid covers, from 1 to 100%.');
        }
      }
      if (!v.squad) issue('squad', 'Choose the squad.');
      const classOf = Number(v.classOf);
      if (!Number.isInteger(classOf) || classOf < year || classOf > year + CLASS_OF_MAX_YEARS_AHEAD) {
        issue('classOf', `Enter the class as a year from ${year} to ${year + CLASS_OF_MAX_YEARS_AHEAD}.`);
      }
      const terms = v.terms.trim();
      if (!terms) issue('terms', 'Write the terms of the offer.');
      else if (Array.from(terms).length > TERMS_MAX_CHARS) issue('terms', `The terms can be at most ${TERMS_MAX_CHARS} characters.`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.answerBy)) issue('answerBy', 'Enter the answer-by day as a date.');
      else if (v.answerBy < today) issue('answerBy', 'Choose an answer-by day from today on.');
      else if (v.answerBy > lastDay) issue('answerBy', 'Choose an answer-by day within a year from today.');
    });
}
export type OfferValues = z.input<ReturnType<typeof offerFields>>;
