import type * as SentrySdk from '@sentry/react';
import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkDsn,
  DISABLED_BAD_DSN_MESSAGE,
  DISABLED_NO_DSN_MESSAGE,
  reportRenderError,
  resetErrorReportingForTests,
  startErrorReporting,
} from './errorReporting';
import {
  beforeBreadcrumb,
  beforeSend,
  isSensitiveKey,
  LOCALHOST_ANY_PORT,
  previewHostPattern,
  PRODUCT_HOSTS,
  reportingOptions,
  scrubForReporting,
  scrubText,
} from './errorReportingSdk';

function errorEvent(value: string, extra: Partial<ErrorEvent> = {}): ErrorEvent {
  return { type: undefined, exception: { values: [{ type: 'Error', value }] }, ...extra };
}

describe('events that are dropped', () => {
  it.each([
    ['browser extension (message)', 'Error in chrome-extension://abcdef/content.js'],
    ['browser extension (Firefox)', 'moz-extension://1234/script.js threw'],
    ['browser extension (context)', 'Extension context invalidated.'],
    ['failed fetch', 'Failed to fetch'],
    ['failed fetch (Firefox)', 'NetworkError when attempting to fetch resource.'],
    ['network error', 'Network Error'],
    ['network error (React Native style)', 'Network request failed'],
    ['network error (our API client)', 'Could not reach the server.'],
    ['load failure (Safari)', 'Load failed'],
    ['load failure (chunk)', 'Loading chunk 42 failed.'],
    ['load failure (dynamic import)', 'Failed to fetch dynamically imported module: https://rowrecruit.com/assets/x.js'],
    ['load failure (our lazy pages)', 'Failed to load this page. Please reload.'],
    ['ResizeObserver loop', 'ResizeObserver loop limit exceeded'],
    ['ResizeObserver loop (undelivered)', 'ResizeObserver loop completed with undelivered notifications.'],
    ['non-error promise rejection', 'Non-Error promise rejection captured with value: undefined'],
    ['framework warning', 'Warning: Each child in a list should have a unique "key" prop.'],
  ])('%s: %s', (_rule, message) => {
    expect(beforeSend(errorEvent(message))).toBeNull();
    expect(beforeSend({ type: undefined, message })).toBeNull();
  });

  it('drops errors thrown from extension scripts whatever their message', () => {
    const event: ErrorEvent = {
      type: undefined,
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'x is undefined',
            stacktrace: { frames: [{ filename: 'chrome-extension://abc/inject.js' }] },
          },
        ],
      },
    };
    expect(beforeSend(event)).toBeNull();
  });

  it('keeps real errors', () => {
    const kept = beforeSend(errorEvent('Cannot read properties of undefined (reading "name")'));
    expect(kept?.exception?.values?.[0]?.value).toBe('Cannot read properties of undefined (reading "name")');
    // A warning that is not at the start is not a framework warning.
    expect(beforeSend(errorEvent('Profile failed: Warning: bad value'))).not.toBeNull();
  });
});

