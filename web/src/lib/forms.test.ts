import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { applyServerErrors, UNEXPECTED_ERROR } from './forms';

interface Form {
  'new-email': string;
  'email-change-password': string;
}

describe('applyServerErrors', () => {
  it('puts the server field messages on the mapped inputs and returns the general message', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'validation', 'Invalid', { password: 'Password is incorrect', other: 'Not on this form' });
    const failure = applyServerErrors<Form>(error, setError, { newEmail: 'new-email', password: 'email-change-password' });
    expect(failure).toEqual({ message: 'Invalid', onFields: true });
    expect(setError.mock.calls).toEqual([['email-change-password', { type: 'server', message: 'Password is incorrect' }]]);
  });

  it('leaves the inputs alone when the server names none of them', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'weak_password', 'Too weak', { password: 'Too weak' }, ['common']);
    expect(applyServerErrors<Form>(error, setError, { newEmail: 'new-email' })).toEqual({ message: 'Too weak', onFields: false });
    expect(applyServerErrors<Form>(error, setError)).toEqual({ message: 'Too weak', onFields: false });
    expect(setError).not.toHaveBeenCalled();
  });

  it('gives a fixed message for anything that is not an API error', () => {
    const setError = vi.fn();
    expect(applyServerErrors<Form>(new TypeError('boom'), setError, { newEmail: 'new-email' })).toEqual({
      message: UNEXPECTED_ERROR,
      onFields: false,
    });
    expect(setError).not.toHaveBeenCalled();
  });
});
