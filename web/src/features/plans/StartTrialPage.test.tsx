import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planTable } from '@test/plans';
import { mockApi, renderApp, signedIn, signedOut } from '@test/test-utils';

const freeLevel = { savedSchools: 5, progressCharts: false, familyMembers: 0 };

describe('start free trial', { timeout: 20_000 }, () => {
  it('carries the plan into sign-up when signed out, with the role it is for', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut }, 'GET /api/plans': { body: planTable } });
    renderApp('/plans/start?plan=family-plus');
    expect(await screen.findByText(/Your 14-day free trial of Family Plus starts with your account/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    expect(screen.getByRole('radio', { name: /Parent or guardian/ })).toBeChecked();
  });

  it('starts a signed-in athlete’s trial and says until when', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/plans': { body: planTable },
      'POST /api/account/plan/trial': (init) => {
        sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
        return {
          status: 201,
          body: {
            audience: 'rower',
            plan: { id: 'elite', name: 'Elite', audience: 'rower' },
            trialEndsAt: '2026-12-12T09:00:00Z',
            hadTrial: true,
            level: { savedSchools: null, progressCharts: true, familyMembers: 1 },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/plans/start?plan=elite');
    const heading = await screen.findByRole('heading', { name: 'Start your 14-day free trial of Elite' });
    expect(heading).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Elite features' })).getByText('Everything in Recruit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByText('Elite is yours until Dec 12, 2026.')).toBeInTheDocument();
    expect(sent).toEqual([{ plan: 'elite' }]);
  });

  it('shows the server’s refusal, and tells an athlete that a family plan is a parent’s', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/plans': { body: planTable },
      'POST /api/account/plan/trial': {
        status: 409,
        body: { error: { code: 'trial_used', message: 'Your account has had its free trial.' } },
      },
    });
    const user = userEvent.setup();
    const { unmount } = renderApp('/plans/start?plan=performance');
    await user.click(await screen.findByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByText('Your account has had its free trial.')).toBeInTheDocument();
    unmount();
    renderApp('/plans/start?plan=family-premier');
    expect(await screen.findByRole('heading', { name: 'Family Premier is not a plan for your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the rower plans' })).toHaveAttribute('href', '/pricing?audience=rower');
  });

  it('shows the plan and the level in Settings', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/account/plan': {
        body: { audience: 'rower', plan: null, trialEndsAt: null, hadTrial: false, level: freeLevel },
      },
      'GET /api/account/emails': { body: [] },
    });
    renderApp('/settings');
    const section = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await section.findByText('Free')).toBeInTheDocument();
    expect(section.getByText('Saved schools').nextSibling).toHaveTextContent('Up to 5');
    expect(section.getByText('Progress charts').nextSibling).toHaveTextContent('Not included');
    expect(section.getByRole('link', { name: 'See the plans and start a free trial' })).toHaveAttribute(
      'href',
      '/pricing?audience=rower',
    );
  });
});
