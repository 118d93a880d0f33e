import { describe, expect, it } from 'vitest';
import { mockApi, signedIn } from '@test/test-utils';
import { getSession, refreshSession, SIGNED_OUT } from './api';

describe('session', () => {
  it('reads the session', async () => {
    mockApi({ 'GET /api/auth/session': { body: { ...signedIn('parent'), canRefresh: false } } });
    await expect(getSession()).resolves.toEqual(signedIn('parent'));
  });

  it('refreshes once when the access token has expired but a refresh is possible', async () => {
    document.cookie = 'rr_csrf=abc; path=/';
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: { user: null, session: null, canRefresh: true } },
      'POST /api/auth/refresh': { body: { ...signedIn('coach'), canRefresh: false } },
    });
    await expect(getSession()).resolves.toEqual(signedIn('coach'));
    const refreshCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/refresh');
    expect((refreshCall?.[1]?.headers as Record<string, string>)['X-CSRF-Token']).toBe('abc');
  });

  it('treats a refused refresh as signed out', async () => {
    mockApi({
      'GET /api/auth/session': { body: { user: null, session: null, canRefresh: true } },
      'POST /api/auth/refresh': {
        status: 401,
        body: { error: { code: 'refresh_token_reused', message: 'Please sign in again.' } },
      },
    });
    await expect(getSession()).resolves.toEqual(SIGNED_OUT);
  });

  it('shares one refresh between concurrent callers', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/refresh': { body: signedIn() } });
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect(a).toEqual(b);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
  });
});
