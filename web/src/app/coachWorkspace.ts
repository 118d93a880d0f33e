import { refusalOf, WorkspaceGate, WorkspaceRefusal } from '@/features/coach/WorkspaceGate';
import ProgramOffers from '@/features/offers/ProgramOffers';
import type { WorkspaceParts } from '@/lib/workspaceParts';

/** The coach workspace's parts that the app hands to the workspace's pages. */
export const coachWorkspace: WorkspaceParts = {
  Gate: WorkspaceGate,
  Refusal: WorkspaceRefusal,
  refusalOf,
  Offers: ProgramOffers,
};
