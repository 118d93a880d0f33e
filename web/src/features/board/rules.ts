/**
 * The board's rules as the server applies them (`board::rules`): the stages in column order,
 * and the checks on notes and tags, so a form says what the server would refuse.
 */

import type { BoardCard, Stage } from './api';

export const STAGES: readonly { stage: Stage; label: string }[] = [
  { stage: 'identified', label: 'Identified' },
  { stage: 'contacted', label: 'Contacted' },
  { stage: 'evaluating', label: 'Evaluating' },
  { stage: 'visit', label: 'Visit' },
  { stage: 'offer', label: 'Offer' },
  { stage: 'committed', label: 'Committed' },
  { stage: 'not_a_fit', label: 'Not a fit' },
];

export function stageLabel(stage: Stage): string {
  return STAGES.find((s) => s.stage === stage)?.label ?? stage;
}

export const NOTES_MAX_CHARS = 2000;
export const TAGS_MAX = 10;
export const TAG_MAX_CHARS = 30;

/** Tags typed as one line, separated by commas. */
export function splitTags(text: string): string[] {
  return text.trim() === '' ? [] : text.split(',');
}

/** Trimmed tags, each kept once whatever its case; or the first problem, in the server's words. */
export function checkTags(tags: string[]): { tags: string[]; error: string | null } {
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const length = Array.from(tag).length;
    if (length === 0 || length > TAG_MAX_CHARS) {
      return { tags: kept, error: `Each tag needs 1 to ${TAG_MAX_CHARS} characters` };
    }
    if (!kept.some((k) => k.toLowerCase() === tag.toLowerCase())) kept.push(tag);
  }
  if (kept.length > TAGS_MAX) return { tags: kept, error: `Use at most ${TAGS_MAX} tags` };
  return { tags: kept, error: null };
}

export function checkNotes(notes: string): string | null {
  return Array.from(notes.trim()).length > NOTES_MAX_CHARS ? `Notes must be at most ${NOTES_MAX_CHARS} characters` : null;
}

/** The board's cards of one stage, in their order. */
export function columnOf(cards: readonly BoardCard[], stage: Stage): BoardCard[] {
  return cards.filter((c) => c.stage === stage).sort((a, b) => a.position - b.position);
}
