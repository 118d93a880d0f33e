import { z } from 'zod';

/** The server's limits and words for a token's name (`export_api::rules`), so the form says the same. */
export const NAME_MAX = 60;
export const NAME_REQUIRED = 'Please name the token, for example after the script that uses it';
export const NAME_TOO_LONG = 'Keep the name to 60 characters or fewer';

export const newTokenSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(NAME_MAX, NAME_TOO_LONG),
});

export type NewTokenValues = z.input<typeof newTokenSchema>;

/** "2026-11-28T09:15:00.000Z" as "Nov 28, 2026", in the reader's time zone. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** Whose results a token reads, in the holder's words. */
export function whoseData(role: string): string {
  switch (role) {
    case 'parent':
      return 'your children’s';
    case 'coach':
      return 'your roster’s';
    default:
      return 'your';
  }
}
