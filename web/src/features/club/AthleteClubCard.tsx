import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmGroup } from '@/components/ConfirmGroup';
import { NoticeMessage, RetryMessage, type Notice as NoticeValue } from '@/components/Notice';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/queryKeys';
import { athleteClubApi, clubMeQueryOptions, type ClubMe } from './api';
import { CollegeTalk } from './CollegeTalk';
import { errorText, formatDay, invitationErrorText, SHARE_LABEL, WAITING_FOR_PARENT } from './rules';
import '@/components/switch.css';
import './club.css';

/**
 * The athlete dashboard's "Club" card (handed to the dashboard by the app's route table):
 * invitations to answer, the clubs the athlete is on, and the evaluations that exist.
 */
export default function AthleteClubCard() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const athlete = user?.role === 'student';
  const me = useQuery({ ...clubMeQueryOptions(userId), enabled: athlete });
  const [notice, setNotice] = useState<NoticeValue>(null);
  if (!athlete) return null;

  return (
    <article className="card dashboard-card club-card" aria-labelledby="dash-club">
      <h3 id="dash-club">Club</h3>
      <NoticeMessage notice={notice} />
      {me.isPending ? (
        <p className="club-muted">Loading your club…</p>
      ) : me.isError ? (
        <RetryMessage text="Your club could not be loaded." onRetry={() => void me.refetch()} />
      ) : (
        <ClubCardBody me={me.data} onNotice={setNotice} />
      )}
    </article>
  );
}

type Notice = (notice: NoticeValue) => void;

function ClubCardBody({ me, onNotice }: { me: ClubMe; onNotice: Notice }) {
  if (me.invitations.length === 0 && me.clubs.length === 0 && me.evaluations.length === 0) {
    return (
      <p>
        Join your club team: when your club coach invites you, the invitation shows here. Your coach can then verify your
        erg scores and race results for college coaches.
      </p>
    );
  }
  return (
    <>
      {me.invitations.length > 0 ? <Invitations invitations={me.invitations} onNotice={onNotice} /> : null}
      {me.clubs.length > 0 ? <Clubs clubs={me.clubs} onNotice={onNotice} /> : null}
      {me.evaluations.length > 0 ? <Evaluations evaluations={me.evaluations} onNotice={onNotice} /> : null}
      <CollegeTalk onNotice={onNotice} />
    </>
  );
}

function useRefreshMe() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.clubMe(user?.id ?? '') });
}

