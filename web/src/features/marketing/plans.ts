import type { Schema } from '@/api';

/**
 * The pricing page's plans come from the server's one plan table (`GET /api/plans`); this module
 * holds only how they are shown: the tabs, the call to action's words, prices and savings.
 * Prices are in cents so that savings are exact.
 */

export type PlanTable = Schema<'PlanTable'>;
export type Plan = Schema<'Plan'>;
export type Audience = Schema<'Audience'>;
export type { AddOn, Discount } from '@/lib/plans';
export { formatPrice } from '@/lib/plans';

export interface AudienceTab {
  id: Audience;
  label: string;
  intro: string;
}

export const audiences: readonly AudienceTab[] = [
  {
    id: 'rower',
    label: 'Individual Rower',
    intro: 'For high school rowers building a recruiting profile and getting in front of college programs.',
  },
  {
    id: 'family',
    label: 'Family',
    intro: 'For parents and guardians supporting one or more rowers through recruiting.',
  },
  {
    id: 'club',
    label: 'Club Coach',
    intro: 'For club and high school coaches tracking their athletes and helping them get recruited.',
  },
  {
    id: 'college',
    label: 'College Coach',
    intro: 'For verified college coaches and recruiters looking for their next athletes.',
  },
];

export const DEFAULT_AUDIENCE: Audience = 'rower';

/** The tab named in the address (`?audience=college`), or the default. */
export function audienceFrom(value: string | null): Audience {
  return audiences.find((tab) => tab.id === value)?.id ?? DEFAULT_AUDIENCE;
}

/** The words on every plan's call to action: each paid plan starts with a free trial. */
export const TRIAL_LABEL = 'Start free trial';

export function plansFor(plans: readonly Plan[], audience: Audience): Plan[] {
  return plans.filter((plan) => plan.audience === audience);
}

export type Billing = 'monthly' | 'annual';

/** What a year costs on monthly billing minus the annual price, in cents. */
export function annualSavingsCents(plan: Pick<Plan, 'monthlyCents' | 'annualCents'>): number {
  return plan.monthlyCents * 12 - plan.annualCents;
}

/** The annual saving as a whole percentage of a year on monthly billing. */
export function annualSavingsPercent(plan: Pick<Plan, 'monthlyCents' | 'annualCents'>): number {
  return Math.round((annualSavingsCents(plan) / (plan.monthlyCents * 12)) * 100);
}

/** The largest saving of any plan: "Annual saves up to N%". */
export function maxAnnualSavingsPercent(plans: readonly Pick<Plan, 'monthlyCents' | 'annualCents'>[]): number {
  return plans.length === 0 ? 0 : Math.max(...plans.map(annualSavingsPercent));
}


const AUDIENCE_PLANS: Record<Audience, string> = {
  rower: 'rower plans',
  family: 'family plans',
  club: 'club plans',
  college: 'college plans',
};

/** "rower, family and club plans": whose plans an add-on or discount goes with. */
export function audienceWords(audiences: readonly Audience[]): string {
  const words = audiences.map((a) => AUDIENCE_PLANS[a].replace(' plans', ''));
  const last = words.pop();
  if (last === undefined) return '';
  return words.length === 0 ? `${last} plans` : `${words.join(', ')} and ${last} plans`;
}