describe('text scrubbing', () => {
  it.each([
    ['email addresses', 'Could not save jordan.lee+rowing@example.co.uk today', 'Could not save [email] today'],
    ['query parameter token', '/welcome?token=abc123&x=1', '/welcome?token=[redacted]&x=1'],
    ['query parameter api_key', 'https://x.test/a?api_key=k-1&b=2', 'https://x.test/a?api_key=[redacted]&b=2'],
    ['query parameter secret', '/a?x=1&secret=s3cr3t', '/a?x=1&secret=[redacted]'],
    ['query parameter password', '/a?password=hunter2', '/a?password=[redacted]'],
    ['query parameter auth', '/a?auth=xyz&authority=kept', '/a?auth=[redacted]&authority=kept'],
    ['a token in the URL fragment', '/reset-password#token=AbC-dEf_123', '/reset-password#token=[redacted]'],
    ['a bare query string', 'token=abc&page=2', 'token=[redacted]&page=2'],
    ['32+ alphanumeric strings', `key ${'a1B2'.repeat(8)} end`, 'key [redacted] end'],
    ['token-like strings with dashes', `id ${'Ab3-'.repeat(10)}x`, 'id [redacted]'],
    ['16-digit card numbers', 'card 4111111111111111 declined', 'card [card] declined'],
    ['grouped card numbers', 'card 4111 1111 1111 1111 declined', 'card [card] declined'],
    ['dashed card numbers', 'card 4111-1111-1111-1111', 'card [card]'],
  ])('replaces %s', (_rule, input, output) => {
    expect(scrubText(input)).toBe(output);
  });

  it.each([
    ['31 alphanumeric characters', 'a'.repeat(31)],
    ['a 15-digit number', '411111111111111'],
    ['a 17-digit number', '41111111111111112'],
    ['long words joined by dashes, without digits', 'university-of-california-berkeley-rowing'],
    ['an ordinary sentence', 'The boat capsized at 500 m'],
  ])('leaves %s alone', (_rule, input) => {
    expect(scrubText(input)).toBe(input);
  });

  it('scrubs messages and exception values of events that are kept', () => {
    const event = beforeSend(
      errorEvent('Save failed for sam@example.com', { message: 'Token 4111111111111111 for sam@example.com' }),
    );
    expect(event?.exception?.values?.[0]?.value).toBe('Save failed for [email]');
    expect(event?.message).toBe('Token [card] for [email]');
  });
});

describe('request data', () => {
  it('strips cookies, the Authorization header and the CSRF header, and redacts the URL', () => {
    const event = beforeSend(
      errorEvent('boom', {
        request: {
          url: 'https://rowrecruit.com/welcome?token=abc&tab=1',
          cookies: { rr_access: 'secret' },
          headers: {
            Cookie: 'rr_access=secret',
            Authorization: 'Bearer abc',
            'X-CSRF-Token': 'csrf',
            'User-Agent': 'Test',
          },
          query_string: 'token=abc&tab=1',
        },
      }),
    );
    expect(event?.request).toEqual({
      url: 'https://rowrecruit.com/welcome?token=[redacted]&tab=1',
      headers: { 'User-Agent': 'Test' },
      query_string: 'token=[redacted]&tab=1',
    });
  });

  it('redacts secret query parameters given as pairs or as an object', () => {
    const pairs = beforeSend(errorEvent('boom', { request: { query_string: [['password', 'x'], ['page', '2']] } }));
    expect(pairs?.request?.query_string).toEqual([
      ['password', '[redacted]'],
      ['page', '2'],
    ]);
    const object = beforeSend(errorEvent('boom', { request: { query_string: { api_key: 'k', q: 'jo@example.com' } } }));
    expect(object?.request?.query_string).toEqual({ api_key: '[redacted]', q: '[email]' });
  });

  it('never sends the user’s email, username or IP address', () => {
    const event = beforeSend(
      errorEvent('boom', { user: { id: 'u-1', email: 'a@example.com', ip_address: '1.2.3.4', username: 'al' } }),
    );
    expect(event?.user).toEqual({ id: 'u-1' });
  });

  it('scrubs extra data and tags, redacting fields with sensitive names', () => {
    const event = beforeSend(
      errorEvent('boom', { extra: { password: 'p', note: 'mail me at x@example.com' }, tags: { page: '/profile' } }),
    );
    expect(event?.extra).toEqual({ password: '[redacted]', note: 'mail me at [email]' });
    expect(event?.tags).toEqual({ page: '/profile' });
  });

  it('does not change the event it was given', () => {
    const original = errorEvent('Failed for a@example.com', { request: { cookies: { a: 'b' } } });
    const copy = structuredClone(original);
    beforeSend(original);
    expect(original).toEqual(copy);
  });
});

