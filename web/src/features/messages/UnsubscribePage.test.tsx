import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@test/messages';
import { mockApi, renderApp, signedOut } from '@test/test-utils';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('./UnsubscribePage');
}, 30_000);

/** The server's answer to a link's request: the emails on when the body asked to resubscribe. */
function linkAnswer(init: RequestInit | undefined) {
  const { resubscribe } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { resubscribe: boolean };
  return { kind: 'messages', email: 'c•••@example.com', on: resubscribe };
}

describe('unsubscribe page', () => {
  it('stops message emails only when the button is pressed, and names the masked address', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/messages/unsubscribe': (init) => ({ body: linkAnswer(init) }),
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
    expect(sentBodies(fetchMock, 'POST', '/api/messages/unsubscribe')).toEqual([{ token: 'tok-42', resubscribe: false }]);

    // Undo, from the same link: the emails are back on, and can be stopped again.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Message emails are back on' })).toBeInTheDocument();
    expect(screen.getByText('c•••@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop message emails' })).toBeEnabled();
    expect(sentBodies(fetchMock, 'POST', '/api/messages/unsubscribe')).toEqual([
      { token: 'tok-42', resubscribe: false },
      { token: 'tok-42', resubscribe: true },
    ]);
  });

  it('keeps the answer on screen when Undo fails, and says why', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/messages/unsubscribe': (init) =>
        ++calls === 1
          ? { body: linkAnswer(init) }
          : { status: 400, body: { error: { code: 'invalid_link', message: 'This link has expired or no longer works.' } } },
    });
    renderApp('/unsubscribe#token=tok-42');
    await user.click(await screen.findByRole('button', { name: 'Stop message emails' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or no longer works.');
    expect(screen.getByRole('heading', { level: 1, name: 'Message emails are off' })).toBeInTheDocument();
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
