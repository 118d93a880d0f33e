/**
 * The profile's validation rules, the same as the server's (spec section 5). The form checks a
 * profile with these before saving; the server checks it again and answers per field.
 */

import type { Schema } from '@/api';
import { isWebLink, LINK_MESSAGE } from '@/lib/links';
import { checkPieceTime, ERG_PATTERN, isErgTime } from '@/lib/rowing';

export const LIMITS = {
  gpa: { min: 0, max: 4 },
  satScore: { min: 400, max: 1600 },
  actScore: { min: 1, max: 36 },
  heightFeet: { min: 4, max: 7 },
  heightInches: { min: 0, max: 11 },
  weight: { min: 90, max: 300 },
  wingspanInches: { min: 48, max: 96 },
  seasonsRowed: { min: 0, max: 10 },
  /** Hometown, high school, club team, club coach, intended major and full name. */
  textMax: 100,
  bioMax: 1000,
  headlineMax: 120,
  boatsCoxedMax: 200,
  /** Links on the profile, and a coxswain's recordings. */
  linksMax: 5,
  linkLabelMax: 40,
  /** Graduation year choices: this year and the four after it. */
  gradYearChoices: 5,
} as const;

/**
 * Lightweight thresholds of the junior lightweight standards (recruiting contract): a women's
 * squad rower under 130 lb, a men's squad rower under 150 lb.
 */
export const LIGHTWEIGHT_UNDER = { womens: 130, mens: 150 } as const;

/**
 * What is saved (the API's `ProfileUpdate`): numbers or null when empty, erg times as M:SS.S
 * text, text trimmed or null, lists as lists.
 */
export type ProfileInput = Schema<'ProfileUpdate'>;

export type ProfileField = keyof ProfileInput;
export type Squad = NonNullable<ProfileInput['squad']>;
export type WeightClass = NonNullable<ProfileInput['weightClass']>;
export type Side = NonNullable<ProfileInput['side']>;
export type Discipline = NonNullable<ProfileInput['discipline']>;
export type Division = Schema<'Division'>;
export type Visibility = Schema<'Visibility'>;

/**
 * Problems by the server's input name: a field (`weight`) or a list item (`links.0.url`,
 * `coxLinks.1`).
 */
export { DIVISIONS, SIDES, SQUADS, WEIGHT_CLASSES } from '@/lib/rowing';

export type ProfileErrors = Partial<Record<string, string>>;

/** The fields in the order the form shows them (the first invalid one takes the focus). */
export const PROFILE_FIELDS = [
  'fullName',
  'gradYear',
  'hometown',
  'homeState',
  'heightFeet',
  'heightInches',
  'weight',
  'wingspanInches',
  'highSchool',
  'gpa',
  'satScore',
  'actScore',
  'intendedMajor',
  'targetDivisions',
  'squad',
  'weightClass',
  'side',
  'discipline',
  'coxswain',
  'seasonsRowed',
  'clubTeam',
  'clubCoachName',
  'erg2k',
  'erg6k',
  'boatsCoxed',
  'coxLinks',
  'headline',
  'links',
  'bio',
  'visibility',
] as const satisfies readonly ProfileField[];

export function isProfileField(name: string): name is ProfileField {
  return (PROFILE_FIELDS as readonly string[]).includes(name);
}

export const DISCIPLINES: readonly { value: Discipline; label: string }[] = [
  { value: 'sweep', label: 'Sweep' },
  { value: 'sculling', label: 'Sculling' },
  { value: 'both', label: 'Sweep and sculling' },
];
export const VISIBILITIES: readonly { value: Visibility; label: string; explanation: string }[] = [
  {
    value: 'private',
    label: 'Only me',
    explanation: 'Nobody else can see your recruiting profile.',
  },
  {
    value: 'coaches',
    label: 'Verified college coaches',
    explanation: 'College coaches whose school we have checked can see it. Nobody else can.',
  },
  {
    value: 'link',
    label: 'Anyone with my share link',
    explanation:
      'Verified college coaches can see it, and so can anyone you give your share link to, without signing in. Turn the link off or renew it at any time.',
  },
];

/**
 * The weight class the server suggests: lightweight under the squad's threshold, else
 * openweight; none without a squad or a weight.
 */
export function suggestWeightClass(squad: Squad | null, weight: number | null): WeightClass | null {
  if (squad === null || weight === null || !Number.isFinite(weight) || weight <= 0) return null;
  return weight < LIGHTWEIGHT_UNDER[squad] ? 'lightweight' : 'openweight';
}

/**
 * An erg time: 1 or 2 digits of minutes, a colon, 2 digits of seconds (under 60), a point and one
 * digit of tenths. Usable as an input's `pattern` attribute.
 */
export { ERG_PATTERN, isErgTime };
export const ERG_PLACEHOLDER = 'MM:SS.S';
export const ERG_MESSAGE = 'Use the format MM:SS.S, for example 6:45.3';
export const HEIGHT_FEET_MISSING = 'Enter feet too, or leave inches empty';
export { isWebLink, LINK_MESSAGE };

/** The graduation years offered: this year and the four after it. */
export function gradYearChoices(thisYear: number): number[] {
  return Array.from({ length: LIMITS.gradYearChoices }, (_, i) => thisYear + i);
}

/** The graduation year preselected for a new profile: next calendar year. */
export function defaultGradYear(thisYear: number): number {
  return thisYear + 1;
}

/** Length in characters (code points), as the server counts it. */
function charCount(text: string): number {
  return Array.from(text).length;
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) <= 1e-6;
}

