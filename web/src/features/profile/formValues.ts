import type { ProfileInput } from './rules';
import {
  defaultGradYear,
  DISCIPLINES,
  DIVISIONS,
  isProfileField,
  SIDES,
  SQUADS,
  VISIBILITIES,
  WEIGHT_CLASSES,
} from './rules';

/** The fields typed or chosen as text (numbers too, as typed; an empty select is ''). */
export type TextInputField = Exclude<keyof ProfileInput, 'coxswain' | 'targetDivisions' | 'coxLinks' | 'links'>;

/** The form's inputs exactly as typed. */
export type ProfileFormValues = Record<TextInputField, string> & {
  coxswain: boolean;
  targetDivisions: string[];
  coxLinks: { value: string }[];
  links: { label: string; url: string }[];
};

/**
 * Spec section 5: form fields whose name contains gpa, score, height or weight (in any case, as
 * in camelCase names) are read as numbers (satScore, heightFeet, heightInches, weight and gpa).
 */
export function isNumericField(name: string): boolean {
  // The weight class is a choice (openweight or lightweight), not a figure.
  return /gpa|score|height|weight/i.test(name) && !/weightclass/i.test(name);
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

/** The enumerated choice typed into a select, or null when none (or an unknown one) is chosen. */
function choice<T extends string>(raw: string, options: readonly { value: T }[]): T | null {
  return options.find((option) => option.value === raw)?.value ?? null;
}

/** Turns the form's inputs into what is saved. */
export function toProfileInput(values: ProfileFormValues): ProfileInput {
  const number = (field: 'gpa' | 'satScore' | 'actScore' | 'heightFeet' | 'heightInches' | 'weight') => {
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
    homeState: parseText(values.homeState),
    highSchool: parseText(values.highSchool),
    clubTeam: parseText(values.clubTeam),
    bio: parseText(values.bio),
    squad: choice(values.squad, SQUADS),
    weightClass: choice(values.weightClass, WEIGHT_CLASSES),
    side: choice(values.side, SIDES),
    discipline: choice(values.discipline, DISCIPLINES),
    coxswain: values.coxswain,
    wingspanInches: parseNumericInput(values.wingspanInches),
    seasonsRowed: parseNumericInput(values.seasonsRowed),
    clubCoachName: parseText(values.clubCoachName),
    // In the order the checkboxes show them.
    targetDivisions: DIVISIONS.map((d) => d.value).filter((d) => values.targetDivisions.includes(d)),
    intendedMajor: parseText(values.intendedMajor),
    actScore: number('actScore'),
    boatsCoxed: parseText(values.boatsCoxed),
    coxLinks: values.coxLinks.map((link) => link.value.trim()),
    headline: parseText(values.headline),
    links: values.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
    visibility: choice(values.visibility, VISIBILITIES) ?? 'private',
  } satisfies ProfileInput;
}

/**
 * A stored profile as form inputs; a new profile gets next year's class. The height starts empty:
 * a figure the athlete did not enter would be saved and shown to coaches as theirs.
 */
export function toFormValues(profile: Partial<ProfileInput>, thisYear: number): ProfileFormValues {
  const show = (value: unknown, fallback = '') =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : fallback;
  return {
    fullName: show(profile.fullName),
    gradYear: show(profile.gradYear, String(defaultGradYear(thisYear))),
    hometown: show(profile.hometown),
    homeState: show(profile.homeState),
    heightFeet: show(profile.heightFeet),
    heightInches: show(profile.heightInches),
    weight: show(profile.weight),
    wingspanInches: show(profile.wingspanInches),
    highSchool: show(profile.highSchool),
    gpa: show(profile.gpa),
    satScore: show(profile.satScore),
    actScore: show(profile.actScore),
    intendedMajor: show(profile.intendedMajor),
    targetDivisions: [...(profile.targetDivisions ?? [])],
    squad: show(profile.squad),
    weightClass: show(profile.weightClass),
    side: show(profile.side),
    discipline: show(profile.discipline),
    coxswain: profile.coxswain ?? false,
    seasonsRowed: show(profile.seasonsRowed),
    clubTeam: show(profile.clubTeam),
    clubCoachName: show(profile.clubCoachName),
    erg2k: show(profile.erg2k),
    erg6k: show(profile.erg6k),
    boatsCoxed: show(profile.boatsCoxed),
    coxLinks: (profile.coxLinks ?? []).map((value) => ({ value })),
    headline: show(profile.headline),
    links: (profile.links ?? []).map((link) => ({ label: link.label ?? '', url: link.url ?? '' })),
    bio: show(profile.bio),
    visibility: show(profile.visibility, 'private'),
  };
}

/**
 * The form's name for a server input name: list items of links keep theirs (`links.0.url`), a
 * cox link is the `value` of its row (`coxLinks.1` is `coxLinks.1.value`). Null for names the
 * form does not show.
 */
export function formFieldName(serverName: string): string | null {
  const [head = '', index, leaf] = serverName.split('.');
  if (!isProfileField(head)) return null;
  if (index === undefined) return head;
  if (!/^\d+$/.test(index)) return null;
  if (head === 'coxLinks' && leaf === undefined) return `coxLinks.${index}.value`;
  if (head === 'links' && (leaf === 'label' || leaf === 'url')) return `links.${index}.${leaf}`;
  return null;
}
