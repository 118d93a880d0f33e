import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  emptyFilters,
  filtersToSearchParams,
  hasActiveFilters,
  pageCount,
  parseFilters,
  toApiQuery,
  type SchoolFilters,
} from './filters';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('parseFilters', () => {
  it('reads every filter from the URL', () => {
    expect(parse('q=boston&division=III&conference=NESCAC&type=Women&sort=-enrollment&page=3')).toEqual({
      q: 'boston',
      division: 'III',
      conference: 'NESCAC',
      type: 'Women',
      sort: '-enrollment',
      page: 3,
    });
  });

  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(emptyFilters);
  });

  it('reads a conference with spaces and brackets', () => {
    expect(parse('conference=Pac-12+%28until+2024%29').conference).toBe('Pac-12 (until 2024)');
  });

  it('drops values the screen cannot offer instead of sending them to the server', () => {
    expect(parse('division=IV&type=Mixed&sort=tuition&page=0')).toEqual(emptyFilters);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('division=all').division).toBe('');
  });

  it('keeps at most 100 characters of search text', () => {
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('treats sorting by name without search text as the default order', () => {
    expect(parse('sort=name').sort).toBe('');
    expect(parse('q=yale&sort=name').sort).toBe('name');
  });
});

describe('filtersToSearchParams', () => {
  it('leaves every default out of the URL', () => {
    expect(filtersToSearchParams(emptyFilters).toString()).toBe('');
  });

  it('writes the filters that are set', () => {
    const filters: SchoolFilters = { ...emptyFilters, division: 'I', conference: 'Ivy League', page: 2 };
    expect(filtersToSearchParams(filters).toString()).toBe('division=I&conference=Ivy+League&page=2');
  });

  it('round-trips through the URL', () => {
    const filters: SchoolFilters = {
      q: 'new york',
      division: 'Club',
      conference: 'ACRA (Northeast)',
      type: 'Both',
      sort: 'founded',
      page: 4,
    };
    expect(parseFilters(filtersToSearchParams(filters))).toEqual(filters);
  });
});

describe('toApiQuery', () => {
  it('trims the search text and leaves out empty values', () => {
    expect(toApiQuery({ ...emptyFilters, q: '  washington ' })).toBe('q=washington');
    expect(toApiQuery({ ...emptyFilters, q: '   ' })).toBe('');
  });

  it('names the program type "type" and sends the page only after the first', () => {
    expect(toApiQuery({ ...emptyFilters, type: 'Men', sort: '-name', page: 1 })).toBe('type=Men&sort=-name');
    expect(toApiQuery({ ...emptyFilters, page: 2 })).toBe('page=2');
  });
});

describe('changeFilters', () => {
  const onPage3: SchoolFilters = { ...emptyFilters, division: 'I', page: 3 };

  it('goes back to the first page when the search changes', () => {
    expect(changeFilters(onPage3, { conference: 'ACC' })).toEqual({ ...onPage3, conference: 'ACC', page: 1 });
    expect(changeFilters(onPage3, { q: 'duke' }).page).toBe(1);
  });

  it('keeps the rest when only the page changes', () => {
    expect(changeFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('drops sorting by name when the search text goes', () => {
    expect(changeFilters({ ...emptyFilters, q: 'yale', sort: 'name' }, { q: '' }).sort).toBe('');
  });
});

describe('helpers', () => {
  it('knows when the list is narrowed', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, sort: '-name', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, q: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, type: 'Women' })).toBe(true);
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(207, 24)).toBe(9);
  });
});
