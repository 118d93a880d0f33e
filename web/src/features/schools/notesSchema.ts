import { z } from 'zod';
import { NOTES_MAX, type SaveRequest } from './api';
import { formatNumber } from './format';

/** The notes as saved: without the spaces around them, and none when nothing is left. */
export function savedNotes(text: string): SaveRequest['notes'] {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The saved-school notes form: at most NOTES_MAX characters as typed. */
export const notesSchema = z.object({
  notes: z.string().max(NOTES_MAX, `Notes must be at most ${formatNumber(NOTES_MAX)} characters`).transform(savedNotes),
}) satisfies z.ZodType<SaveRequest>;
