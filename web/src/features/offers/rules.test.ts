import { describe, expect, it } from 'vitest';
import { daysUntil, longDay, offerFields } from './rules';

const valid = {
  kind: 'roster_spot',
  aidPercent: '',
  squad: 'womens',
  classOf: '2031',
  terms: 'A place in the varsity squad.',
  answerBy: '2027-07-20',
};

function problems(values: typeof valid, today = '2027-07-01'): Record<string, string> {
  const result = offerFields(today).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the offer form', () => {
  it('accepts a complete offer', () => {
    expect(problems(valid)).toEqual({});
  });

  it('names every missing part in the server’s words', () => {
    expect(problems({ kind: '', aidPercent: '', squad: '', classOf: '', terms: ' ', answerBy: '' })).toEqual({
      kind: 'Choose what you offer.',
      squad: 'Choose the squad.',
      classOf: 'Enter the class as a year from 2027 to 2036.',
      terms: 'Write the terms of the offer.',
      answerBy: 'Enter the answer-by day as a date.',
    });
  });

  it('asks athletics aid for its share of the cost', () => {
    expect(problems({ ...valid, kind: 'athletics_aid' }).aidPercent).toBe(
      'Enter the share of the cost the aid covers, from 1 to 100%.',
    );
    expect(problems({ ...valid, kind: 'athletics_aid', aidPercent: '50' })).toEqual({});
  });

  it('keeps the answer-by day from today to a year ahead', () => {
    expect(problems({ ...valid, answerBy: '2027-06-30' }).answerBy).toBe('Choose an answer-by day from today on.');
    expect(problems({ ...valid, answerBy: '2027-07-01' })).toEqual({});
    expect(problems({ ...valid, answerBy: '2028-07-02' }).answerBy).toBe('Choose an answer-by day within a year from today.');
  });

  it('writes days out and counts to them', () => {
    expect(longDay('2027-07-20')).toBe('July 20, 2027');
    expect(daysUntil('2027-07-20', '2027-07-01')).toBe(19);
    expect(daysUntil('2027-06-30', '2027-07-01')).toBe(-1);
  });
});
