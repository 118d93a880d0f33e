import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api, isApiError } from '@/lib/api';
import { SITE_FIGURES_PATH, type SiteFigures } from './figures';

export const WAITLIST_SOURCE = 'coming_soon_page';

export const WAITLIST_MESSAGES = {
  failed: 'Failed to join waitlist. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const INVALID_ACCESS_CODE = 'Invalid access code';

/** Session-scoped flag set by a correct preview access code. */
export const PREVIEW_AUTHORIZED_KEY = 'previewAuthorized';

/** The server answers the same whether or not the address was on the list already. */
export type WaitlistJoined = Schema<'WaitlistJoined'>;

/** The server keeps metadata values to 500 characters and the referrer to 2,048. */
const METADATA_VALUE_MAX = 500;
const REFERRER_MAX = 2048;

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/**
 * What the waitlist records about where a sign-up came from. The metadata keys are this app's own
 * (the server stores them as sent), so they keep their snake_case spelling.
 */
export function waitlistRequest(email: string, now: Date = new Date()): Schema<'JoinRequest'> {
  return {
    email: email.trim(),
    source: WAITLIST_SOURCE,
    referrer: document.referrer === '' ? null : clip(document.referrer, REFERRER_MAX),
    metadata: {
      user_agent: clip(navigator.userAgent, METADATA_VALUE_MAX),
      timestamp: now.toISOString(),
      page_url: clip(window.location.href, METADATA_VALUE_MAX),
    },
  };
}

export function joinWaitlist(email: string): Promise<WaitlistJoined> {
  return api.post<WaitlistJoined>('/waitlist', waitlistRequest(email));
}

/** The message shown for a failed waitlist sign-up. */
export function waitlistErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return WAITLIST_MESSAGES.unexpected;
  // The server's own words for an address it cannot accept ('Please enter a valid email address').
  if (error.status === 422 && error.fields?.email) return error.fields.email;
  return WAITLIST_MESSAGES.failed;
}

export function checkAccessCode(code: string): Promise<Schema<'AccessGranted'>> {
  const request: Schema<'AccessCodeRequest'> = { code };
  return api.post<Schema<'AccessGranted'>>('/preview/access', request);
}

/** The message shown for a refused access code. */
export function accessCodeErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return WAITLIST_MESSAGES.unexpected;
  if (error.status === 403) return INVALID_ACCESS_CODE;
  if (error.status === 429) return error.message;
  return WAITLIST_MESSAGES.unexpected;
}

export function rememberPreviewAccess(): void {
  try {
    window.sessionStorage.setItem(PREVIEW_AUTHORIZED_KEY, 'true');
  } catch {
    // Storage can be blocked; the visitor still goes on to the landing page.
  }
}

/** GET /api/stats: the landing page's figures; the server counts them at most once a minute. */
export const siteFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'figures'] as const,
    queryFn: ({ signal }) => api.get<SiteFigures>(SITE_FIGURES_PATH, signal),
    staleTime: 60 * 1000,
  });
