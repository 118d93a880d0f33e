import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn } from '@test/test-utils';

// Each screen is a lazily loaded chunk; on a busy machine the first load can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

const figures = {
  savedSchools: 3,
  profileViews: 0,
  messages: 7,
  completeness: { percent: 42, missing: ['GPA', 'SAT score', 'Bio'] },
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
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as sam@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Profile completeness' })).toHaveValue(42);
    expect(within(tile('Saved Schools')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Profile Views')).getByText('0')).toBeInTheDocument();
    expect(within(tile('Messages')).getByText('7')).toBeInTheDocument();
    expect(screen.getByText('GPA, SAT score, Bio')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Browse Schools' })).toHaveAttribute('href', '/schools');
    expect(screen.getByText('Explore 200+ college rowing programs.')).toBeInTheDocument();
    const track = screen.getByRole('article', { name: 'Track Performance' });
    expect(within(track).getByText('Coming soon')).toBeInTheDocument();
    expect(within(track).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Coach Page' })).not.toBeInTheDocument();
  });

  it('links a coach to the coach page', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach', 'coach@example.edu') },
      'GET /api/dashboard': { body: figures },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Open Coach Page' })).toHaveAttribute('href', '/coach');
  });

  it('keeps the page when the figures cannot be read, and offers to try again', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/dashboard': { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } },
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
