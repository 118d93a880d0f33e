import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sentBodies } from '@test/messages';
import { mockApi } from '@test/test-utils';
import { createQueryClient } from '@/lib/queryClient';
import type { NewAthlete, SavedSearch } from './api';
import SavedSearchAlerts from './SavedSearchAlerts';

configure({ asyncUtilTimeout: 5000 });

const search = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 's1',
  name: 'Women 2028',
  query: 'gradYear=2028&squad=womens',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-01T10:00:00.000Z',
  newMatches: 1,
  alertsOn: true,
  ...overrides,
});

const ava: NewAthlete = { id: 'a1', fullName: 'Ava Stone', gradYear: 2028, matchedAt: '2026-11-20T10:00:00.000Z' };

function renderAlerts() {
  const queryClient = createQueryClient({ queries: { retryDelay: 0 } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SavedSearchAlerts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('saved-search alerts', { timeout: 20_000 }, () => {
  it('lists each search’s new athletes with links to their profiles, and marks a search seen', async () => {
    const user = userEvent.setup({ delay: null });
    const ports = search({ id: 's2', name: 'Ports', newMatches: 0, alertsOn: false });
    let saved = [search(), ports];
    const fetchMock = mockApi({
      'GET /api/coach/saved-searches': () => ({ body: saved }),
      'GET /api/coach/saved-searches/s1/new': () => ({ body: saved[0]?.newMatches ? [ava] : [] }),
      'POST /api/coach/saved-searches/s1/seen': () => {
        saved = [search({ newMatches: 0 }), ports];
        return { body: saved[0] };
      },
    });
    renderAlerts();
    expect(await screen.findByRole('heading', { level: 2, name: 'New athletes in your saved searches' })).toBeInTheDocument();
    const women = await screen.findByRole('article', { name: 'Women 2028' });
    expect(within(women).getByText('1 new since your last look')).toBeInTheDocument();
    const list = await within(women).findByRole('list', { name: 'New athletes for Women 2028' });
    expect(within(list).getByRole('link', { name: 'Ava Stone' })).toHaveAttribute('href', '/athletes/a1');
    expect(within(list).getByText('· Class of 2028')).toBeInTheDocument();
    const portsAlert = screen.getByRole('article', { name: 'Ports' });
    expect(within(portsAlert).getByText('Nothing new since your last look')).toBeInTheDocument();
    expect(within(portsAlert).queryByRole('button', { name: /as seen/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/coach/saved-searches/s2/new')).toBe(false);

    await user.click(within(women).getByRole('button', { name: 'Mark Women 2028 as seen' }));
    expect(await within(women).findByText('Nothing new since your last look')).toBeInTheDocument();
    expect(within(women).queryByRole('link', { name: 'Ava Stone' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/coach/saved-searches/s1/seen')).toHaveLength(1);
  });

  it('switches a search’s alert email on and off', async () => {
    const user = userEvent.setup({ delay: null });
    let saved = search({ newMatches: 0 });
    const fetchMock = mockApi({
      'GET /api/coach/saved-searches': () => ({ body: [saved] }),
      'PUT /api/coach/saved-searches/s1/alerts': (init) => {
        const { on } = JSON.parse(init?.body as string) as { on: boolean };
        saved = search({ newMatches: 0, alertsOn: on });
        return { body: saved };
      },
    });
    renderAlerts();
    const toggle = await screen.findByRole('switch', { name: 'Email new athletes for Women 2028 (daily digest)' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('switch', { name: /Women 2028/ })).not.toBeChecked();
    expect(sentBodies(fetchMock, 'PUT', '/api/coach/saved-searches/s1/alerts')).toEqual([{ on: false }]);
    await user.click(screen.getByRole('switch', { name: /Women 2028/ }));
    expect(await screen.findByRole('switch', { name: /Women 2028/ })).toBeChecked();
  });

  it('invites a coach without saved searches to save one', async () => {
    mockApi({ 'GET /api/coach/saved-searches': { body: [] } });
    renderAlerts();
    expect(await screen.findByRole('link', { name: 'Athlete search' })).toHaveAttribute('href', '/coach/search');
  });

  it('says so when the searches cannot be loaded', async () => {
    mockApi({ 'GET /api/coach/saved-searches': { status: 500, body: { error: { code: 'internal', message: 'x' } } } });
    renderAlerts();
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved searches could not be loaded.');
  });
});
