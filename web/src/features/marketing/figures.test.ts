import { describe, expect, it } from 'vitest';
import { formatFigure, shownFigures } from './figures';

describe('the landing figures', () => {
  it('are written with thousands separators and a plus', () => {
    expect(formatFigure(1200)).toBe('1,200+');
    expect(formatFigure(12000)).toBe('12,000+');
    expect(formatFigure(57)).toBe('57+');
    expect(formatFigure(1900000)).toBe('1,900,000+');
  });

  it('show only the figures the server gave, programs first', () => {
    expect(shownFigures({ athletes: 1200, programs: 200, commitments: 57 })).toEqual([
      { key: 'programs', label: 'College rowing programs', value: '200+' },
      { key: 'athletes', label: 'Athlete profiles', value: '1,200+' },
      { key: 'commitments', label: 'Commitments recorded', value: '57+' },
    ]);
    expect(shownFigures({ athletes: null, programs: 200, commitments: null })).toEqual([
      { key: 'programs', label: 'College rowing programs', value: '200+' },
    ]);
  });

  it('show nothing when every figure is left out or unreadable', () => {
    expect(shownFigures({ athletes: null, programs: null, commitments: null })).toEqual([]);
    expect(shownFigures({})).toEqual([]);
    expect(shownFigures({ athletes: 0, programs: Number.NaN })).toEqual([]);
  });
});
