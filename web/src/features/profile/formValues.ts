import type { ProfileField, ProfileInput } from './rules';
import { defaultGradYear } from './rules';

/** The form's inputs exactly as typed. */
export type ProfileFormValues = Record<ProfileField, string>;

/**
 * Spec section 5: form fields whose name contains gpa, score, height or weight (in any case, as
 * in camelCase names) are read as numbers (satScore, heightFeet, heightInches, weight and gpa).
 */
export function isNumericField(name: string): boolean {
  return /gpa|score|height|weight/i.test(name);
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
  const number = (field: 'gpa' | 'satScore' | 'heightFeet' | 'heightInches' | 'weight') => {
    const value = parseFormField(field, values[field]);
    return typeof value === 'number' ? value : null;
  };
  return {
    fullName: parseText(values.fullName),
    // A select of whole years; empty means none chosen.
    gradYear: parseNumericInput(values.gradYear),
    gpa: number('gpa'),
    satScore: number('satScore'),
    heightFeet: number('heightFeet'),
    heightInches: number('heightInches'),
    weight: number('weight'),
    erg2k: parseText(values.erg2k),
    erg6k: parseText(values.erg6k),
    hometown: parseText(values.hometown),
    highSchool: parseText(values.highSchool),
    clubTeam: parseText(values.clubTeam),
    bio: parseText(values.bio),
  } satisfies ProfileInput;
}

/** A stored profile as form inputs; a new profile gets next year's class and 5 feet. */
export function toFormValues(profile: Partial<Record<ProfileField, unknown>>, thisYear: number): ProfileFormValues {
  const show = (value: unknown, fallback = '') =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : fallback;
  return {
    fullName: show(profile.fullName),
    gradYear: show(profile.gradYear, String(defaultGradYear(thisYear))),
    hometown: show(profile.hometown),
    heightFeet: show(profile.heightFeet, '5'),
    heightInches: show(profile.heightInches),
    weight: show(profile.weight),
    highSchool: show(profile.highSchool),
    gpa: show(profile.gpa),
    satScore: show(profile.satScore),
    clubTeam: show(profile.clubTeam),
    erg2k: show(profile.erg2k),
    erg6k: show(profile.erg6k),
    bio: show(profile.bio),
  };
}
