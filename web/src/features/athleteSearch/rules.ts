/**
 * Athlete search rules, the same as the server's (`athlete_search::rules`): which filters exist,
 * their bounds and messages, and how they live in the address bar. The filters are the search's
 * query string, so a search can be shared, survives a reload, follows back and forward, and is
 * what a saved search keeps.
 */

import { DIVISIONS, parseErgTime, SIDES, SQUADS, WEIGHT_CLASSES } from '@/lib/rowing';

export { DIVISIONS, SIDES, SQUADS, WEIGHT_CLASSES };

export const SEARCH_LIMITS = {
  qMax: 100,
  nameMax: 80,
  /** Inches: the profile's 4 ft to 7 ft 11 in. */
  height: { min: 48, max: 95 },
  gpa: { min: 0, max: 4 },
  sat: { min: 400, max: 1600 },
  act: { min: 1, max: 36 },
  pageSize: 25,
} as const;

/** Graduation classes offered: this year and the four after it, as the profile offers them. */
export function gradYearChoices(thisYear: number): number[] {
  return Array.from({ length: 5 }, (_, i) => thisYear + i);
}

export const SORTS = ['2k', '6k', 'gradYear', 'updated'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  '2k': 'Best 2k (fastest first)',
  '6k': 'Best 6k (fastest first)',
  gradYear: 'Graduation year',
  updated: 'Recently updated',
};

/** The filters as typed: text for every input, lists for the repeatable ones. */
export interface SearchFilters {
  gradYears: string[];
  squad: string;
  weightClass: string;
  side: string;
  /** '', 'true' or 'false'. */
  coxswain: string;
  min2k: string;
  max2k: string;
  min6k: string;
  max6k: string;
  minHeight: string;
  maxHeight: string;
  minGpa: string;
  minSat: string;
  minAct: string;
  states: string[];
  division: string;
  q: string;
  /** Only athletes with a 2k verified by their club coach (`verifiedOnly=true`). */
  verifiedOnly: boolean;
}

export const EMPTY_FILTERS: SearchFilters = {
  gradYears: [],
  squad: '',
  weightClass: '',
  side: '',
  coxswain: '',
  min2k: '',
  max2k: '',
  min6k: '',
  max6k: '',
  minHeight: '',
  maxHeight: '',
  minGpa: '',
  minSat: '',
  minAct: '',
  states: [],
  division: '',
  q: '',
  verifiedOnly: false,
};

/** The single-valued filters, by their query parameter (the same name as the field). */
const SINGLE = [
  'squad',
  'weightClass',
  'side',
  'coxswain',
  'min2k',
  'max2k',
  'min6k',
  'max6k',
  'minHeight',
  'maxHeight',
  'minGpa',
  'minSat',
  'minAct',
  'division',
  'q',
] as const satisfies readonly (keyof SearchFilters)[];

export const ACADEMIC_FILTERS = ['minGpa', 'minSat', 'minAct'] as const;

export interface SearchState {
  filters: SearchFilters;
  sort: Sort;
  page: number;
}

/** Reads the search from the URL; what the screen cannot offer is left as typed for the rules to report. */
export function searchFromParams(params: URLSearchParams): SearchState {
  const filters: SearchFilters = {
    ...EMPTY_FILTERS,
    gradYears: params.getAll('gradYear'),
    states: params.getAll('state'),
    verifiedOnly: params.get('verifiedOnly') === 'true',
  };
  for (const name of SINGLE) filters[name] = params.get(name) ?? '';
  const sortText = params.get('sort');
  const sort = (SORTS as readonly string[]).includes(sortText ?? '') ? (sortText as Sort) : '2k';
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return { filters, sort, page };
}

