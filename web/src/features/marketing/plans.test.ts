import { describe, expect, it } from 'vitest';
import {
  addOns,
  annualSavingsCents,
  annualSavingsPercent,
  audiences,
  DEFAULT_AUDIENCE,
  discounts,
  formatPrice,
  FREE_TRIAL_DAYS,
  maxAnnualSavingsPercent,
  plans,
  plansFor,
} from './plans';

// Spec section 9, monthly/annual, and the tab each plan belongs to.
const expected = [
  ['Recruit', 'rower', '9.99', '99'],
  ['Elite', 'rower', '19.99', '199'],
  ['Performance', 'rower', '29.99', '299'],
  ['Family Basic', 'family', '14.99', '149'],
  ['Family Plus', 'family', '24.99', '249'],
  ['Family Premier', 'family', '34.99', '349'],
  ['Coach Essential', 'club', '29.99', '299'],
  ['Coach Premium', 'club', '69.99', '699'],
  ['Club Pro', 'club', '129.99', '1299'],
  ['Recruiter', 'college', '99.99', '999'],
  ['Division III', 'college', '199.99', '1999'],
  ['Division I/II', 'college', '349.99', '3499'],
] as const;

const cents = (dollars: string) => Math.round(Number(dollars) * 100);

function plan(name: string) {
  const found = plans.find((p) => p.name === name);
  if (!found) throw new Error(`no plan ${name}`);
  return found;
}

describe('plans', () => {
  it('has exactly the twelve plans of the spec, in order', () => {
    expect(plans.map((p) => p.name)).toEqual(expected.map(([name]) => name));
  });

  it.each(expected)('%s is on the %s tab at $%s a month or $%s a year', (name, audience, monthly, annual) => {
    const p = plan(name);
    expect(p.audience).toBe(audience);
    expect(p.monthlyCents).toBe(cents(monthly));
    expect(p.annualCents).toBe(cents(annual));
    expect(formatPrice(p.monthlyCents)).toBe(`$${monthly}`);
    expect(formatPrice(p.annualCents)).toBe(`$${Number(annual).toLocaleString('en-US')}`);
  });

  it.each(expected)('%s: the annual saving is 12 × monthly − annual, about 17%%', (name, _audience, monthly, annual) => {
    const p = plan(name);
    expect(annualSavingsCents(p)).toBe(12 * cents(monthly) - cents(annual));
    expect(annualSavingsPercent(p)).toBe(17);
  });

  it('computes the savings figures shown on the cards', () => {
    expect(annualSavingsCents(plan('Recruit'))).toBe(2088);
    expect(annualSavingsCents(plan('Elite'))).toBe(4088);
    expect(annualSavingsCents(plan('Division I/II'))).toBe(70088);
    expect(formatPrice(annualSavingsCents(plan('Club Pro')))).toBe('$260.88');
    // 20.88 / 119.88 = 17.4%; 700.88 / 4199.88 = 16.7%: both round to 17.
    expect(annualSavingsPercent({ monthlyCents: 1000, annualCents: 10000 })).toBe(17);
    expect(annualSavingsPercent({ monthlyCents: 1000, annualCents: 12000 })).toBe(0);
  });

  it('annual billing saves up to 17%', () => {
    expect(maxAnnualSavingsPercent()).toBe(17);
  });

  it('has three plans on every tab, rower first by default', () => {
    expect(audiences.map((a) => a.label)).toEqual(['Individual Rower', 'Family', 'Club Coach', 'College Coach']);
    expect(DEFAULT_AUDIENCE).toBe('rower');
    for (const audience of audiences) expect(plansFor(audience.id)).toHaveLength(3);
  });

  it('badges Elite as Most Popular and Family Plus as Best Value, and features them', () => {
    expect(plans.filter((p) => p.badge).map((p) => [p.name, p.badge])).toEqual([
      ['Elite', 'Most Popular'],
      ['Family Plus', 'Best Value'],
    ]);
    expect(plans.filter((p) => p.featured).map((p) => p.name)).toEqual(['Elite', 'Family Plus']);
  });

  it('sends Club Pro and every college plan to sales, and the rest to a free trial', () => {
    const sales = plans.filter((p) => p.action.kind === 'contact-sales').map((p) => p.name);
    expect(sales).toEqual(['Club Pro', 'Recruiter', 'Division III', 'Division I/II']);
    for (const p of plans) expect(p.action.label).toBe(p.action.kind === 'contact-sales' ? 'Contact Sales' : 'Start free trial');
  });

  it('states the plan limits of spec section 6', () => {
    expect(plan('Recruit').features).toContain('Basic performance tracking');
    expect(plan('Elite').features).toContain('Access for one family member');
    expect(plan('Family Plus').features).toContain('Up to 3 athletes');
    expect(plan('Family Premier').features).toContain('Unlimited athletes');
    expect(plan('Coach Essential').features).toContain('Up to 10 athletes');
    expect(plan('Coach Premium').features).toContain('Up to 25 athletes');
    expect(plan('Club Pro').features).toEqual(expect.arrayContaining(['Unlimited athletes', 'Multi-coach access']));
    for (const name of ['Recruiter', 'Division III', 'Division I/II']) {
      expect(plan(name).features.join(' ')).toMatch(/Verified/);
      expect(plan(name).features.join(' ')).toMatch(/NCAA-compliant messaging/);
    }
  });

  it('gives every plan a description and features', () => {
    for (const p of plans) {
      expect(p.description.length).toBeGreaterThan(10);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has the add-ons, discounts and trial of spec section 9', () => {
    expect(addOns.map((a) => [a.name, formatPrice(a.monthlyCents), a.unit])).toEqual([
      ['Additional parent access', '$4.99', 'per person per month'],
      ['Data export API', '$9.99', 'per month'],
      ['Custom branding', '$49.99', 'per month'],
    ]);
    expect(discounts.map((d) => [d.name, d.percent])).toEqual([
      ['Academic institutions', 15],
      ['Non-profit clubs', 20],
      ['Multi-team organizations', 15],
    ]);
    expect(FREE_TRIAL_DAYS).toBe(14);
  });
});
