import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubEventSource } from '@test/messages';
import { mockApi, renderApp, signedIn } from '@test/test-utils';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function navLabels(): string[] {
  return mainNav()
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => {
  stubEventSource();
});

/** GET /api/club for a coach: with a club team or not, with a college program or not. */
const clubOverview = (club: boolean, hasProgram: boolean) => ({
  verification: { status: 'verified', reason: null },
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
  workspace: { open: club, reason: club ? null : 'no_club' },
  hasProgram,
});

type Role = 'student' | 'coach' | 'parent' | 'admin';

function setup(role: Role, club?: ReturnType<typeof clubOverview>) {
  return mockApi({
    'GET /api/auth/session': { body: signedIn(role) },
    'GET /api/messages/unread': { body: { unread: 2 } },
    ...(club ? { 'GET /api/club': { body: club } } : {}),
  });
}

/** The menu once `ready` (a link's name) is in it: the unread count once loaded, by default. */
async function menuOf(role: Role, club?: ReturnType<typeof clubOverview>, ready: string | RegExp = /2 unread/): Promise<string[]> {
  setup(role, club);
  renderApp('/about');
  await mainNav().findByRole('link', { name: ready });
  return navLabels();
}

describe('each role has its own menu', () => {
  it('gives athletes their dashboard, log, calendar, schools and messages', async () => {
    expect(await menuOf('student')).toEqual([
      'Dashboard',
      'Performance',
      'Calendar',
      'Schools',
      'Messages2, 2 unread',
      'About Us',
      'Pricing',
    ]);
  });

  it('gives a college coach a home, search, the board, the calendar and messages, never the athlete log', async () => {
    const labels = await menuOf('coach', clubOverview(false, true));
    expect(labels).toEqual(['Home', 'Search', 'Board', 'Calendar', 'Messages2, 2 unread', 'Pricing']);
    expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(mainNav().getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/coach/search');
    expect(mainNav().getByRole('link', { name: 'Board' })).toHaveAttribute('href', '/coach/board');
  });

  it('adds the club page for a coach with both a club team and a program, and for a coach who has neither yet', async () => {
    expect(await menuOf('coach', clubOverview(true, true))).toEqual([
      'Home',
      'Club',
      'Search',
      'Board',
      'Calendar',
      'Messages2, 2 unread',
      'Pricing',
    ]);
  });

  it('gives a new coach without a club or program the club page but no calendar', async () => {
    expect(await menuOf('coach', clubOverview(false, false))).toEqual([
      'Home',
      'Club',
      'Search',
      'Board',
      'Messages2, 2 unread',
      'Pricing',
    ]);
  });

  it('gives a club coach the club page and schools, with no search, board or messages', async () => {
    const labels = await menuOf('coach', clubOverview(true, false), 'Club');
    expect(labels).toEqual(['Club', 'Schools', 'About Us', 'Pricing']);
  });

  it('gives parents the family page and schools', async () => {
    const fetchMock = setup('parent');
    renderApp('/about');
    await mainNav().findByRole('link', { name: 'Family' });
    expect(navLabels()).toEqual(['Family', 'Schools', 'About Us', 'Pricing']);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/club' || url === '/api/messages/unread')).toBe(false);
  });

  it('gives operators the console', async () => {
    setup('admin');
    renderApp('/about');
    await mainNav().findByRole('link', { name: 'Console' });
    expect(navLabels()).toEqual(['Console', 'About Us', 'Pricing']);
    expect(mainNav().getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/admin');
  });
});

describe('/dashboard follows the role', () => {
  it('is the coach page for a college coach', async () => {
    setup('coach', clubOverview(false, true));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Coach' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it.each([
    ['a parent', 'parent' as const, undefined, '/family'],
    ['an operator', 'admin' as const, undefined, '/admin'],
    ['a club coach', 'coach' as const, clubOverview(true, false), '/club'],
  ])('sends %s to their own home', async (_, role, club, home) => {
    setup(role, club);
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(home), { timeout: 10_000 });
  });
});