function checkWhole(
  value: number | null,
  range: { min: number; max: number },
  rangeMessage: string,
  wholeMessage: string,
): string | undefined {
  if (value === null) return undefined;
  if (!Number.isFinite(value) || value < range.min || value > range.max) return rangeMessage;
  if (!Number.isInteger(value)) return wholeMessage;
  return undefined;
}

function checkText(value: string | null, label: string, max: number): string | undefined {
  if (value === null) return undefined;
  return charCount(value.trim()) > max ? `${label} must be at most ${max} characters` : undefined;
}

/** Checks a profile the way the server does; returns one message per invalid field. */
export function validateProfile(input: ProfileInput, thisYear: number): ProfileErrors {
  const errors: ProfileErrors = {};
  const set = (field: ProfileField, message: string | undefined) => {
    if (message !== undefined) errors[field] = message;
  };

  const fullName = input.fullName?.trim() ?? '';
  set(
    'fullName',
    fullName === '' ? 'Full name is required' : checkText(fullName, 'Full name', LIMITS.textMax),
  );

  const lastYear = thisYear + LIMITS.gradYearChoices - 1;
  set(
    'gradYear',
    input.gradYear === null
      ? 'Graduation year is required'
      : checkWhole(
          input.gradYear,
          { min: thisYear, max: lastYear },
          `Graduation year must be between ${thisYear} and ${lastYear}`,
          `Graduation year must be between ${thisYear} and ${lastYear}`,
        ),
  );

  if (input.gpa !== null) {
    const { min, max } = LIMITS.gpa;
    if (!Number.isFinite(input.gpa) || input.gpa < min || input.gpa > max) {
      set('gpa', 'GPA must be between 0 and 4.0');
    } else if (!hasAtMostTwoDecimals(input.gpa)) {
      set('gpa', 'GPA can have at most two decimal places');
    }
  }

  set(
    'satScore',
    checkWhole(input.satScore, LIMITS.satScore, 'SAT score must be between 400 and 1600', 'SAT score must be a whole number'),
  );
  set(
    'heightFeet',
    // Inches alone are no height: the server refuses them too.
    input.heightFeet === null && input.heightInches !== null
      ? HEIGHT_FEET_MISSING
      : checkWhole(input.heightFeet, LIMITS.heightFeet, 'Height must be between 4 and 7 feet', 'Height must be a whole number of feet'),
  );
  set(
    'heightInches',
    checkWhole(input.heightInches, LIMITS.heightInches, 'Inches must be between 0 and 11', 'Inches must be a whole number'),
  );
  set(
    'weight',
    checkWhole(input.weight, LIMITS.weight, 'Weight must be between 90 and 300 lbs', 'Weight must be a whole number of lbs'),
  );

  set(
    'actScore',
    checkWhole(input.actScore, LIMITS.actScore, 'ACT score must be between 1 and 36', 'ACT score must be between 1 and 36'),
  );
  set(
    'wingspanInches',
    checkWhole(
      input.wingspanInches,
      LIMITS.wingspanInches,
      'Wingspan must be between 48 and 96 inches',
      'Wingspan must be between 48 and 96 inches',
    ),
  );
  set(
    'seasonsRowed',
    checkWhole(
      input.seasonsRowed,
      LIMITS.seasonsRowed,
      'Seasons rowed must be between 0 and 10',
      'Seasons rowed must be between 0 and 10',
    ),
  );

  for (const [field, piece] of [
    ['erg2k', '2k'],
    ['erg6k', '6k'],
  ] as const) {
    const value = input[field]?.trim() ?? '';
    if (value !== '') set(field, checkPieceTime(piece, value, ERG_MESSAGE));
  }

  set('hometown', checkText(input.hometown, 'Hometown', LIMITS.textMax));
  set('highSchool', checkText(input.highSchool, 'High school', LIMITS.textMax));
  set('clubTeam', checkText(input.clubTeam, 'Club team', LIMITS.textMax));
  set('clubCoachName', checkText(input.clubCoachName, 'Club coach name', LIMITS.textMax));
  set('intendedMajor', checkText(input.intendedMajor, 'Intended major', LIMITS.textMax));
  set('boatsCoxed', checkText(input.boatsCoxed, 'Boats coxed', LIMITS.boatsCoxedMax));
  set('headline', checkText(input.headline, 'Headline', LIMITS.headlineMax));
  set('bio', checkText(input.bio, 'Bio', LIMITS.bioMax));

  const divisions = input.targetDivisions ?? [];
  const coxLinks = input.coxLinks ?? [];
  const links = input.links ?? [];
  if (new Set(divisions).size !== divisions.length) {
    set('targetDivisions', 'Choose each division only once');
  }
  if (coxLinks.length > LIMITS.linksMax) {
    set('coxLinks', `Add at most ${LIMITS.linksMax} links`);
  }
  // Empty rows are dropped by the server, as they are here.
  coxLinks.forEach((link, i) => {
    if (link.trim() !== '' && !isWebLink(link)) errors[`coxLinks.${i}`] = LINK_MESSAGE;
  });
  if (links.length > LIMITS.linksMax) {
    set('links', `Add at most ${LIMITS.linksMax} links`);
  }
  links.forEach((link, i) => {
    const label = link.label?.trim() ?? '';
    const url = link.url?.trim() ?? '';
    if (label === '' && url === '') return;
    if (label === '') errors[`links.${i}.label`] = 'Give the link a label';
    else if (charCount(label) > LIMITS.linkLabelMax) {
      errors[`links.${i}.label`] = `Label must be at most ${LIMITS.linkLabelMax} characters`;
    }
    if (!isWebLink(url)) errors[`links.${i}.url`] = LINK_MESSAGE;
  });
  return errors;
}
