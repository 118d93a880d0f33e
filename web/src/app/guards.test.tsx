import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, signedOut } from '@test/test-utils';

// The coach page is a screen of its own, loaded on first visit: load it once up front.
beforeAll(async () => {
  await import('@/features/coach/CoachPage');
}, 30_000);

async function expectLocation(pathname: string) {
  expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent(pathname);
  await screen.findByText((_, element) => element?.getAttribute('data-testid') === 'location' && element.textContent === pathname);
}

describe('signed-in routes', () => {
  it.each(['/dashboard', '/profile', '/schools', '/settings'])(
    'send a signed-out visitor from %s to /login, remembering where they were going',
    async (path) => {
      mockApi({ 'GET /api/auth/session': { body: signedOut } });
      renderApp(`${path}?tab=1`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      const location = screen.getByTestId('location');
      expect(location).toHaveTextContent('/login');
      expect(location).toHaveAttribute('data-from', `${path}?tab=1`);
    },
  );

  it('treat a 401 from the session endpoint as signed out', async () => {
    mockApi({
      'GET /api/auth/session': { status: 401, body: { error: { code: 'unauthorized', message: 'Not signed in' } } },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('show a spinner while the session loads', () => {
    mockApi({ 'GET /api/auth/session': 'never' });
    renderApp('/dashboard');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('render for a signed-in user', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn('student', 'sam@example.com') } });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as sam@example.com')).toBeInTheDocument();
  });
});

describe('coach guard', () => {
  it('sends a signed-out visitor to /login', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/coach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await expectLocation('/login');
  });

  // /login sends a visitor who is already signed in on to the dashboard.
  it('sends a user without a profile to /login, and on from there to the dashboard', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/profile': { status: 404, body: { error: { code: 'not_found', message: 'No profile' } } },
    });
    renderApp('/coach');
    // A coach's dashboard is the coach page, without the profile check that sent them there.
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Coach' }, { timeout: 10_000 });
    await expectLocation('/dashboard');
  });

  it('treats an unreadable profile as no profile', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach') },
      'GET /api/profile': 'network-error',
    });
    renderApp('/coach');
    // On to the dashboard (a coach's is the coach page), never back to /coach.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), { timeout: 10_000 });
  });

  it('sends a user whose profile role is not coach to /dashboard', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/profile': { body: { id: 'user-1', email: 'alex@example.com', userRole: 'student' } },
    });
    renderApp('/coach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    await expectLocation('/dashboard');
  });

  it('shows the coach page to a coach', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('coach', 'pat.coach@college.edu') },
      'GET /api/profile': { body: { id: 'user-1', email: 'pat.coach@college.edu', userRole: 'coach' } },
    });
    renderApp('/coach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Coach' })).toBeInTheDocument();
  });

  it('shows a spinner while the profile loads', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn('coach') }, 'GET /api/profile': 'never' });
    renderApp('/coach');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
