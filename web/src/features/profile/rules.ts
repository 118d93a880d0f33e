/**
 * The profile's validation rules, the same as the server's (spec section 5). The form checks a
 * profile with these before saving; the server checks it again and answers per field.
 */

import type { Schema } from '@/api';

export const LIMITS = {
  gpa: { min: 0, max: 4 },
  satScore: { min: 400, max: 1600 },
  heightFeet: { min: 4, max: 7 },
  heightInches: { min: 0, max: 11 },
  weight: { min: 90, max: 300 },
  /** Hometown, high school, club team and full name. */
  textMax: 100,
  bioMax: 1000,
  /** Graduation year choices: this year and the four after it. */
  gradYearChoices: 5,
} as const;

/**
 * What is saved (the API's `ProfileUpdate`): numbers or null when empty, erg times as M:SS.S
 * text, text trimmed or null.
 */
export type ProfileInput = Schema<'ProfileUpdate'>;

export type ProfileField = keyof ProfileInput;

export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'fullName',
  'gradYear',
  'hometown',
  'heightFeet',
  'heightInches',
  'weight',
  'highSchool',
  'gpa',
  'satScore',
  'clubTeam',
  'erg2k',
  'erg6k',
  'bio',
];

export function isProfileField(name: string): name is ProfileField {
  return (PROFILE_FIELDS as readonly string[]).includes(name);
}

/**
 * An erg time: 1 or 2 digits of minutes, a colon, 2 digits of seconds (under 60), a point and one
 * digit of tenths. Usable as an input's `pattern` attribute.
 */
export const ERG_PATTERN = '[0-9]{1,2}:[0-5][0-9]\\.[0-9]';
export const ERG_PLACEHOLDER = 'MM:SS.S';
export const ERG_MESSAGE = 'Use the format MM:SS.S, for example 6:45.3';

const ERG_RE = new RegExp(`^${ERG_PATTERN}$`);

/** True for a time such as 6:45.3 or 19:59.9; surrounding spaces are ignored. */
export function isErgTime(text: string): boolean {
  return ERG_RE.test(text.trim());
}

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
    checkWhole(input.heightFeet, LIMITS.heightFeet, 'Height must be between 4 and 7 feet', 'Height must be a whole number of feet'),
  );
  set(
    'heightInches',
    checkWhole(input.heightInches, LIMITS.heightInches, 'Inches must be between 0 and 11', 'Inches must be a whole number'),
  );
  set(
    'weight',
    checkWhole(input.weight, LIMITS.weight, 'Weight must be between 90 and 300 lbs', 'Weight must be a whole number of lbs'),
  );

  for (const field of ['erg2k', 'erg6k'] as const) {
    const value = input[field]?.trim() ?? '';
    if (value !== '' && !isErgTime(value)) set(field, ERG_MESSAGE);
  }

  set('hometown', checkText(input.hometown, 'Hometown', LIMITS.textMax));
  set('highSchool', checkText(input.highSchool, 'High school', LIMITS.textMax));
  set('clubTeam', checkText(input.clubTeam, 'Club team', LIMITS.textMax));
  set('bio', checkText(input.bio, 'Bio', LIMITS.bioMax));
  return errors;
}
