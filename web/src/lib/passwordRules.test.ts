import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_BYTES, passwordIsEmail, passwordTooLong } from './passwordRules';

describe('password rules shared with the server', () => {
  it('caps the length in bytes, not characters', () => {
    expect(passwordTooLong('x'.repeat(MAX_PASSWORD_BYTES))).toBe(false);
    expect(passwordTooLong('x'.repeat(MAX_PASSWORD_BYTES + 1))).toBe(true);
    expect(passwordTooLong('é'.repeat(MAX_PASSWORD_BYTES / 2 + 1))).toBe(true);
  });

  it('refuses the email address and its local part of four characters or more', () => {
    expect(passwordIsEmail('Rower@School.org', ' rower@school.org')).toBe(true);
    expect(passwordIsEmail('ROWER', 'rower@school.org')).toBe(true);
    expect(passwordIsEmail('abc', 'abc@school.org')).toBe(false);
    expect(passwordIsEmail('Erg-2k-6:45.0', 'rower@school.org')).toBe(false);
    expect(passwordIsEmail('anything', '')).toBe(false);
  });
});
