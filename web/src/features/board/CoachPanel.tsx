import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import type { Schema } from '@/api';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';
import { paths } from '@/paths';
import { boardKey, cardQueryOptions, starAthlete, unstarAthlete } from './api';
import { CardNotes, MutationError, StageSelect } from './CardEditor';
import { ClubRecommendedBy } from './ClubRecommendedBy';
import { useWorkspaceParts, WorkspacePartsContext, type WorkspaceParts } from '@/lib/workspaceParts';
import './board.css';

function Panel({ athleteId }: { athleteId: string }) {
  const client = useQueryClient();
  const { Offers } = useWorkspaceParts();
  const card = useQuery(cardQueryOptions(athleteId));
  const refresh = () => void client.invalidateQueries({ queryKey: boardKey });
  const star = useMutation({
    mutationFn: () => starAthlete(athleteId),
    onSuccess: (starred) => {
      client.setQueryData(cardQueryOptions(athleteId).queryKey, starred);
      refresh();
    },
  });
  const unstar = useMutation({
    mutationFn: () => unstarAthlete(athleteId),
    onSuccess: () => {
      client.removeQueries({ queryKey: cardQueryOptions(athleteId).queryKey });
      refresh();
    },
  });
  return (
    <aside className="card coach-panel" aria-labelledby="coach-panel-title">
      <h2 id="coach-panel-title">Your program's board</h2>
      <p className="coach-panel__private">
        Private to your program: only your program's coaches see the stage, notes and tags. The athlete sees only
        that your program added them to its watchlist.
      </p>
      {card.isPending ? (
        <Spinner label="Loading your board" fullPage={false} />
      ) : card.isError ? (
        <MutationError error={card.error} />
      ) : card.data === null ? (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={star.isPending}
            onClick={() => star.mutate()}
          >
            Star athlete
          </button>
          <ClubRecommendedBy athleteId={athleteId} />
        </>
      ) : (
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={unstar.isPending}
            onClick={() => unstar.mutate()}
          >
            Remove star
          </button>
          <StageSelect card={card.data} />
          {Offers ? (
            <Offers
              athleteId={athleteId}
              athleteName={card.data.athlete.fullName ?? 'this athlete'}
              gradYear={card.data.athlete.gradYear ?? null}
            />
          ) : null}
          <CardNotes key={card.data.athlete.id} card={card.data} level={3} />
          <p>
            <Link to={paths.coachBoard}>Open the board</Link>
          </p>
        </>
      )}
      {star.isError ? <MutationError error={star.error} /> : null}
      {unstar.isError ? <MutationError error={unstar.error} /> : null}
    </aside>
  );
}

/** The coach page's overview (the same query and key as the coach page's), for the workspace's state. */
const overviewQueryOptions = (userId: string) => ({
  queryKey: queryKeys.coachOverview(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Schema<'CoachOverview'>>('/coach/overview', signal),
});

/** The coach panel of an athlete's profile, for a coach whose recruiting workspace is open. */
export default function CoachPanel({ athleteId, workspace }: { athleteId: string; workspace: WorkspaceParts }) {
  const { user } = useAuth();
  const isCoach = user?.role === 'coach';
  const overview = useQuery({ ...overviewQueryOptions(user?.id ?? ''), enabled: isCoach });
  if (!isCoach || !overview.data?.workspace.open) return null;
  return (
    <WorkspacePartsContext value={workspace}>
      <Panel athleteId={athleteId} />
    </WorkspacePartsContext>
  );
}
