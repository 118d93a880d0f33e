import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  checkSavedName,
  EMPTY_FILTERS,
  formatHeight,
  hasFilters,
  newMatchesText,
  pageCount,
  searchFromParams,
  toQuery,
  usesAcademicFilters,
  validateFilters,
} from './rules';

describe('athlete search rules', () => {
  it('reads the search from the address bar and writes it back the same way', () => {
    const query = 'gradYear=2027&gradYear=2028&state=NY&state=CA&squad=womens&min2k=6%3A50.0&q=lake&sort=6k&page=3';
    const state = searchFromParams(new URLSearchParams(query));
    expect(state.filters.gradYears).toEqual(['2027', '2028']);
    expect(state.filters.states).toEqual(['NY', 'CA']);
    expect(state.filters.min2k).toBe('6:50.0');
    expect(state.sort).toBe('6k');
    expect(state.page).toBe(3);
    expect(toQuery(state)).toBe(query);
  });

  it('reads and writes "verified scores only" as verifiedOnly=true', () => {
    expect(searchFromParams(new URLSearchParams('verifiedOnly=true')).filters.verifiedOnly).toBe(true);
    expect(searchFromParams(new URLSearchParams('verifiedOnly=yes')).filters.verifiedOnly).toBe(false);
    expect(toQuery({ filters: { ...EMPTY_FILTERS, verifiedOnly: true, min2k: '6:40.0' }, sort: '2k', page: 1 })).toBe('min2k=6%3A40.0&verifiedOnly=true');
    expect(hasFilters({ ...EMPTY_FILTERS, verifiedOnly: true })).toBe(true);
  });

  it('leaves defaults and empty filters out of the query', () => {
    expect(toQuery({ filters: { ...EMPTY_FILTERS, q: '  ' }, sort: '2k', page: 1 })).toBe('');
    expect(searchFromParams(new URLSearchParams('sort=fastest&page=0'))).toMatchObject({ sort: '2k', page: 1 });
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, states: ['NY'] })).toBe(true);
  });

  it('counts the filters in use, a list once however many it holds', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, q: '  ' })).toBe(0);
    const filters = searchFromParams(new URLSearchParams('gradYear=2027&gradYear=2028&state=NY&state=CA&squad=womens&verifiedOnly=true&sort=6k'));
    expect(activeFilterCount(filters.filters)).toBe(4);
  });

  it('reports what the server reports, with its messages', () => {
    expect(validateFilters({ ...EMPTY_FILTERS, min2k: '6:5', max6k: 'soon' })).toEqual({
      min2k: 'Use the format MM:SS.S, for example 6:45.3',
      max6k: 'Use the format MM:SS.S, for example 6:45.3',
    });
    expect(validateFilters({ ...EMPTY_FILTERS, min2k: '7:00.0', max2k: '6:59.9' })).toEqual({
      max2k: 'The slowest 2k must not be faster than the fastest',
    });
    expect(validateFilters({ ...EMPTY_FILTERS, min2k: '7:00.0', max2k: '7:00.0' })).toEqual({});
    expect(validateFilters({ ...EMPTY_FILTERS, minHeight: '70', maxHeight: '69' })).toEqual({
      maxHeight: 'Maximum height must not be below the minimum',
    });
    expect(validateFilters({ ...EMPTY_FILTERS, minHeight: '40' }).minHeight).toBe('Height must be between 48 and 95 inches');
    expect(validateFilters({ ...EMPTY_FILTERS, minGpa: '4.1' }).minGpa).toBe('Minimum GPA must be between 0 and 4.0');
    expect(validateFilters({ ...EMPTY_FILTERS, minGpa: '4' })).toEqual({});
    expect(validateFilters({ ...EMPTY_FILTERS, minSat: '399', minAct: '37' })).toEqual({
      minSat: 'Minimum SAT score must be between 400 and 1600',
      minAct: 'Minimum ACT score must be between 1 and 36',
    });
    expect(validateFilters({ ...EMPTY_FILTERS, q: 'a'.repeat(101) }).q).toBe('Search text must be at most 100 characters');
  });

  it('knows the academic filters, saved-search names and the display texts', () => {
    expect(usesAcademicFilters({ ...EMPTY_FILTERS, minSat: '1200' })).toBe(true);
    expect(usesAcademicFilters({ ...EMPTY_FILTERS, min2k: '7:00.0' })).toBe(false);
    expect(checkSavedName(' ')).toBe('Give the search a name');
    expect(checkSavedName('x'.repeat(81))).toBe('Name must be at most 80 characters');
    expect(checkSavedName('2027 ports')).toBeUndefined();
    expect(newMatchesText(3)).toBe('3 new since your last look');
    expect(newMatchesText(0)).toBe('Nothing new since your last look');
    expect(formatHeight(5, 10)).toBe('5′10″');
    expect(formatHeight(null, 3)).toBeNull();
    expect(pageCount(51, 25)).toBe(3);
    expect(pageCount(0, 25)).toBe(1);
  });
});
