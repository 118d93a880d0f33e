import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planTable } from '@test/plans';
import { mockApi, renderApp, signedOut } from '@test/test-utils';

const publicApi = {
  'GET /api/auth/session': { body: signedOut },
  'GET /api/plans': { body: planTable },
};

function card(name: string) {
  const heading = screen.getByRole('heading', { level: 3, name });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return within(article);
}

describe('pricing page', () => {
  it('opens on the rower tab with monthly prices, and switches tabs with the keyboard', async () => {
    mockApi(publicApi);
    const user = userEvent.setup();
    renderApp('/pricing');
    const rower = await screen.findByRole('tab', { name: 'Individual Rower' });
    expect(rower).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Individual Rower');
    expect(card('Elite').getByText('Most Popular')).toBeInTheDocument();
    expect(card('Elite').getByText('$19.99')).toBeInTheDocument();
    expect(card('Elite').getByText('/month')).toBeInTheDocument();
    expect(card('Recruit').getByRole('link', { name: 'Start free trial with Recruit' })).toHaveAttribute(
      'href',
      '/plans/start?plan=recruit',
    );
    expect(screen.getByText(/Free for every athlete, without a plan/)).toHaveTextContent('up to 5 saved schools');
    expect(screen.getByText('Annual saves up to 17%')).toBeInTheDocument();
    expect(screen.getByText('14-day free trial')).toBeInTheDocument();
    expect(screen.getByText('No credit card required')).toBeInTheDocument();

    rower.focus();
    await user.keyboard('{ArrowRight}');
    const family = screen.getByRole('tab', { name: 'Family' });
    expect(family).toHaveFocus();
    expect(family).toHaveAttribute('aria-selected', 'true');
    expect(card('Family Plus').getByText('Best Value')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'College Coach' })).toHaveAttribute('aria-selected', 'true');
    expect(card('Division I/II').getByRole('link', { name: 'Start free trial with Division I/II' })).toHaveAttribute(
      'href',
      '/plans/start?plan=division-i-ii',
    );
    await user.keyboard('{ArrowRight}');
    expect(rower).toHaveAttribute('aria-selected', 'true');
  });

  it('shows annual prices and the saving when billed annually', async () => {
    mockApi(publicApi);
    const user = userEvent.setup();
    renderApp('/pricing');
    await user.click(await screen.findByRole('radio', { name: 'Annual' }));
    expect(card('Elite').getByText('$199')).toBeInTheDocument();
    expect(card('Elite').getByText('/year')).toBeInTheDocument();
    expect(card('Elite').getByText('You save $40.88 a year (17%)')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Club Coach' }));
    expect(card('Club Pro').getByText('$1,299')).toBeInTheDocument();
    expect(card('Club Pro').getByRole('link', { name: 'Start free trial with Club Pro' })).toBeInTheDocument();
  });

  it('names only the lines of the plan table, each with its entitlement', async () => {
    mockApi(publicApi);
    renderApp('/pricing');
    await screen.findByRole('tab', { name: 'Individual Rower' });
    // Every tab's cards are in the page; the hidden ones too.
    const shown = [...document.querySelectorAll('.plan__features li')].map((li) => [
      li.textContent,
      li.getAttribute('data-entitlement'),
    ]);
    const table = planTable.plans.flatMap((plan) => plan.features.map((f) => [f.text, f.entitlement]));
    expect(shown).toEqual(table);
  });

  it('lists the add-ons with whose plans they go, and the discounts with who qualifies', async () => {
    mockApi(publicApi);
    renderApp('/pricing');
    await screen.findByRole('tab', { name: 'Individual Rower' });
    const addOns = within(screen.getByRole('region', { name: 'Add-ons' }));
    expect(addOns.getAllByRole('listitem').map((li) => li.querySelector('.price-list__name')?.textContent)).toEqual(
      planTable.addOns.map((a) => a.name),
    );
    expect(addOns.getByText('For rower, family and club plans.')).toBeInTheDocument();
    expect(addOns.getByText('$49.99')).toBeInTheDocument();
    const discounts = within(screen.getByRole('region', { name: 'Discounts' }));
    expect(discounts.getByText('20% off')).toBeInTheDocument();
    expect(discounts.getByText('On club plans.')).toBeInTheDocument();
    expect(discounts.getByRole('link', { name: 'ask us' })).toHaveAttribute('href', '/support');
  });

  it('opens the tab the address names, with the college plans’ limits and the table’s date', async () => {
    mockApi(publicApi);
    renderApp('/pricing?audience=college');
    const college = await screen.findByRole('tab', { name: 'College Coach' });
    expect(college).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('College Coach');
    const recruiter = card('Recruiter');
    expect(recruiter.getByText('Plan limits')).toBeInTheDocument();
    expect(recruiter.getByText('Coaches').nextSibling).toHaveTextContent(/^1$/);
    expect(recruiter.getByText('Academic fit filters').nextSibling).toHaveTextContent('Not included');
    expect(card('Division I/II').getByText('Recruiting board').nextSibling).toHaveTextContent('Unlimited');
    expect(screen.getByText(/A program's first coach starts a 14-day free trial/)).toBeInTheDocument();
    expect(screen.getByText('Prices as of Nov 28, 2026.')).toBeInTheDocument();
  });

  it('shows no limits on the other tabs', async () => {
    mockApi(publicApi);
    renderApp('/pricing?audience=family');
    expect(await screen.findByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true');
    // Every audience's panel is in the page (for visitors without JavaScript); the others are hidden.
    expect(within(screen.getByRole('tabpanel')).queryByText('Plan limits')).not.toBeInTheDocument();
    expect(screen.getAllByText('Plan limits')[0]?.closest('[role="tabpanel"]')).not.toBeVisible();
  });

  it('says when the plans cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'GET /api/plans': () => {
        calls += 1;
        // A server error is retried once before the page says so.
        return calls <= 2 ? { status: 503, body: { error: { code: 'unavailable', message: 'Try again' } } } : { body: planTable };
      },
    });
    const user = userEvent.setup();
    renderApp('/pricing');
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('tab', { name: 'Individual Rower' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Annual saves up to 17%')).toBeInTheDocument();
  });
});
