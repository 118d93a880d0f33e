import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '@test/family';
import { sentBodies } from '@test/messages';
import { mockApi, renderApp, signedOut } from '@test/test-utils';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await import('./DigestUnsubscribePage');
}, 30_000);

const sentTokens = (fetchMock: Parameters<typeof sentBodies>[0]) => sentBodies(fetchMock, 'POST', '/api/family/digest/unsubscribe');

describe('the weekly digest’s unsubscribe page', { timeout: 20_000 }, () => {
  it('works signed out and turns the digest off only when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/family/digest/unsubscribe': { body: { kind: 'family_digest', email: 'p•••@example.com', on: false } },
    });
    renderApp('/family/unsubscribe#token=tok-42');
    const button = await screen.findByRole('button', { name: 'Stop the weekly digest' });
    expect(sentTokens(fetchMock)).toHaveLength(0);

    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'The weekly digest is off' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'The weekly digest is off for p•••@example.com. To turn it back on later, sign in and use the Weekly digest switch in your parent portal or in Settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the parent portal' })).toHaveAttribute('href', '/family');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(sentTokens(fetchMock)).toEqual([{ token: 'tok-42', resubscribe: false }]);
  });

  it('shows the server’s message for a link that is not valid', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/family/digest/unsubscribe': refusal(400, 'invalid_link', 'This unsubscribe link is not valid.'),
    });
    renderApp('/family/unsubscribe?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Stop the weekly digest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('says a link without a token is incomplete, without asking the server', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/family/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop the weekly digest' })).not.toBeInTheDocument();
    expect(sentTokens(fetchMock)).toHaveLength(0);
  });
});
