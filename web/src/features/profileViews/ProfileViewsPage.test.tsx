import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn } from '@test/test-utils';
import type { ProfileViews } from './api';

configure({ asyncUtilTimeout: 5000 });

const views: ProfileViews = {
  viewsLast30Days: 3,
  programs: [
    {
      schoolId: 'yale-university',
      programName: 'Yale University',
      views: 2,
      firstViewedOn: '2026-11-18',
      lastViewedOn: '2026-11-20',
      starredAt: '2026-11-20T15:00:00.000Z',
      followUps: [
        { kind: 'added_to_watchlist', at: '2026-11-20T15:00:00.000Z' },
        { kind: 'wrote_to_you', at: '2026-11-21T09:00:00.000Z' },
      ],
    },
    {
      schoolId: 'harvard-university',
      programName: 'Harvard University',
      views: 1,
      firstViewedOn: '2026-11-19',
      lastViewedOn: '2026-11-19',
      starredAt: null,
      followUps: [],
    },
  ],
};

describe('profile views', () => {
  it('lists the programs that looked, how often, when, and what they did next', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/profile/views': { body: views },
    });
    renderApp('/profile/views');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile views' })).toBeInTheDocument();
    expect(screen.getByText(/is not an offer/)).toBeInTheDocument();
    expect(screen.getByText(/stages and notes about you stay private/)).toBeInTheDocument();
    expect(await screen.findByText(/views in the last 30 days/)).toHaveTextContent('3 views in the last 30 days');
    const yale = screen.getByRole('heading', { name: 'Yale University' }).closest('li') as HTMLElement;
    expect(within(yale).getByText(/Viewed your profile 2 times, from Nov 18, 2026 to Nov 20, 2026/)).toBeInTheDocument();
    expect(within(yale).getByText('Added you to their watchlist on Nov 20')).toBeInTheDocument();
    expect(within(yale).getByText('Wrote to you on Nov 21')).toBeInTheDocument();
    const harvard = screen.getByRole('heading', { name: 'Harvard University' }).closest('li') as HTMLElement;
    expect(within(harvard).getByText(/Viewed your profile once, on Nov 19, 2026/)).toBeInTheDocument();
    expect(within(harvard).queryByText(/watchlist/)).not.toBeInTheDocument();
  });

  it('is linked from the dashboard tile', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/dashboard': {
        body: {
          savedSchools: 0,
          profileViews: 3,
          messages: 0,
          completeness: { percent: 10, missing: [] },
          performance: { latestTest: null, best2k: null, seasonChange2k: null },
        },
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Profile Views' })).toHaveAttribute('href', '/profile/views');
  });
});
