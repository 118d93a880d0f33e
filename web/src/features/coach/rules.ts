import { z } from 'zod';
import type { Schema } from '@/api';

/** The server's words for a program that is not in the list. */
export const PROGRAM_REQUIRED = 'Choose your program from the list.';

/** The program form: one school from the directory. */
export const programSchema = z.object({
  schoolId: z.string().min(1, PROGRAM_REQUIRED),
}) satisfies z.ZodType<Schema<'ProgramChoice'>>;

/** The server's words for the coach's profile (`workspace::rules::coach_profile`). */
export const FULL_NAME_REQUIRED = 'Please enter your full name';
export const FULL_NAME_MAX = 80;
export const TITLE_REQUIRED = 'Choose your title from the list';
export const BIO_MAX = 600;
export const PHONE_INVALID = 'Enter a phone number, or leave it empty';

/** A phone number: 7 to 20 characters of digits, spaces and + ( ) - ., at least 7 digits. */
function isPhone(text: string): boolean {
  return /^[0-9 +().-]{7,20}$/.test(text) && (text.match(/[0-9]/g) ?? []).length >= 7;
}

/** The coach's profile form, checked as the server checks it. */
export const coachProfileSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, FULL_NAME_REQUIRED)
    .max(FULL_NAME_MAX, `Your name can be at most ${FULL_NAME_MAX} characters`),
  title: z.string().min(1, TITLE_REQUIRED),
  squads: z.array(z.enum(['women', 'men', 'women_lightweight', 'men_lightweight'])),
  bio: z.string().max(BIO_MAX, `Your bio can be at most ${BIO_MAX} characters`),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || isPhone(phone), PHONE_INVALID),
});

export type CoachProfileValues = z.infer<typeof coachProfileSchema>;

/** The squads a coach coaches, as the form names them. */
export const SQUAD_LABELS: Record<CoachProfileValues['squads'][number], string> = {
  women: "Women's",
  men: "Men's",
  women_lightweight: "Women's lightweight",
  men_lightweight: "Men's lightweight",
};
