import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, signedOut } from '@test/test-utils';
import { THROTTLED_LINK_MESSAGE } from './ResetPasswordPage';

/** Screens are loaded lazily; on a busy machine that takes longer than the default second. */
const WAIT = { timeout: 10_000 };

const PASSWORD_UPDATED = 'Your password has been updated. Sign in with your new password.';
const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
const recoverySession = { ...signedIn(), session: { expiresAt: '2030-01-01T00:00:00Z', recovery: true } };

async function choose(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password', {}, WAIT), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('reset password page', { timeout: 20_000 }, () => {
  it('without a recovery session shows Invalid Reset Link and a way to ask again', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('a normal session is not a recovery session', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn() } });
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' }, WAIT)).toBeInTheDocument();
  });

  it('opens a recovery session from the link token and shows the form', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/recover/verify': (init) => {
        sent = JSON.parse(init?.body as string);
        return { body: recoverySession };
      },
    });
    renderApp('/reset-password#token=good-token_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, WAIT)).toBeInTheDocument();
    expect(sent).toEqual({ token: 'good-token_1' });
    expect(screen.getByLabelText('New password')).toHaveAttribute('minLength', '8');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('minLength', '8');
  });

  it('shows Invalid Reset Link for a spent or made-up token', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/recover/verify': { status: 400, body: { error: { code: 'invalid_token', message: INVALID } } },
    });
    renderApp('/reset-password#token=spent-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' }, WAIT)).toBeInTheDocument();
  });

  it('asks to wait, not for a new link, when opening links is rate limited', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/recover/verify': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' } },
      },
    });
    renderApp('/reset-password#token=good-token_2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please wait a moment' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(THROTTLED_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invalid Reset Link' })).not.toBeInTheDocument();
  });

  it('shows the form in a recovery session that already exists', async () => {
    mockApi({ 'GET /api/auth/session': { body: recoverySession } });
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, WAIT)).toBeInTheDocument();
  });

  it('checks the length, then that both passwords match', async () => {
    mockApi({ 'GET /api/auth/session': { body: recoverySession } });
    renderApp('/reset-password');
    await choose('short', 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Must be at least 8 characters Password must be at least 8 characters long',
    );
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await choose('long-enough-1', 'long-enough-2');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it('updates the password and goes to /login with a notice', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/auth/session': { body: recoverySession },
      'PUT /api/auth/user': (init) => {
        sent = JSON.parse(init?.body as string);
        return { body: { message: 'Your password has been updated.' } };
      },
    });
    renderApp('/reset-password');
    await choose('Feathered-Blade-77', 'Feathered-Blade-77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByText(PASSWORD_UPDATED)).toBeInTheDocument();
    expect(sent).toEqual({ password: 'Feathered-Blade-77' });
  });

  it('lists why the server found the password too weak', async () => {
    mockApi({
      'GET /api/auth/session': { body: recoverySession },
      'PUT /api/auth/user': {
        status: 422,
        body: {
          error: {
            code: 'weak_password',
            message: 'Password is too common and easy to guess',
            fields: { password: 'Password is too common and easy to guess' },
            reasons: ['common'],
          },
        },
      },
    });
    renderApp('/reset-password');
    await choose('password123', 'password123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please choose a stronger password');
    expect(alert).toHaveTextContent('too common');
  });
});
