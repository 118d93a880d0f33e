import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn } from '@test/test-utils';

function navLabels(): string[] {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

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

function setup(role: 'student' | 'coach' | 'parent', club?: ReturnType<typeof clubOverview>) {
  mockApi({
    'GET /api/auth/session': { body: signedIn(role) },
    'GET /api/messages/unread': { body: { unread: 0 } },
    ...(club ? { 'GET /api/club': { body: club } } : {}),
  });
  renderApp('/about');
}

describe('the Calendar link', () => {
  it('follows Performance for athletes', async () => {
    setup('student');
    const link = await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Calendar' });
    expect(link).toHaveAttribute('href', '/calendar');
    const labels = navLabels();
    expect(labels[labels.indexOf('Performance') + 1]).toBe('Calendar');
  });

  it('follows Dashboard for a college coach without a club team', async () => {
    setup('coach', clubOverview(false, true));
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Calendar' });
    const labels = navLabels();
    expect(labels[labels.indexOf('Dashboard') + 1]).toBe('Calendar');
  });

  it('follows Club for a coach with a club team and a program', async () => {
    setup('coach', clubOverview(true, true));
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Calendar' });
    const labels = navLabels();
    expect(labels.slice(labels.indexOf('Dashboard'), labels.indexOf('Dashboard') + 3)).toEqual(['Dashboard', 'Club', 'Calendar']);
  });

  it('is not shown to a club coach without a college program', async () => {
    setup('coach', clubOverview(true, false));
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Club' });
    expect(navLabels()).not.toContain('Calendar');
  });

  it('is not shown to parents', async () => {
    setup('parent');
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Family' });
    await waitFor(() => expect(navLabels()).not.toContain('Calendar'));
  });
});
