/**
 * What runs only once error reporting is on: the SDK options of spec section 9 and the filtering
 * and scrubbing of spec section 8. Everything that leaves the browser first goes through
 * `scrubForReporting`, one pure function that drops noise and removes personal data.
 */
import type { Breadcrumb, BrowserOptions, ErrorEvent } from '@sentry/react';
import type { SiteSettings } from './siteSettings';

/** Sampling and privacy settings (spec section 9). */
export const REPORTING_SETTINGS = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
  replay: { maskAllText: true, maskAllInputs: true, blockAllMedia: true },
} as const;

/** rowrecruit.com and every subdomain of it, over https. */
export const PRODUCT_HOSTS = /^https:\/\/([a-z0-9-]+\.)*rowrecruit\.com(?=[/:?#]|$)/;
/** A local build on any port. */
export const LOCALHOST_ANY_PORT = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(?=[/?#]|$)/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The host the app is served from. On a preview deployment this is the preview host; on the
 * product's own hosts it adds nothing new.
 */
export function previewHostPattern(origin: string): RegExp {
  return new RegExp(`^${escapeRegExp(origin)}(?=[/?#]|$)`);
}

// ---------------------------------------------------------------------------------------------
// Filtering and scrubbing
// ---------------------------------------------------------------------------------------------

/** Messages that are never worth reporting: the visitor's browser or network, not our code. */
export const DROPPED_MESSAGES: readonly { rule: string; pattern: RegExp }[] = [
  {
    rule: 'browser extension',
    pattern: /(chrome|moz|safari|safari-web|ms-browser)-extension:\/\/|Extension context invalidated|webkit-masked-url:/i,
  },
  { rule: 'failed fetch', pattern: /Failed to fetch|fetch failed|NetworkError when attempting to fetch resource/i },
  {
    rule: 'network error',
    pattern: /Network ?Error|Network request failed|network connection was lost|Could not reach the server/i,
  },
  {
    rule: 'load failure',
    pattern:
      /Load failed|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load this page/i,
  },
  { rule: 'ResizeObserver loop', pattern: /ResizeObserver loop/i },
  { rule: 'non-error promise rejection', pattern: /Non-Error (promise rejection|exception) captured/i },
  { rule: 'framework warning', pattern: /^Warning: / },
];

const EXTENSION_FRAME = /^(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;

/** Headers and fields removed outright. */
const STRIPPED_KEYS = /^(cookie|cookies|set-cookie|authorization|x-csrf-token)$/i;

/** Query parameters whose values are replaced. */
const SECRET_PARAMS = /(^|[?&#;])(token|api_key|secret|password|auth)=[^&#\s]*/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Sixteen digits, optionally grouped with spaces or dashes, not part of a longer number. */
const CARD = /(?<!\d)(?:\d[ -]?){15}\d(?!\d)/g;
/** Token-like runs. Runs with dashes or underscores count when they also hold a digit. */
const LONG_RUN = /[A-Za-z0-9_-]{32,}/g;
const LONG_ALNUM = /[A-Za-z0-9]{32,}/g;

export const MAX_BREADCRUMB_STRING = 100;
const MAX_DEPTH = 8;

/** Breadcrumb fields whose names say they hold a secret or personal data. */
export function isSensitiveKey(key: string): boolean {
  const name = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  return (
    /password|token|secret|api[_-]?key|email|credit[_-]?card/.test(name) || /(^|[^a-z])ssn($|[^a-z])/.test(name)
  );
}

/** Replaces personal data and secrets inside free text. */
export function scrubText(text: string): string {
  return text
    .replace(SECRET_PARAMS, (_match, lead: string, name: string) => `${lead}${name}=[redacted]`)
    .replace(EMAIL, '[email]')
    .replace(CARD, '[card]')
    .replace(LONG_RUN, (run) =>
      /^[A-Za-z0-9]+$/.test(run) || /\d/.test(run) ? '[redacted]' : run.replace(LONG_ALNUM, '[redacted]'),
    );
}

function truncate(text: string): string {
  return text.length > MAX_BREADCRUMB_STRING ? `${text.slice(0, MAX_BREADCRUMB_STRING)}…` : text;
}

interface ScrubOptions {
  /** Replace the values of fields with sensitive names. */
  redactKeys: boolean;
  /** Cut strings to MAX_BREADCRUMB_STRING characters. */
  truncate: boolean;
}

function scrubValue(value: unknown, options: ScrubOptions, depth = 0): unknown {
  if (typeof value === 'string') {
    const scrubbed = scrubText(value);
    return options.truncate ? truncate(scrubbed) : scrubbed;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, options, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (STRIPPED_KEYS.test(key)) continue;
    out[key] = options.redactKeys && isSensitiveKey(key) ? '[redacted]' : scrubValue(item, options, depth + 1);
  }
  return out;
}

function scrubRecord<T extends object>(value: T, options: ScrubOptions): T {
  return scrubValue(value, options) as T;
}

const EVENT_OPTIONS: ScrubOptions = { redactKeys: true, truncate: false };
const BREADCRUMB_OPTIONS: ScrubOptions = { redactKeys: true, truncate: true };

function messagesOf(event: ErrorEvent): string[] {
  const messages: string[] = [];
  if (event.message) messages.push(event.message);
  if (event.logentry?.message) messages.push(event.logentry.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) messages.push(exception.value);
    if (exception.type && exception.value) messages.push(`${exception.type}: ${exception.value}`);
  }
  return messages;
}

function comesFromExtension(event: ErrorEvent): boolean {
  return (event.exception?.values ?? []).some((exception) =>
    (exception.stacktrace?.frames ?? []).some((frame) => EXTENSION_FRAME.test(frame.filename ?? '')),
  );
}

/** Which rule drops this event, if any. */
export function droppedBy(event: ErrorEvent): string | null {
  if (comesFromExtension(event)) return 'browser extension';
  for (const message of messagesOf(event)) {
    const match = DROPPED_MESSAGES.find(({ pattern }) => pattern.test(message));
    if (match) return match.rule;
  }
  return null;
}

function scrubRequest(request: NonNullable<ErrorEvent['request']>): NonNullable<ErrorEvent['request']> {
  // Cookies never leave, whatever their form.
  const rest = { ...request };
  delete rest.cookies;
  const out: NonNullable<ErrorEvent['request']> = { ...rest };
  if (rest.url !== undefined) out.url = scrubText(rest.url);
  if (rest.headers !== undefined) out.headers = scrubRecord(rest.headers, EVENT_OPTIONS);
  if (rest.data !== undefined) out.data = scrubValue(rest.data, EVENT_OPTIONS);
  const query = rest.query_string;
  if (typeof query === 'string') {
    out.query_string = scrubText(query);
  } else if (Array.isArray(query)) {
    out.query_string = query.map(([name, value]) => [
      name,
      /^(token|api_key|secret|password|auth)$/i.test(name) ? '[redacted]' : scrubText(value),
    ]);
  } else if (query !== undefined) {
    out.query_string = Object.fromEntries(
      Object.entries(query).map(([name, value]) => [
        name,
        /^(token|api_key|secret|password|auth)$/i.test(name) ? '[redacted]' : scrubText(value),
      ]),
    );
  }
  return out;
}

function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  // Console warnings are noise in the trail that leads to an error.
  if (breadcrumb.category === 'console' && breadcrumb.level === 'warning') return null;
  const out: Breadcrumb = { ...breadcrumb };
  if (breadcrumb.message !== undefined) out.message = truncate(scrubText(breadcrumb.message));
  if (breadcrumb.data !== undefined) out.data = scrubRecord(breadcrumb.data, BREADCRUMB_OPTIONS);
  return out;
}

function scrubEvent(event: ErrorEvent): ErrorEvent | null {
  if (droppedBy(event) !== null) return null;
  const out: ErrorEvent = { ...event };
  if (event.message !== undefined) out.message = scrubText(event.message);
  if (event.logentry) {
    out.logentry = { ...event.logentry };
    if (event.logentry.message !== undefined) out.logentry.message = scrubText(event.logentry.message);
    if (event.logentry.params !== undefined) out.logentry.params = event.logentry.params.map((param) => scrubValue(param, EVENT_OPTIONS));
  }
  if (event.exception?.values) {
    out.exception = {
      ...event.exception,
      values: event.exception.values.map((exception) =>
        exception.value === undefined ? exception : { ...exception, value: scrubText(exception.value) },
      ),
    };
  }
  if (event.request) out.request = scrubRequest(event.request);
  if (event.breadcrumbs) {
    out.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb).filter((crumb): crumb is Breadcrumb => crumb !== null);
  }
  if (event.extra) out.extra = scrubRecord(event.extra, EVENT_OPTIONS);
  if (event.tags) out.tags = scrubRecord(event.tags, EVENT_OPTIONS);
  if (event.user) {
    // Only the opaque id may identify a user; never an address or an IP.
    const user = { ...event.user };
    delete user.email;
    delete user.ip_address;
    delete user.username;
    out.user = scrubRecord(user, EVENT_OPTIONS);
  }
  return out;
}

/**
 * The one place where reports are filtered and scrubbed (spec section 8). Pure: returns a new
 * event or breadcrumb, or null when it must not be sent at all.
 */
export function scrubForReporting(kind: 'event', item: ErrorEvent): ErrorEvent | null;
export function scrubForReporting(kind: 'breadcrumb', item: Breadcrumb): Breadcrumb | null;
export function scrubForReporting(
  kind: 'event' | 'breadcrumb',
  item: ErrorEvent | Breadcrumb,
): ErrorEvent | Breadcrumb | null {
  return kind === 'event' ? scrubEvent(item as ErrorEvent) : scrubBreadcrumb(item);
}

export const beforeSend = (event: ErrorEvent): ErrorEvent | null => scrubForReporting('event', event);
export const beforeBreadcrumb = (breadcrumb: Breadcrumb): Breadcrumb | null =>
  scrubForReporting('breadcrumb', breadcrumb);

// ---------------------------------------------------------------------------------------------
// SDK options
// ---------------------------------------------------------------------------------------------

/** The SDK options, minus the integrations (which need the loaded SDK). */
export function reportingOptions(
  settings: Pick<SiteSettings, 'environment'>,
  dsn: string,
  origin: string,
): BrowserOptions {
  return {
    dsn,
    environment: settings.environment,
    tracesSampleRate: REPORTING_SETTINGS.tracesSampleRate,
    replaysSessionSampleRate: REPORTING_SETTINGS.replaysSessionSampleRate,
    replaysOnErrorSampleRate: REPORTING_SETTINGS.replaysOnErrorSampleRate,
    tracePropagationTargets: ['localhost', PRODUCT_HOSTS, previewHostPattern(origin)],
    allowUrls: [PRODUCT_HOSTS, LOCALHOST_ANY_PORT, previewHostPattern(origin)],
    // Collect as little as possible in the first place; beforeSend removes whatever remains.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    beforeSend,
    beforeBreadcrumb,
  };
}
