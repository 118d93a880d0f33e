import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmGroup } from '@/components/ConfirmGroup';
import { InviteForm, useInviteForm } from '@/components/InviteForm';
import { NoticeMessage, RetryMessage, type Notice } from '@/components/Notice';
import { RevokeButton, useRevokeInvitation } from '@/components/RevokeInvitation';
import { useAuth } from '@/features/auth';
import {
  athleteFamilyApi,
  familyInvitationsQueryOptions,
  familyKeys,
  parentsQueryOptions,
  type LinkedParent,
} from './api';
import { errorText, formatDay, parentInviteSchema, parentName, relationLabel, RELATIONS } from './rules';
import './family.css';

/**
 * The athlete dashboard's "Parents" card (handed to the dashboard by the app's route table): the
 * linked parents, the 18th-birthday decision, inviting a parent and the pending invitations.
 */
export default function ParentsCard() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const athlete = user?.role === 'student';
  const parents = useQuery({ ...parentsQueryOptions(userId), enabled: athlete });
  const [notice, setNotice] = useState<Notice>(null);
  if (!athlete) return null;

  return (
    <article className="card dashboard-card family-parents-card" aria-labelledby="dash-parents">
      <h3 id="dash-parents">Parents</h3>
      <p className="family-muted">
        A linked parent sees your profile, results, saved schools and messages. They never write to coaches for you.
      </p>
      <NoticeMessage notice={notice} />
      {parents.isPending ? (
        <p className="family-muted">Loading your parents…</p>
      ) : parents.isError ? (
        <RetryMessage text="Your parents could not be loaded." onRetry={() => void parents.refetch()} />
      ) : (
        <LinkedParents parents={parents.data} onNotice={setNotice} />
      )}
      <InviteParent onNotice={setNotice} />
      <PendingInvitations onNotice={setNotice} />
    </article>
  );
}

function useRefresh() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: familyKeys.all(user?.id ?? '') });
}

function LinkedParents({ parents, onNotice }: { parents: LinkedParent[]; onNotice: (notice: Notice) => void }) {
  if (parents.length === 0) {
    return <p>No parent is linked yet. Invite one below.</p>;
  }
  return (
    <div className="family-card-part">
      <h4>Linked</h4>
      <ul className="family-card-list">
        {parents.map((parent) => (
          <ParentItem key={parent.parentId} parent={parent} onNotice={onNotice} />
        ))}
      </ul>
    </div>
  );
}

function ParentItem({ parent, onNotice }: { parent: LinkedParent; onNotice: (notice: Notice) => void }) {
  const refresh = useRefresh();
  const name = parentName(parent);
  const [removing, setRemoving] = useState(false);
  const keep = useMutation({
    mutationFn: () => athleteFamilyApi.keep(parent.parentId),
    onSuccess: async () => {
      onNotice({ tone: 'success', text: `${name} keeps seeing your recruiting. You can remove them at any time.` });
      await refresh();
    },
    onError: (error) => onNotice({ tone: 'error', text: errorText(error) }),
  });
  const remove = useMutation({
    mutationFn: () => athleteFamilyApi.remove(parent.parentId),
    onSuccess: async () => {
      setRemoving(false);
      onNotice({ tone: 'success', text: `${name} no longer sees your recruiting.` });
      await refresh();
    },
    onError: (error) => {
      setRemoving(false);
      onNotice({ tone: 'error', text: errorText(error) });
    },
  });

  return (
    <li>
      <p className="family-card-line">
        <strong>{name}</strong>{' '}
        <span className="family-muted">
          · {relationLabel(parent.relation)} · linked {formatDay(parent.linkedAt)}
          {parent.gaveConsent ? ' · gave consent' : parent.rights === 'full' ? ' · full parental rights' : ''}
        </span>
      </p>
      {parent.name ? <p className="family-muted family-card-email">{parent.email}</p> : null}
      {removing ? (
        <ConfirmGroup
          className="family-confirm"
          label={`Remove ${name}?`}
          text={`Remove ${name}? They stop seeing your recruiting at once.`}
          actionsClassName="family-actions"
          action="Remove"
          busyAction="Removing…"
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          cancel="Cancel"
          onCancel={() => setRemoving(false)}
        />
      ) : parent.decisionNeeded ? (
        <div className="family-decision" role="group" aria-label={`Decide whether ${name} keeps seeing your recruiting`}>
          <p>
            <strong>You&apos;re 18:</strong> decide whether {name} keeps seeing your recruiting.
          </p>
          <div className="family-actions">
            <button
              type="button"
              className="button button--primary button--small"
              disabled={keep.isPending}
              onClick={() => {
                onNotice(null);
                keep.mutate();
              }}
            >
              {keep.isPending ? 'Keeping…' : 'Keep'}{' '}
              <span className="visually-hidden">{name}</span>
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={keep.isPending}
              onClick={() => {
                onNotice(null);
                setRemoving(true);
              }}
            >
              Remove{' '}<span className="visually-hidden">{name}</span>
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            onNotice(null);
            setRemoving(true);
          }}
        >
          Remove{' '}<span className="visually-hidden">{name}</span>
        </button>
      )}
    </li>
  );
}

