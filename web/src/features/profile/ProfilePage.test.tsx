import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, type MockAnswer } from '@test/test-utils';
import { EMPTY_PROFILE_INPUT } from '@test/profile';
import type { Profile } from './api';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const THIS_YEAR = new Date().getFullYear();

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    email: 'alex@example.com',
    userRole: 'student',
    ...EMPTY_PROFILE_INPUT,
    weightClassSuggested: null,
    best2k: null,
    best6k: null,
    shareLinkCreatedAt: null,
    updatedAt: '2026-01-01T00:00:00Z',
    completeness: {
      percent: 0,
      missing: ['Full name', 'Graduation year', 'GPA', 'SAT score', 'Height', 'Weight'],
    },
    ...overrides,
  };
}

function setup(
  save: (body: Record<string, unknown>) => MockAnswer,
  session: unknown = signedIn('student'),
  extra: Parameters<typeof mockApi>[0] = {},
) {
  const sent: Record<string, unknown>[] = [];
  // GET answers with whatever the last successful PUT saved.
  let current: MockAnswer = { body: profile() };
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: session },
    'GET /api/profile': () => current,
    'PUT /api/profile': (init) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
      sent.push(body);
      const answer = save(body);
      if (typeof answer === 'object' && (answer.status ?? 200) === 200) current = answer;
      return answer;
    },
    ...extra,
  });
  renderApp('/profile');
  return { sent, fetchMock, user: userEvent.setup({ delay: null }) };
}

const saved = (body: Record<string, unknown>): MockAnswer => ({
  body: profile({ ...(body as Partial<Profile>), completeness: { percent: 50, missing: ['GPA'] } }),
});

async function form() {
  return screen.findByRole('form', { name: 'Athlete profile' });
}

