import { z } from 'zod';
import { checkNotes, checkTags, splitTags } from './rules';

/** The card's notes and tags form, checked by the board's rules. */
export const cardNotesFields = z
  .object({ notes: z.string(), tags: z.string(), followUpOn: z.string() })
  .superRefine((values, context) => {
    const notes = checkNotes(values.notes);
    if (notes) context.addIssue({ code: 'custom', path: ['notes'], message: notes });
    const tags = checkTags(splitTags(values.tags)).error;
    if (tags) context.addIssue({ code: 'custom', path: ['tags'], message: tags });
  });
export type CardNotesValues = z.input<typeof cardNotesFields>;

/** The form's change; an empty follow-up day clears it. */
export function toChange(values: CardNotesValues) {
  return { notes: values.notes.trim(), tags: checkTags(splitTags(values.tags)).tags, followUpOn: values.followUpOn };
}
