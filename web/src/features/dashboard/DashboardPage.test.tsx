import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn } from '@test/test-utils';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const figures = {
  savedSchools: 3,
  profileViews: 0,
  // The Messages tile shows the unread count from the messaging API, not this figure.
  messages: 0,
  completeness: { percent: 42, missing: ['GPA', 'SAT score', 'Bio'] },
  performance: { latestTest: null, best2k: null, seasonChange2k: null },
};

const withTests = {
  ...figures,
  performance: {
    latestTest: {
      id: 't-3',
      piece: '2k',
      time: '6:58.4',
      meters: null,
      tenths: 4184,
      date: '2026-10-01',
      strokeRate: 30,
      split: '1:44.6',
      notes: null,
      verificationCodeProvided: true,
      createdAt: '2026-10-01T10:00:00.000Z',
    },
    best2k: { time: '6:58.4', tenths: 4184, date: '2026-10-01', source: 'log', verificationCodeProvided: true },
    seasonChange2k: { fromTenths: 4246, toTenths: 4184, changeTenths: -62 },
  },
};

function tile(label: string) {
  const item = screen.getByText(label, { selector: '.stat__label' }).closest('li');
  if (!item) throw new Error(`no tile ${label}`);
  return item;
}

describe('dashboard', () => {
  it('shows the figures from the server and the completeness with the missing fields', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student', 'sam@example.com') },
      'GET /api/dashboard': { body: figures },
      'GET /api/messages/unread': { body: { unread: 7 } },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as sam@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Profile completeness' })).toHaveValue(42);
    expect(within(tile('Saved Schools')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Profile Views')).getByText('0')).toBeInTheDocument();
    expect(await within(tile('Messages')).findByText('7')).toBeInTheDocument();
    expect(within(tile('Messages')).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.getByText('GPA, SAT score, Bio')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Browse Schools' })).toHaveAttribute('href', '/schools');
    expect(screen.getByText('Explore 200+ college rowing programs.')).toBeInTheDocument();
    // Before the first test, the card invites one.
    const track = screen.getByRole('article', { name: 'Track Performance' });
    expect(within(track).getByText(/Log your first erg test/)).toBeInTheDocument();
    expect(within(track).getByRole('link', { name: 'Log Your First Test' })).toHaveAttribute('href', '/performance');
    expect(screen.queryByRole('link', { name: 'Open Coach Page' })).not.toBeInTheDocument();
  });

  it('shows the latest test, the best 2k and the change over the season', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/dashboard': { body: withTests },
    });
    renderApp('/dashboard');
    const track = await screen.findByRole('article', { name: 'Track Performance' });
    expect(await within(track).findByText('Latest test')).toBeInTheDocument();
    expect(within(track).getByText('2k 6:58.4')).toBeInTheDocument();
    expect(within(track).getByText('Best 2k')).toBeInTheDocument();
    expect(within(track).getByText('−6.2 s this season')).toBeInTheDocument();
    expect(within(track).getByText(/faster over the last 12 months/)).toBeInTheDocument();
    expect(within(track).getByRole('link', { name: 'Open Performance Log' })).toHaveAttribute('href', '/performance');
  });

  it('is the coach page for a coach, never the athlete dashboard', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach', 'coach@example.edu') },
      'GET /api/dashboard': { body: figures },
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Coach' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Coach' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Track Performance' })).not.toBeInTheDocument();
  });

  it('keeps the page when the figures cannot be read, and offers to try again', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/dashboard': { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } },
      'GET /api/club/me': { body: { invitations: [], clubs: [], evaluations: [], attestations: [] } },
      'GET /api/family/parents': { body: [] },
      'GET /api/family/invitations': { body: [] },
    });
    renderApp('/dashboard');
    expect(await screen.findByText(/Your figures could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(tile('Saved Schools')).getByText('–')).toBeInTheDocument();
  });

  it('tells a minor waiting for parental consent', async () => {
    const session = signedIn('student');
    mockApi({
      'GET /api/auth/session': { body: { ...session, user: { ...session.user, parentalConsent: 'pending' } } },
      'GET /api/dashboard': { body: figures },
    });
    renderApp('/dashboard');
    expect(await screen.findByText(/waiting for your parent or guardian/)).toBeInTheDocument();
  });
});
