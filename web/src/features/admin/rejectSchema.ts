import { z } from 'zod';
import type { Schema } from '@/api';

export const REASON_REQUIRED = 'Give a reason for the coach';

/** The reject dialog's form: a reason is needed, sent without the spaces around it. */
export const rejectSchema = z.object({
  reason: z.string().trim().min(1, REASON_REQUIRED),
}) satisfies z.ZodType<Required<Pick<Schema<'CoachDecision'>, 'reason'>>>;
