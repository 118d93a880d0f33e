import { createContext, use, type ReactNode } from 'react';
import type { Schema } from '@/api';

type Workspace = Schema<'Workspace'>;

/**
 * The coach workspace's gate and refusal explanation (`features/coach`), handed in by the app's
 * route table: the gate shows refused coaches why; a 403 from a board call is explained the same way.
 */
export interface WorkspaceParts {
  Gate: (props: { children: (workspace: Workspace) => ReactNode }) => ReactNode;
  Refusal: (props: { code: string; message: string }) => ReactNode;
  refusalOf: (error: unknown) => { code: string; message: string } | null;
}

export const WorkspacePartsContext = createContext<WorkspaceParts | null>(null);

export function useWorkspaceParts(): WorkspaceParts {
  const parts = use(WorkspacePartsContext);
  if (parts === null) throw new Error('The board needs the workspace parts');
  return parts;
}
