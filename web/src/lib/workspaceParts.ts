import { createContext, use, type ReactNode } from 'react';
import type { Schema } from '@/api';

type Workspace = Schema<'Workspace'>;

/**
 * The coach workspace's gate and refusal explanation (`features/coach`), handed by the app's
 * route table to the workspace's pages (search, board, the athlete page's coach panel): the gate
 * shows refused coaches why; a 403 from a workspace call is explained the same way.
 */
export interface WorkspaceParts {
  Gate: (props: { children: (workspace: Workspace) => ReactNode }) => ReactNode;
  Refusal: (props: { code: string; message: string }) => ReactNode;
  refusalOf: (error: unknown) => { code: string; message: string } | null;
  /** The program's offers to an athlete, with "Make an offer" (`features/offers`), on the board card. */
  Offers?: (props: { athleteId: string; athleteName: string; gradYear: number | null; headingLevel?: 3 | 4 }) => ReactNode;
}

export const WorkspacePartsContext = createContext<WorkspaceParts | null>(null);

export function useWorkspaceParts(): WorkspaceParts {
  const parts = use(WorkspacePartsContext);
  if (parts === null) throw new Error('This page needs the coach workspace parts');
  return parts;
}
