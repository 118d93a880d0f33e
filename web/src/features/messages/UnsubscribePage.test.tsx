import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@test/messages';
import { mockApi, renderApp, signedOut } from '@test/test-utils';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('./UnsubscribePage');
}, 30_000);

describe('unsubscribe page', () => {
  it('stops message emails only when the button is pressed, and names the masked address', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/messages/unsubscribe': { body: { email: 'c•••@example.com' } },
    });
    renderApp('/unsubscribe#token=tok-42');
    const button = await screen.findByRole('button', { name: 'Stop message emails' });
    expect(sentBodies(fetchMock, 'POST', '/api/messages/unsubscribe')).toHaveLength(0);
    await user.click(button);
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Message emails are off for c•••@example.com. You will still see new messages when you sign in.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/messages/unsubscribe')).toEqual([{ token: 'tok-42' }]);
  });

  it('shows the server’s message for a bad link', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/messages/unsubscribe': {
        status: 400,
        body: { error: { code: 'invalid_link', message: 'This unsubscribe link is not valid.' } },
      },
    });
    renderApp('/unsubscribe?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Stop message emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('says a link without a token is incomplete, without asking the server', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop message emails' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/messages/unsubscribe')).toHaveLength(0);
  });
});