function Invitations({ invitations, onNotice }: { invitations: ClubMe['invitations']; onNotice: Notice }) {
  const refresh = useRefreshMe();
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean; clubName: string }) =>
      accept ? athleteClubApi.accept(id).then((joined) => joined.waitingForParent) : athleteClubApi.decline(id).then(() => false),
    onSuccess: async (waiting, { accept, clubName }) => {
      onNotice({
        tone: 'success',
        text: !accept
          ? `You declined the invitation from ${clubName}.`
          : waiting
            ? `You accepted ${clubName}'s invitation. ${WAITING_FOR_PARENT}`
            : `You joined ${clubName}.`,
      });
      await refresh();
    },
    onError: (error, { accept }) => {
      onNotice({ tone: 'error', text: accept ? invitationErrorText(error) : errorText(error) });
    },
  });
  return (
    <div className="club-card__part">
      <h4>Invitations</h4>
      <ul className="club-card__list">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <p className="club-card__line">
              <strong>{invitation.clubName}</strong> invited you to their roster
              {invitation.invitedBy ? ` (from ${invitation.invitedBy})` : null}.
            </p>
            <p className="club-muted">Answer by {formatDay(invitation.expiresAt)}.</p>
            <div className="club-actions">
              <button
                type="button"
                className="button button--primary button--small"
                disabled={answer.isPending}
                onClick={() => {
                  onNotice(null);
                  answer.mutate({ id: invitation.id, accept: true, clubName: invitation.clubName });
                }}
              >
                Accept{' '}<span className="visually-hidden">the invitation from {invitation.clubName}</span>
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={answer.isPending}
                onClick={() => {
                  onNotice(null);
                  answer.mutate({ id: invitation.id, accept: false, clubName: invitation.clubName });
                }}
              >
                Decline{' '}<span className="visually-hidden">the invitation from {invitation.clubName}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Clubs({ clubs, onNotice }: { clubs: ClubMe['clubs']; onNotice: Notice }) {
  return (
    <div className="club-card__part">
      <h4>{clubs.length === 1 ? 'Your club' : 'Your clubs'}</h4>
      <ul className="club-card__list">
        {clubs.map((club) => (
          <ClubItem key={club.clubId} club={club} onNotice={onNotice} />
        ))}
      </ul>
    </div>
  );
}

function ClubItem({ club, onNotice }: { club: ClubMe['clubs'][number]; onNotice: Notice }) {
  const refresh = useRefreshMe();
  const switchId = useId();
  const [leaving, setLeaving] = useState(false);
  const share = useMutation({
    mutationFn: (sharesActivity: boolean) => athleteClubApi.share(club.clubId, sharesActivity),
    onSuccess: async (_, sharesActivity) => {
      onNotice({
        tone: 'success',
        text: sharesActivity
          ? `${club.clubName}'s coach now sees which colleges view your profile or write to you, never your messages.`
          : `${club.clubName}'s coach no longer sees your recruiting activity.`,
      });
      await refresh();
    },
    onError: (error) => onNotice({ tone: 'error', text: errorText(error) }),
  });
  const leave = useMutation({
    mutationFn: () => athleteClubApi.leave(club.clubId),
    onSuccess: async () => {
      onNotice({ tone: 'success', text: `You left ${club.clubName}.` });
      await refresh();
    },
    onError: (error) => onNotice({ tone: 'error', text: errorText(error) }),
  });
  const shares = share.isPending ? share.variables : club.sharesActivity;

  return (
    <li>
      <p className="club-card__line">
        <strong>{club.clubName}</strong>{' '}
        <span className="club-muted">
          · {club.waitingForParent ? 'accepted' : 'joined'} {formatDay(club.joinedAt)}
        </span>
      </p>
      {club.waitingForParent ? <p className="club-muted">{WAITING_FOR_PARENT}</p> : null}
      <div className="club-switch">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="switch club-switch__input"
          checked={shares}
          disabled={share.isPending}
          onChange={(event) => {
            onNotice(null);
            share.mutate(event.target.checked);
          }}
        />
        <label htmlFor={switchId}>{SHARE_LABEL}</label>
      </div>
      {leaving ? (
        <ConfirmGroup
          className="club-confirm"
          label={`Leave ${club.clubName}?`}
          text={`Leave ${club.clubName}? Your coach can no longer verify your results.`}
          actionsClassName="club-actions"
          action="Leave"
          busyAction="Leaving…"
          pending={leave.isPending}
          onConfirm={() => leave.mutate()}
          cancel="Stay"
          onCancel={() => setLeaving(false)}
        />
      ) : (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            onNotice(null);
            setLeaving(true);
          }}
        >
          Leave{' '}<span className="visually-hidden">{club.clubName}</span>
        </button>
      )}
    </li>
  );
}

function Evaluations({ evaluations, onNotice }: { evaluations: ClubMe['evaluations']; onNotice: Notice }) {
  const refresh = useRefreshMe();
  const [asking, setAsking] = useState<string | null>(null);
  const withdraw = useMutation({
    mutationFn: ({ id }: { id: string; clubName: string }) => athleteClubApi.withdrawEvaluation(id),
    onSuccess: async (_, { clubName }) => {
      setAsking(null);
      onNotice({ tone: 'success', text: `${clubName}'s evaluation is withdrawn: college coaches no longer see it.` });
      await refresh();
    },
    onError: (error) => onNotice({ tone: 'error', text: errorText(error) }),
  });
  return (
    <div className="club-card__part">
      <h4>Evaluations</h4>
      <p className="club-muted">Verified college coaches read what your club coach wrote. You see that it exists, never what it says.</p>
      <ul className="club-card__list">
        {evaluations.map((evaluation) => (
          <li key={evaluation.id}>
            <p className="club-card__line">
              <strong>{evaluation.clubName}</strong>&apos;s coach wrote an evaluation on {formatDay(evaluation.writtenAt)}.
            </p>
            {evaluation.withdrawn ? (
              <p className="club-muted">Withdrawn: college coaches no longer see it.</p>
            ) : asking === evaluation.id ? (
              <ConfirmGroup
                className="club-confirm"
                label={`Withdraw ${evaluation.clubName}'s evaluation?`}
                text="Withdraw it? College coaches stop seeing it at once, and your club coach cannot write it again."
                actionsClassName="club-actions"
                action="Withdraw"
                busyAction="Withdrawing…"
                pending={withdraw.isPending}
                onConfirm={() => withdraw.mutate({ id: evaluation.id, clubName: evaluation.clubName })}
                cancel="Keep"
                onCancel={() => setAsking(null)}
              />
            ) : (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => {
                  onNotice(null);
                  setAsking(evaluation.id);
                }}
              >
                Ask to withdraw{' '}<span className="visually-hidden">{evaluation.clubName}&apos;s evaluation</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
