import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, writeConsent } from '@/lib/consent';
import { mockApi, renderApp, signedIn, signedOut } from '@test/test-utils';

async function fillAndSubmit(email = 'sam@example.com', password = 'Sculling-42', remember = false) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email', {}, WAIT), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

/** Screens are loaded lazily; on a busy machine that takes longer than the default second. */
const WAIT = { timeout: 10_000 };

const invalid = { status: 400, body: { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } } };

describe('login page', { timeout: 20_000 }, () => {
  it('has the fields and links of the spec', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/login');
    expect(await screen.findByLabelText('Email', {}, WAIT)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '← Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the loading state while signing in and sends remember-me', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/login': (init) => {
        sent = JSON.parse(init?.body as string);
        return 'never';
      },
    });
    renderApp('/login');
    await fillAndSubmit('sam@example.com', 'Sculling-42', true);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(sent).toEqual({ email: 'sam@example.com', password: 'Sculling-42', remember: true });
  });

  it('shows the server message in a red box and clears it on the next try', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/login': () => (++attempts === 1 ? invalid : 'never'),
    });
    renderApp('/login');
    const user = await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, WAIT));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email and password are required');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/login')).toBe(false);
  });

  it('marks only the field the server names, under the message in the red box', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/login': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Please check the form', fields: { email: 'Unknown address' } } },
      },
    });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Unknown address Please check the form');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('goes to the dashboard after signing in', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut }, 'POST /api/auth/login': { body: signedIn() } });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('returns to the page the visitor wanted', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut }, 'POST /api/auth/login': { body: signedIn() } });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, WAIT)).toBeInTheDocument();
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('sends a visitor who is already signed in to the dashboard', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn() } });
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' }, WAIT)).toBeInTheDocument();
  });

  it('offers to resend the confirmation email to an unconfirmed account', async () => {
    let resentTo: unknown;
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/auth/login': {
        status: 403,
        body: { error: { code: 'email_not_confirmed', message: 'Please confirm your email address before signing in.' } },
      },
      'POST /api/auth/resend': (init) => {
        resentTo = JSON.parse(init?.body as string);
        return { body: { message: 'Check your email for a confirmation link.' } };
      },
    });
    renderApp('/login');
    const user = await fillAndSubmit('new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your email address before signing in.');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Check your email for a confirmation link.')).toBeInTheDocument();
    expect(resentTo).toEqual({ email: 'new@example.com' });
  });

  it('records the sign-in for analytics only with consent', async () => {
    writeConsent(ACCEPT_ALL);
    mockApi({ 'GET /api/auth/session': { body: signedOut }, 'POST /api/auth/login': { body: signedIn() } });
    renderApp('/login');
    await fillAndSubmit();
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' }, WAIT);
    const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events).toContainEqual(['event', 'login', { method: 'email' }]);
  });
});
