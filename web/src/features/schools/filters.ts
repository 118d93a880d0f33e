/**
 * The school browser's search and filters live in the address bar (q, division, conference, type,
 * sort, page), so a search can be shared, survives a reload and follows back and forward. These
 * pure functions map between the URL's search params, the screen's state and the API's query.
 */

export const SEARCH_MAX = 100;

export const DIVISIONS = ['I', 'II', 'III', 'Club', 'IRA'] as const;
export const PROGRAM_TYPES = ['Men', 'Women', 'Both'] as const;
export const SORTS = ['name', '-name', '-enrollment', 'founded'] as const;

export type Division = (typeof DIVISIONS)[number];
export type ProgramTypeFilter = (typeof PROGRAM_TYPES)[number];
export type Sort = (typeof SORTS)[number];

export interface SchoolFilters {
  /** Search text, as typed (trimmed when sent). */
  q: string;
  /** '' for all divisions. */
  division: Division | '';
  /** '' for all conferences. Checked by the server, which knows the list. */
  conference: string;
  /** '' for all program types. */
  type: ProgramTypeFilter | '';
  /** '' for the server's default order: by name, or best match first while searching. */
  sort: Sort | '';
  /** From 1. */
  page: number;
}

export const emptyFilters: SchoolFilters = { q: '', division: '', conference: '', type: '', sort: '', page: 1 };

export const divisionLabels: Record<Division, string> = {
  I: 'Division I',
  II: 'Division II',
  III: 'Division III',
  Club: 'Club',
  IRA: "IRA (men's varsity)",
};

export const programTypeLabels: Record<ProgramTypeFilter, string> = {
  Men: "Men's Only",
  Women: "Women's Only",
  Both: 'Both',
};

export const sortLabels: Record<Sort, string> = {
  name: 'Name (A–Z)',
  '-name': 'Name (Z–A)',
  '-enrollment': 'Enrollment (largest first)',
  founded: 'Founded (oldest first)',
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** Reads the filters from the URL. Values the screen cannot offer fall back to their default. */
export function parseFilters(params: URLSearchParams): SchoolFilters {
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX);
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const sort = oneOf(SORTS, params.get('sort'));
  return {
    q,
    division: oneOf(DIVISIONS, params.get('division')),
    conference: (params.get('conference') ?? '').trim(),
    type: oneOf(PROGRAM_TYPES, params.get('type')),
    // Without search text, "name" is the default order; it only differs from it while searching.
    sort: sort === 'name' && q.trim() === '' ? '' : sort,
    page,
  };
}

/** Writes the filters into URL search params, leaving out every default. */
export function filtersToSearchParams(filters: SchoolFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.division !== '') params.set('division', filters.division);
  if (filters.conference !== '') params.set('conference', filters.conference);
  if (filters.type !== '') params.set('type', filters.type);
  if (filters.sort !== '') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query string for GET /api/schools (without the question mark). */
export function toApiQuery(filters: SchoolFilters): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  if (filters.division !== '') params.set('division', filters.division);
  if (filters.conference !== '') params.set('conference', filters.conference);
  if (filters.type !== '') params.set('type', filters.type);
  if (filters.sort !== '') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/**
 * The filters after one change. Changing what is searched for starts again at page 1; only a page
 * change keeps the rest as it is.
 */
export function changeFilters(current: SchoolFilters, change: Partial<SchoolFilters>): SchoolFilters {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  if (next.sort === 'name' && next.q.trim() === '') next.sort = '';
  return next;
}

/** True when any filter or the search text narrows the list. */
export function hasActiveFilters(filters: SchoolFilters): boolean {
  return (
    filters.q.trim() !== '' || filters.division !== '' || filters.conference !== '' || filters.type !== ''
  );
}

/** The number of pages for `matched` results. */
export function pageCount(matched: number, pageSize: number): number {
  return Math.max(1, Math.ceil(matched / Math.max(1, pageSize)));
}
