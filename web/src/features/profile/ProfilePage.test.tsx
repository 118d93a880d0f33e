import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, type MockAnswer } from '@test/test-utils';
import type { Profile } from './api';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const THIS_YEAR = new Date().getFullYear();

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    email: 'alex@example.com',
    userRole: 'student',
    fullName: null,
    gradYear: null,
    gpa: null,
    satScore: null,
    heightFeet: null,
    heightInches: null,
    weight: null,
    erg2k: null,
    erg6k: null,
    hometown: null,
    highSchool: null,
    clubTeam: null,
    bio: null,
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
    weightClassSuggested: null,
    best2k: null,
    best6k: null,
    shareLink: null,
    updatedAt: '2026-01-01T00:00:00Z',
    completeness: {
      percent: 0,
      missing: ['Full name', 'Graduation year', 'GPA', 'SAT score', 'Height', 'Weight'],
    },
    ...overrides,
  };
}

function setup(save: (body: Record<string, unknown>) => MockAnswer, session: unknown = signedIn('student')) {
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
    expect(screen.getByLabelText('Feet')).toHaveValue(5);
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
        heightFeet: 5,
        heightInches: null,
        weight: 175,
        erg2k: null,
        erg6k: null,
        hometown: null,
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
