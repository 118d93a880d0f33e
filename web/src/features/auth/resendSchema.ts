import { z } from 'zod';
import type { resendConfirmation } from './api';
import { EMAIL_PATTERN } from './AuthLayout';
import { INVALID_EMAIL } from './schemas';

/** The welcome page's resend form: any address that does not look like one gets the same message. */
export const resendSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, INVALID_EMAIL),
}) satisfies z.ZodType<{ email: Parameters<typeof resendConfirmation>[0] }>;
