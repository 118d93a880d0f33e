import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consentView, RULES, verdict } from '@test/registration';
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
      'POST /api/consent/view': { body: consentView({ status: 'approved' }) },
    });
    renderApp('/parental-consent#token=tok-123');
    expect(await screen.findByRole('link', { name: 'Create a parent account' })).toBeInTheDocument();
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
    const sent: unknown[] = [];
    mockApi({
      'GET /api/auth/session': { body: signedIn('admin', 'ops@example.com') },
      'GET /api/admin/users?limit=50': {
        body: [
          { id: 'p1', email: 'pat@example.com', role: 'parent', emailConfirmed: true, parentalConsent: 'not_required', disabled: false, createdAt: '2026-01-01T10:00:00Z' },
          { id: 's1', email: 'sam@example.com', role: 'student', emailConfirmed: true, parentalConsent: 'approved', disabled: false, createdAt: '2026-01-01T10:00:00Z' },
        ],
      },
      'PUT /api/admin/users/p1/family-plan': (init) => {
        sent.push(JSON.parse(init?.body as string));
        return { body: { status: 'ok' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin?tab=users');
    const button = await screen.findByRole('button', { name: 'Set the family plan of pat@example.com' });
    expect(screen.queryByRole('button', { name: 'Set the family plan of sam@example.com' })).not.toBeInTheDocument();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Set family plan' });
    await user.selectOptions(within(dialog).getByLabelText('Family plan'), 'family-plus');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('pat@example.com is now on Family Plus.')).toBeInTheDocument();
    expect(sent).toEqual([{ plan: 'family-plus' }]);
  });
});
