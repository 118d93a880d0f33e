import { describe, expect, it } from 'vitest';
import { limitRows } from '@/lib/plans';
import { planTable } from '@test/plans';
import {
  TRIAL_LABEL,
  annualSavingsCents,
  annualSavingsPercent,
  audienceFrom,
  audiences,
  DEFAULT_AUDIENCE,
  formatPrice,
  maxAnnualSavingsPercent,
  plansFor,
} from './plans';

const { plans } = planTable;

function plan(name: string) {
  const found = plans.find((p) => p.name === name);
  if (!found) throw new Error(`no plan ${name}`);
  return found;
}

describe('prices and savings', () => {
  it('formats cents as dollars, with cents only when there are some', () => {
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatPrice(9900)).toBe('$99');
    expect(formatPrice(129900)).toBe('$1,299');
    expect(formatPrice(26088)).toBe('$260.88');
  });

  it('computes the saving of annual billing as 12 × monthly − annual', () => {
    expect(annualSavingsCents(plan('Recruit'))).toBe(2088);
    expect(annualSavingsCents(plan('Elite'))).toBe(4088);
    expect(annualSavingsCents(plan('Division I/II'))).toBe(70088);
    // 20.88 / 119.88 = 17.4%; 700.88 / 4199.88 = 16.7%: both round to 17.
    expect(annualSavingsPercent(plan('Recruit'))).toBe(17);
    expect(annualSavingsPercent(plan('Division I/II'))).toBe(17);
    expect(annualSavingsPercent({ monthlyCents: 1000, annualCents: 12000 })).toBe(0);
  });

  it('says how much annual billing saves at most', () => {
    expect(maxAnnualSavingsPercent(plans)).toBe(17);
    expect(maxAnnualSavingsPercent([{ monthlyCents: 1000, annualCents: 6000 }, plan('Elite')])).toBe(50);
    expect(maxAnnualSavingsPercent([])).toBe(0);
  });
});

describe('tabs', () => {
  it('has a tab for each audience with three plans each, rower first by default', () => {
    expect(audiences.map((a) => a.label)).toEqual(['Individual Rower', 'Family', 'Club Coach', 'College Coach']);
    expect(DEFAULT_AUDIENCE).toBe('rower');
    for (const audience of audiences) expect(plansFor(plans, audience.id)).toHaveLength(3);
    expect(plansFor(plans, 'college').map((p) => p.name)).toEqual(['Recruiter', 'Division III', 'Division I/II']);
  });

  it('reads the tab from the address, the default for anything else', () => {
    expect(audienceFrom('college')).toBe('college');
    expect(audienceFrom('family')).toBe('family');
    expect(audienceFrom(null)).toBe('rower');
    expect(audienceFrom('everyone')).toBe('rower');
  });
});

describe('plan cards', () => {
  it('starts a free trial from every plan, and names the entitlement behind each line', () => {
    expect(TRIAL_LABEL).toBe('Start free trial');
    for (const each of planTable.plans) {
      for (const feature of each.features) expect(feature.entitlement, `${each.name}: ${feature.text}`).toBeTruthy();
    }
  });

  it('spells out a college plan’s limits, unlimited included', () => {
    const recruiter = plan('Recruiter').limits;
    const top = plan('Division I/II').limits;
    if (!recruiter || !top) throw new Error('college plans have limits');
    expect(limitRows(recruiter)).toEqual([
      ['Coaches', '1'],
      ['Recruiting board', '100 athletes'],
      ['Saved searches', '5 per coach'],
      ['Academic fit filters', 'Not included'],
    ]);
    expect(limitRows(top)).toEqual([
      ['Coaches', '12'],
      ['Recruiting board', 'Unlimited'],
      ['Saved searches', 'Unlimited'],
      ['Academic fit filters', 'Included'],
    ]);
  });
});
