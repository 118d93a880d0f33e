import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_PROFILE_INPUT } from '@test/profile';
import { ancestor, sentBodies } from '@test/messages';
import { school } from '@test/schools';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';
import type { Commitment } from './types';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await Promise.all([import('@/features/profile/ProfilePage'), import('./CommitmentCard')]);
}, 30_000);

function profile() {
  return {
    id: 'user-1',
    email: 'alex@example.com',
    userRole: 'student',
    ...EMPTY_PROFILE_INPUT,
    weightClassSuggested: null,
    best2k: null,
    best6k: null,
    shareLinkCreatedAt: null,
    updatedAt: '2026-01-01T00:00:00Z',
    completeness: { percent: 0, missing: [] },
  };
}

const OPEN: Commitment = { status: 'open', schoolId: null, schoolName: null };

function renderProfile(routes: MockRoutes = {}, role: 'student' | 'coach' = 'student') {
  document.cookie = 'rr_csrf=csrf-token';
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn(role) },
    'GET /api/messages/unread': { body: { unread: 0 } },
    'GET /api/profile': { body: profile() },
    'GET /api/profile/commitment': { body: OPEN },
    ...routes,
  });
  renderApp('/profile');
  return fetchMock;
}

async function card() {
  return within(ancestor(await screen.findByRole('heading', { level: 2, name: 'Recruiting status' }), 'section'));
}

describe('recruiting status on the profile', () => {
  it('explains what committing changes, and saves a verbal commitment to a school picked from the list', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile({
      'GET /api/schools?q=harv&pageSize=8': { body: { total: 207, matched: 1, page: 1, pageSize: 8, items: [school()] } },
      'PUT /api/profile/commitment': {
        body: { status: 'verbal', schoolId: 'harvard-university', schoolName: 'Harvard University' },
      },
    });
    const status = await card();
    expect(status.getByText(/other programs can no longer start conversations with you/)).toBeInTheDocument();
    expect(await status.findByRole('radio', { name: 'Still open' })).toBeChecked();
    expect(status.queryByRole('searchbox')).not.toBeInTheDocument();

    await user.click(status.getByRole('radio', { name: 'Verbally committed' }));
    await user.click(status.getByRole('button', { name: 'Save recruiting status' }));
    expect(status.getByText('Choose the school from the list.')).toBeInTheDocument();
    expect(status.getByRole('searchbox', { name: 'Find the school' })).toHaveFocus();
    expect(sentBodies(fetchMock, 'PUT', '/api/profile/commitment')).toHaveLength(0);

    await user.type(status.getByRole('searchbox', { name: 'Find the school' }), 'harv');
    await user.click(await status.findByRole('radio', { name: /Harvard University/ }));
    await user.click(status.getByRole('button', { name: 'Save recruiting status' }));
    expect(await status.findByText('Saved: verbally committed to Harvard University.')).toHaveAttribute('role', 'status');
    expect(sentBodies(fetchMock, 'PUT', '/api/profile/commitment')).toEqual([{ status: 'verbal', schoolId: 'harvard-university' }]);
  });

  it('starts from the saved commitment and reopens without a school', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile({
      'GET /api/profile/commitment': {
        body: { status: 'signed', schoolId: 'harvard-university', schoolName: 'Harvard University' },
      },
      'PUT /api/profile/commitment': { body: OPEN },
    });
    const status = await card();
    expect(await status.findByRole('radio', { name: 'Signed an offer' })).toBeChecked();
    expect(status.getByRole('radio', { name: 'Harvard University' })).toBeChecked();
    await user.click(status.getByRole('radio', { name: 'Still open' }));
    await user.click(status.getByRole('button', { name: 'Save recruiting status' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/profile/commitment')).toEqual([{ status: 'open', schoolId: null }]),
    );
    expect(await status.findByText('Saved: you are still open to programs.')).toBeInTheDocument();
  });

  it('is only for athletes', async () => {
    renderProfile({}, 'coach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Athlete profile' })).toBeInTheDocument();
    await screen.findByRole('progressbar', { name: 'Profile completeness' });
    expect(screen.queryByRole('heading', { name: 'Recruiting status' })).not.toBeInTheDocument();
  });
});
