import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_INPUT } from '@test/profile';
import { isNumericField, parseFormField, parseNumericInput, toFormValues, toProfileInput } from './formValues';
import { PROFILE_FIELDS } from './rules';

describe('the numeric rule', () => {
  it('applies to fields whose name contains gpa, score, height or weight', () => {
    expect(PROFILE_FIELDS.filter(isNumericField).sort()).toEqual(['actScore', 'gpa', 'heightFeet', 'heightInches', 'satScore', 'weight']);
    expect(isNumericField('athlete_weight')).toBe(true);
    expect(isNumericField('fullName')).toBe(false);
    expect(isNumericField('weightClass')).toBe(false);
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
    expect(parseFormField('satScore', 'lots')).toBe(0);
    expect(parseFormField('hometown', '  Seattle  ')).toBe('Seattle');
    expect(parseFormField('clubTeam', '  ')).toBeNull();
  });
});

describe('form values', () => {
  it('start a new profile with next year and no height', () => {
    const values = toFormValues({ fullName: null, gradYear: null, heightFeet: null, heightInches: null }, 2026);
    expect(values.gradYear).toBe('2027');
    expect(values.heightFeet).toBe('');
    expect(values.heightInches).toBe('');
    expect(values.fullName).toBe('');
  });


  it('show a saved profile as it was saved', () => {
    const values = toFormValues({ gradYear: 2028, gpa: 3.9, heightFeet: 6, erg2k: '6:45.3' }, 2026);
    expect(values).toMatchObject({ gradYear: '2028', gpa: '3.9', heightFeet: '6', erg2k: '6:45.3' });
  });

  it('become the saved fields: empty optional numbers are null, never 0', () => {
    const values = toFormValues({}, 2026);
    const input = toProfileInput({ ...values, fullName: ' Alex ', weight: '', gpa: '3.5', satScore: 'x' });
    expect(input).toEqual({
      ...EMPTY_PROFILE_INPUT,
      fullName: 'Alex',
      gradYear: 2027,
      gpa: 3.5,
      satScore: 0,
      // The height was never touched: none is sent.
    });
  });
});
