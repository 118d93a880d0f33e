import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AttestationBadge } from '@/components/AttestationBadge';
import { Dialog } from '@/components/Dialog';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/queryKeys';
import { ergResult, formatDate, pieceLabel } from '@/lib/rowing';
import { clubApi, clubKeys, rosterQueryOptions, type RosterAthlete } from './api';
import { RecommendDialog, WriteToCollegeDialog } from './CollegeDialogs';
import { EvaluationDialog } from './EvaluationDialog';
import { errorText, formatDay, nameOf } from './rules';

/** The roster: completeness, latest tests, shared activity, evaluation; evaluate or remove. */
export function RosterSection() {
  const { user } = useAuth();
  const roster = useQuery(rosterQueryOptions(user?.id ?? ''));
  const [evaluating, setEvaluating] = useState<RosterAthlete | null>(null);
  const [removing, setRemoving] = useState<RosterAthlete | null>(null);
  const [writing, setWriting] = useState<RosterAthlete | null>(null);
  const [recommending, setRecommending] = useState<RosterAthlete | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="card club-section" aria-labelledby="club-roster-title">
      <h2 id="club-roster-title">Roster</h2>
      <p role="status" className="club-notice">
        {notice}
      </p>
      {roster.isPending ? (
        <Spinner label="Loading the roster" fullPage={false} />
      ) : roster.isError ? (
        <p className="field__error">
          The roster could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void roster.refetch()}>
            Try again
          </button>
        </p>
      ) : roster.data.length === 0 ? (
        <p className="club-muted">No athletes yet. Invite your athletes above: they join when they accept.</p>
      ) : (
        <div className="table-wrap club-table" role="region" aria-label="Roster table" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Athlete</th>
                <th scope="col">Profile</th>
                <th scope="col">Latest tests</th>
                <th scope="col">Shared activity</th>
                <th scope="col">Evaluation</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roster.data.map((athlete) => (
                <RosterRow
                  key={athlete.id}
                  athlete={athlete}
                  onEvaluate={() => {
                    setNotice(null);
                    setEvaluating(athlete);
                  }}
                  onRemove={() => {
                    setNotice(null);
                    setRemoving(athlete);
                  }}
                  onWrite={() => {
                    setNotice(null);
                    setWriting(athlete);
                  }}
                  onRecommend={() => {
                    setNotice(null);
                    setRecommending(athlete);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {evaluating ? (
        <EvaluationDialog
          athlete={evaluating}
          onClose={() => setEvaluating(null)}
          onSaved={(text) => {
            setEvaluating(null);
            setNotice(text);
          }}
        />
      ) : null}
      {writing ? (
        <WriteToCollegeDialog
          athlete={writing}
          onClose={() => setWriting(null)}
          onSent={(text) => {
            setWriting(null);
            setNotice(text);
          }}
        />
      ) : null}
      {recommending ? (
        <RecommendDialog
          athlete={recommending}
          onClose={() => setRecommending(null)}
          onSent={(text) => {
            setRecommending(null);
            setNotice(text);
          }}
        />
      ) : null}
      {removing ? (
        <RemoveDialog
          athlete={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setNotice(`${nameOf(removing.fullName)} is no longer on your roster.`);
            setRemoving(null);
          }}
        />
      ) : null}
    </section>
  );
}

function RosterRow({
  athlete,
  onEvaluate,
  onRemove,
  onWrite,
  onRecommend,
}: {
  athlete: RosterAthlete;
  onEvaluate: () => void;
  onRemove: () => void;
  onWrite: () => void;
  onRecommend: () => void;
}) {
  const name = nameOf(athlete.fullName);
  const completeness = Math.min(100, Math.max(0, Math.round(athlete.completeness)));
  return (
    <tr>
      <th scope="row" data-label="Athlete" className="club-table__athlete">
        <span className="club-table__name">{name}</span>
        <span className="club-muted">
          {athlete.gradYear != null ? `Class of ${athlete.gradYear} · ` : null}Joined {formatDay(athlete.joinedAt)}
        </span>
      </th>
      <td data-label="Profile">
        <span className="club-table__figure">{completeness}%</span> <span className="club-muted">complete</span>
      </td>
      <td data-label="Latest tests">
        {athlete.latestTests.length === 0 ? (
          <span className="club-muted">No tests yet</span>
        ) : (
          <ul className="club-tests">
            {athlete.latestTests.map((test) => (
              <li key={test.id}>
                <span className="club-tests__result">
                  {pieceLabel(test.piece)} {ergResult(test)}
                </span>{' '}
                <span className="club-muted">{formatDate(test.date)}</span>
                {test.attestation ? (
                  <>
                    {' '}
                    <AttestationBadge attestation={test.attestation} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Shared activity">
        <Activity athlete={athlete} />
      </td>
      <td data-label="Evaluation">
        {!athlete.evaluation ? (
          <span className="club-muted">None yet</span>
        ) : athlete.evaluation.withdrawn ? (
          <span className="club-tag club-tag--rejected">Withdrawn by the athlete</span>
        ) : (
          <span>Written {formatDay(athlete.evaluation.updatedAt)}</span>
        )}
      </td>
      <td data-label="Actions">
        <div className="club-row-actions">
          {athlete.evaluation?.withdrawn ? null : (
            <button type="button" className="button button--primary button--small" onClick={onEvaluate}>
              {athlete.evaluation ? 'Update evaluation' : 'Evaluate'}
              {' '}<span className="visually-hidden">{name}</span>
            </button>
          )}
          <button type="button" className="button button--secondary button--small" onClick={onWrite}>
            Write to a college coach{' '}<span className="visually-hidden">about {name}</span>
          </button>
          <button type="button" className="button button--secondary button--small" onClick={onRecommend}>
            Recommend{' '}<span className="visually-hidden">{name}</span>
          </button>
          <button type="button" className="button button--ghost button--small" onClick={onRemove}>
            Remove{' '}<span className="visually-hidden">{name} from the roster</span>
          </button>
        </div>
      </td>
    </tr>
  );
}

/** What college programs did with the profile, when the athlete shares it: never message text. */
function Activity({ athlete }: { athlete: RosterAthlete }) {
  if (!athlete.sharesActivity || !athlete.activity) return <span className="club-muted">Not shared</span>;
  const { viewedBy, conversations } = athlete.activity;
  if (viewedBy.length === 0 && conversations.length === 0) {
    return <span className="club-muted">No college activity yet</span>;
  }
  return (
    <dl className="club-activity">
      {viewedBy.length > 0 ? (
        <div>
          <dt>Viewed by</dt>
          <dd>
            {viewedBy.map((view) => `${view.schoolName} (${formatDate(view.lastViewedOn)})`).join(', ')}
          </dd>
        </div>
      ) : null}
      {conversations.length > 0 ? (
        <div>
          <dt>Talking with</dt>
          <dd>
            {conversations.map((talk) => `${talk.schoolName} (${formatDay(talk.lastMessageAt)})`).join(', ')}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function RemoveDialog({ athlete, onClose, onRemoved }: { athlete: RosterAthlete; onClose: () => void; onRemoved: () => void }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const name = nameOf(athlete.fullName);
  const remove = useMutation({
    mutationFn: () => clubApi.removeAthlete(athlete.id),
    onSuccess: async () => {
      onRemoved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clubKeys.roster(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.clubOverview(userId) }),
      ]);
    },
  });
  return (
    <Dialog
      title={`Remove ${name} from your roster?`}
      description={<p>You can invite them again later.</p>}
      onClose={onClose}
      busy={remove.isPending}
    >
      {remove.isError ? (
        <p className="field__error" role="alert">
          {errorText(remove.error)}
        </p>
      ) : null}
      <div className="club-actions">
        <button type="button" className="button button--danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {remove.isPending ? 'Removing…' : 'Remove from roster'}
        </button>
        <button type="button" className="button button--secondary" disabled={remove.isPending} onClick={onClose}>
          Keep
        </button>
      </div>
    </Dialog>
  );
}
