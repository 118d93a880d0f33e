/**
 * Cookie consent as stored in localStorage. The banner writes it; analytics reads it.
 */

export const CONSENT_KEY = 'cookieConsent';
export const PREFERENCES_KEY = 'cookiePreferences';
export const CONSENT_DATE_KEY = 'cookieConsentDate';

/** Event the footer's "Cookie settings" button sends to reopen the preferences dialog. */
export const OPEN_PREFERENCES_EVENT = 'rowrecruit:open-cookie-preferences';

export interface CookiePreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  thirdParty: boolean;
}

export const REJECT_ALL: CookiePreferences = { essential: true, analytics: false, marketing: false, thirdParty: false };
export const ACCEPT_ALL: CookiePreferences = { essential: true, analytics: true, marketing: true, thirdParty: true };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function hasStoredConsent(): boolean {
  return storage()?.getItem(CONSENT_KEY) === 'true';
}

/**
 * The inline script a page rendered at build time writes right after its hidden cookie banner:
 * it shows the banner, as `hasStoredConsent` decides, while the page is parsed, so the banner is
 * in the first paint instead of appearing once the page's script has loaded. The server's CSP
 * allows it by its hash.
 */
export const BANNER_REVEAL_SCRIPT =
  `var c;try{c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)})}catch(e){}` +
  `if(c!=='true')document.currentScript.previousElementSibling.hidden=false`;

/** The stored preferences, or undefined if none were stored or they cannot be read. */
export function readPreferences(): CookiePreferences | undefined {
  const raw = storage()?.getItem(PREFERENCES_KEY);
  if (raw == null) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof CookiePreferences, unknown>> | null;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    return {
      essential: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
      thirdParty: parsed.thirdParty === true,
    };
  } catch {
    return undefined;
  }
}

/** Stores a consent choice with the time it was made. */
export function writeConsent(preferences: CookiePreferences, now: Date = new Date()): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(CONSENT_KEY, 'true');
    store.setItem(PREFERENCES_KEY, JSON.stringify({ ...preferences, essential: true }));
    store.setItem(CONSENT_DATE_KEY, now.toISOString());
  } catch {
    // Storage can be full or blocked; the choice still applies for this page view.
  }
}

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT));
}
