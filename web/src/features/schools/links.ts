import { generatePath } from 'react-router';
import { paths } from '@/paths';

/** /schools/:id for one program. */
export function schoolDetailPath(id: string): string {
  return generatePath(paths.schoolDetail, { id });
}

/** Router state the list hands to the detail page, so that "Back" returns to the same search. */
export interface BackToState {
  backTo: string;
}

export function backToFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('backTo' in state)) return null;
  const { backTo } = state;
  // Only a path inside the school browser, never another site.
  if (typeof backTo !== 'string') return null;
  return backTo === paths.schools || backTo.startsWith(`${paths.schools}?`) ? backTo : null;
}
