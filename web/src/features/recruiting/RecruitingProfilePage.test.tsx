import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, signedOut } from '@test/test-utils';
import type { RecruitingProfile } from './api';

configure({ asyncUtilTimeout: 5000 });

const profile: RecruitingProfile = {
  id: 'user-1',
  commitment: null,
  brand: null,
  fullName: 'Casey Sculler',
  gradYear: 2027,
  highSchool: 'Lakeside School',
  clubTeam: 'Pocock Rowing Center',
  clubCoachName: 'Pat Coach',
  clubEvaluations: null,
  hometown: 'Seattle, WA',
  homeState: 'WA',
  heightFeet: 5,
  heightInches: 11,
  weight: 165,
  wingspanInches: 74,
  squad: 'womens',
  weightClass: 'openweight',
  side: 'port',
  discipline: 'sweep',
  coxswain: false,
  seasonsRowed: 4,
  boatsCoxed: null,
  coxLinks: [],
  targetDivisions: ['I', 'III'],
  intendedMajor: 'Biology',
  gpa: 3.85,
  satScore: 1450,
  actScore: 32,
  headline: '6:58 2k, port, class of 2027',
  bio: 'Stroke seat in the varsity eight.',
  links: [{ label: 'Race video', url: 'https://video.example/race' }],
  best2k: { time: '6:58.4', tenths: 4184, date: '2026-10-01', source: 'log', verificationCodeProvided: true },
  best6k: { time: '22:10.0', tenths: 13300, date: null, source: 'profile', verificationCodeProvided: false },
  ergTests: [
    {
      id: 't-2',
      piece: '2k',
      time: '6:58.4',
      meters: null,
      tenths: 4184,
      date: '2026-10-01',
      strokeRate: 31,
      split: '1:44.6',
      notes: null,
      verificationCodeProvided: true,
      createdAt: '2026-10-01T10:00:00.000Z',
    },
    {
      id: 't-1',
      piece: '2k',
      time: '7:04.6',
      meters: null,
      tenths: 4246,
      date: '2026-03-01',
      strokeRate: 30,
      split: '1:46.1',
      notes: null,
      verificationCodeProvided: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  races: [
    {
      id: 'r-1',
      regatta: 'Head of the Charles',
      date: '2026-10-18',
      event: "Women's Youth 8+",
      boatClass: '8+',
      seat: '7',
      place: 3,
      time: '16:02.5',
      resultsUrl: 'https://results.example/hocr',
      createdAt: '2026-10-19T10:00:00.000Z',
    },
  ],
  updatedAt: '2026-10-20T10:00:00.000Z',
};

describe('recruiting profile', { timeout: 20_000 }, () => {
  it('shows a shared profile to anyone, without contact data, and asks search engines not to index it', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'GET /api/share/tok123': { body: profile },
    });
    renderApp('/p/tok123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Sculler' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const main = screen.getByRole('main');
    expect(within(main).getByText('6:58 2k, port, class of 2027')).toBeInTheDocument();
    expect(within(main).getByText('Class of 2027')).toBeInTheDocument();
    expect(within(main).getAllByText('Verification code provided').length).toBeGreaterThan(0);
    expect(within(main).queryByText(/@/)).not.toBeInTheDocument();
    expect(within(main).queryByText(/\bverified\b/i)).not.toBeInTheDocument();
    expect(within(main).getByRole('img', { name: /2k erg times, 2 tests/ })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Race video' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(main).getByRole('link', { name: /Results/ })).toHaveAttribute('href', 'https://results.example/hocr');
    expect(within(main).getByText('Division I, Division III')).toBeInTheDocument();
  });

  it("puts a club's band, in its colours, above a shared profile only when the server sends one", async () => {
    const brand = { displayName: 'Pocock Rowing Center', bandColour: '#0b5394', accentColour: '#c8102e' };
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'GET /api/share/tok123': { body: { ...profile, brand } },
      'GET /api/share/tok456': { body: profile },
    });
    const view = renderApp('/p/tok123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Sculler' })).toBeInTheDocument();
    const band = screen.getByTestId('club-brand');
    expect(band).toHaveTextContent('Pocock Rowing Center');
    expect(band.style.getPropertyValue('--club-band')).toBe('#0b5394');
    expect(band.style.getPropertyValue('--club-accent')).toBe('#c8102e');
    // At the top of the profile, before its heading.
    const article = screen.getByRole('article');
    expect(article.firstElementChild).toBe(band);
    view.unmount();

    renderApp('/p/tok456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Sculler' })).toBeInTheDocument();
    expect(screen.queryByTestId('club-brand')).not.toBeInTheDocument();
  });

  it('shows verified results, "Code provided" and, for a college coach, the club coach evaluations', async () => {
    const attestation = { clubName: 'Pocock Rowing Center', coachName: 'Pat Coach', attestedOn: '2026-10-03', codeChecked: true };
    const [first, second] = profile.ergTests;
    if (!first || !second) throw new Error('two tests expected');
    const [race] = profile.races;
    if (!race) throw new Error('a race expected');
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/athletes/user-1': {
        body: {
          ...profile,
          ergTests: [{ ...first, attestation }, { ...second, attestation: null }],
          races: [{ ...race, attestation }],
          clubEvaluations: [
            {
              clubName: 'Pocock Rowing Center',
              coachName: 'Pat Coach',
              technique: 4,
              fitness: 5,
              coachability: 3,
              comments: 'Strong catch.',
              writtenAt: '2026-11-01T10:00:00Z',
            },
          ],
        } satisfies RecruitingProfile,
      },
    });
    renderApp('/athletes/user-1');
    const erg = await screen.findByRole('region', { name: 'Erg tests' });
    const [, verifiedRow, plainRow] = within(erg).getAllByRole('row');
    if (!verifiedRow || !plainRow) throw new Error('two rows expected');
    expect(within(verifiedRow).getByText('Verified by Pocock Rowing Center coach · Oct 3, 2026')).toBeInTheDocument();
    expect(within(verifiedRow).getByText('Pat Coach, verification code checked')).toBeInTheDocument();
    expect(within(verifiedRow).getByText('Code provided')).toBeInTheDocument();
    expect(within(plainRow).getByText('Self-reported')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Race results' })).getByText(/Verified by Pocock Rowing Center coach/)).toBeInTheDocument();

    const evaluations = screen.getByRole('region', { name: 'Club coach evaluations' });
    expect(within(evaluations).getByRole('heading', { level: 3, name: 'Pocock Rowing Center · Pat Coach' })).toBeInTheDocument();
    expect(within(evaluations).getByText('Technique').nextSibling).toHaveTextContent('4 of 5');
    expect(within(evaluations).getByText('Coachability').nextSibling).toHaveTextContent('3 of 5');
    expect(within(evaluations).getByText('Strong catch.')).toBeInTheDocument();
  });

  it('shows no evaluation section when the server sends none', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedOut },
      'GET /api/share/tok123': { body: { ...profile, clubEvaluations: null } },
    });
    renderApp('/p/tok123');
    await screen.findByRole('heading', { level: 1, name: 'Casey Sculler' });
    expect(screen.queryByRole('region', { name: 'Club coach evaluations' })).not.toBeInTheDocument();
  });

  it('says a profile is not available on a 404, whatever the reason', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/athletes/someone': { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } },
    });
    renderApp('/athletes/someone');
    expect(await screen.findByRole('heading', { level: 1, name: 'This profile is not available' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows the limit on profile reads with its wait', async () => {
    const limited =
      "Athlete profile reads are limited per coach and per program, so that athletes' data cannot be copied in bulk. Try again in 3 minutes.";
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/athletes/someone': { status: 429, body: { error: { code: 'rate_limited', message: limited } } },
    });
    renderApp('/athletes/someone');
    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(screen.getByText('The profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows a closed workspace's reason on the profile", async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/athletes/someone': {
        status: 403,
        body: { error: { code: 'plan_required', message: "Your program's free trial has ended. Choose a college plan to keep recruiting." } },
      },
    });
    renderApp('/athletes/someone');
    expect(await screen.findByText(/free trial has ended/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This profile is not available' })).not.toBeInTheDocument();
  });
});
