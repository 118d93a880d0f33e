import { z } from 'zod';
import type { Schema } from '@/api';

/** The server's words for a program that is not in the list. */
export const PROGRAM_REQUIRED = 'Choose your program from the list.';

/** The program form: one school from the directory. */
export const programSchema = z.object({
  schoolId: z.string().min(1, PROGRAM_REQUIRED),
}) satisfies z.ZodType<Schema<'ProgramChoice'>>;
