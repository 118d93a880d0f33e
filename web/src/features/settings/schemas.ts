import { z } from 'zod';
import { checkNewPassword, EMAIL_PATTERN, newPasswordFields, type PasswordUpdate } from '@/features/auth';
import { PASSWORD_IS_EMAIL, PASSWORD_UNCHANGED, passwordIsEmail } from '@/lib/passwordRules';
import type { requestEmailChange } from './api';

/** What requestEmailChange() sends. */
interface EmailChangeRequest {
  newEmail: Parameters<typeof requestEmailChange>[0];
  password: Parameters<typeof requestEmailChange>[1];
}

/** The new address must be a valid one other than the current; the password confirms it is the owner. */
export function changeEmailSchema(currentEmail: string) {
  return z
    .object({
      'new-email': z
        .string()
        .trim()
        .min(1, 'Please enter your new email address')
        .regex(EMAIL_PATTERN, 'Please enter a valid email address')
        .refine((address) => address.toLowerCase() !== currentEmail.toLowerCase(), 'This is already your email address'),
      'email-change-password': z.string().min(1, 'Please enter your password'),
    })
    .transform((values) => ({
      newEmail: values['new-email'],
      password: values['email-change-password'],
    })) satisfies z.ZodType<EmailChangeRequest>;
}

/** The current password, then the new-password rule; the new one must differ from the current one and from the email. */
export function changePasswordSchema(email: string) {
  return z
    .object({ 'current-password': z.string().min(1, 'Please enter your current password'), ...newPasswordFields })
    .superRefine(checkNewPassword)
    .superRefine((values, ctx) => {
      const password = values['new-password'];
      if (passwordIsEmail(password, email)) {
        ctx.addIssue({ code: 'custom', path: ['new-password'], message: PASSWORD_IS_EMAIL });
      } else if (password !== '' && password === values['current-password']) {
        ctx.addIssue({ code: 'custom', path: ['new-password'], message: PASSWORD_UNCHANGED });
      }
    })
    .transform((values) => ({
      password: values['new-password'],
      currentPassword: values['current-password'],
    })) satisfies z.ZodType<Required<PasswordUpdate>>;
}
