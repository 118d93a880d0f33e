import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { planTable } from '@test/plans';
import { mockApi, renderApp, signedIn } from '@test/test-utils';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('./AdminPage');
}, 30_000);

describe('account plans in the console', () => {
  it("sets a parent's family plan and an athlete's rower plan", async () => {
    document.cookie = 'rr_csrf=csrf-token';
    let patPlan: string | null = 'family-basic';
    let samPlan: string | null = null;
    const sent: unknown[] = [];
    mockApi({
      'GET /api/auth/session': { body: signedIn('admin', 'ops@example.com') },
      'GET /api/admin/users?limit=50': () => ({
        body: [
          { id: 'p1', email: 'pat@example.com', role: 'parent', emailConfirmed: true, parentalConsent: 'not_required', disabled: false, createdAt: '2026-01-01T10:00:00Z', plan: patPlan },
          { id: 'p2', email: 'lee@example.com', role: 'parent', emailConfirmed: true, parentalConsent: 'not_required', disabled: false, createdAt: '2026-01-01T10:00:00Z', plan: null },
          { id: 's1', email: 'sam@example.com', role: 'student', emailConfirmed: true, parentalConsent: 'approved', disabled: false, createdAt: '2026-01-01T10:00:00Z', plan: samPlan },
        ],
      }),
      'GET /api/plans': { body: planTable },
      'PUT /api/admin/users/p1/plan': (init) => {
        const body = JSON.parse(init?.body as string) as { plan: string | null };
        sent.push(body);
        patPlan = body.plan;
        return { body: { status: body.plan ?? 'none' } };
      },
      'PUT /api/admin/users/s1/plan': (init) => {
        const body = JSON.parse(init?.body as string) as { plan: string | null };
        sent.push(body);
        samPlan = body.plan;
        return { body: { status: body.plan ?? 'none' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin?tab=users');
    const button = await screen.findByRole('button', { name: 'Set the family plan of pat@example.com' });
    expect(screen.queryByRole('button', { name: 'Set the family plan of sam@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set the rower plan of sam@example.com' })).toBeInTheDocument();
    // The list shows each parent's current plan, by the plan table's name.
    const patRow = () => screen.getByText('pat@example.com', { selector: '.admin-email' }).closest('tr') as HTMLElement;
    const leeRow = screen.getByText('lee@example.com', { selector: '.admin-email' }).closest('tr') as HTMLElement;
    expect(await within(patRow()).findByText('Family Basic')).toBeInTheDocument();
    expect(within(leeRow).getByText('No family plan')).toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Set family plan' });
    expect(within(dialog).getByText('Current plan:').parentElement).toHaveTextContent('Current plan: Family Basic');
    const select = within(dialog).getByLabelText('Family plan');
    expect(select).toHaveValue('family-basic');
    // The choices are the plan table's family plans, with what each allows.
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No plan (Family Basic’s limit: 1 athlete, free)',
      'Family Basic (1 athlete)',
      'Family Plus (up to 3 athletes)',
      'Family Premier (no limit)',
    ]);
    await user.selectOptions(select, 'family-plus');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('pat@example.com is now on Family Plus.')).toBeInTheDocument();
    expect(sent).toEqual([{ plan: 'family-plus' }]);
    expect(await within(patRow()).findByText('Family Plus')).toBeInTheDocument();

    // An athlete's own plan is a rower plan.
    await user.click(screen.getByRole('button', { name: 'Set the rower plan of sam@example.com' }));
    const rower = await screen.findByRole('dialog', { name: 'Set rower plan' });
    const choices = within(rower).getByLabelText('Rower plan');
    expect(within(choices).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No plan (the free level: 5 saved schools)',
      'Recruit',
      'Elite',
      'Performance',
    ]);
    await user.selectOptions(choices, 'elite');
    await user.click(within(rower).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('sam@example.com is now on Elite.')).toBeInTheDocument();
    expect(sent).toEqual([{ plan: 'family-plus' }, { plan: 'elite' }]);
  });
});