describe('breadcrumbs', () => {
  it('drops console warnings but keeps other console messages', () => {
    expect(beforeBreadcrumb({ category: 'console', level: 'warning', message: 'deprecated' })).toBeNull();
    expect(beforeBreadcrumb({ category: 'console', level: 'error', message: 'bad' })).toEqual({
      category: 'console',
      level: 'error',
      message: 'bad',
    });
    expect(beforeBreadcrumb({ category: 'ui.click', level: 'warning', message: 'button' })).not.toBeNull();
  });

  it.each([
    'password',
    'newPassword',
    'token',
    'refresh_token',
    'secret',
    'client_secret',
    'api_key',
    'apiKey',
    'email',
    'parentEmail',
    'ssn',
    'user_ssn',
    'credit_card',
    'creditCardNumber',
  ])('redacts the field %s', (field) => {
    const crumb = beforeBreadcrumb({ category: 'fetch', data: { [field]: 'value', method: 'POST' } });
    expect(crumb?.data).toEqual({ [field]: '[redacted]', method: 'POST' });
  });

  it.each(['className', 'message', 'status_code', 'url'])('keeps the field %s', (field) => {
    expect(isSensitiveKey(field)).toBe(false);
  });

  it('redacts nested fields and strips cookie and auth headers in data', () => {
    const crumb = beforeBreadcrumb({
      category: 'fetch',
      data: { request: { headers: { authorization: 'Bearer x', accept: 'json' }, body: { email: 'a@b.co' } } },
    });
    expect(crumb?.data).toEqual({ request: { headers: { accept: 'json' }, body: { email: '[redacted]' } } });
  });

  it('truncates strings over 100 characters', () => {
    const long = 'x '.repeat(80);
    const crumb = beforeBreadcrumb({ category: 'console', level: 'log', message: long, data: { arguments: [long] } });
    expect(crumb?.message).toBe(`${long.slice(0, 100)}…`);
    expect(crumb?.data).toEqual({ arguments: [`${long.slice(0, 100)}…`] });
    const exact = 'y '.repeat(50);
    expect(beforeBreadcrumb({ message: exact })?.message).toBe(exact);
  });

  it('redacts URLs and personal data in breadcrumb data', () => {
    const crumb = beforeBreadcrumb({
      category: 'navigation',
      data: { from: '/welcome#token=abc', to: '/profile?email=me@example.com' },
    });
    expect(crumb?.data).toEqual({ from: '/welcome#token=[redacted]', to: '/profile?email=[email]' });
  });

  it('scrubs the breadcrumbs carried by an event, dropping console warnings', () => {
    const breadcrumbs: Breadcrumb[] = [
      { category: 'console', level: 'warning', message: 'noise' },
      { category: 'ui.input', message: 'typed jo@example.com' },
    ];
    const event = scrubForReporting('event', errorEvent('boom', { breadcrumbs }));
    expect(event?.breadcrumbs).toEqual([{ category: 'ui.input', message: 'typed [email]' }]);
  });
});

