import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useInvitationToken } from '@/lib/useInvitationToken';
import { paths } from '@/paths';
import type { SessionUser } from './api';
import { AuthLayout } from './AuthLayout';
import { useAuth } from './context';

/** A screen the invitation page ends on: after accepting, or instead of the offer to accept. */
export interface InvitationOutcome {
  title: string;
  icon: 'success' | 'warning';
  body: ReactNode;
  link: { to: string; label: string; secondary?: boolean };
}

/** What one kind of invitation link says and does; the page around it is the same for all. */
export interface InvitationConfig<Accepted> {
  /** The page's own address, where signing in comes back to. */
  path: string;
  /** Keeps the token for this tab while the visitor signs in or signs up and comes back. */
  tokenKey: string;
  accept: (token: string) => Promise<Accepted>;
  /** The queries an accepted invitation changes, re-read once it is accepted. */
  changes: (userId: string) => QueryKey;
  /** A refusal of the server in plain words. */
  errorText: (error: unknown) => string;
  /** Where to get a new link when this one came without its token. */
  incompleteHint: string;
  signedOut: { title: string; lead: string; register: { to: string; label: string }; note: string };
  offer: { title: string; lead: string; notNowTo: string };
  accepted: (answer: Accepted) => InvitationOutcome;
  /** Why this signed-in user cannot accept, if they cannot. */
  refusal?: (user: SessionUser) => InvitationOutcome | null;
}

function Outcome({ outcome }: { outcome: InvitationOutcome }) {
  return (
    <AuthLayout title={outcome.title} icon={outcome.icon}>
      {outcome.body}
      <Link className={outcome.link.secondary ? 'button button--secondary' : 'button button--primary'} to={outcome.link.to}>
        {outcome.link.label}
      </Link>
    </AuthLayout>
  );
}

/**
 * The page of an invitation link (`…#token=…`) from an email. Signed out, it asks to sign in or
 * create an account and keeps the token for the way back; signed in, it offers to accept.
 */
export function InvitationPage<Accepted>({ config }: { config: InvitationConfig<Accepted> }) {
  const { token, forget } = useInvitationToken(config.tokenKey);
  const { user, session, loading } = useAuth();
  const queryClient = useQueryClient();

  const accept = useMutation({
    mutationFn: config.accept,
    onSuccess: async () => {
      forget();
      await queryClient.invalidateQueries({ queryKey: config.changes(user?.id ?? '') });
    },
  });

  if (loading) return <Spinner label="Loading your invitation" />;

  if (token === null) {
    return (
      <AuthLayout title="This invitation link is incomplete" icon="warning">
        <p>Open the link from your invitation email again, or {config.incompleteHint}.</p>
      </AuthLayout>
    );
  }

  const signedIn = user !== null && session?.recovery !== true;
  if (!signedIn) {
    const { title, lead, register, note } = config.signedOut;
    return (
      <AuthLayout title={title} icon="mail" lead={lead}>
        <p>Use the email address the invitation was sent to.</p>
        <div className="invitation__actions">
          <Link className="button button--primary" to={paths.login} state={{ from: config.path }}>
            Sign in to accept
          </Link>
          <Link className="button button--secondary" to={register.to}>
            {register.label}
          </Link>
        </div>
        <p className="invitation__note">{note}</p>
      </AuthLayout>
    );
  }

  if (accept.isSuccess) return <Outcome outcome={config.accepted(accept.data)} />;

  const refusal = config.refusal?.(user) ?? null;
  if (refusal) return <Outcome outcome={refusal} />;

  return (
    <AuthLayout title={config.offer.title} lead={config.offer.lead}>
      <p>
        You are signed in as <strong>{user.email}</strong>.
      </p>
      {accept.isError ? (
        <FormMessage tone="error" title="The invitation could not be accepted.">
          <p>{config.errorText(accept.error)}</p>
        </FormMessage>
      ) : null}
      <div className="invitation__actions">
        <button type="button" className="button button--primary" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
          {accept.isPending ? 'Accepting…' : 'Accept invitation'}
        </button>
        <Link className="button button--secondary" to={config.offer.notNowTo}>
          Not now
        </Link>
      </div>
    </AuthLayout>
  );
}
