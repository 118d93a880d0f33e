/**
 * The marketing forms' schemas. The browser checks their inputs (`required`, `type="email"`); the
 * server decides the rest, so the schemas only shape the request.
 */

import { z } from 'zod';
import type { Schema } from '@/api';

export const waitlistSchema = z.object({ email: z.string() }) satisfies z.ZodType<Pick<Schema<'JoinRequest'>, 'email'>>;

export const accessCodeSchema = z
  .object({ 'access-code': z.string() })
  .transform((values) => ({ code: values['access-code'] })) satisfies z.ZodType<Schema<'AccessCodeRequest'>>;
