/** Display helpers for the admin console's tables. */

/** "Nov 21, 2026, 4:13 PM" in the browser's time zone; the raw value when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "parental_consent_approved" → "Parental consent approved". */
export function humanize(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words === '' ? code : words.charAt(0).toUpperCase() + words.slice(1);
}

const consentLabels: Record<string, string> = {
  not_required: 'Not required',
  pending: 'Pending',
  approved: 'Approved',
};

export function consentLabel(value: string): string {
  return consentLabels[value] ?? humanize(value);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A JSON object as [key, text] pairs for a compact list; anything else as one pair. */
export function detailPairs(details: unknown): [string, string][] {
  if (details === null || details === undefined) return [];
  if (typeof details === 'object' && !Array.isArray(details)) {
    return Object.entries(details as Record<string, unknown>).map(([key, value]) => [key, valueText(value)]);
  }
  return [['value', valueText(details)]];
}

/** Sources by count, largest first, then by name. */
export function sortedSources(bySource: Record<string, number>): [string, number][] {
  return Object.entries(bySource).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}
