import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from './schemas';

function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('auth form schemas', () => {
  it('sign-in: marks each empty field, and checks the address only once both are given', () => {
    expect(messages(loginSchema.safeParse({ email: ' ', password: '', remember: false }))).toEqual({
      email: 'Email and password are required',
      password: 'Email and password are required',
    });
    expect(messages(loginSchema.safeParse({ email: 'not-an-address', password: '', remember: false }))).toEqual({
      password: 'Email and password are required',
    });
    expect(messages(loginSchema.safeParse({ email: 'not-an-address', password: 'x', remember: false }))).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(loginSchema.parse({ email: ' sam@example.com ', password: ' p ', remember: true })).toEqual({
      email: 'sam@example.com',
      password: ' p ',
      remember: true,
    });
  });

  it('forgot password: asks for an address, then a valid one', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '  ' }))).toEqual({ email: 'Email is required' });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'sam@' }))).toEqual({ email: 'Please enter a valid email address' });
    expect(forgotPasswordSchema.parse({ email: ' sam@example.com ' })).toEqual({ email: 'sam@example.com' });
  });

  it('reset: checks the length first, then the match, and sends the password alone', () => {
    const parse = (password: string, confirm: string) =>
      resetPasswordSchema.safeParse({ 'new-password': password, 'confirm-password': confirm });
    expect(messages(parse('short', 'other'))).toEqual({ 'new-password': 'Password must be at least 8 characters long' });
    expect(messages(parse('long-enough-1', 'long-enough-2'))).toEqual({ 'confirm-password': 'Passwords do not match' });
    expect(parse('long-enough-1', 'long-enough-1').data).toEqual({ password: 'long-enough-1' });
    const tooLong = 'x'.repeat(1025);
    expect(messages(parse(tooLong, tooLong))).toEqual({ 'new-password': 'Password must be at most 1,024 bytes' });
    expect(parse('x'.repeat(1024), 'x'.repeat(1024)).success).toBe(true);
  });
});
