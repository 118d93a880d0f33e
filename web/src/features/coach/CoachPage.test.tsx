import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn } from '@test/test-utils';
import { formatCalendarDate, type CoachOverview } from './api';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const STANDARD = 'Standard NCAA recruiting rules apply.';

function overview(overrides: Partial<CoachOverview> = {}): CoachOverview {
  return {
    displayName: 'pat.coach',
    verification: { status: 'pending', reason: null, decidedAt: null },
    recruiting: { period: null, until: null, guidance: STANDARD },
    athletesViewing: 0,
    starredAthletes: 0,
    workspace: { open: false, reasonCode: 'coach_unverified', reason: 'Your account is waiting for verification.' },
    ...overrides,
  };
}

function renderCoach(body: CoachOverview) {
  mockApi({
    'GET /api/auth/session': { body: signedIn('coach', 'pat.coach@example.edu') },
    'GET /api/profile': { body: { id: 'user-1', email: 'pat.coach@example.edu', userRole: 'coach' } },
    'GET /api/coach/overview': { body },
  });
  renderApp('/coach');
}

function accountStatus() {
  return screen.getByRole('listitem', { name: 'Account Status' });
}

/** The heading shows at once (from the session); the rest once the overview arrives. */
async function loaded() {
  await screen.findByRole('listitem', { name: 'Account Status' });
}

describe('coach page', () => {
  it('welcomes the coach, shows the guidance and the tiles; a pending account says what happens next', async () => {
    renderCoach(overview());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, pat.coach' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'NCAA compliance' })).toBeInTheDocument();
    expect(screen.getByText(STANDARD)).toBeInTheDocument();
    expect(screen.getByText('Athletes Viewing').closest('li')).toHaveTextContent('0Athletes Viewingwith consent');
    expect(screen.getByText('Starred Athletes').closest('li')).toHaveTextContent('0Starred Athletes');

    const status = accountStatus();
    expect(within(status).getByText('Pending verification')).toBeInTheDocument();
    expect(status).toHaveTextContent(/administrator checks your coaching role, usually within 2 business days/);
    expect(status).toHaveTextContent(/emails you the decision/);
    expect(within(status).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(status).queryByText('NCAA compliant')).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Search Athletes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View Watchlist' })).toBeDisabled();
    expect(screen.getAllByText('Coming soon').length).toBeGreaterThan(0);
    expect(screen.getByText(/Telemetry and analytics .* coming soon/)).toBeInTheDocument();
  });

  it('shows Verified and NCAA compliant only for a verified coach', async () => {
    renderCoach(overview({ verification: { status: 'verified', reason: null, decidedAt: '2026-03-02T10:00:00Z' } }));
    await loaded();
    const status = accountStatus();
    expect(within(status).getByText('Verified')).toBeInTheDocument();
    expect(within(status).getByText('NCAA compliant')).toBeInTheDocument();
    expect(within(status).queryByText('Pending verification')).not.toBeInTheDocument();
  });

  it('shows the reason for a rejection', async () => {
    renderCoach(
      overview({
        verification: { status: 'rejected', reason: 'No coaching staff listing found', decidedAt: '2026-03-02T10:00:00Z' },
      }),
    );
    await loaded();
    const status = accountStatus();
    expect(within(status).getByText('Rejected')).toBeInTheDocument();
    expect(within(status).getByText('Reason: No coaching staff listing found')).toBeInTheDocument();
    expect(within(status).queryByText('NCAA compliant')).not.toBeInTheDocument();
  });

  it('names the recruiting period in force and its last day', async () => {
    renderCoach(
      overview({
        recruiting: { period: 'Dead period', until: '2024-12-31', guidance: 'No in-person recruiting contact.' },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'NCAA compliance: Dead period until December 31, 2024' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No in-person recruiting contact.')).toBeInTheDocument();
  });

  it('offers to try again when the overview cannot be read', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/profile': { body: { id: 'user-1', email: 'alex@example.com', userRole: 'coach' } },
      'GET /api/coach/overview': { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } },
    });
    renderApp('/coach');
    expect(await screen.findByText('The coach page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('formatCalendarDate', () => {
  it('reads the date as a calendar day', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});