function InviteParent({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const refresh = useRefresh();
  const { register, errors, shell } = useInviteForm({
    resolver: zodResolver(parentInviteSchema),
    defaultValues: { email: '', relation: 'parent' },
    serverFields: { email: 'email', relation: 'relation' },
    send: athleteFamilyApi.invite,
    onSent: async (invitation) => {
      onNotice({
        tone: 'success',
        text: `Invitation sent to ${invitation.email}. The link works until ${formatDay(invitation.expiresAt)}.`,
      });
      await refresh();
    },
    onStart: () => onNotice(null),
    errorText,
  });

  return (
    <div className="family-card-part">
      <h4 id="dash-parents-invite">Invite a parent</h4>
      <InviteForm
        {...shell}
        className="form family-invite-form"
        labelledBy="dash-parents-invite"
        emailLabel="Parent's email address"
        emailError={errors.email?.message}
        email={register('email')}
        actionsClassName="family-actions"
        buttonClassName="button button--secondary"
        footer={<p className="family-muted">We email them a link that works for 14 days. An athlete can have two parents linked.</p>}
      >
        <fieldset className="family-fieldset">
          <legend className="field__label">They are your</legend>
          <div className="family-choices">
            {RELATIONS.map((relation) => (
              <label key={relation.value} className="field--checkbox family-choice">
                <input type="radio" className="field__checkbox" value={relation.value} {...register('relation')} /> {relation.label}
              </label>
            ))}
          </div>
        </fieldset>
      </InviteForm>
    </div>
  );
}

function PendingInvitations({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { user } = useAuth();
  const refresh = useRefresh();
  const invitations = useQuery(familyInvitationsQueryOptions(user?.id ?? ''));
  const revoke = useRevokeInvitation({ revoke: athleteFamilyApi.revoke, refresh, onNotice, errorText });
  if (!invitations.isSuccess || invitations.data.length === 0) return null;
  return (
    <div className="family-card-part">
      <h4>Pending invitations</h4>
      <ul className="family-card-list" aria-label="Pending invitations">
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="family-card-row">
            <span>
              <strong className="family-card-email">{invitation.email}</strong>{' '}
              <span className="family-muted">
                · {relationLabel(invitation.relation)} · sent {formatDay(invitation.createdAt)} · expires{' '}
                {formatDay(invitation.expiresAt)}
              </span>
            </span>
            <RevokeButton
              email={invitation.email}
              disabled={revoke.isPending}
              onClick={() => {
                onNotice(null);
                revoke.mutate({ id: invitation.id, email: invitation.email });
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
