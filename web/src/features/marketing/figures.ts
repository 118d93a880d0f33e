import type { Schema } from '@/api';

/**
 * The landing page's figures, from `GET /api/stats`: counts from the database, which the server
 * rounds down to two significant figures (1,234 is 1,200) and leaves out (null) while too small
 * to be worth showing. Shown as "1,200+": never more than there are.
 */
export type SiteFigures = Schema<'SiteFigures'>;

export const SITE_FIGURES_PATH = '/stats';

/** Each figure's label, in the order the page shows them. */
const LABELS = {
  programs: 'College rowing programs',
  athletes: 'Athlete profiles',
  commitments: 'Commitments recorded',
} as const satisfies Record<keyof SiteFigures, string>;

export interface ShownFigure {
  key: keyof SiteFigures;
  label: string;
  value: string;
}

/** 1200 → "1,200+". */
export function formatFigure(count: number): string {
  return `${Math.trunc(count).toLocaleString('en-US')}+`;
}

/** The figures the server gave, formatted, leaving out those it left out (or sent nonsense for). */
export function shownFigures(figures: SiteFigures): ShownFigure[] {
  return (Object.keys(LABELS) as (keyof SiteFigures)[]).flatMap((key) => {
    const count = figures[key];
    return typeof count === 'number' && Number.isFinite(count) && count > 0
      ? [{ key, label: LABELS[key], value: formatFigure(count) }]
      : [];
  });
}
