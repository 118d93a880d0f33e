import type { ProfileField, ProfileInput } from './rules';
import { defaultGradYear } from './rules';

/** The form's inputs exactly as typed. */
export type ProfileFormValues = Record<ProfileField, string>;

/**
 * Spec section 5: form fields whose name contains gpa, score, height or weight are read as
 * numbers (sat_score, height_feet, height_inches, weight and gpa).
 */
export function isNumericField(name: string): boolean {
  return /gpa|score|height|weight/.test(name);
}

/**
 * Reads a numeric input: empty means not given (null, so an optional field is not saved as 0);
 * anything that is not a number becomes 0, which the range rules then refuse.
 */
export function parseNumericInput(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

function parseText(raw: string): string | null {
  const text = raw.trim();
  return text === '' ? null : text;
}

/**
 * Reads one input by its name: the numeric rule for gpa, score, height and weight fields, trimmed
 * text (null when empty) for the rest.
 */
export function parseFormField(name: string, raw: string): number | string | null {
  return isNumericField(name) ? parseNumericInput(raw) : parseText(raw);
}

/** Turns the form's inputs into what is saved. */
export function toProfileInput(values: ProfileFormValues): ProfileInput {
  const number = (field: 'gpa' | 'sat_score' | 'height_feet' | 'height_inches' | 'weight') => {
    const value = parseFormField(field, values[field]);
    return typeof value === 'number' ? value : null;
  };
  return {
    full_name: parseText(values.full_name),
    // A select of whole years; empty means none chosen.
    grad_year: parseNumericInput(values.grad_year),
    gpa: number('gpa'),
    sat_score: number('sat_score'),
    height_feet: number('height_feet'),
    height_inches: number('height_inches'),
    weight: number('weight'),
    erg_2k: parseText(values.erg_2k),
    erg_6k: parseText(values.erg_6k),
    hometown: parseText(values.hometown),
    high_school: parseText(values.high_school),
    club_team: parseText(values.club_team),
    bio: parseText(values.bio),
  };
}

/** A stored profile as form inputs; a new profile gets next year's class and 5 feet. */
export function toFormValues(profile: Partial<Record<ProfileField, unknown>>, thisYear: number): ProfileFormValues {
  const show = (value: unknown, fallback = '') =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : fallback;
  return {
    full_name: show(profile.full_name),
    grad_year: show(profile.grad_year, String(defaultGradYear(thisYear))),
    hometown: show(profile.hometown),
    height_feet: show(profile.height_feet, '5'),
    height_inches: show(profile.height_inches),
    weight: show(profile.weight),
    high_school: show(profile.high_school),
    gpa: show(profile.gpa),
    sat_score: show(profile.sat_score),
    club_team: show(profile.club_team),
    erg_2k: show(profile.erg_2k),
    erg_6k: show(profile.erg_6k),
    bio: show(profile.bio),
  };
}
