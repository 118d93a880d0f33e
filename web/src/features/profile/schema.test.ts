import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_INPUT } from '@test/profile';
import { toFormValues } from './formValues';
import { profileFormSchema } from './schema';

const THIS_YEAR = 2026;
const schema = profileFormSchema(THIS_YEAR);

describe('the profile form schema', () => {
  it('turns valid inputs into the request body', () => {
    const values = { ...toFormValues({}, THIS_YEAR), fullName: ' Alex ', weight: '175', erg2k: '6:45.3' };
    expect(schema.parse(values)).toEqual({
      ...EMPTY_PROFILE_INPUT,
      fullName: 'Alex',
      gradYear: 2027,
      weight: 175,
      erg2k: '6:45.3',
    });
  });

  it('reports exactly what the rules report, on the same fields', () => {
    const values = { ...toFormValues({}, THIS_YEAR), fullName: '', weight: '50', erg6k: 'fast', gradYear: '2031' };
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toEqual({
      fullName: 'Full name is required',
      gradYear: 'Graduation year must be between 2026 and 2030',
      weight: 'Weight must be between 90 and 300 lbs',
      erg6k: 'Use the format MM:SS.S, for example 6:45.3',
    });
  });
});
