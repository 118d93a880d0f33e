import { z } from 'zod';
import type { login, requestPasswordReset, updatePassword } from './api';
import { PASSWORD_TOO_LONG, passwordTooLong } from '@/lib/passwordRules';
import { EMAIL_PATTERN } from './AuthLayout';

/** Minimum password length (product spec, section 9). */
export const MIN_PASSWORD_LENGTH = 8;

export const INVALID_EMAIL = 'Please enter a valid email address';
const LOGIN_REQUIRED = 'Email and password are required';

/** What login() sends. */
interface LoginRequest {
  email: Parameters<typeof login>[0];
  password: Parameters<typeof login>[1];
  remember: Parameters<typeof login>[2];
}

/** Both fields are needed (each empty one is marked); only then is the address checked. */
export const loginSchema = z
  .object({ email: z.string().trim(), password: z.string(), remember: z.boolean() })
  .superRefine(({ email, password }, ctx) => {
    if (email === '' || password === '') {
      if (email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: LOGIN_REQUIRED });
      if (password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: LOGIN_REQUIRED });
    } else if (!EMAIL_PATTERN.test(email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: INVALID_EMAIL });
    }
  }) satisfies z.ZodType<LoginRequest>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, INVALID_EMAIL),
}) satisfies z.ZodType<{ email: Parameters<typeof requestPasswordReset>[0] }>;

/** What updatePassword() sends: the current password is left out in a recovery session. */
export interface PasswordUpdate {
  password: Parameters<typeof updatePassword>[0];
  currentPassword?: Parameters<typeof updatePassword>[1];
}

/** The inputs of PasswordFields, under the names the browser and password managers see. */
export const newPasswordFields = { 'new-password': z.string(), 'confirm-password': z.string() };

/** The reset and change-password rule of the product spec, section 5: long enough (and not over the server's cap), then typed twice alike. */
export function checkNewPassword(
  values: { 'new-password': string; 'confirm-password': string },
  ctx: z.RefinementCtx,
): void {
  if (values['new-password'].length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['new-password'], message: 'Password must be at least 8 characters long' });
  } else if (passwordTooLong(values['new-password'])) {
    ctx.addIssue({ code: 'custom', path: ['new-password'], message: PASSWORD_TOO_LONG });
  } else if (values['new-password'] !== values['confirm-password']) {
    ctx.addIssue({ code: 'custom', path: ['confirm-password'], message: 'Passwords do not match' });
  }
}

export const resetPasswordSchema = z
  .object(newPasswordFields)
  .superRefine(checkNewPassword)
  .transform((values) => ({ password: values['new-password'] })) satisfies z.ZodType<PasswordUpdate>;
