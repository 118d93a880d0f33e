import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_INPUT } from '@test/profile';
import {
  defaultGradYear,
  ERG_MESSAGE,
  ERG_PATTERN,
  gradYearChoices,
  isErgTime,
  suggestWeightClass,
  type Squad,
  type WeightClass,
  validateProfile,
  type ProfileField,
  type ProfileInput,
} from './rules';

const THIS_YEAR = 2026;

function base(): ProfileInput {
  return {
    ...EMPTY_PROFILE_INPUT,
    fullName: 'Alex Rower',
    gradYear: 2027,
  };
}

function errorsFor(change: Partial<ProfileInput>) {
  return validateProfile({ ...base(), ...change }, THIS_YEAR);
}

describe('validateProfile', () => {
  it('accepts a profile with only the required fields', () => {
    expect(errorsFor({})).toEqual({});
  });

  // Every bound at its edge (accepted) and one step beyond it (refused), as the server tests them.
  it.each<[Partial<ProfileInput>, ProfileField | null, string?]>([
    [{ gpa: 0 }, null],
    [{ gpa: 4 }, null],
    [{ gpa: 3.25 }, null],
    [{ gpa: 4.01 }, 'gpa', 'GPA must be between 0 and 4.0'],
    [{ gpa: -0.01 }, 'gpa', 'GPA must be between 0 and 4.0'],
    [{ gpa: 3.333 }, 'gpa', 'GPA can have at most two decimal places'],
    [{ satScore: 400 }, null],
    [{ satScore: 1600 }, null],
    [{ satScore: 399 }, 'satScore', 'SAT score must be between 400 and 1600'],
    [{ satScore: 1601 }, 'satScore', 'SAT score must be between 400 and 1600'],
    [{ satScore: 1200.5 }, 'satScore', 'SAT score must be a whole number'],
    [{ heightFeet: 4 }, null],
    [{ heightFeet: 7 }, null],
    [{ heightFeet: 3 }, 'heightFeet', 'Height must be between 4 and 7 feet'],
    [{ heightFeet: 8 }, 'heightFeet', 'Height must be between 4 and 7 feet'],
    [{ heightFeet: 0 }, 'heightFeet', 'Height must be between 4 and 7 feet'],
    [{ heightFeet: 5, heightInches: 0 }, null],
    [{ heightFeet: 5, heightInches: 11 }, null],
    [{ heightFeet: 5, heightInches: 12 }, 'heightInches', 'Inches must be between 0 and 11'],
    [{ heightFeet: 5, heightInches: -1 }, 'heightInches', 'Inches must be between 0 and 11'],
    [{ heightInches: 4 }, 'heightFeet', 'Enter feet too, or leave inches empty'],
    [{ weight: 90 }, null],
    [{ weight: 300 }, null],
    [{ weight: 89 }, 'weight', 'Weight must be between 90 and 300 lbs'],
    [{ weight: 301 }, 'weight', 'Weight must be between 90 and 300 lbs'],
    [{ weight: 50 }, 'weight', 'Weight must be between 90 and 300 lbs'],
    [{ weight: 150.5 }, 'weight', 'Weight must be a whole number of lbs'],
    [{ gradYear: 2026 }, null],
    [{ gradYear: 2030 }, null],
    [{ gradYear: 2025 }, 'gradYear', 'Graduation year must be between 2026 and 2030'],
    [{ gradYear: 2031 }, 'gradYear', 'Graduation year must be between 2026 and 2030'],
    [{ gradYear: null }, 'gradYear', 'Graduation year is required'],
    [{ fullName: null }, 'fullName', 'Full name is required'],
    [{ fullName: '   ' }, 'fullName', 'Full name is required'],
    [{ fullName: 'x'.repeat(100) }, null],
    [{ fullName: 'x'.repeat(101) }, 'fullName', 'Full name must be at most 100 characters'],
    [{ hometown: 'h'.repeat(100) }, null],
    [{ hometown: 'h'.repeat(101) }, 'hometown', 'Hometown must be at most 100 characters'],
    [{ highSchool: 's'.repeat(101) }, 'highSchool', 'High school must be at most 100 characters'],
    [{ clubTeam: 'c'.repeat(101) }, 'clubTeam', 'Club team must be at most 100 characters'],
    [{ bio: 'b'.repeat(1000) }, null],
    [{ bio: 'b'.repeat(1001) }, 'bio', 'Bio must be at most 1000 characters'],
    [{ erg2k: '6:45.3' }, null],
    [{ erg2k: '5:20.0' }, null],
    [{ erg2k: '12:00.0' }, null],
    [{ erg2k: '5:19.9' }, 'erg2k', '2k time must be between 5:20.0 and 12:00.0'],
    [{ erg2k: '12:00.1' }, 'erg2k', '2k time must be between 5:20.0 and 12:00.0'],
    [{ erg6k: '16:59.9' }, 'erg6k', '6k time must be between 17:00.0 and 40:00.0'],
    [{ erg6k: '40:00.0' }, null],
    [{ wingspanInches: 48 }, null],
    [{ wingspanInches: 96 }, null],
    [{ wingspanInches: 47 }, 'wingspanInches', 'Wingspan must be between 48 and 96 inches'],
    [{ wingspanInches: 97 }, 'wingspanInches', 'Wingspan must be between 48 and 96 inches'],
    [{ seasonsRowed: 0 }, null],
    [{ seasonsRowed: 10 }, null],
    [{ seasonsRowed: 11 }, 'seasonsRowed', 'Seasons rowed must be between 0 and 10'],
    [{ seasonsRowed: -1 }, 'seasonsRowed', 'Seasons rowed must be between 0 and 10'],
    [{ actScore: 1 }, null],
    [{ actScore: 36 }, null],
    [{ actScore: 0 }, 'actScore', 'ACT score must be between 1 and 36'],
    [{ actScore: 37 }, 'actScore', 'ACT score must be between 1 and 36'],
    [{ clubCoachName: 'c'.repeat(100) }, null],
    [{ clubCoachName: 'c'.repeat(101) }, 'clubCoachName', 'Club coach name must be at most 100 characters'],
    [{ intendedMajor: 'm'.repeat(101) }, 'intendedMajor', 'Intended major must be at most 100 characters'],
    [{ boatsCoxed: 'b'.repeat(200) }, null],
    [{ boatsCoxed: 'b'.repeat(201) }, 'boatsCoxed', 'Boats coxed must be at most 200 characters'],
    [{ headline: 'h'.repeat(120) }, null],
    [{ headline: 'h'.repeat(121) }, 'headline', 'Headline must be at most 120 characters'],
    [{ targetDivisions: ['I', 'III'] }, null],
    [{ targetDivisions: ['I', 'I'] }, 'targetDivisions', 'Choose each division only once'],
    [{ coxLinks: ['https://a.example', 'http://b.example/x'] }, null],
    [{ coxLinks: Array.from({ length: 6 }, () => 'https://a.example') }, 'coxLinks', 'Add at most 5 links'],
    [{ links: Array.from({ length: 6 }, () => ({ label: 'a', url: 'https://a.example' })) }, 'links', 'Add at most 5 links'],
    [{ erg2k: '6:45' }, 'erg2k', ERG_MESSAGE],
    [{ erg6k: '21:60.0' }, 'erg6k', ERG_MESSAGE],
    [{ erg6k: '21:30.0' }, null],
  ])('%o gives an error on %s', (change, field, message) => {
    const errors = errorsFor(change);
    if (field === null) {
      expect(errors).toEqual({});
    } else {
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]).toBe(message);
    }
  });

  it('counts characters, not UTF-16 units, as the server does', () => {
    expect(errorsFor({ bio: '🚣'.repeat(1000) })).toEqual({});
  });

  it('reports every invalid field at once', () => {
    expect(Object.keys(errorsFor({ fullName: '', weight: 50, erg2k: 'fast' })).sort()).toEqual([
      'erg2k',
      'fullName',
      'weight',
    ]);
  });
});

