import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@test/test-utils';
import { api, ApiError, apiRequest, CSRF_HEADER, setUnauthorizedHandler, shouldRetry, toApiError } from './api';

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('api client', () => {
  it('parses the server error shape, fields included', async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Check the form', fields: { email: 'Email is taken' } } },
      },
    });
    const error = await api.post('/auth/register', { email: 'a@b.c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Check the form',
      fields: { email: 'Email is taken' },
    });
  });

  it('keeps a generic error when the body is not in the error shape', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_502');
    expect(error.fields).toBeUndefined();
    expect(error.isUnavailable).toBe(true);
  });

  it('turns a failed fetch into a network_error with status 0', async () => {
    mockApi({ 'GET /api/health': 'network-error' });
    const error = await api.get('/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('resolves with the JSON body, and with undefined for an empty one', async () => {
    mockApi({ 'GET /api/health': { body: { status: 'ok' } }, 'DELETE /api/thing': { status: 204 } });
    await expect(api.get('/health')).resolves.toEqual({ status: 'ok' });
    await expect(api.delete('/thing')).resolves.toBeUndefined();
  });

  it('sends the CSRF cookie as a header, with a JSON content type, on non-GET requests', async () => {
    document.cookie = 'rr_csrf=token%2F123; path=/';
    document.cookie = 'other=1; path=/';
    const fetchMock = mockApi({ 'POST /api/auth/logout': { status: 204 } });
    await apiRequest('/auth/logout', { method: 'POST', body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
    expect(headersOf(init)[CSRF_HEADER]).toBe('token/123');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
  });

  it('reads the __Host- CSRF cookie a https server sets', async () => {
    // jsdom's page is plain http, where a browser refuses to store a __Host- cookie.
    const cookies = vi.spyOn(document, 'cookie', 'get').mockReturnValue('__Host-rr_csrf=secure-token');
    const fetchMock = mockApi({ 'POST /api/auth/logout': { status: 204 } });
    await apiRequest('/auth/logout', { method: 'POST' });
    expect(headersOf(fetchMock.mock.calls[0]?.[1])[CSRF_HEADER]).toBe('secure-token');
    cookies.mockRestore();
  });

  it('sends no CSRF header on GET', async () => {
    document.cookie = 'rr_csrf=abc; path=/';
    const fetchMock = mockApi({ 'GET /api/auth/session': { body: { user: null, session: null } } });
    await api.get('/auth/session');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(headersOf(init)[CSRF_HEADER]).toBeUndefined();
  });
});

describe('shouldRetry', () => {
  it('retries a server or network failure once', () => {
    expect(shouldRetry(0, new ApiError(503, 'unavailable', 'down'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'network_error', 'offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'unavailable', 'down'))).toBe(false);
  });

  it('never retries a 4xx', () => {
    expect(shouldRetry(0, new ApiError(401, 'unauthorized', 'no'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'no'))).toBe(false);
  });
});

describe('a 401 from an API call', () => {
  afterEach(() => {
    setUnauthorizedHandler(null);
  });

  const expired = { status: 401, body: { error: { code: 'session_missing', message: 'Please sign in.' } } };

  it('refreshes once and sends the request again', async () => {
    let calls = 0;
    const fetchMock = mockApi({ 'GET /api/profile': () => (++calls === 1 ? expired : { body: { id: 'u' } }) });
    const handler = vi.fn(() => Promise.resolve(true));
    setUnauthorizedHandler(handler);
    await expect(api.get('/profile')).resolves.toEqual({ id: 'u' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after one refresh, without a loop', async () => {
    const fetchMock = mockApi({ 'GET /api/profile': expired });
    const handler = vi.fn(() => Promise.resolve(true));
    setUnauthorizedHandler(handler);
    await expect(api.get('/profile')).rejects.toMatchObject({ status: 401, code: 'session_missing' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the refresh fails', async () => {
    const fetchMock = mockApi({ 'GET /api/profile': expired });
    setUnauthorizedHandler(() => Promise.resolve(false));
    await expect(api.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the auth endpoints themselves', async () => {
    mockApi({ 'POST /api/auth/login': { status: 400, body: { error: { code: 'x', message: 'x' } } }, 'PUT /api/auth/user': expired });
    const handler = vi.fn(() => Promise.resolve(true));
    setUnauthorizedHandler(handler);
    await expect(api.put('/auth/user', {})).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});
