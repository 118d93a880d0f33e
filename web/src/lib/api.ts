/**
 * Typed client for the RowRecruit API. All calls are same-origin JSON requests under /api.
 *
 * Every error the server sends has one shape: {"error":{"code","message","fields?","reasons?"}}.
 * It becomes an ApiError; a request that never reaches the server becomes an ApiError with
 * status 0 and code "network_error".
 */

/** On https the server names its cookies with the `__Host-` prefix; on plain-http development, without. */
export const CSRF_COOKIES = ['__Host-rr_csrf', 'rr_csrf'] as const;
export const CSRF_HEADER = 'X-CSRF-Token';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  /** Machine-readable reasons, e.g. why a password is too weak (`length`, `common`, `email`). */
  readonly reasons: string[];

  constructor(status: number, code: string, message: string, fields?: FieldErrors, reasons: string[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reasons = reasons;
  }

  /** The server could not be reached, or answered that it is failing (5xx). */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Called when a request answers 401 because the access token has expired. Resolves true when the
 * session was renewed, in which case the request is sent once more. Set by the auth feature.
 */
export type UnauthorizedHandler = () => Promise<boolean>;

let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** The auth endpoints answer 401 as part of their job; they never trigger a refresh. */
function mayRefreshOn401(path: string): boolean {
  return !path.startsWith('/auth/');
}

/** Reads a cookie visible to scripts (the CSRF cookie is deliberately not HttpOnly). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      return decodeURIComponent(part.slice(eq + 1).trim());
    }
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseFields(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}

/** Turns a non-2xx response body into an ApiError, tolerating bodies that are not ours. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, fields, reasons } = body.error;
    if (typeof code === 'string' && typeof message === 'string') {
      const reasonList = Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [];
      return new ApiError(status, code, message, parseFields(fields), reasonList);
    }
  }
  return new ApiError(status, `http_${status}`, `The server answered with status ${status}.`);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends a request to /api{path}. Resolves with the parsed JSON body (undefined for an empty body)
 * and rejects with an ApiError otherwise.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 401 && unauthorizedHandler && mayRefreshOn401(path)) {
    // At most one refresh and one retry per request: never a loop.
    if (await unauthorizedHandler().catch(() => false)) {
      return readResponse<T>(await send(path, options));
    }
  }
  return readResponse<T>(response);
}

/**
 * Fetches a file from /api{path} (a CSV export) with the session, as `apiRequest` does. Resolves
 * with its contents and rejects with an ApiError, so the caller can say why a download failed
 * (a link with `download` would only leave a failed download behind).
 */
export async function apiFile(path: string): Promise<Blob> {
  let response = await send(path, {});
  if (response.status === 401 && unauthorizedHandler && mayRefreshOn401(path)) {
    if (await unauthorizedHandler().catch(() => false)) response = await send(path, {});
  }
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return response.blob();
}

async function readResponse<T>(response: Response): Promise<T> {
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    const token = CSRF_COOKIES.map(readCookie).find((value) => value !== undefined);
    if (token !== undefined) headers[CSRF_HEADER] = token;
  }

  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;

  try {
    return await fetch(`/api${path}`, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, 'network_error', 'Could not reach the server.');
    error.cause = cause;
    throw error;
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, signal ? { signal } : {}),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** Query retry policy: at most one retry, and never for a 4xx answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}