describe('list items', () => {
  it('names the item and the part that is wrong, as the server does', () => {
    expect(
      errorsFor({
        coxLinks: ['https://ok.example', 'ftp://files.example', 'not a link', ''],
        links: [
          { label: 'Video', url: 'https://video.example' },
          { label: ' ', url: '' },
          { label: ' ', url: 'javascript:alert(1)' },
          { label: 'x'.repeat(41), url: 'www.example.com' },
        ],
      }),
    ).toEqual({
      'coxLinks.1': 'Enter a link that starts with http:// or https://',
      'coxLinks.2': 'Enter a link that starts with http:// or https://',
      'links.2.label': 'Give the link a label',
      'links.2.url': 'Enter a link that starts with http:// or https://',
      'links.3.label': 'Label must be at most 40 characters',
      'links.3.url': 'Enter a link that starts with http:// or https://',
    });
  });
});

describe('weight class suggestion', () => {
  it.each<[Squad | null, number | null, WeightClass | null]>([
    ['womens', 129, 'lightweight'],
    ['womens', 130, 'openweight'],
    ['mens', 149, 'lightweight'],
    ['mens', 150, 'openweight'],
    [null, 120, null],
    ['mens', null, null],
  ])('a %s squad rower of %s lb: %s', (squad, weight, expected) => {
    expect(suggestWeightClass(squad, weight)).toBe(expected);
  });
});

describe('erg times', () => {
  it.each(['6:45.3', '06:45.3', '19:59.9', '0:00.0', '99:59.9', ' 6:45.3 '])('accepts %j', (text) => {
    expect(isErgTime(text)).toBe(true);
  });

  it.each(['', '6:45', '6:45.33', '6:5.3', '6:60.0', '100:00.0', '6.45.3', 'a:bc.d', '-6:45.3', '6:45.3 x', '６:45.3'])(
    'refuses %j',
    (text) => {
      expect(isErgTime(text)).toBe(false);
    },
  );

  it('gives the same answer as an input with the pattern attribute', () => {
    const input = document.createElement('input');
    input.pattern = ERG_PATTERN;
    for (const [text, valid] of [
      ['6:45.3', true],
      ['6:60.0', false],
      ['6:45', false],
    ] as const) {
      input.value = text;
      expect(input.checkValidity(), text).toBe(valid);
    }
  });
});

describe('graduation year', () => {
  it('offers this year and the four after it, with next year preselected', () => {
    expect(gradYearChoices(THIS_YEAR)).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(defaultGradYear(THIS_YEAR)).toBe(2027);
  });
});
