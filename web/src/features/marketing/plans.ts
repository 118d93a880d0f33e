/**
 * Every plan, add-on and discount shown on the pricing page, in one place. Prices are kept in
 * cents so that savings are exact.
 */

export type Audience = 'rower' | 'family' | 'club' | 'college';

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

export type PlanBadge = 'Most Popular' | 'Best Value';

export type PlanAction = { kind: 'trial'; label: string } | { kind: 'contact-sales'; label: string };

export interface Plan {
  id: string;
  name: string;
  audience: Audience;
  /** Price per month when billed monthly, in cents. */
  monthlyCents: number;
  /** Price per year when billed annually, in cents. */
  annualCents: number;
  description: string;
  features: readonly string[];
  action: PlanAction;
  featured: boolean;
  badge?: PlanBadge;
}

const TRIAL: PlanAction = { kind: 'trial', label: 'Start free trial' };
const CONTACT_SALES: PlanAction = { kind: 'contact-sales', label: 'Contact Sales' };

export const plans: readonly Plan[] = [
  {
    id: 'recruit',
    name: 'Recruit',
    audience: 'rower',
    monthlyCents: 999,
    annualCents: 9900,
    description: 'Everything you need to start your recruiting profile.',
    features: [
      'Recruiting profile with academics, erg scores and race results',
      'Basic performance tracking',
      'Browse 200+ college rowing programs',
      'Save schools with your own notes',
    ],
    action: TRIAL,
    featured: false,
  },
  {
    id: 'elite',
    name: 'Elite',
    audience: 'rower',
    monthlyCents: 1999,
    annualCents: 19900,
    description: 'Stand out to college coaches and bring a parent along.',
    features: [
      'Everything in Recruit',
      'Full erg and race history with progress charts',
      'Recruitment calendar with contact periods and deadlines',
      'Academic matching against each program',
      'Access for one family member',
    ],
    action: TRIAL,
    featured: true,
    badge: 'Most Popular',
  },
  {
    id: 'performance',
    name: 'Performance',
    audience: 'rower',
    monthlyCents: 2999,
    annualCents: 29900,
    description: 'Advanced analytics for rowers chasing the most competitive programs.',
    features: [
      'Everything in Elite',
      'Advanced performance analytics and split analysis',
      'See how your numbers compare with each program’s roster',
      'Priority support',
    ],
    action: TRIAL,
    featured: false,
  },
  {
    id: 'family-basic',
    name: 'Family Basic',
    audience: 'family',
    monthlyCents: 1499,
    annualCents: 14900,
    description: 'Follow one rower’s recruiting journey together.',
    features: [
      'One athlete',
      'Parent portal with consent and privacy controls',
      'Shared recruitment calendar',
      'Saved schools and notes for the whole family',
    ],
    action: TRIAL,
    featured: false,
  },
  {
    id: 'family-plus',
    name: 'Family Plus',
    audience: 'family',
    monthlyCents: 2499,
    annualCents: 24900,
    description: 'For families with more than one rower.',
    features: [
      'Up to 3 athletes',
      'Everything in Family Basic',
      'Performance tracking for every athlete',
      'Academic matching for every athlete',
    ],
    action: TRIAL,
    featured: true,
    badge: 'Best Value',
  },
  {
    id: 'family-premier',
    name: 'Family Premier',
    audience: 'family',
    monthlyCents: 3499,
    annualCents: 34900,
    description: 'Every rower in the family, with every feature.',
    features: [
      'Unlimited athletes',
      'Everything in Family Plus',
      'Advanced performance analytics',
      'Priority support',
    ],
    action: TRIAL,
    featured: false,
  },
  {
    id: 'coach-essential',
    name: 'Coach Essential',
    audience: 'club',
    monthlyCents: 2999,
    annualCents: 29900,
    description: 'Track a small squad and help them get recruited.',
    features: [
      'Up to 10 athletes',
      'Team erg and race tracking',
      'Share athlete progress with families',
      'Recruitment calendar',
    ],
    action: TRIAL,
    featured: false,
  },
  {
    id: 'coach-premium',
    name: 'Coach Premium',
    audience: 'club',
    monthlyCents: 6999,
    annualCents: 69900,
    description: 'For growing programs with a full roster.',
    features: [
      'Up to 25 athletes',
      'Everything in Coach Essential',
      'Team performance analytics',
      'Recommend athletes to college programs',
    ],
    action: TRIAL,
    featured: false,
  },
  {
    id: 'club-pro',
    name: 'Club Pro',
    audience: 'club',
    monthlyCents: 12999,
    annualCents: 129900,
    description: 'For whole clubs with several squads and coaches.',
    features: [
      'Unlimited athletes',
      'Multi-coach access',
      'Everything in Coach Premium',
      'Onboarding help for your club',
    ],
    action: CONTACT_SALES,
    featured: false,
  },
  {
    id: 'recruiter',
    name: 'Recruiter',
    audience: 'college',
    monthlyCents: 9999,
    annualCents: 99900,
    description: 'For a single college coach or recruiter.',
    features: [
      'Verified college coach account',
      'Search athletes by erg scores, class year and academics',
      'Watchlist of starred athletes',
      'NCAA-compliant messaging',
    ],
    action: CONTACT_SALES,
    featured: false,
  },
  {
    id: 'division-iii',
    name: 'Division III',
    audience: 'college',
    monthlyCents: 19999,
    annualCents: 199900,
    description: 'For Division III coaching staffs.',
    features: [
      'Verified accounts for your coaching staff',
      'Everything in Recruiter',
      'Academic fit filters for your admissions standards',
      'NCAA-compliant messaging with the recruiting calendar built in',
    ],
    action: CONTACT_SALES,
    featured: false,
  },
  {
    id: 'division-i-ii',
    name: 'Division I/II',
    audience: 'college',
    monthlyCents: 34999,
    annualCents: 349900,
    description: 'For Division I and II programs recruiting nationally.',
    features: [
      'Verified accounts for your coaching staff',
      'Everything in Division III',
      'Advanced athlete analytics and comparisons',
      'NCAA-compliant messaging with contact-period rules enforced',
    ],
    action: CONTACT_SALES,
    featured: false,
  },
];

export function plansFor(audience: Audience): Plan[] {
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
export function maxAnnualSavingsPercent(list: readonly Plan[] = plans): number {
  return Math.max(...list.map(annualSavingsPercent));
}

/** "$9.99", "$99", "$1,299". */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

export interface AddOn {
  name: string;
  monthlyCents: number;
  unit: string;
  description: string;
}

export const addOns: readonly AddOn[] = [
  {
    name: 'Additional parent access',
    monthlyCents: 499,
    unit: 'per person per month',
    description: 'Give another parent or guardian their own sign-in to follow along.',
  },
  {
    name: 'Data export API',
    monthlyCents: 999,
    unit: 'per month',
    description: 'Pull your athletes’ performance data into your own tools.',
  },
  {
    name: 'Custom branding',
    monthlyCents: 4999,
    unit: 'per month',
    description: 'Your club’s name, colors and logo on shared profiles and reports.',
  },
];

export interface Discount {
  name: string;
  percent: number;
}

export const discounts: readonly Discount[] = [
  { name: 'Academic institutions', percent: 15 },
  { name: 'Non-profit clubs', percent: 20 },
  { name: 'Multi-team organizations', percent: 15 },
];

export const FREE_TRIAL_DAYS = 14;
