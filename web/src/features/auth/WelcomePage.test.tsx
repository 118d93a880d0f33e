import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedOut } from '@test/test-utils';

/** Screens are loaded lazily; on a busy machine that takes longer than the default second. */
const WAIT = { timeout: 10_000 };

describe('welcome page', { timeout: 20_000 }, () => {
  it('without a token welcomes the visitor with the next steps', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to RowRecruit' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete your athlete profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse schools' })).toHaveAttribute('href', '/schools');
  });

  it('confirms the account from the link token', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/confirm': (init) => {
        sent = JSON.parse(init?.body as string);
        return { body: { message: 'Your email is confirmed. You can now sign in.', role: 'student' } };
      },
    });
    renderApp('/welcome#token=confirm-token_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is confirmed' }, WAIT)).toBeInTheDocument();
    expect(sent).toEqual({ token: 'confirm-token_1' });
  });

  it('sends the visitor to sign in and then to the profile', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/confirm': { body: { message: 'ok', role: 'student' } },
    });
    renderApp('/welcome#token=confirm-token_2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Complete your profile' }, WAIT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-from', '/profile');
  });

  it.each([
    ['coach', 'Write your coach profile', 'Name your program and get verified'],
    ['parent', 'Open your family page', 'Browse schools'],
  ] as const)('gives a confirmed %s their own first steps', async (role, first, second) => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/confirm': { body: { message: 'Your email is confirmed. You can now sign in.', role } },
    });
    renderApp(`/welcome#token=confirm-${role}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is confirmed' }, WAIT)).toBeInTheDocument();
    const steps = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'We value your privacy');
    expect(steps).toEqual(['Sign in', first, second, ...(role === 'coach' ? ['Find athletes'] : [])]);
    expect(screen.queryByRole('heading', { name: 'Complete your athlete profile' })).not.toBeInTheDocument();
  });

  it('explains an invalid link and sends a new one', async () => {
    let resentTo: unknown;
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/confirm': { status: 400, body: { error: { code: 'invalid_token', message: 'invalid' } } },
      'POST /api/auth/resend': (init) => {
        resentTo = JSON.parse(init?.body as string);
        return { body: { message: 'Check your email for a confirmation link.' } };
      },
    });
    renderApp('/welcome#token=spent-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'This confirmation link has expired' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('invalid or has expired');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Check your email for a confirmation link.')).toBeInTheDocument();
    expect(resentTo).toEqual({ email: 'new@example.com' });
  });
});
