import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signedIn, signedOut } from '@test/test-utils';

const emptyWaitlist = {
  'GET /api/admin/waitlist/stats': { body: { total: 0, today: 0, timeZone: 'America/New_York', bySource: {} } },
  'GET /api/admin/waitlist?limit=50': { body: [] },
};

// The first visit to a screen loads its code, which can take a while on a busy machine.
const wait = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await Promise.all([import('@/features/admin/AdminPage'), import('@/features/dashboard/DashboardPage'), import('@/features/coach/CoachPage'), import('@/features/auth/LoginPage')]);
}, 30_000);

async function expectLocation(pathname: string) {
  await screen.findByText(
    (_, element) => element?.getAttribute('data-testid') === 'location' && element.textContent === pathname,
    {},
    wait,
  );
}

describe('admin guard', () => {
  it('shows a spinner while the session loads', () => {
    mockApi({ 'GET /api/auth/session': 'never' });
    renderApp('/admin');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it('sends a signed-out visitor to /login, remembering the section they wanted', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/admin?tab=coaches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, wait)).toBeInTheDocument();
    await expectLocation('/login');
    expect(screen.getByTestId('location')).toHaveAttribute('data-from', '/admin?tab=coaches');
  });

  it('sends a parent to the family portal (their dashboard)', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: signedIn('parent') },
      'GET /api/family': { body: { plan: { id: null, name: 'Family Basic', childrenLimit: 1 }, digest: true, children: [] } },
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Family' }, wait)).toBeInTheDocument();
    await expectLocation('/family');
    const calls = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
    expect(calls.filter((url) => url.startsWith('/api/admin'))).toEqual([]);
  });

  it.each([
    ['student', 'Welcome back!'],
    ['coach', 'Welcome, Coach'],
  ] as const)('sends a %s to /dashboard, their home', async (role, heading) => {
    const fetchMock = mockApi({ 'GET /api/auth/session': { body: signedIn(role) } });
    renderApp('/admin');
    await expectLocation('/dashboard');
    await screen.findByRole('heading', { level: 1, name: heading }, wait);
    const calls = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
    expect(calls.filter((url) => url.startsWith('/api/admin'))).toEqual([]);
  });

  it('shows the console to an admin', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn('admin', 'ops@example.com') }, ...emptyWaitlist });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin console' }, wait)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waitlist', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No one has joined the waitlist yet.', {}, wait)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });
});

describe('account menu', () => {
  it('offers the console to an admin', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn('admin', 'ops@example.com') }, ...emptyWaitlist });
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for ops@example.com' }, wait));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin console' }, wait)).toBeInTheDocument();
  });

  it('does not offer it to anyone else', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn('coach', 'pat@college.edu') } });
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for pat@college.edu' }, wait));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