describe('settings', () => {
  it('checks the DSN', () => {
    expect(checkDsn(null)).toEqual({ ok: false, reason: 'missing' });
    expect(checkDsn('')).toEqual({ ok: false, reason: 'missing' });
    expect(checkDsn('https://key@o1.ingest.example/1 ')).toEqual({ ok: false, reason: 'malformed' });
    expect(checkDsn('https://key@o1.ingest.example/1\n')).toEqual({ ok: false, reason: 'malformed' });
    expect(checkDsn('https://key@o1 .ingest.example/1')).toEqual({ ok: false, reason: 'malformed' });
    expect(checkDsn('https://key@o1.ingest.example/1')).toEqual({ ok: true, dsn: 'https://key@o1.ingest.example/1' });
  });

  it('uses the sample rates, environment and hosts of the spec', () => {
    const options = reportingOptions({ environment: 'development' }, 'https://k@h/1', 'https://preview.example.net');
    expect(options).toMatchObject({
      dsn: 'https://k@h/1',
      environment: 'development',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
    });
    expect(options.tracePropagationTargets).toContain('localhost');
    expect(options.beforeSend).toBe(beforeSend);
    expect(options.beforeBreadcrumb).toBe(beforeBreadcrumb);
  });

  it.each([
    ['https://rowrecruit.com/', true],
    ['https://app.rowrecruit.com/assets/index.js', true],
    ['https://a.b.rowrecruit.com', true],
    ['http://rowrecruit.com/', false],
    ['https://rowrecruit.com.evil.net/x.js', false],
    ['https://notrowrecruit.com/', false],
  ])('product hosts: %s → %s', (url, matches) => {
    expect(PRODUCT_HOSTS.test(url)).toBe(matches);
  });

  it.each([
    ['http://localhost:5173/src/main.tsx', true],
    ['http://127.0.0.1:8088/assets/index.js', true],
    ['http://localhost/', true],
    ['http://localhost.evil.net/', false],
  ])('localhost on any port: %s → %s', (url, matches) => {
    expect(LOCALHOST_ANY_PORT.test(url)).toBe(matches);
  });

  it('matches the preview host it is served from, and nothing that merely starts like it', () => {
    const preview = previewHostPattern('https://pr-12.preview.example.net');
    expect(preview.test('https://pr-12.preview.example.net/assets/a.js')).toBe(true);
    expect(preview.test('https://pr-12.preview.example.net.evil.io/a.js')).toBe(false);
  });
});

describe('starting error reporting', () => {
  afterEach(() => {
    resetErrorReportingForTests();
  });

  function fakeSdk() {
    const init = vi.fn();
    const captureReactException = vi.fn();
    const sdk = {
      init,
      captureReactException,
      browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
      replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
    };
    return { sdk, load: () => Promise.resolve(sdk as unknown as typeof SentrySdk) };
  }

  it('skips reporting with a console message when there is no DSN, without loading the SDK', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const load = vi.fn();
    expect(await startErrorReporting({ environment: 'production', sentryDsn: null }, load)).toBe(false);
    expect(info).toHaveBeenCalledWith(DISABLED_NO_DSN_MESSAGE);
    expect(load).not.toHaveBeenCalled();
  });

  it('logs an error and stays off when the DSN has spaces or line breaks', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn();
    expect(await startErrorReporting({ environment: 'production', sentryDsn: 'https://k@h/1\n' }, load)).toBe(false);
    expect(error).toHaveBeenCalledWith(DISABLED_BAD_DSN_MESSAGE);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the SDK with masked replays and reports render errors with the component stack', async () => {
    const { sdk, load } = fakeSdk();
    expect(await startErrorReporting({ environment: 'production', sentryDsn: 'https://k@h/1' }, load)).toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://k@h/1', environment: 'production', tracesSampleRate: 0.1 }),
    );
    expect(sdk.replayIntegration).toHaveBeenCalledWith(
      expect.objectContaining({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    );
    const error = new Error('render failed');
    reportRenderError(error, '\n    at Profile');
    expect(sdk.captureReactException).toHaveBeenCalledWith(error, { componentStack: '\n    at Profile' });
  });

  it('sends render errors caught while the SDK was still loading', async () => {
    const { sdk, load } = fakeSdk();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started = startErrorReporting({ environment: 'production', sentryDsn: 'https://k@h/1' }, () =>
      gate.then(load),
    );
    const error = new Error('early');
    reportRenderError(error, 'stack');
    expect(sdk.captureReactException).not.toHaveBeenCalled();
    release();
    await started;
    expect(sdk.captureReactException).toHaveBeenCalledWith(error, { componentStack: 'stack' });
  });

  it('does nothing with render errors when reporting is off', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { sdk } = fakeSdk();
    await startErrorReporting({ environment: 'production', sentryDsn: null });
    reportRenderError(new Error('x'), 'stack');
    expect(sdk.captureReactException).not.toHaveBeenCalled();
  });
});
