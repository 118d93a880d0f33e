import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { coachOverviewQueryOptions, type CoachOverview } from './api';

type Workspace = CoachOverview['workspace'];

/** The server's refusal codes that a plan upgrade would lift. */
const PLAN_CODES = new Set(['plan_required', 'plan_limit']);

/** Where a refused coach goes next, by the server's reason code. */
function NextStep({ code }: { code: string }) {
  if (PLAN_CODES.has(code)) {
    return (
      <p>
        <Link to={paths.collegePricing}>See the college plans</Link>
      </p>
    );
  }
  return (
    <p>
      <Link to={paths.coach}>Back to the coach page</Link>
    </p>
  );
}

/** A refusal from the server (403 with a code) explained, with the next step. */
export function WorkspaceRefusal({ code, message }: { code: string; message: string }) {
  return (
    <FormMessage tone="error" title="This part of the coach workspace is not open to you yet.">
      <p>{message}</p>
      <NextStep code={code} />
    </FormMessage>
  );
}

/** A refused request's explanation when its error is a workspace or plan refusal, else null. */
export function refusalOf(error: unknown): { code: string; message: string } | null {
  if (isApiError(error) && error.status === 403) return { code: error.code, message: error.message };
  return null;
}

/**
 * Shows `children` to a coach whose recruiting workspace is open (verified, with a program on an
 * active plan and a seat), and to everyone else the server's reason and what to do about it.
 */
export function WorkspaceGate({ children }: { children: (workspace: Workspace) => ReactNode }) {
  const { user } = useAuth();
  const overview = useQuery({ ...coachOverviewQueryOptions(user?.id ?? ''), enabled: user !== null });
  if (overview.isPending) return <Spinner label="Loading your workspace" fullPage={false} />;
  if (overview.isError) {
    return (
      <FormMessage tone="error" title="Your workspace could not be loaded.">
        <p>
          <button type="button" className="link-button" onClick={() => void overview.refetch()}>
            Try again
          </button>
        </p>
      </FormMessage>
    );
  }
  const { workspace } = overview.data;
  if (!workspace.open) {
    return <WorkspaceRefusal code={workspace.reasonCode ?? 'forbidden'} message={workspace.reason ?? ''} />;
  }
  return <>{children(workspace)}</>;
}
