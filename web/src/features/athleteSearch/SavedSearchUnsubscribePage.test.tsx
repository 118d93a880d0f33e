import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentBodies } from '@test/messages';
import { mockApi, renderApp, signedOut } from '@test/test-utils';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await import('./SavedSearchUnsubscribePage');
}, 30_000);

describe('a saved search’s unsubscribe page', { timeout: 20_000 }, () => {
  it('works signed out, turns off that search’s alerts when asked, and undoes it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: signedOut },
      'POST /api/coach/saved-searches/unsubscribe': (init) => {
        const { resubscribe } = JSON.parse(init?.body as string) as { resubscribe: boolean };
        return { body: { name: 'Women 2028', on: resubscribe } };
      },
    });
    renderApp('/saved-searches/unsubscribe#token=tok-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop a saved search’s alerts' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Stop these alerts' });
    expect(sentBodies(fetchMock, 'POST', '/api/coach/saved-searches/unsubscribe')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'These alerts are off' })).toBeInTheDocument();
    expect(screen.getByText('Women 2028')).toBeInTheDocument();
    expect(screen.getByText('Signed in, each saved search has its own alert switch under Saved searches in Athlete search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'These alerts are back on' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/coach/saved-searches/unsubscribe')).toEqual([
      { token: 'tok-7', resubscribe: false },
      { token: 'tok-7', resubscribe: true },
    ]);
  });

  it('says a link without a token is incomplete, without asking the server', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/saved-searches/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(sentBodies(fetchMock, 'POST', '/api/coach/saved-searches/unsubscribe')).toHaveLength(0);
  });
});
