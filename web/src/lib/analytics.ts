/**
 * The global tag function used for consent mode. It exists even when no analytics property is
 * configured: calls are queued on window.dataLayer. No external script is loaded.
 */
import { readPreferences, writeConsent, type CookiePreferences } from './consent';

type ConsentValue = 'granted' | 'denied';

export interface ConsentState {
  analytics_storage: ConsentValue;
  ad_storage: ConsentValue;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export function consentFromPreferences(preferences: CookiePreferences): ConsentState {
  return {
    analytics_storage: preferences.analytics ? 'granted' : 'denied',
    ad_storage: preferences.marketing ? 'granted' : 'denied',
  };
}

/** Defines window.dataLayer and window.gtag if they are missing. */
export function ensureGtag(): Gtag {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // The tag protocol expects the arguments object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  return window.gtag;
}

/** Passes a consent choice to the tag function. */
export function applyConsent(preferences: CookiePreferences): void {
  ensureGtag();
  window.gtag?.('consent', 'update', consentFromPreferences(preferences));
}

/** Stores a consent choice and applies it at once. */
export function recordConsent(preferences: CookiePreferences): void {
  writeConsent(preferences);
  applyConsent(preferences);
}

/** Sets the default (denied) consent, then applies any stored preferences. Call once at start. */
export function initAnalytics(): void {
  const gtag = ensureGtag();
  gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });
  const stored = readPreferences();
  if (stored) applyConsent(stored);
}

/** True when the visitor's stored cookie preferences allow analytics. */
export function analyticsAllowed(): boolean {
  return readPreferences()?.analytics === true;
}

/**
 * Sends an analytics event (for example `trackEvent('login', { method: 'email' })`), but only when
 * the visitor has granted analytics consent in the cookie preferences. Returns whether it was sent.
 */
export function trackEvent(name: string, params: Record<string, unknown> = {}): boolean {
  if (!analyticsAllowed()) return false;
  ensureGtag()('event', name, params);
  return true;
}
