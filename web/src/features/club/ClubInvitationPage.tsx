import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { AuthLayout, useAuth } from '@/features/auth';
import { useInvitationToken } from '@/lib/useInvitationToken';
import { paths } from '@/paths';
import { athleteClubApi } from './api';
import { invitationErrorText, WAITING_FOR_PARENT } from './rules';
import './club.css';

/** The invitation's token, kept for this tab while the visitor signs in and comes back. */
const TOKEN_KEY = 'clubInvitationToken';

/**
 * /club-invitation#token=…: the link from a club's invitation email. Signed out, it asks to sign in
 * or create an account and keeps the token for the way back; signed in, it accepts.
 */
export default function ClubInvitationPage() {
  const { token, forget } = useInvitationToken(TOKEN_KEY);
  const { user, session, loading } = useAuth();
  const queryClient = useQueryClient();

  const accept = useMutation({
    mutationFn: athleteClubApi.acceptToken,
    onSuccess: async () => {
      forget();
      await queryClient.invalidateQueries({ queryKey: ['club'] });
    },
  });

  if (loading) return <Spinner label="Loading your invitation" />;

  if (token === null) {
    return (
      <AuthLayout title="This invitation link is incomplete" icon="warning">
        <p>Open the link from your invitation email again, or ask your club coach to send a new invitation.</p>
      </AuthLayout>
    );
  }

  const signedIn = user !== null && session?.recovery !== true;
  if (!signedIn) {
    return (
      <AuthLayout
        title="Join your club team on RowRecruit"
        icon="mail"
        lead="Your club coach invited you. Sign in, or create an account, to accept the invitation."
      >
        <p>Use the email address the invitation was sent to.</p>
        <div className="club-invitation__actions">
          <Link className="button button--primary" to={paths.login} state={{ from: paths.clubInvitation }}>
            Sign in to accept
          </Link>
          <Link className="button button--secondary" to={paths.register}>
            Create an account
          </Link>
        </div>
        <p className="club-muted">
          After creating your account and confirming your email, open the invitation link from the email again. Athletes
          also find the invitation on their dashboard.
        </p>
      </AuthLayout>
    );
  }

  if (accept.isSuccess && accept.data.waitingForParent) {
    return (
      <AuthLayout title={`You accepted ${accept.data.clubName}'s invitation`} icon="success">
        <p>{WAITING_FOR_PARENT}</p>
        <Link className="button button--primary" to={paths.dashboard}>
          Go to your dashboard
        </Link>
      </AuthLayout>
    );
  }

  if (accept.isSuccess) {
    const coach = accept.data.kind === 'coach';
    return (
      <AuthLayout title={`You joined ${accept.data.clubName}`} icon="success">
        <p>
          {coach
            ? 'An administrator checks your coaching role at this club, usually within 2 business days, before you can work with its roster.'
            : 'Your club coach can now see your profile’s progress, and you can ask them to verify your erg tests and race results.'}
        </p>
        <Link className="button button--primary" to={coach ? paths.club : paths.dashboard}>
          {coach ? 'Open your club page' : 'Go to your dashboard'}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Join your club team" lead="A club coach invited you to their team on RowRecruit.">
      <p>
        You are signed in as <strong>{user.email}</strong>.
      </p>
      {accept.isError ? (
        <FormMessage tone="error" title="The invitation could not be accepted.">
          <p>{invitationErrorText(accept.error)}</p>
        </FormMessage>
      ) : null}
      <div className="club-invitation__actions">
        <button type="button" className="button button--primary" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
          {accept.isPending ? 'Accepting…' : 'Accept invitation'}
        </button>
        <Link className="button button--secondary" to={paths.dashboard}>
          Not now
        </Link>
      </div>
    </AuthLayout>
  );
}
