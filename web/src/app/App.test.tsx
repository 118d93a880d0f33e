import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, signedOut, type MockAnswer } from '@test/test-utils';

const UNAVAILABLE = "We can't reach RowRecruit right now. Check your connection and try again.";

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('navigation', () => {
  it('offers the signed-out items', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/about');
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/landing#features');
    expect(within(nav).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/landing#how-it-works');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers the signed-in items and an account menu that signs out', async () => {
    document.cookie = 'rr_csrf=csrf-value; path=/';
    let signedInNow = true;
    const fetchMock = mockApi({
      'GET /api/auth/session': () => ({ body: signedInNow ? signedIn('student', 'robin@example.com') : signedOut }),
      'POST /api/auth/logout': (): MockAnswer => {
        signedInNow = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');

    const nav = mainNav();
    const avatar = await within(nav).findByRole('button', { name: 'Account menu for robin@example.com' });
    expect(avatar).toHaveTextContent('R');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Schools' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(avatar);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', '/support');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'The future of rowing recruitment' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await within(mainNav()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect((logoutCall?.[1]?.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf-value');
  });

  it('closes the account menu on Escape and returns focus to the avatar', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedIn() } });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const avatar = await screen.findByRole('button', { name: /Account menu/ });
    await user.click(avatar);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('has a menu button that opens and closes the navigation on small screens', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(mainNav()).getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has footer links to the legal pages', () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Cookies', '/cookies'],
      ['COPPA rights', '/coppa-rights'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});

describe('routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the cookie banner on every page until a choice is made', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut } });
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();
  });
});

describe('when the API cannot be reached', () => {
  it('shows a notice over the public pages and retries on request', async () => {
    let up = false;
    const fetchMock = mockApi({
      'GET /api/auth/session': () => (up ? { body: signedOut } : 'network-error'),
    });
    const user = userEvent.setup();
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About RowRecruit' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNAVAILABLE);
    // One retry, never more.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/session')).toHaveLength(2);

    up = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    });
    expect(await within(mainNav()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('treats a 503 the same way', async () => {
    mockApi({
      'GET /api/auth/session': { status: 503, body: { error: { code: 'unavailable', message: 'Down for maintenance' } } },
    });
    renderApp('/');
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('shows the notice on a signed-in page instead of redirecting', async () => {
    mockApi({ 'GET /api/auth/session': 'network-error' });
    renderApp('/dashboard');
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This page is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
