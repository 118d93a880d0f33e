import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { InviteForm, useInviteForm } from '@/components/InviteForm';
import { NoticeMessage, RetryMessage, type Notice } from '@/components/Notice';
import { RevokeButton, useRevokeInvitation } from '@/components/RevokeInvitation';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { clubApi, clubKeys, invitationsQueryOptions, type Club } from './api';
import { canInviteCoaches, errorText, formatDay, inviteSchema, rosterFull, rosterUse } from './rules';

/** Invite athletes (and coaches, when the plan allows more), and the invitations still pending. */
export function InviteSection({ club }: { club: Club }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const coaches = canInviteCoaches(club);
  const [sent, setSent] = useState<string | null>(null);
  const { register, errors, shell } = useInviteForm({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', kind: 'athlete' },
    serverFields: { email: 'email', kind: 'kind' },
    send: clubApi.invite,
    onSent: async (invitation) => {
      setSent(`Invitation sent to ${invitation.email}. It expires on ${formatDay(invitation.expiresAt)}.`);
      await queryClient.invalidateQueries({ queryKey: clubKeys.invitations(userId) });
    },
    onStart: () => setSent(null),
    errorText,
  });

  return (
    <section className="card club-section" aria-labelledby="club-invite-title">
      <h2 id="club-invite-title">Invite to your club team</h2>
      <p className="club-muted">
        We email a link to join your roster. It works for 14 days. Athletes who accept can ask you to verify their
        results; athletes under 18 have their parent told which club they joined.
      </p>
      {rosterFull(club) ? (
        <p className="club-warning">
          Your roster is full: {rosterUse(club.rosterCount, club.limits)}. A larger plan holds more athletes.
        </p>
      ) : null}
      <InviteForm
        {...shell}
        className="form club-form club-invite-form"
        labelledBy="club-invite-title"
        emailLabel="Email address"
        emailError={errors.email?.message}
        email={register('email')}
        actionsClassName="club-actions"
        buttonClassName="button button--primary"
        footer={
          sent ? (
            <p className="form-message form-message--success" role="status">
              {sent}
            </p>
          ) : null
        }
      >
        {coaches ? (
          <fieldset className="club-fieldset">
            <legend className="field__label">Invite as</legend>
            <div className="club-choices">
              <label className="field--checkbox club-choice">
                <input type="radio" className="field__checkbox" value="athlete" {...register('kind')} /> Athlete
              </label>
              <label className="field--checkbox club-choice">
                <input type="radio" className="field__checkbox" value="coach" {...register('kind')} /> Coach
              </label>
            </div>
            {errors.kind?.message ? <p className="field__error">{errors.kind.message}</p> : null}
          </fieldset>
        ) : (
          <p className="field__hint">Several coaches share one club team on Club Pro. Your club is on {club.plan.name}.</p>
        )}
      </InviteForm>
      <PendingInvitations />
    </section>
  );
}

function PendingInvitations() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQueryOptions(userId));
  const [notice, setNotice] = useState<Notice>(null);
  const revoke = useRevokeInvitation({
    revoke: clubApi.revoke,
    refresh: () => queryClient.invalidateQueries({ queryKey: clubKeys.invitations(userId) }),
    onNotice: setNotice,
    errorText,
  });

  return (
    <>
      <h3 className="club-subheading">Pending invitations</h3>
      <NoticeMessage notice={notice} />
      {invitations.isPending ? (
        <Spinner label="Loading the invitations" fullPage={false} />
      ) : invitations.isError ? (
        <RetryMessage className="field__error" text="The invitations could not be loaded." onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <p className="club-muted">No invitations are waiting for an answer.</p>
      ) : (
        <ul className="club-list" aria-label="Pending invitations">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="club-list__item">
              <div className="club-list__main">
                <span className="club-list__title">{invitation.email}</span>
                <span className="club-muted">
                  {invitation.kind === 'coach' ? 'Coach' : 'Athlete'} · sent {formatDay(invitation.createdAt)} · expires{' '}
                  {formatDay(invitation.expiresAt)}
                </span>
              </div>
              <RevokeButton
                email={invitation.email}
                disabled={revoke.isPending}
                onClick={() => {
                  setNotice(null);
                  revoke.mutate({ id: invitation.id, email: invitation.email });
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
