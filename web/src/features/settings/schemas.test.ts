import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changeEmailSchema, changePasswordSchema } from './schemas';

function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('settings form schemas', () => {
  const changeEmail = changeEmailSchema('alex@example.com');
  const email = (address: string, password = 'secret') =>
    changeEmail.safeParse({ 'new-email': address, 'email-change-password': password });

  it('change email: an address other than the current one, and the password', () => {
    expect(messages(email(' ', ''))).toEqual({
      'new-email': 'Please enter your new email address',
      'email-change-password': 'Please enter your password',
    });
    expect(messages(email('alex@'))).toEqual({ 'new-email': 'Please enter a valid email address' });
    expect(messages(email(' ALEX@example.com '))).toEqual({ 'new-email': 'This is already your email address' });
    expect(email(' new@example.com ').data).toEqual({ newEmail: 'new@example.com', password: 'secret' });
  });

  it('change password: the current password and the new-password rule, each on its input', () => {
    const parse = (current: string, password: string, confirm: string) =>
      changePasswordSchema('alex.rower@example.com').safeParse({
        'current-password': current,
        'new-password': password,
        'confirm-password': confirm,
      });
    expect(messages(parse('', 'short', 'short'))).toEqual({
      'current-password': 'Please enter your current password',
      'new-password': 'Password must be at least 8 characters long',
    });
    expect(messages(parse('old', 'long-enough-1', 'long-enough-2'))).toEqual({ 'confirm-password': 'Passwords do not match' });
    expect(parse('old', 'long-enough-1', 'long-enough-1').data).toEqual({ password: 'long-enough-1', currentPassword: 'old' });
  });

  it('change password: mirrors the server on the length cap, the email and an unchanged password', () => {
    const parse = (current: string, password: string) =>
      changePasswordSchema('alex.rower@example.com').safeParse({
        'current-password': current,
        'new-password': password,
        'confirm-password': password,
      });
    expect(messages(parse('old', 'x'.repeat(1025)))).toEqual({ 'new-password': 'Password must be at most 1,024 bytes' });
    expect(messages(parse('old', 'Alex.Rower@example.com'))).toEqual({ 'new-password': 'Password must not be your email address' });
    expect(messages(parse('old', 'alex.rower'))).toEqual({ 'new-password': 'Password must not be your email address' });
    expect(messages(parse('Same-pass-123', 'Same-pass-123'))).toEqual({
      'new-password': 'Your new password must be different from your current password',
    });
  });
});
