import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedOut } from '@test/test-utils';

/** Screens are loaded lazily; on a busy machine that takes longer than the default second. */
const WAIT = { timeout: 10_000 };

describe('undo email change page', { timeout: 20_000 }, () => {
  it('puts the old address back from the link token and asks for a new password', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/account/email/undo': (init) => {
        sent = JSON.parse(init?.body as string);
        return { body: { message: 'Your email address is old@example.com again. Reset your password now.' } };
      },
    });
    renderApp('/settings/undo-email-change#token=undo-token_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email address is back' }, WAIT)).toBeInTheDocument();
    expect(sent).toEqual({ token: 'undo-token_1' });
    expect(screen.getByText(/old@example.com again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset my password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a spent or expired link', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/account/email/undo': {
        status: 400,
        body: { error: { code: 'invalid_token', message: 'This link is invalid or has expired.' } },
      },
    });
    renderApp('/settings/undo-email-change#token=spent');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't undo the change" }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('invalid or has expired');
  });
});
