import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answeredConsent, consentView, RULES, verdict } from '@test/registration';
import { mockApi, renderApp, signedOut } from '@test/test-utils';

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

});
