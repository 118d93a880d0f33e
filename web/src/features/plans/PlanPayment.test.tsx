import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planTable } from '@test/plans';
import { mockApi, renderApp, signedIn } from '@test/test-utils';

const familyFree = {
  audience: 'family',
  plan: null,
  trialEndsAt: null,
  hadTrial: true,
  level: null,
};
const offers = [
  { plan: 'family-plus', billing: 'monthly' },
  { plan: 'family-plus', billing: 'annual' },
  { plan: 'family-basic', billing: 'annual' },
];
const paid = {
  plan: 'family-plus',
  planName: 'Family Plus',
  billing: 'monthly',
  status: 'active',
  inForce: true,
  currentPeriodEnd: '2026-12-28T12:00:00Z',
  cancelAtPeriodEnd: false,
};

/** What GET /api/billing answers beside the plan: no add-on to buy or held, no discount. */
const noExtras = { addOnOffers: [], addOns: [], discount: null };

function settingsWith(billing: unknown, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': { body: signedIn('parent') },
    'GET /api/account/plan': { body: familyFree },
    'GET /api/account/emails': { body: [] },
    'GET /api/plans': { body: planTable },
    'GET /api/billing': { body: billing },
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('paying for a plan in Settings', { timeout: 20_000 }, () => {
  it('shows nothing to buy while payments are off', async () => {
    settingsWith({ ...noExtras, paymentsOn: false, payer: 'account', offers: [], subscription: null });
    renderApp('/settings');
    const section = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await section.findByText('Free')).toBeInTheDocument();
    expect(section.queryByRole('heading', { name: 'Choose a plan' })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
  });

  it('offers the plans sold for the chosen period and sends the browser to checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, href: window.location.href, origin: window.location.origin });
    const sent: unknown[] = [];
    settingsWith(
      { ...noExtras, paymentsOn: true, payer: 'account', offers, subscription: null },
      {
        'POST /api/billing/checkout': (init) => {
          sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
          return { body: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } };
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/settings');
    const section = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await section.findByRole('heading', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(section.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    // Monthly: only Family Plus has a monthly price.
    expect(section.getByRole('button', { name: 'Choose Family Plus monthly' })).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Family Basic/ })).not.toBeInTheDocument();
    expect(section.getByText('$24.99/month')).toBeInTheDocument();
    await user.click(section.getByText('Annual'));
    expect(section.getByRole('button', { name: 'Choose Family Basic annual' })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Choose Family Plus annual' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(sent).toEqual([{ plan: 'family-plus', billing: 'annual' }]);
  });

  it('shows the server’s refusal in its words', async () => {
    settingsWith(
      { ...noExtras, paymentsOn: true, payer: 'account', offers, subscription: null },
      {
        'POST /api/billing/checkout': {
          status: 409,
          body: { error: { code: 'already_subscribed', message: 'You already pay for a plan. Use Manage billing to change it or cancel.' } },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/settings');
    const section = within(await screen.findByRole('region', { name: 'Your plan' }));
    await user.click(await section.findByRole('button', { name: 'Choose Family Plus monthly' }));
    expect(await section.findByText(/You already pay for a plan/)).toBeInTheDocument();
  });

  it('says when a paid plan renews, or ends once cancelled, and opens the portal', async () => {
    settingsWith({ ...noExtras, paymentsOn: true, payer: 'account', offers, subscription: paid });
    const { unmount } = renderApp('/settings');
    let section = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await section.findByText('Renews on Dec 28, 2026.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(section.queryByRole('heading', { name: 'Choose a plan' })).not.toBeInTheDocument();
    unmount();

    settingsWith({ ...noExtras, paymentsOn: true, payer: 'account', offers, subscription: { ...paid, cancelAtPeriodEnd: true } });
    renderApp('/settings');
    section = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await section.findByText('Ends on Dec 28, 2026.')).toBeInTheDocument();
  });

  it('thanks the payer back from checkout', async () => {
    settingsWith({ ...noExtras, paymentsOn: true, payer: 'account', offers, subscription: paid });
    renderApp('/settings?checkout=success');
    const section = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await section.findByText('Your payment went through and your plan is active.')).toBeInTheDocument();
  });

  it('names a granted discount before checkout', async () => {
    settingsWith({
      ...noExtras,
      paymentsOn: true,
      payer: 'account',
      offers,
      subscription: null,
      discount: { discount: 'academic', name: 'Academic institutions', percent: 15, grantedAt: '2026-11-20T10:00:00Z', note: '' },
    });
    renderApp('/settings');
    const section = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await section.findByText('Academic institutions: 15% off')).toBeInTheDocument();
    expect(section.getByText(/applied at checkout/)).toBeInTheDocument();
  });
});

describe('add-ons on a paid plan', { timeout: 20_000 }, () => {
  const athletePaid = { ...paid, plan: 'recruit', planName: 'Recruit' };
  function athleteWith(billing: unknown, extra: Parameters<typeof mockApi>[0] = {}) {
    return mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/account/plan': { body: { ...familyFree, audience: 'rower' } },
      'GET /api/account/emails': { body: [] },
      'GET /api/plans': { body: planTable },
      'GET /api/billing': { body: billing },
      ...extra,
    });
  }

  it('adds parent access for the people chosen and shows the server’s refusal in its words', async () => {
    const sent: unknown[] = [];
    let held: unknown[] = [];
    const view = { ...noExtras, paymentsOn: true, payer: 'account', offers: [], subscription: athletePaid, addOnOffers: ['parent-access', 'export-api'] };
    athleteWith(
      { ...view, addOns: held },
      {
        'GET /api/billing': () => ({ body: { ...view, addOns: held } }),
        'POST /api/billing/add-ons': (init) => {
          const choice = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { addOn: string; quantity: number };
          sent.push(choice);
          if (choice.addOn === 'export-api') {
            return { status: 503, body: { error: { code: 'unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' } } };
          }
          held = [{ addOn: choice.addOn, quantity: choice.quantity, paid: choice.quantity, granted: 0 }];
          return { body: { addOn: choice.addOn, quantity: choice.quantity } };
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/settings');
    const section = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await section.findByText(/Renews on/)).toBeInTheDocument();
    const addOns = within(await screen.findByRole('region', { name: 'Add-ons' }));
    expect(addOns.getByText('$4.99 per person per month')).toBeInTheDocument();
    expect(addOns.queryByText('Custom branding')).not.toBeInTheDocument();
    await user.selectOptions(addOns.getByLabelText('People'), '2');
    await user.click(addOns.getByRole('button', { name: 'Add' }));
    expect(await addOns.findByText(/2 paid for/)).toBeInTheDocument();
    expect(addOns.getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.click(addOns.getByRole('button', { name: 'Add Data export API' }));
    expect(await addOns.findByText('The service is temporarily unavailable. Please try again shortly.')).toBeInTheDocument();
    expect(sent).toEqual([
      { addOn: 'parent-access', quantity: 2 },
      { addOn: 'export-api', quantity: 1 },
    ]);
  });
});
