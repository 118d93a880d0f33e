import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentBodies } from '@test/messages';
import { mockApi, renderApp, signedOut } from '@test/test-utils';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await import('./ReminderUnsubscribePage');
}, 30_000);

const sentTokens = (fetchMock: Parameters<typeof sentBodies>[0]) => sentBodies(fetchMock, 'POST', '/api/calendar/reminders/unsubscribe');

describe('the calendar reminders’ unsubscribe page', { timeout: 20_000 }, () => {
  it('works signed out and turns reminders off only when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/calendar/reminders/unsubscribe': { body: { kind: 'calendar_reminders', email: 'a•••@example.com', on: false } },
    });
    renderApp('/calendar/unsubscribe#token=tok-7');
    const button = await screen.findByRole('button', { name: 'Stop calendar reminders' });
    expect(sentTokens(fetchMock)).toHaveLength(0);
    // The token leaves the address bar at once.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/calendar\/unsubscribe$/);

    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar reminders are off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your calendar' })).toHaveAttribute('href', '/calendar');
    expect(sentTokens(fetchMock)).toEqual([{ token: 'tok-7', resubscribe: false }]);
  });

  it('shows the server’s message for a link that is not valid', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/calendar/reminders/unsubscribe': {
        status: 400,
        body: { error: { code: 'invalid_link', message: 'This unsubscribe link is not valid.' } },
      },
    });
    renderApp('/calendar/unsubscribe?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Stop calendar reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('says a link without a token is incomplete, without asking the server', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/calendar/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop calendar reminders' })).not.toBeInTheDocument();
    expect(sentTokens(fetchMock)).toHaveLength(0);
  });
});
