import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import { App } from '@/app/App';
import { createQueryClient } from '@/lib/queryClient';

/** What a stubbed endpoint answers: a JSON body with a status, or a network failure. */
export type MockAnswer = { status?: number; body?: unknown } | 'network-error' | 'never';

export type MockRoutes = Record<string, MockAnswer | ((init: RequestInit | undefined) => MockAnswer)>;

export const signedOut = { user: null, session: null };

export function signedIn(role: 'student' | 'parent' | 'coach' | 'admin' = 'student', email = 'alex@example.com') {
  return {
    user: { id: 'user-1', email, role, emailConfirmedAt: '2025-01-01T00:00:00Z' },
    session: { expiresAt: '2030-01-01T00:00:00Z' },
  };
}

/**
 * Replaces global fetch with a table keyed by "METHOD /api/path". Unknown paths answer 404 in the
 * server's error shape. Returns the mock so tests can inspect calls.
 */
export function mockApi(routes: MockRoutes): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url}`];
    const answer: MockAnswer =
      typeof route === 'function'
        ? route(init)
        : (route ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'never') return new Promise<Response>(() => undefined);
    const status = answer.status ?? 200;
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return Promise.resolve(
      new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe() {
  const location = useLocation();
  const state = location.state as { from?: string } | null;
  return (
    <output data-testid="location" data-from={state?.from ?? ''}>
      {location.pathname}
    </output>
  );
}

/** Renders the whole app at `route`, the way a visitor would load it. */
export function renderApp(route = '/'): RenderResult {
  const queryClient = createQueryClient({ queries: { retryDelay: 0 } });
  return render(
    <MemoryRouter initialEntries={[route]}>
      <App queryClient={queryClient} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Renders a piece of UI inside a router. */
export function renderInRouter(ui: ReactElement, route = '/'): RenderResult {
  return render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
}
