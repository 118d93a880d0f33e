import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signedOut, type MockAnswer, type MockRoutes } from '@test/test-utils';

const preLaunch = { live: false, previewAccess: true, environment: 'production', sentryDsn: null };

function setUp(routes: MockRoutes, site: object = preLaunch) {
  return mockApi({ 'GET /api/auth/session': { body: signedOut }, 'GET /api/site': { body: site }, ...routes });
}

async function emailInput() {
  return screen.findByLabelText('Email address');
}

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as Record<string, unknown>;
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('home page', () => {
  it('is the coming-soon page while the site is not live', async () => {
    setUp({});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'The future of rowing recruitment' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByText(/June 2025/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's Coming" })).toBeInTheDocument();
    for (const name of ['For athletes', 'For coaches', 'Data-driven']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(document.title).toBe('RowRecruit');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/coming soon/);
  });

  it('is the landing page once the site is live', async () => {
    setUp({}, { ...preLaunch, live: true });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your college rowing program' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Explore Schools' })).toHaveAttribute('href', '/schools');
  });

  it("shows the server's figures once they load, and none it left out", async () => {
    setUp({ 'GET /api/stats': { body: { athletes: 1200, programs: 200, commitments: null } } }, { ...preLaunch, live: true });
    renderApp('/');
    expect(await screen.findByText('1,200+')).toBeInTheDocument();
    expect(screen.getByText('Athlete profiles')).toBeInTheDocument();
    expect(screen.getByText('200+')).toBeInTheDocument();
    expect(screen.queryByText('Commitments recorded')).not.toBeInTheDocument();
    expect(screen.queryByText(/success rate/i)).not.toBeInTheDocument();
  });

  it('shows no figures when they cannot be read', async () => {
    setUp({ 'GET /api/stats': { status: 503 } }, { ...preLaunch, live: true });
    const { container } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your college rowing program' })).toBeInTheDocument();
    expect(container.querySelector('[data-site-figures]')).toHaveAttribute('hidden');
  });

  it('falls back to the coming-soon page, without the access code form, if the settings cannot be read', async () => {
    mockApi({ 'GET /api/auth/session': { body: signedOut }, 'GET /api/site': { status: 500 } });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Access Full Site' })).not.toBeInTheDocument();
  });
});

describe('waitlist form', () => {
  it('joins with the source, referrer and metadata, shows Joining... and then the success message', async () => {
    const fetchMock = setUp({});
    const answer = fetchMock.getMockImplementation();
    let sent: RequestInit | undefined;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const joined = { email: 'rower@example.com', message: "You're on the list!" };
    // The join answers only when the test releases it, so the busy state can be seen.
    fetchMock.mockImplementation(async (input, init) => {
      if (input !== '/api/waitlist') return answer ? answer(input, init) : new Response(null, { status: 404 });
      sent = init;
      await gate;
      return new Response(JSON.stringify(joined), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await emailInput(), '  Rower@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();

    const body = bodyOf(sent);
    expect(body).toMatchObject({ email: 'Rower@Example.com', source: 'coming_soon_page', referrer: null });
    const metadata = body.metadata as Record<string, unknown>;
    expect(Object.keys(metadata).sort()).toEqual(['page_url', 'timestamp', 'user_agent']);
    expect(metadata.page_url).toBe(window.location.href);
    expect(metadata.user_agent).toBe(navigator.userAgent);
    expect(Number.isNaN(Date.parse(String(metadata.timestamp)))).toBe(false);

    release();
    const success = (await screen.findByText("You're on the list!")).closest('[role="status"]');
    expect(success).toHaveTextContent('rower@example.com');
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
  });

  it.each([
    ['any other failure', { status: 500, body: { error: { code: 'internal_error', message: 'x' } } }, 'Failed to join waitlist. Please try again.'],
    ['a rate limit', { status: 429, body: { error: { code: 'rate_limited', message: 'Slow down' } } }, 'Failed to join waitlist. Please try again.'],
    ['a network failure', 'network-error', 'An unexpected error occurred. Please try again.'],
    [
      'an address the server refuses',
      { status: 422, body: { error: { code: 'validation', message: 'x', fields: { email: 'Please enter a valid email address' } } } },
      'Please enter a valid email address',
    ],
  ] as [string, MockAnswer, string][])('shows the message for %s, and editing the email clears it', async (_case, answer, message) => {
    setUp({ 'POST /api/waitlist': answer });
    const user = userEvent.setup();
    renderApp('/');
    const input = await emailInput();
    await user.type(input, 'rower@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();

    await user.type(input, 'x');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the unexpected-error message when the request throws', async () => {
    setUp({});
    const user = userEvent.setup();
    renderApp('/');
    const input = await emailInput();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('boom'))));
    await user.type(input, 'rower@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });
});

describe('access code form', () => {
  it('is offered only when the operator set an access code', async () => {
    setUp({}, { ...preLaunch, previewAccess: false });
    renderApp('/');
    await emailInput();
    expect(screen.queryByRole('button', { name: 'Access Full Site' })).not.toBeInTheDocument();
  });

  it('a wrong code shows Invalid access code', async () => {
    setUp({
      'POST /api/preview/access': { status: 403, body: { error: { code: 'invalid_access_code', message: 'Invalid access code' } } },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByLabelText('Have a preview access code?'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Access Full Site' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid access code');
    expect(window.sessionStorage.getItem('previewAuthorized')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('the right code sets the session flag and opens the landing page', async () => {
    const fetchMock = setUp({ 'POST /api/preview/access': { body: { granted: true } } });
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByLabelText('Have a preview access code?'), 'right-code');
    await user.click(screen.getByRole('button', { name: 'Access Full Site' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your college rowing program' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/landing');
    expect(window.sessionStorage.getItem('previewAuthorized')).toBe('true');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/preview/access');
    expect(bodyOf(call?.[1])).toEqual({ code: 'right-code' });
    await waitFor(() => {
      expect(document.title).toBe('Rowing recruitment | RowRecruit');
    });
  });
});
