import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKeys,
  coachesQuery,
  decideCoach,
  type CoachDecision,
  type CoachFilter,
  type CoachRow,
  type CoachStatus,
} from './api';
import { RejectCoachDialog } from './RejectCoachDialog';
import { Badge, DateTime, errorText } from './sectionUi';
import { SearchTable } from './SearchTable';

const filters: { value: CoachFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const emptyText: Record<CoachFilter, string> = {
  pending: 'No coaches are waiting for verification.',
  verified: 'No coaches have been verified yet.',
  rejected: 'No coaches have been rejected.',
  all: 'No coach accounts yet.',
};

function StatusBadge({ status }: { status: CoachStatus }) {
  if (status === 'verified') return <Badge tone="good">Verified</Badge>;
  if (status === 'rejected') return <Badge tone="bad">Rejected</Badge>;
  return <Badge tone="warn">Pending</Badge>;
}

/** What the email domain says about the coach's program. */
function SchoolMatchNote({ coach }: { coach: CoachRow }) {
  if (!coach.schoolMatch) return <span className="admin-cell-note admin-muted">No matching school</span>;
  if (coach.program?.id === coach.schoolMatch.id) {
    return (
      <span className="admin-cell-note">
        <Badge tone="good">Matches {coach.domain}</Badge>
      </span>
    );
  }
  return (
    <span className="admin-cell-note">
      <span className="admin-muted">Email suggests {coach.schoolMatch.name}</span>
      {coach.program ? (
        <>
          {' '}
          <Badge tone="warn">Not the domain&apos;s school</Badge>
        </>
      ) : null}
    </span>
  );
}

interface DecisionVariables {
  coach: CoachRow;
  decision: CoachDecision;
}

/** One coach account with its approve and reject buttons; `locked` while any decision is sent. */
function CoachTableRow({
  coach,
  locked,
  approving,
  onApprove,
  onReject,
}: {
  coach: CoachRow;
  locked: boolean;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <tr>
      <td>
        <span className="admin-email">{coach.email}</span>
        <span className="admin-cell-note admin-muted">{coach.domain}</span>
        {coach.emailConfirmed ? null : (
          <span className="admin-cell-note">
            <Badge tone="warn">Email not confirmed</Badge>
          </span>
        )}
      </td>
      <td>
        {coach.clubName ? (
          <>
            <span className="admin-program-name">{coach.clubName}</span>
            <span className="admin-cell-note">
              <Badge>Club coach</Badge>
            </span>
          </>
        ) : (
          <>
            {coach.program ? (
              <span className="admin-program-name">{coach.program.name}</span>
            ) : (
              <span className="admin-muted">Not named yet</span>
            )}
            <SchoolMatchNote coach={coach} />
          </>
        )}
      </td>
      <td>
        <DateTime iso={coach.signedUpAt} />
      </td>
      <td>
        <StatusBadge status={coach.status} />
        {coach.reason ? <span className="admin-cell-note admin-muted">{coach.reason}</span> : null}
      </td>
      <td>
        <div className="admin-actions">
          {coach.status !== 'verified' ? (
            <button
              type="button"
              className="button button--primary button--small"
              aria-label={`Approve ${coach.email}`}
              disabled={locked}
              onClick={onApprove}
            >
              {approving ? 'Approving…' : 'Approve'}
            </button>
          ) : null}
          {coach.status !== 'rejected' ? (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Reject ${coach.email}`}
              disabled={locked}
              onClick={onReject}
            >
              Reject
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

export function CoachesSection() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<CoachFilter>('pending');
  const coaches = useQuery(coachesQuery(filter));
  const [rejecting, setRejecting] = useState<CoachRow | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const filterId = useId();

  const decision = useMutation({
    mutationFn: ({ coach, decision }: DecisionVariables) => decideCoach(coach.id, decision),
    onSuccess: ({ status }, { coach }) => {
      // The row leaves every list it no longer belongs to at once; the lists are then re-read.
      for (const list of ['pending', 'verified', 'rejected'] as const) {
        if (list !== status) {
          queryClient.setQueryData<CoachRow[]>(adminKeys.coaches(list), (rows) => rows?.filter((row) => row.id !== coach.id));
        }
      }
      void queryClient.invalidateQueries({ queryKey: adminKeys.coachesAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      setRejecting(null);
      setNotice({
        tone: 'success',
        text:
          status === 'verified'
            ? `${coach.email} is verified. They have been emailed.`
            : `${coach.email} was rejected. They have been emailed the reason.`,
      });
    },
    onError: (error, { coach, decision }) => {
      // A reject's errors are shown in its dialog.
      if (decision.decision === 'approve') {
        setNotice({ tone: 'error', text: `${coach.email} could not be approved. ${errorText(error)}` });
      }
    },
  });

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const busyId = decision.isPending ? decision.variables.coach.id : null;

  return (
    <div className="admin-section">
      <div className="admin-section__head">
        <h2>Coach verification</h2>
      </div>
      <p className="admin-intro">
        Check that each coach works for the program they named, which their email domain may confirm, before approving.
        A coach who has not named a program cannot be approved yet. The coach is emailed the decision.
      </p>
      <div className="admin-filters">
        <div className="field">
          <label className="field__label" htmlFor={filterId}>
            Show
          </label>
          <select
            id={filterId}
            className="field__input admin-select"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as CoachFilter);
              setNotice(null);
            }}
          >
            {filters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {notice ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className={`form-message form-message--${notice.tone} admin-notice`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <p>{notice.text}</p>
        </div>
      ) : null}

      <SearchTable
        what="coaches"
        query={coaches}
        label="Coaches"
        columns={['Coach', 'Program or club', 'Signed up', 'Status']}
        actions
        empty={emptyText[filter]}
      >
        {(coach) => (
          <CoachTableRow
            key={coach.id}
            coach={coach}
            locked={busyId !== null}
            approving={busyId === coach.id && decision.variables?.decision.decision === 'approve'}
            onApprove={() => {
              setNotice(null);
              decision.mutate({ coach, decision: { decision: 'approve' } });
            }}
            onReject={() => {
              setNotice(null);
              decision.reset();
              setRejecting(coach);
            }}
          />
        )}
      </SearchTable>

      {rejecting ? (
        <RejectCoachDialog
          coach={rejecting}
          busy={decision.isPending}
          serverError={decision.error}
          onCancel={() => {
            setRejecting(null);
            decision.reset();
          }}
          onReject={(reason) => {
            decision.mutate({ coach: rejecting, decision: { decision: 'reject', reason } });
          }}
        />
      ) : null}
    </div>
  );
}
