import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { clubApi, clubKeys, invitationsQueryOptions, type Club, type InvitationKind } from './api';
import { canInviteCoaches, errorText, formatDay, inviteSchema, rosterFull, rosterUse } from './rules';

/** Invite athletes (and coaches, when the plan allows more), and the invitations still pending. */
export function InviteSection({ club }: { club: Club }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const coaches = canInviteCoaches(club);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', kind: 'athlete' as InvitationKind },
    ...VALIDATE_ON_SUBMIT,
  });

  const invite = useMutation({
    mutationFn: clubApi.invite,
    onSuccess: async (invitation) => {
      reset({ email: '', kind: 'athlete' });
      setSent(
        `Invitation sent to ${invitation.email}. It expires on ${formatDay(invitation.expiresAt)}.`,
      );
      await queryClient.invalidateQueries({ queryKey: clubKeys.invitations(userId) });
    },
    onError: (error) => {
      const { onFields } = applyServerErrors(error, setError, { email: 'email', kind: 'kind' });
      if (onFields) focusFirstInvalid();
      setFailure(onFields ? null : errorText(error));
    },
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
      <form
        ref={formRef}
        className="form club-form club-invite-form"
        noValidate
        aria-labelledby="club-invite-title"
        onSubmit={(event) => {
          setFailure(null);
          setSent(null);
          void handleSubmit((values) => invite.mutate(values), focusFirstInvalid)(event);
        }}
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
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
        {failure ? (
          <FormMessage tone="error">
            <p>{failure}</p>
          </FormMessage>
        ) : null}
        {sent ? (
          <p className="form-message form-message--success" role="status">
            {sent}
          </p>
        ) : null}
        <div className="club-actions">
          <button type="submit" className="button button--primary" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </button>
        </div>
      </form>
      <PendingInvitations />
    </section>
  );
}

function PendingInvitations() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQueryOptions(userId));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const revoke = useMutation({
    mutationFn: ({ id }: { id: string; email: string }) => clubApi.revoke(id),
    onSuccess: async (_, { email }) => {
      setNotice({ tone: 'success', text: `The invitation to ${email} was revoked.` });
      await queryClient.invalidateQueries({ queryKey: clubKeys.invitations(userId) });
    },
    onError: (error, { email }) => {
      setNotice({ tone: 'error', text: `The invitation to ${email} could not be revoked. ${errorText(error)}` });
    },
  });

  return (
    <>
      <h3 className="club-subheading">Pending invitations</h3>
      {notice ? (
        <p className={`form-message form-message--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      {invitations.isPending ? (
        <Spinner label="Loading the invitations" fullPage={false} />
      ) : invitations.isError ? (
        <p className="field__error">
          The invitations could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void invitations.refetch()}>
            Try again
          </button>
        </p>
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
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={revoke.isPending}
                onClick={() => {
                  setNotice(null);
                  revoke.mutate({ id: invitation.id, email: invitation.email });
                }}
              >
                Revoke{' '}<span className="visually-hidden">the invitation to {invitation.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
