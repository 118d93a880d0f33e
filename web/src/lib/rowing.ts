/**
 * Rowing figures shared by the profile, the performance log and the recruiting profile: erg
 * pieces, their plausible ranges (the same as the server's, from the recruiting contract), and
 * reading and writing erg times. The features' `rules.ts` build their checks from these.
 */

import type { Schema } from '@/api';

type Squad = Schema<'Squad'>;
type WeightClass = Schema<'WeightClass'>;
type Side = Schema<'Side'>;
type Division = Schema<'Division'>;

/** The athlete's squad, weight class, side and target divisions, as the profile stores them. */
export const SQUADS: readonly { value: Squad; label: string }[] = [
  { value: 'womens', label: "Women's" },
  { value: 'mens', label: "Men's" },
];
export const WEIGHT_CLASSES: readonly { value: WeightClass; label: string }[] = [
  { value: 'openweight', label: 'Openweight' },
  { value: 'lightweight', label: 'Lightweight' },
];
export const SIDES: readonly { value: Side; label: string }[] = [
  { value: 'port', label: 'Port' },
  { value: 'starboard', label: 'Starboard' },
  { value: 'both', label: 'Both sides' },
];
export const DIVISIONS: readonly { value: Division; label: string }[] = [
  { value: 'I', label: 'Division I' },
  { value: 'II', label: 'Division II' },
  { value: 'III', label: 'Division III' },
  { value: 'club', label: 'Club' },
];
/** An erg time: minutes, a colon, seconds under 60, a point and one digit of tenths (6:58.4). */
export const ERG_PATTERN = '[0-9]{1,2}:[0-5][0-9]\\.[0-9]';
export const ERG_PLACEHOLDER = 'M:SS.S';
const ERG_RE = new RegExp(`^${ERG_PATTERN}$`);

/** True for a time such as 6:45.3 or 19:59.9; surrounding spaces are ignored. */
export function isErgTime(text: string): boolean {
  return ERG_RE.test(text.trim());
}

/** An erg time in tenths of a second (6:58.4 is 4184), or null when it is not one. */
export function parseErgTime(text: string): number | null {
  const trimmed = text.trim();
  if (!ERG_RE.test(trimmed)) return null;
  const [minutes = '0', rest = '0'] = trimmed.split(':');
  const [seconds = '0', tenths = '0'] = rest.split('.');
  return Number(minutes) * 600 + Number(seconds) * 10 + Number(tenths);
}

