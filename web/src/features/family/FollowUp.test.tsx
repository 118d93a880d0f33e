import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planTable } from '@test/plans';
import { answeredConsent, consentView, RULES, verdict } from '@test/registration';
import { mockApi, renderApp, signedIn, signedOut } from '@test/test-utils';

configure({ asyncUtilTimeout: 10_000 });

/** The ways into the portal that live on other pages: the consent page, /register and the console. */
describe('the way into the parent portal', { timeout: 30_000 }, () => {
  it('offers a parent account once the parent approves the consent request', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'GET /api/compliance/rules': { body: RULES },
      'POST /api/consent/view': { body: consentView() },
      'POST /api/consent/decide': { body: { status: 'approved', message: 'Thank you.' } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/parental-consent#token=tok-123');
    expect(screen.queryByRole('heading', { name: "Follow your child's recruiting" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const offer = await screen.findByRole('region', { name: "Follow your child's recruiting" });
    expect(within(offer).getByRole('link', { name: 'Create a parent account' })).toHaveAttribute(
      'href',
      '/register?role=parent&email=pat%40example.com',
    );
    expect(within(offer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers it again on an approved request', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'GET /api/compliance/rules': { body: RULES },
      'POST /api/consent/view': { body: answeredConsent('approved') },
    });
    renderApp('/parental-consent#token=tok-123');
    // The link no longer tells anyone the parent's address.
    expect(await screen.findByRole('link', { name: 'Create a parent account' })).toHaveAttribute('href', '/register?role=parent');
  });

  it('opens /register with the parent role chosen and the email filled in', async () => {
    localStorage.setItem('userLocation', 'US');
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'GET /api/compliance/rules': { body: RULES },
      'POST /api/compliance/age-check': { body: verdict() },
    });
    renderApp('/register?role=parent&email=pat%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Parent or guardian/ })).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
  });

  it('ignores a role /register does not offer', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut }, 'GET /api/compliance/rules': { body: RULES } });
    renderApp('/register?role=admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Student athlete/ })).toBeChecked();
  });

  it("sets a parent's family plan in the console", async () => {
    document.cookie = 'rr_csrf=csrf-token';
    let patPlan: string | null = 'family-basic';
    const sent: unknown[] = [];
    mockApi({
      'GET /api/auth/session': { body: signedIn('admin', 'ops@example.com') },
      'GET /api/admin/users?limit=50': () => ({
        body: [
          { id: 'p1', email: 'pat@example.com', role: 'parent', emailConfirmed: true, parentalConsent: 'not_required', disabled: false, createdAt: '2026-01-01T10:00:00Z', familyPlan: patPlan },
          { id: 'p2', email: 'lee@example.com', role: 'parent', emailConfirmed: true, parentalConsent: 'not_required', disabled: false, createdAt: '2026-01-01T10:00:00Z', familyPlan: null },
          { id: 's1', email: 'sam@example.com', role: 'student', emailConfirmed: true, parentalConsent: 'approved', disabled: false, createdAt: '2026-01-01T10:00:00Z', familyPlan: null },
        ],
      }),
      'GET /api/plans': { body: planTable },
      'PUT /api/admin/users/p1/family-plan': (init) => {
        const body = JSON.parse(init?.body as string) as { plan: string | null };
        sent.push(body);
        patPlan = body.plan;
        return { body: { status: body.plan ?? 'none' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin?tab=users');
    const button = await screen.findByRole('button', { name: 'Set the family plan of pat@example.com' });
    expect(screen.queryByRole('button', { name: 'Set the family plan of sam@example.com' })).not.toBeInTheDocument();
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
  });
});
