import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signedIn, signedOut, type MockRoutes } from '@test/test-utils';
import { exportFileName } from './api';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
}

function setup(routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn('student', 'alex@example.com') },
    'GET /api/account/privacy': { body: { optOutSale: false } },
    'GET /api/account/emails': { body: [] },
    ...routes,
  });
  renderApp('/settings');
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('emails', () => {
  const messages = { kind: 'messages', on: false, offAt: '2026-11-02T12:00:00Z', offFromLink: true, linksRevokedAt: null };
  const reminders = { kind: 'calendar_reminders', on: true, offAt: null, offFromLink: false, linksRevokedAt: null };

  it('shows an unsubscribe from an email link with its date, and turns the emails back on', async () => {
    const { fetchMock, user } = setup({
      'GET /api/account/emails': { body: [messages, reminders] },
      'PUT /api/account/emails/messages': (init) => ({ body: { ...messages, ...bodyOf(init), offAt: null, offFromLink: false } }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Message emails' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Turned off from an email link on November 2, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Calendar reminders' })).toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Message emails' })).toBeChecked());
    expect(screen.queryByText(/Turned off from an email link/)).not.toBeInTheDocument();
    const sent = fetchMock.mock.calls.filter(([url, init]) => url === '/api/account/emails/messages' && init?.method === 'PUT');
    expect(sent.map(([, init]) => bodyOf(init))).toEqual([{ on: true }]);
  });

  it('stops the links already emailed for one kind', async () => {
    const { fetchMock, user } = setup({
      'GET /api/account/emails': { body: [reminders] },
      'POST /api/account/emails/calendar_reminders/revoke-links': { body: { ...reminders, linksRevokedAt: '2026-11-03T15:30:00Z' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Stop the links in emails already sent' }));
    expect(await screen.findByText(/The links in calendar reminders sent up to November 3, 2026.* no longer work\./)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/account/emails/calendar_reminders/revoke-links')).toBe(true);
  });
});

describe('change email', () => {
  it('checks the address and password before asking the server', async () => {
    const { fetchMock, user } = setup();
    const button = await screen.findByRole('button', { name: 'Send confirmation link' });
    await user.click(button);
    expect(await screen.findByText('Please enter your new email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/New email address/), 'ALEX@example.com');
    await user.click(button);
    expect(await screen.findByText('This is already your email address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/account/email')).toBe(false);
  });

  it('shows the server field error, then the confirmation sent to the new address', async () => {
    let attempts = 0;
    const { user } = setup({
      'POST /api/account/email': (init) => {
        attempts += 1;
        const body = bodyOf(init);
        expect(body.newEmail).toBe('new@example.com');
        return attempts === 1
          ? { status: 422, body: { error: { code: 'validation', message: 'Invalid', fields: { password: 'Password is incorrect' } } } }
          : { body: { message: 'We sent a confirmation link to new@example.com.' } };
      },
    });
    await user.type(await screen.findByLabelText(/New email address/), ' new@example.com ');
    await user.type(screen.getByLabelText(/^Password/, { selector: '[name="email-change-password"]' }), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/, { selector: '[name="email-change-password"]' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('We sent a confirmation link to new@example.com.')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('change password', () => {
  const tooCommon = 'Password is too common and easy to guess';
  const weak = { status: 422, body: { error: { code: 'weak_password', message: tooCommon, fields: { password: tooCommon }, reasons: ['common'] } } };

  it("shows the server's current-password error on its input, then the reasons a new password is too weak", async () => {
    let attempts = 0;
    const { user } = setup({
      'PUT /api/auth/user': () =>
        ++attempts === 1
          ? {
              status: 422,
              body: {
                error: { code: 'validation', message: 'Current password is incorrect', fields: { currentPassword: 'Current password is incorrect' } },
              },
            }
          : weak,
    });
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Confirm new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => {
      expect(current).toHaveAccessibleDescription('Current password is incorrect');
    });
    expect(screen.queryByText('Please choose a stronger password:')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please choose a stronger password:')).toBeInTheDocument();
    expect(current).not.toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Must be at least 8 characters');
  });
});

describe('privacy', () => {
  it('shows the stored sale opt-out and saves a change', async () => {
    const sent: unknown[] = [];
    const { user } = setup({
      'PUT /api/account/privacy': (init) => {
        sent.push(bodyOf(init));
        return { body: bodyOf(init) };
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Do not sell or share my personal information' });
    await waitFor(() => {
      expect(toggle).toBeEnabled();
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('You have opted out.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(sent).toEqual([{ optOutSale: true }]);
  });

  it('says so when the choice cannot be saved, and keeps the stored one', async () => {
    const { user } = setup({ 'PUT /api/account/privacy': { status: 503, body: {} } });
    const toggle = await screen.findByRole('switch', { name: 'Do not sell or share my personal information' });
    await waitFor(() => {
      expect(toggle).toBeEnabled();
    });
    await user.click(toggle);
    expect(await screen.findByText('Your choice could not be saved. Please try again.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('opens the cookie preferences', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cookie preferences' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('downloads the export as a dated JSON file', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs; a URL class of the test's own stands in for this test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          created.push(blob);
          return 'blob:export';
        }
        static override revokeObjectURL() {
          return undefined;
        }
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = setup({ 'GET /api/account/export': { body: { account: { email: 'alex@example.com' } } } });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your download has started.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(exportFileName());
    const [blob] = created;
    if (!blob) throw new Error('no file was made');
    expect(JSON.parse(await blob.text())).toEqual({ account: { email: 'alex@example.com' } });
  });

  it('needs the password to delete, then signs out to the sign-in page', async () => {
    let deleted = false;
    const { user } = setup({
      'GET /api/auth/session': () => ({ body: deleted ? signedOut : signedIn('student') }),
      'POST /api/auth/logout': { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in' } } },
      'POST /api/account/delete': (init) => {
        if (bodyOf(init).password !== 'right-password') {
          return { status: 422, body: { error: { code: 'validation', message: 'x', fields: { password: 'Password is incorrect' } } } };
        }
        deleted = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account permanently' });
    await user.click(confirm);
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/, { selector: '[name="delete-password"]' });
    await user.type(password, 'wrong');
    await user.click(confirm);
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');

    await user.clear(password);
    await user.type(password, 'right-password');
    await user.click(confirm);
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    });
    expect(await screen.findByText('Your account and everything it held have been deleted.')).toBeInTheDocument();
  });
});