/** Tenths of a second as an erg time: 4184 is "6:58.4". */
export function formatTenths(tenths: number): string {
  const whole = Math.round(Math.abs(tenths));
  const minutes = Math.floor(whole / 600);
  const seconds = Math.floor((whole % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${whole % 10}`;
}

/** A change in tenths as seconds with a sign: -62 is "−6.2 s", 15 is "+1.5 s". */
export function formatChange(tenths: number): string {
  if (tenths === 0) return '±0.0 s';
  const sign = tenths < 0 ? '−' : '+';
  return `${sign}${(Math.abs(tenths) / 10).toFixed(1)} s`;
}

export const ERG_PIECES = ['2k', '6k', '5k', '1k', '500m', '30min', '60min'] as const;
export type ErgPiece = (typeof ERG_PIECES)[number];

type PieceRule =
  | { kind: 'distance'; label: string; meters: number; min: number; max: number }
  | { kind: 'timed'; label: string; seconds: number; min: number; max: number };

const t = (text: string) => parseErgTime(text) ?? 0;

/** Each piece: a distance rowed for time (range in tenths) or a time rowed for meters. */
export const PIECE_RULES: Record<ErgPiece, PieceRule> = {
  '2k': { kind: 'distance', label: '2k', meters: 2000, min: t('5:20.0'), max: t('12:00.0') },
  '6k': { kind: 'distance', label: '6k', meters: 6000, min: t('17:00.0'), max: t('40:00.0') },
  '5k': { kind: 'distance', label: '5k', meters: 5000, min: t('14:00.0'), max: t('32:00.0') },
  '1k': { kind: 'distance', label: '1k', meters: 1000, min: t('2:40.0'), max: t('6:00.0') },
  '500m': { kind: 'distance', label: '500m', meters: 500, min: t('1:15.0'), max: t('3:00.0') },
  '30min': { kind: 'timed', label: '30 min', seconds: 1800, min: 5000, max: 10000 },
  '60min': { kind: 'timed', label: '60 min', seconds: 3600, min: 10000, max: 20000 },
};

export function isErgPiece(value: string): value is ErgPiece {
  return (ERG_PIECES as readonly string[]).includes(value);
}

export function isTimedPiece(piece: ErgPiece): boolean {
  return PIECE_RULES[piece].kind === 'timed';
}

/** The message for a result outside the piece's range, as the server words it. */
export function rangeMessage(piece: ErgPiece): string {
  const rule = PIECE_RULES[piece];
  return rule.kind === 'distance'
    ? `${rule.label} time must be between ${formatTenths(rule.min)} and ${formatTenths(rule.max)}`
    : `${rule.label} distance must be between ${rule.min} and ${rule.max} meters`;
}

/** Checks a distance piece's time; undefined when it is a time in the piece's range. */
export function checkPieceTime(piece: ErgPiece, text: string, formatMessage: string): string | undefined {
  const rule = PIECE_RULES[piece];
  if (rule.kind !== 'distance') return undefined;
  const tenths = parseErgTime(text);
  if (tenths === null) return formatMessage;
  return tenths < rule.min || tenths > rule.max ? rangeMessage(piece) : undefined;
}

/** Checks a timed piece's meters (a whole number); undefined when in range. */
export function checkPieceMeters(piece: ErgPiece, meters: number): string | undefined {
  const rule = PIECE_RULES[piece];
  if (rule.kind !== 'timed') return undefined;
  return !Number.isInteger(meters) || meters < rule.min || meters > rule.max ? rangeMessage(piece) : undefined;
}

/** Today's date as yyyy-mm-dd in the visitor's time zone. */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written yyyy-mm-dd. */
export function isIsoDate(text: string): boolean {
  if (!DATE_RE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A yyyy-mm-dd date for people: "Oct 1, 2026". */
export function formatDate(iso: string): string {
  if (!isIsoDate(iso)) return iso;
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const BOAT_CLASSES = ['1x', '2x', '2-', '4x', '4+', '4-', '8+'] as const;
export type BoatClass = (typeof BOAT_CLASSES)[number];
export const SEATS = ['cox', '1', '2', '3', '4', '5', '6', '7', '8'] as const;

/** Each boat class with its rowers; coxed boats also have a cox seat. */
export const BOATS: readonly { value: BoatClass; rowers: number; coxed: boolean }[] = [
  { value: '1x', rowers: 1, coxed: false },
  { value: '2x', rowers: 2, coxed: false },
  { value: '2-', rowers: 2, coxed: false },
  { value: '4x', rowers: 4, coxed: false },
  { value: '4+', rowers: 4, coxed: true },
  { value: '4-', rowers: 4, coxed: false },
  { value: '8+', rowers: 8, coxed: true },
];

export function isBoatClass(value: string): value is BoatClass {
  return BOATS.some((boat) => boat.value === value);
}

/** The seats of a boat class: "1" (bow) to the stroke's number, then "cox" in a coxed boat. */
export function seatsOf(boatClass: BoatClass): string[] {
  const boat = BOATS.find((b) => b.value === boatClass);
  if (!boat) return [];
  const seats = Array.from({ length: boat.rowers }, (_, i) => String(i + 1));
  return boat.coxed ? [...seats, 'cox'] : seats;
}

/** A seat for people: "Cox", "Bow (1)", "Stroke (8)", "3". */
export function seatLabel(seat: string, boatClass?: string): string {
  if (seat === 'cox') return 'Cox';
  const boat = BOATS.find((b) => b.value === boatClass);
  if (boat?.rowers === 1) return 'Single';
  if (seat === '1') return 'Bow (1)';
  if (boat && seat === String(boat.rowers)) return `Stroke (${seat})`;
  return `Seat ${seat}`;
}


/** A piece for people: "2k", "30 min". */
export function pieceLabel(piece: string): string {
  return isErgPiece(piece) ? PIECE_RULES[piece].label : piece;
}

/** The result of a test: its time, or its meters for a timed piece. */
export function ergResult(test: { time?: string | null; meters?: number | null }): string {
  if (test.time) return test.time;
  return test.meters === null || test.meters === undefined ? '' : `${test.meters.toLocaleString('en-US')} m`;
}

/** The 2k and 6k tests as chart series (tests without a time are left out). */
export function ergSeries(tests: readonly { piece: string; date: string; tenths?: number | null }[]) {
  return (['2k', '6k'] as const)
    .map((piece) => ({
      label: piece,
      points: tests.flatMap((t) => (t.piece === piece && typeof t.tenths === 'number' ? [{ date: t.date, tenths: t.tenths }] : [])),
    }))
    .filter((series) => series.points.length > 0);
}

/**
 * The personal best of each piece among the tests: the fastest time of a distance piece, the
 * longest distance of a timed one. Answers the ids of the tests that are a best.
 */
export function personalBests(
  tests: readonly { id: string; piece: string; tenths?: number | null; meters?: number | null }[],
): Set<string> {
  const best = new Map<string, { id: string; score: number }>();
  for (const test of tests) {
    if (!isErgPiece(test.piece)) continue;
    const timed = PIECE_RULES[test.piece].kind === 'timed';
    const score = timed ? -(test.meters ?? -Infinity) : (test.tenths ?? Infinity);
    if (!Number.isFinite(score)) continue;
    const current = best.get(test.piece);
    if (!current || score < current.score) best.set(test.piece, { id: test.id, score });
  }
  return new Set([...best.values()].map((b) => b.id));
}
