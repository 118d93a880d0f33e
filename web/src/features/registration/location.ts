/**
 * A guess at the visitor's country, used only to preselect "Outside the United States" on the
 * age step. Kept in localStorage under `userLocation`; the default is the United States.
 */

export const USER_LOCATION_KEY = 'userLocation';
export const DEFAULT_COUNTRY = 'US';

/** Stands for "somewhere outside the United States" when no better country is known. */
const UNKNOWN_ABROAD = 'ZZ';

// IANA zones used in the United States (the backward-compatible US/* names are matched apart).
const US_ZONE_PREFIXES = ['America/Indiana/', 'America/Kentucky/', 'America/North_Dakota/'];
const US_ZONES = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Chicago',
  'America/Menominee',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'America/Puerto_Rico',
  'Pacific/Honolulu',
  'EST',
  'EST5EDT',
  'CST6CDT',
  'MST',
  'MST7MDT',
  'PST8PDT',
]);

export function isUsTimeZone(zone: string): boolean {
  return US_ZONES.has(zone) || zone.startsWith('US/') || US_ZONE_PREFIXES.some((prefix) => zone.startsWith(prefix));
}

/** A zone that says nothing about where someone is. */
function isNeutralZone(zone: string): boolean {
  return zone === '' || zone === 'UTC' || zone === 'GMT' || zone.startsWith('Etc/');
}

/** The region of a language tag such as `en-GB` (`GB`), or undefined. */
export function regionOf(language: string): string | undefined {
  try {
    const region = new Intl.Locale(language).maximize().region;
    return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Guesses the country from the time zone, then the browser language. Throws when the browser
 * cannot tell; `userCountry` logs that and falls back to the United States.
 */
export function detectCountry(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const region = regionOf(navigator.language);
  if (isUsTimeZone(zone)) return 'US';
  if (isNeutralZone(zone)) return region ?? DEFAULT_COUNTRY;
  // A time zone outside the United States.
  return region && region !== 'US' ? region : UNKNOWN_ABROAD;
}

/** The stored country, detecting and storing it the first time. Never throws. */
export function userCountry(): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(USER_LOCATION_KEY);
  } catch {
    // Storage is unavailable (private mode, blocked cookies): detect every time.
  }
  if (stored !== null && stored.trim() !== '') return stored;
  let country = DEFAULT_COUNTRY;
  try {
    country = detectCountry();
  } catch (error) {
    console.warn('Location detection failed; assuming the United States.', error);
  }
  try {
    window.localStorage.setItem(USER_LOCATION_KEY, country);
  } catch {
    // Not stored; the guess is only a convenience.
  }
  return country;
}

export const DATA_OPT_OUT_KEY = 'dataOptOut';

/** Remembers that the visitor opted out of the sale of their data. */
export function storeDataOptOut(): void {
  try {
    window.localStorage.setItem(DATA_OPT_OUT_KEY, 'true');
  } catch {
    // The choice is still sent with this sign-up (see hasDataOptOut's caller).
  }
}

export function hasDataOptOut(): boolean {
  try {
    return window.localStorage.getItem(DATA_OPT_OUT_KEY) === 'true';
  } catch {
    return false;
  }
}
