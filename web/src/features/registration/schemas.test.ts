import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validateAccount, validateParent, type AccountDetails, type ParentDetails } from './rules';
import { accountSchema, ageSchema, parentSchema, toAccountInputs, toParentInputs } from './schemas';

function issues(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the account schema', () => {
  it('turns valid inputs into the account details, the email trimmed', () => {
    const details: AccountDetails = { role: 'coach', email: ' Coach@Example.com ', password: 'long-enough', confirmPassword: 'long-enough' };
    expect(accountSchema.parse(toAccountInputs(details))).toEqual({ ...details, email: 'Coach@Example.com' });
  });

  it('reports what the rules report, on the inputs the browser names', () => {
    const details: AccountDetails = { role: 'student', email: 'nope', password: 'short', confirmPassword: 'other' };
    const rules = validateAccount(details);
    expect(issues(accountSchema.safeParse(toAccountInputs(details)))).toEqual({
      email: rules.email,
      password: rules.password,
      'confirm-password': rules.confirmPassword,
    });
  });
});

describe('the age schema', () => {
  it('asks for both answers', () => {
    expect(issues(ageSchema('').safeParse({ 'birth-date': ' ', state: null }))).toEqual({
      'birth-date': 'Please enter your date of birth',
      state: 'Please select your state',
    });
  });

  it('uses the preselected state until one is chosen', () => {
    expect(ageSchema('OTHER').parse({ 'birth-date': '2000-01-01', state: null })).toEqual({ birthDate: '2000-01-01', userState: 'OTHER' });
    expect(issues(ageSchema('OTHER').safeParse({ 'birth-date': '2000-01-01', state: '' }))).toEqual({ state: 'Please select your state' });
  });
});

describe('the parent schema', () => {
  const parent: ParentDetails = { email: ' Parent@Example.com ', confirmEmail: 'parent@example.com', relation: 'guardian', acknowledged: true };

  it('turns valid inputs into the parent details, the emails trimmed', () => {
    expect(parentSchema('kid@example.com').parse(toParentInputs(parent))).toEqual({
      ...parent,
      email: 'Parent@Example.com',
      confirmEmail: 'parent@example.com',
    });
  });

  it('reports what the rules report, on the inputs the browser names', () => {
    const wrong: ParentDetails = { ...parent, email: 'KID@example.com', confirmEmail: '', acknowledged: false };
    const rules = validateParent(wrong, 'kid@example.com');
    expect(issues(parentSchema('kid@example.com').safeParse(toParentInputs(wrong)))).toEqual({
      'parent-email': rules.email,
      'parent-email-confirm': rules.confirmEmail,
      acknowledge: rules.acknowledged,
    });
  });
});
