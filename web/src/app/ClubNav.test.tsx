import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubEventSource } from '@test/messages';
import { mockApi, renderApp, signedIn } from '@test/test-utils';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

beforeEach(() => {
  stubEventSource();
});

const overview = (club: boolean, hasProgram: boolean) => ({
  verification: { status: 'pending', reason: null },
  club: club
    ? {
        id: 'club-1',
        name: 'Riverside Rowing Club',
        createdAt: '2026-09-01T10:00:00Z',
        plan: { id: 'trial', name: 'Free trial', trialEndsAt: '2026-09-15T10:00:00Z' },
        limits: { roster: 10, coaches: 1 },
        rosterCount: 0,
        coaches: [],
      }
    : null,
  workspace: { open: false, reason: club ? 'coach_unverified' : 'no_club' },
  hasProgram,
});

describe('the Club link', () => {
  it.each([
    ['a coach with a club', true, false],
    ['a coach without a club or a program', false, false],
  ])('is shown to %s', async (_, club, hasProgram) => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/messages/unread': { body: { unread: 0 } },
      'GET /api/club': { body: overview(club, hasProgram) },
    });
    renderApp('/about');
    expect(await mainNav().findByRole('link', { name: 'Club' })).toHaveAttribute('href', '/club');
  });

  it('is not shown to a college coach with a program, nor to athletes', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/messages/unread': { body: { unread: 0 } },
      'GET /api/club': { body: overview(false, true) },
    });
    const { unmount } = renderApp('/about');
    await mainNav().findByRole('link', { name: 'Messages' });
    await waitFor(() => expect(mainNav().queryByRole('link', { name: 'Club' })).not.toBeInTheDocument());
    unmount();

    const fetchMock = mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/messages/unread': { body: { unread: 0 } },
    });
    renderApp('/about');
    await mainNav().findByRole('link', { name: 'Messages' });
    expect(mainNav().queryByRole('link', { name: 'Club' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/club')).toBe(false);
  });
});
