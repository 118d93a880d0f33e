import { describe, expect, it } from 'vitest';
import { isNumericField, parseFormField, parseNumericInput, toFormValues, toProfileInput } from './formValues';
import { PROFILE_FIELDS } from './rules';

describe('the numeric rule', () => {
  it('applies to fields whose name contains gpa, score, height or weight', () => {
    expect(PROFILE_FIELDS.filter(isNumericField).sort()).toEqual(['gpa', 'height_feet', 'height_inches', 'sat_score', 'weight']);
    expect(isNumericField('athlete_weight')).toBe(true);
    expect(isNumericField('full_name')).toBe(false);
  });

  it.each<[string, number | null]>([
    ['', null],
    ['   ', null],
    ['3.85', 3.85],
    [' 150 ', 150],
    ['0', 0],
    ['-2', -2],
    ['abc', 0],
    ['150lbs', 0],
    ['Infinity', 0],
    ['NaN', 0],
  ])('reads %j as %s', (raw, expected) => {
    expect(parseNumericInput(raw)).toBe(expected);
  });

  it('leaves other fields as trimmed text, null when empty', () => {
    expect(parseFormField('weight', '180')).toBe(180);
    expect(parseFormField('sat_score', 'lots')).toBe(0);
    expect(parseFormField('hometown', '  Seattle  ')).toBe('Seattle');
    expect(parseFormField('club_team', '  ')).toBeNull();
  });
});

describe('form values', () => {
  it('start a new profile with next year and 5 feet', () => {
    const values = toFormValues({ full_name: null, grad_year: null, height_feet: null }, 2026);
    expect(values.grad_year).toBe('2027');
    expect(values.height_feet).toBe('5');
    expect(values.height_inches).toBe('');
    expect(values.full_name).toBe('');
  });

  it('show a saved profile as it was saved', () => {
    const values = toFormValues({ grad_year: 2028, gpa: 3.9, height_feet: 6, erg_2k: '6:45.3' }, 2026);
    expect(values).toMatchObject({ grad_year: '2028', gpa: '3.9', height_feet: '6', erg_2k: '6:45.3' });
  });

  it('become the saved fields: empty optional numbers are null, never 0', () => {
    const values = toFormValues({}, 2026);
    const input = toProfileInput({ ...values, full_name: ' Alex ', weight: '', gpa: '3.5', sat_score: 'x' });
    expect(input).toEqual({
      full_name: 'Alex',
      grad_year: 2027,
      gpa: 3.5,
      sat_score: 0,
      height_feet: 5,
      height_inches: null,
      weight: null,
      erg_2k: null,
      erg_6k: null,
      hometown: null,
      high_school: null,
      club_team: null,
      bio: null,
    });
  });
});
