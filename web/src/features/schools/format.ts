import { divisionLabels, type Division } from './filters';
import type { ProgramType, SchoolSummary, Squads } from './api';

const numberFormat = new Intl.NumberFormat('en-US');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "Seattle, WA"; whatever part is known; null when neither is. */
export function formatLocation(school: Pick<SchoolSummary, 'city' | 'state'>): string | null {
  const parts = [school.city, school.state].filter((part): part is string => part !== null && part.trim() !== '');
  return parts.length === 0 ? null : parts.join(', ');
}

/** "Division I", "Club", "IRA (men's varsity)"; an unexpected value is shown as it is. */
export function formatDivision(division: string): string {
  return division in divisionLabels ? divisionLabels[division as Division] : division;
}

export const programTypeBadges: Record<ProgramType, string> = {
  Men: "Men's",
  Women: "Women's",
  Both: "Men's & Women's",
};

/** A conference the school left, or that stopped sponsoring rowing, in the 2024 realignment. */
export function isFormerConference(conference: string): boolean {
  return /\(until \d{4}\)/.test(conference);
}

export const squadRows: { key: keyof Squads; label: string }[] = [
  { key: 'womens', label: "Women's openweight" },
  { key: 'mens', label: "Men's openweight" },
  { key: 'womensLightweight', label: "Women's lightweight" },
  { key: 'mensLightweight', label: "Men's lightweight" },
];

export function formatSquad(value: boolean | null): 'Yes' | 'No' | 'Not reported' {
  if (value === null) return 'Not reported';
  return value ? 'Yes' : 'No';
}

/** "Large · 31,120 students", or just the part that is known; null when nothing is. */
export function formatSize(school: Pick<SchoolSummary, 'size' | 'enrollment'>): string | null {
  const students = school.enrollment === null ? null : `${formatNumber(school.enrollment)} students`;
  if (school.size !== null && students !== null) return `${school.size} · ${students}`;
  return school.size ?? students;
}

/** A source address without its scheme, for the link text. */
export function sourceLabel(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : decodeURIComponent(parsed.pathname);
    return `${parsed.hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}

/** Only http(s) addresses become links. */
export function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** "21 November 2026" for a timestamp; null when it cannot be read. */
export function formatDate(timestamp: string): string | null {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