describe('profile page', { timeout: 20_000 }, () => {
  it('shows the four sections, the defaults and the completeness meter', async () => {
    setup(saved);
    await form();
    for (const name of ['Personal Information', 'Academic Information', 'Athletic Information', 'About Me']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const year = screen.getByLabelText('Graduation year');
    expect(year).toHaveValue(String(THIS_YEAR + 1));
    expect(within(year).getAllByRole('option').map((o) => o.textContent)).toEqual(
      [0, 1, 2, 3, 4].map((i) => String(THIS_YEAR + i)),
    );
    // No height until the athlete enters one.
    expect(screen.getByLabelText('Feet')).toHaveValue(null);
    expect(screen.getByLabelText('Inches')).toHaveValue(null);
    expect(screen.getByLabelText('GPA')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('2k erg time')).toHaveAttribute('placeholder', 'MM:SS.S');
    expect(screen.getByLabelText('6k erg time')).toHaveAttribute('pattern');
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveValue(0);
    expect(screen.getByText(/Full name, Graduation year, GPA/)).toBeInTheDocument();
    expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows an error, then saves once it is fixed, sending empty numbers as null', async () => {
    const { sent, user } = setup(saved);
    await form();
    await user.type(screen.getByLabelText('Full name'), 'Alex Rower');
    await user.type(screen.getByLabelText('Weight (lbs)'), '50');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Weight must be between 90 and 300 lbs')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (lbs)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Weight (lbs)')).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('Weight (lbs)'));
    await user.type(screen.getByLabelText('Weight (lbs)'), '175');
    expect(screen.queryByText('Weight must be between 90 and 300 lbs')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Bio'), 'Stroke seat.');
    expect(screen.getByText('12/1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile saved successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        fullName: 'Alex Rower',
        gradYear: THIS_YEAR + 1,
        gpa: null,
        satScore: null,
        heightFeet: null,
        heightInches: null,
        weight: 175,
        erg2k: null,
        erg6k: null,
        hometown: null,
        homeState: null,
        highSchool: null,
        clubTeam: null,
        bio: 'Stroke seat.',
        squad: null,
        weightClass: null,
        side: null,
        discipline: null,
        coxswain: false,
        wingspanInches: null,
        seasonsRowed: null,
        clubCoachName: null,
        targetDivisions: [],
        intendedMajor: null,
        actScore: null,
        boatsCoxed: null,
        coxLinks: [],
        headline: null,
        links: [],
        visibility: 'private',
      },
    ]);
    // The meter follows the saved profile.
    await waitFor(() => {
      expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveValue(50);
    });
  });

  it('offers the home state from the server’s state list and saves its code', async () => {
    const states = { states: [{ code: 'NY', name: 'New York' }, { code: 'WA', name: 'Washington' }] };
    const { sent, user } = setup(saved, signedIn('student'), { 'GET /api/compliance/rules': { body: states } });
    await form();
    await user.type(screen.getByLabelText('Full name'), 'Alex Rower');
    await screen.findByRole('option', { name: 'Washington' });
    await user.selectOptions(screen.getByLabelText('Home state'), 'Washington');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ homeState: 'WA' });
  });

  it('shows "Saving..." while the request is under way', async () => {
    const { user } = setup(() => 'never');
    await form();
    await user.type(screen.getByLabelText('Full name'), 'Alex Rower');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('puts the server’s field errors on the inputs and says the save failed', async () => {
    const { user } = setup(() => ({
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Please correct the highlighted fields.',
          fields: { erg2k: 'Use the format MM:SS.S, for example 6:45.3', gradYear: 'Graduation year must be between 2027 and 2031' },
        },
      },
    }));
    await form();
    await user.type(screen.getByLabelText('Full name'), 'Alex Rower');
    await user.type(screen.getByLabelText('2k erg time'), '6:45.3');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Failed to save profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Use the format MM:SS.S, for example 6:45.3')).toBeInTheDocument();
    expect(screen.getByLabelText('2k erg time')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Graduation year must be between 2027 and 2031')).toBeInTheDocument();
    expect(screen.getByLabelText('Graduation year')).toHaveAttribute('aria-invalid', 'true');

    // Editing a field clears the server's message for it.
    await user.clear(screen.getByLabelText('2k erg time'));
    await user.type(screen.getByLabelText('2k erg time'), '6:45.4');
    expect(screen.queryByText('Use the format MM:SS.S, for example 6:45.3')).not.toBeInTheDocument();
    expect(screen.getByText('Graduation year must be between 2027 and 2031')).toBeInTheDocument();
  });

  it('shows the rowing fields: the weight class suggestion follows squad and weight, coxswains get their own fields', async () => {
    const { user } = setup(saved);
    await form();
    for (const name of ['Highlights', 'Visibility and sharing']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const weightClass = screen.getByLabelText('Weight class');
    expect(weightClass).toHaveAccessibleDescription('A suggestion appears once your squad and weight are given.');
    await user.selectOptions(screen.getByLabelText('Squad'), 'womens');
    await user.type(screen.getByLabelText('Weight (lbs)'), '125');
    expect(weightClass).toHaveAccessibleDescription(/Suggested from your squad and weight: Lightweight/);
    expect(within(weightClass).getByRole('option', { name: 'Use the suggestion (Lightweight)' })).toBeInTheDocument();

    expect(screen.queryByLabelText('Boats coxed')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('I am a coxswain'));
    expect(screen.getByLabelText('Boats coxed')).toBeInTheDocument();
    expect(screen.getByLabelText('2k erg time (optional)')).toHaveAccessibleDescription('Optional: coxswains need no erg figures.');
  });

  it('checks link items on the client and sends lists as lists', async () => {
    const { sent, user } = setup(saved);
    await form();
    await user.type(screen.getByLabelText('Full name'), 'Alex Rower');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Link 1 label'), 'Race video');
    await user.type(screen.getByLabelText('Link 1 address'), 'youtube.com/watch');
    await user.click(screen.getByLabelText('Division I'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Enter a link that starts with http:// or https://')).toBeInTheDocument();
    expect(screen.getByLabelText('Link 1 address')).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('Link 1 address'));
    await user.type(screen.getByLabelText('Link 1 address'), 'https://youtube.com/watch');
    await user.click(screen.getByRole('radio', { name: /Anyone with my share link/ }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile saved successfully!')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      links: [{ label: 'Race video', url: 'https://youtube.com/watch' }],
      targetDivisions: ['I'],
      visibility: 'link',
      coxLinks: [],
      coxswain: false,
    });
  });

  it('puts a server error on a list item onto that item, keeping what was typed', async () => {
    const { user } = setup(() => ({
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Please correct the highlighted fields.',
          fields: { 'links.1.url': 'Enter a link that starts with http:// or https://', actScore: 'ACT score must be between 1 and 36' },
        },
      },
    }));
    await form();
    await user.type(screen.getByLabelText('Full name'), 'Alex Rower');
    for (const [i, url] of ['https://a.example', 'https://b.example'].entries()) {
      await user.click(screen.getByRole('button', { name: 'Add a link' }));
      await user.type(screen.getByLabelText(`Link ${i + 1} label`), `Link ${i + 1}`);
      await user.type(screen.getByLabelText(`Link ${i + 1} address`), url);
    }
    await user.type(screen.getByLabelText('ACT score'), '30');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Failed to save profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Link 2 address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Link 2 address')).toHaveAccessibleDescription('Enter a link that starts with http:// or https://');
    expect(screen.getByLabelText('Link 1 address')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('ACT score')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Link 2 address')).toHaveValue('https://b.example');
    expect(screen.getByLabelText('Full name')).toHaveValue('Alex Rower');
  });

  it('shows a new share link once, replaces it and turns it off', async () => {
    let token = 0;
    const { user } = setup(saved, signedIn('student'), {
      'POST /api/profile/share-link': () => {
        token += 1;
        return { body: { token: `t${token}`, url: `http://localhost/p/t${token}`, createdAt: '2026-11-20T12:00:00Z' } };
      },
      'DELETE /api/profile/share-link': { status: 204 },
    });
    await form();
    expect(screen.getByText(/Your share link is off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on share link' }));
    expect(await screen.findByLabelText('Your share link')).toHaveValue('http://localhost/p/t1');
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText(/opens your profile only while/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByText('Your share link was replaced. The old link no longer works.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your share link')).toHaveValue('http://localhost/p/t2');
    await user.click(screen.getByRole('button', { name: 'Turn off link' }));
    expect(await screen.findByText('Your share link is off. Nobody can open it any more.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your share link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on share link' })).toBeInTheDocument();
  });

  it('says a share link exists without showing it again, and can replace it', async () => {
    const { user } = setup(saved, signedIn('student'), {
      'GET /api/profile': { body: profile({ visibility: 'link', shareLinkCreatedAt: '2026-11-20T12:00:00Z' }) },
      'POST /api/profile/share-link': {
        body: { token: 'fresh', url: 'http://localhost/p/fresh', createdAt: '2026-11-21T12:00:00Z' },
      },
    });
    await form();
    expect(screen.getByText(/You have a share link, made on November 20, 2026\. It is shown only when it is made/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your share link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(screen.queryByText(/opens your profile only while/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByLabelText('Your share link')).toHaveValue('http://localhost/p/fresh');
    expect(screen.getByText('Your share link was replaced. The old link no longer works.')).toBeInTheDocument();
  });

  it('says the save failed when the server refuses without field errors', async () => {
    const { user } = setup(() => ({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } }));
    await form();
    await user.type(screen.getByLabelText('Full name'), 'Alex Rower');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to save profile. Please try again.')).toBeInTheDocument();
  });

  it('says an error occurred when the server cannot be reached', async () => {
    const { user } = setup(() => 'network-error');
    await form();
    await user.type(screen.getByLabelText('Full name'), 'Alex Rower');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('An error occurred while saving your profile.')).toBeInTheDocument();
  });

  it('tells a minor waiting for parental consent that coaches cannot see the profile', async () => {
    const session = signedIn('student');
    setup(saved, { ...session, user: { ...session.user, parentalConsent: 'pending' } });
    await form();
    expect(screen.getByText(/hidden from coaches until your parent or guardian approves/)).toBeInTheDocument();
  });

  it('shows no consent notice once consent is approved', async () => {
    const session = signedIn('student');
    setup(saved, { ...session, user: { ...session.user, parentalConsent: 'approved' } });
    await form();
    expect(screen.queryByText(/hidden from coaches/)).not.toBeInTheDocument();
  });
});