/** The search's query string (the API's and the address bar's), leaving out every default. */
export function toQuery({ filters, sort, page }: SearchState): string {
  const params = new URLSearchParams();
  for (const year of filters.gradYears) params.append('gradYear', year);
  for (const state of filters.states) params.append('state', state);
  for (const name of SINGLE) {
    const value = filters[name].trim();
    if (value !== '') params.set(name, value);
  }
  if (filters.verifiedOnly) params.set('verifiedOnly', 'true');
  if (sort !== '2k') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export function usesAcademicFilters(filters: SearchFilters): boolean {
  return ACADEMIC_FILTERS.some((name) => filters[name].trim() !== '');
}

/** How many filters are in use: a list (classes, states) counts once, however many it holds. */
export function activeFilterCount(filters: SearchFilters): number {
  const lists = [filters.gradYears, filters.states].filter((list) => list.length > 0).length;
  const singles = SINGLE.filter((name) => filters[name].trim() !== '').length;
  return lists + singles + (filters.verifiedOnly ? 1 : 0);
}

export function hasFilters(filters: SearchFilters): boolean {
  return toQuery({ filters, sort: '2k', page: 1 }) !== '';
}

export type SearchErrors = Partial<Record<keyof SearchFilters, string>>;

const TIME_MESSAGE = 'Use the format MM:SS.S, for example 6:45.3';

function whole(text: string, range: { min: number; max: number }): boolean {
  if (!/^\d+$/.test(text)) return false;
  const value = Number(text);
  return value >= range.min && value <= range.max;
}

/** Checks the filters the way the server does, with its messages; one message per input. */
export function validateFilters(filters: SearchFilters): SearchErrors {
  const errors: SearchErrors = {};
  const value = (name: (typeof SINGLE)[number]) => filters[name].trim();
  const times = {} as Record<'min2k' | 'max2k' | 'min6k' | 'max6k', number | null>;
  for (const name of ['min2k', 'max2k', 'min6k', 'max6k'] as const) {
    times[name] = value(name) === '' ? null : parseErgTime(value(name));
    if (value(name) !== '' && times[name] === null) errors[name] = TIME_MESSAGE;
  }
  if (times.min2k !== null && times.max2k !== null && times.min2k > times.max2k) {
    errors.max2k = 'The slowest 2k must not be faster than the fastest';
  }
  if (times.min6k !== null && times.max6k !== null && times.min6k > times.max6k) {
    errors.max6k = 'The slowest 6k must not be faster than the fastest';
  }
  const { height } = SEARCH_LIMITS;
  const heightMessage = `Height must be between ${height.min} and ${height.max} inches`;
  for (const name of ['minHeight', 'maxHeight'] as const) {
    if (value(name) !== '' && !whole(value(name), height)) errors[name] = heightMessage;
  }
  if (!errors.minHeight && !errors.maxHeight && value('minHeight') !== '' && value('maxHeight') !== '') {
    if (Number(value('minHeight')) > Number(value('maxHeight'))) {
      errors.maxHeight = 'Maximum height must not be below the minimum';
    }
  }
  const gpa = value('minGpa');
  if (gpa !== '' && !(/^\d*\.?\d+$/.test(gpa) && Number(gpa) >= SEARCH_LIMITS.gpa.min && Number(gpa) <= SEARCH_LIMITS.gpa.max)) {
    errors.minGpa = 'Minimum GPA must be between 0 and 4.0';
  }
  if (value('minSat') !== '' && !whole(value('minSat'), SEARCH_LIMITS.sat)) {
    errors.minSat = 'Minimum SAT score must be between 400 and 1600';
  }
  if (value('minAct') !== '' && !whole(value('minAct'), SEARCH_LIMITS.act)) {
    errors.minAct = 'Minimum ACT score must be between 1 and 36';
  }
  if (Array.from(value('q')).length > SEARCH_LIMITS.qMax) {
    errors.q = `Search text must be at most ${SEARCH_LIMITS.qMax} characters`;
  }
  return errors;
}

/** A saved search's name, as the server checks it. */
export function checkSavedName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the search a name';
  if (Array.from(trimmed).length > SEARCH_LIMITS.nameMax) return `Name must be at most ${SEARCH_LIMITS.nameMax} characters`;
  return undefined;
}

/** "3 new since your last look", or nothing new. */
export function newMatchesText(count: number): string {
  if (count === 0) return 'Nothing new since your last look';
  return `${count} new since your last look`;
}

/** Height in feet and inches: 5′10″. */
export function formatHeight(feet: number | null | undefined, inches: number | null | undefined): string | null {
  if (feet === null || feet === undefined) return null;
  return `${feet}′${inches ?? 0}″`;
}

/** The number of pages for `total` results. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
