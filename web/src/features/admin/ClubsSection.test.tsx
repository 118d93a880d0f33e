import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { planTable } from '@test/plans';
import { mockApi, renderApp, signedIn } from '@test/test-utils';
import type { ClubRow, CoachRow } from './api';

const wait = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('./AdminPage');
}, 30_000);
const admin = { 'GET /api/auth/session': { body: signedIn('admin', 'ops@example.com') } };

const CLUB: ClubRow = {
  id: 'club-1',
  name: 'Riverside Rowing Club',
  plan: { id: 'trial', name: 'Free trial', trialEndsAt: '2099-12-09T15:00:00Z' },
  rosterCount: 7,
  coachCount: 1,
  createdAt: '2026-09-01T10:00:00Z',
};

describe('clubs in the console', () => {
  it('lists clubs with their plan and use, and sets a plan', async () => {
    let clubs = [CLUB];
    const bodies: unknown[] = [];
    mockApi({
      ...admin,
      'GET /api/admin/clubs': () => ({ body: clubs }),
      'GET /api/plans': { body: planTable },
      'PUT /api/admin/clubs/club-1/plan': (init) => {
        bodies.push(JSON.parse(init?.body as string));
        clubs = [{ ...CLUB, plan: { id: 'club-pro', name: 'Club Pro', trialEndsAt: null } }];
        return { body: { status: 'club-pro' } };
      },
    });
    renderApp('/admin?tab=clubs');
    expect(await screen.findByRole('tab', { name: 'Clubs', selected: true }, wait)).toBeInTheDocument();
    const table = await screen.findByRole('table', {}, wait);
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('one club expected');
    expect(within(row).getByText('Riverside Rowing Club')).toBeInTheDocument();
    expect(within(row).getByText('Free trial')).toBeInTheDocument();
    expect(within(row).getByText('until Dec 9, 2099')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Set the plan of Riverside Rowing Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set club plan' });
    expect(within(dialog).getByLabelText('Plan')).toHaveValue('trial');
    expect(await within(dialog).findByRole('option', { name: 'Coach Essential (10 athletes, 1 coach)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Club Pro (no limits)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: /Recruiter/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'club-pro');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Riverside Rowing Club is now on Club Pro.')).toBeInTheDocument();
    expect(bodies).toEqual([{ plan: 'club-pro' }]);
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Club Pro')).toBeInTheDocument());
  });

  it('names the club of a club coach in the verification list', async () => {
    const clubCoach: CoachRow = {
      id: 'c3',
      email: 'pat@riverside.org',
      domain: 'riverside.org',
      status: 'pending',
      reason: null,
      signedUpAt: '2026-03-01T15:00:00Z',
      emailConfirmed: true,
      schoolMatch: null,
      program: null,
      clubName: 'Riverside Rowing Club',
    };
    mockApi({ ...admin, 'GET /api/admin/coaches?status=pending': { body: [clubCoach] } });
    renderApp('/admin?tab=coaches');
    const table = await screen.findByRole('table', {}, wait);
    expect(within(table).getByRole('columnheader', { name: 'Program or club' })).toBeInTheDocument();
    expect(within(table).getByText('Riverside Rowing Club')).toBeInTheDocument();
    expect(within(table).getByText('Club coach')).toBeInTheDocument();
    expect(within(table).queryByText('Not named yet')).not.toBeInTheDocument();
  });

  it('grants a club an add-on and a discount with what was checked, offering only what clubs are sold', async () => {
    const puts: [string, unknown][] = [];
    let held = { addOns: [], discount: null };
    mockApi({
      ...admin,
      'GET /api/admin/clubs': { body: [CLUB] },
      'GET /api/plans': { body: planTable },
      'GET /api/admin/billing/club/club-1': () => ({ body: held }),
      'PUT /api/admin/billing/club/club-1/add-ons/custom-branding': (init) => {
        puts.push(['custom-branding', JSON.parse(init?.body as string)]);
        return { body: { addOn: 'custom-branding', quantity: 1 } };
      },
      'PUT /api/admin/billing/club/club-1/discount': (init) => {
        const body = JSON.parse(init?.body as string) as { discount: string };
        puts.push(['discount', body]);
        if (body.discount === 'academic') {
          return {
            status: 409,
            body: { error: { code: 'coupon_missing', message: 'Your Academic institutions discount cannot be applied at checkout yet. Please contact support before paying.' } },
          };
        }
        held = { addOns: [], discount: null };
        return { body: held };
      },
    });
    renderApp('/admin?tab=clubs');
    const table = await screen.findByRole('table', {}, wait);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Add-ons and discount of Riverside Rowing Club' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add-ons and discount' }, wait));
    // A club is sold the export API and branding, not parent access.
    expect(await dialog.findByLabelText('Custom branding', {}, wait)).toBeInTheDocument();
    expect(dialog.getByLabelText('Data export API')).toBeInTheDocument();
    expect(dialog.queryByLabelText(/Additional parent access/)).not.toBeInTheDocument();
    const discount = dialog.getByLabelText('Discount');
    expect(within(discount).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'None',
      'Academic institutions (15% off)',
      'Non-profit clubs (20% off)',
      'Multi-team organizations (15% off)',
    ]);
    await user.selectOptions(dialog.getByLabelText('Custom branding'), 'Granted');
    await user.selectOptions(discount, 'academic');
    await user.type(dialog.getByLabelText('What you checked'), 'school club');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert', {}, wait)).toHaveTextContent('cannot be applied at checkout yet');
    expect(puts).toEqual([
      ['custom-branding', { quantity: 1 }],
      ['discount', { discount: 'academic', note: 'school club' }],
    ]);
  });
});
