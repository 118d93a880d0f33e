import { z } from 'zod';

/*
 * The server's rules for a club's brand (`server/src/branding/rules.rs`), in the same words: a name
 * of 2 to 80 characters and two #rrggbb colours that meet WCAG 2.2's contrast minimums with white.
 */

export const BRAND_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  /** White text on the band: WCAG 2.2, 1.4.3 (AA). */
  bandMinContrast: 4.5,
  /** The accent, a rule on the white page: WCAG 2.2, 1.4.11 (non-text contrast). */
  accentMinContrast: 3,
} as const;

export type Rgb = readonly [number, number, number];

/** `#rrggbb` in either letter case, or null. */
export function parseHex(text: string): Rgb | null {
  const digits = text.trim();
  if (!/^#[0-9a-fA-F]{6}$/.test(digits)) return null;
  const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

/** WCAG 2.2's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of a colour with white, from 1 to 21. */
export function contrastWithWhite(colour: Rgb): number {
  return 1.05 / (relativeLuminance(colour) + 0.05);
}

/** A ratio cut (never rounded up) to two decimals: "4.49:1". */
export function ratioText(ratio: number): string {
  const cut = Math.floor(ratio * 100) / 100;
  return `${Number(cut.toFixed(2))}:1`;
}

/** Characters as the server counts them: code points, not UTF-16 units. */
function characters(text: string): number {
  return Array.from(text).length;
}

const NAME_MESSAGE = `Enter the name to show, ${BRAND_LIMITS.nameMin} to ${BRAND_LIMITS.nameMax} characters.`;

/** What is wrong with a band colour, in the server's words, or null. */
export function bandColourProblem(text: string): string | null {
  const colour = parseHex(text);
  if (!colour) return 'Enter the band colour as # and six hex digits, like #1d3557.';
  const ratio = contrastWithWhite(colour);
  return ratio >= BRAND_LIMITS.bandMinContrast
    ? null
    : `White text on this band colour has a contrast of ${ratioText(ratio)}; it needs at least ${ratioText(BRAND_LIMITS.bandMinContrast)}. Choose a darker colour.`;
}

/** What is wrong with an accent colour, in the server's words, or null. */
export function accentColourProblem(text: string): string | null {
  const colour = parseHex(text);
  if (!colour) return 'Enter the accent colour as # and six hex digits, like #1d3557.';
  const ratio = contrastWithWhite(colour);
  return ratio >= BRAND_LIMITS.accentMinContrast
    ? null
    : `This accent colour has a contrast of ${ratioText(ratio)} with white; it needs at least ${ratioText(BRAND_LIMITS.accentMinContrast)} to stand out on the page. Choose a darker colour.`;
}

const colour = (problem: (text: string) => string | null) =>
  z
    .string()
    .trim()
    .superRefine((text, context) => {
      const message = problem(text);
      if (message) context.addIssue({ code: 'custom', message });
    })
    .transform((text) => text.toLowerCase());

/** The branding form: the name shown on the band and its two colours. */
export const brandSchema = z.object({
  displayName: z
    .string()
    .trim()
    .refine((name) => {
      const length = characters(name);
      return length >= BRAND_LIMITS.nameMin && length <= BRAND_LIMITS.nameMax;
    }, NAME_MESSAGE),
  bandColour: colour(bandColourProblem),
  accentColour: colour(accentColourProblem),
});

export type BrandForm = z.input<typeof brandSchema>;
export type BrandSaved = z.output<typeof brandSchema>;

/** The colours a new brand starts from, and the preview's while an entry is not a colour yet. */
export const PREVIEW_FALLBACK = { bandColour: '#1d3557', accentColour: '#c8102e' } as const;
