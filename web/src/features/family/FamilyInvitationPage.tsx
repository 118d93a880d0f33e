import { generatePath, Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { AuthLayout, useAuth } from '@/features/auth';
import { useInvitationToken } from '@/lib/useInvitationToken';
import { paths } from '@/paths';
import { familyApi, familyKeys } from './api';
import { invitationErrorText } from './rules';
import './family.css';

/** The invitation's token, kept for this tab while the visitor signs in or signs up and comes back. */
export const FAMILY_TOKEN_KEY = 'familyInvitationToken';

/**
 * /family-invitation#token=…: the link an athlete's invitation emails to their parent. Signed
 * out, it asks to sign in or create a parent account and keeps the token for the way back;
 * signed in as a parent, it accepts.
 */
export default function FamilyInvitationPage() {
  const { token, forget } = useInvitationToken(FAMILY_TOKEN_KEY);
  const { user, session, loading } = useAuth();
  const queryClient = useQueryClient();

  const accept = useMutation({
    mutationFn: familyApi.acceptInvitation,
    onSuccess: async () => {
      forget();
      await queryClient.invalidateQueries({ queryKey: familyKeys.all(user?.id ?? '') });
    },
  });

  if (loading) return <Spinner label="Loading your invitation" />;

  if (token === null) {
    return (
      <AuthLayout title="This invitation link is incomplete" icon="warning">
        <p>Open the link from your invitation email again, or ask your child to send a new invitation from their dashboard.</p>
      </AuthLayout>
    );
  }

  const signedIn = user !== null && session?.recovery !== true;
  if (!signedIn) {
    return (
      <AuthLayout
        title="Follow your child's recruiting on RowRecruit"
        icon="mail"
        lead="Your child invited you to their parent portal. Sign in with your parent account, or create one, to accept."
      >
        <p>Use the email address the invitation was sent to.</p>
        <div className="family-invitation__actions">
          <Link className="button button--primary" to={paths.login} state={{ from: paths.familyInvitation }}>
            Sign in to accept
          </Link>
          <Link className="button button--secondary" to={`${paths.register}?role=parent`}>
            Create a parent account
          </Link>
        </div>
        <p className="family-muted">
          After creating your account and confirming your email, open the invitation link from the email again.
        </p>
      </AuthLayout>
    );
  }

  if (accept.isSuccess) {
    // The child may not have given a name yet.
    const given = accept.data.childName?.trim() ?? '';
    const name = given === '' ? 'your child' : given;
    return (
      <AuthLayout title={`You now follow ${name}`} icon="success">
        <p>
          You see their profile, results, saved schools and every message, and you steer their privacy choices while they
          are under 18.
        </p>
        <Link className="button button--primary" to={generatePath(paths.familyChild, { id: accept.data.childId })}>
          Open {name}&apos;s recruiting
        </Link>
      </AuthLayout>
    );
  }

  if (user.role !== 'parent') {
    return (
      <AuthLayout title="Sign in with a parent account" icon="warning">
        <p>
          You are signed in as <strong>{user.email}</strong>, which is not a parent account. Family invitations are accepted
          with a parent or guardian account: sign out, then sign in with yours or create one.
        </p>
        <Link className="button button--secondary" to={paths.dashboard}>
          Go to your dashboard
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Follow your child's recruiting" lead="Your child invited you to follow their recruiting on RowRecruit.">
      <p>
        You are signed in as <strong>{user.email}</strong>.
      </p>
      {accept.isError ? (
        <FormMessage tone="error" title="The invitation could not be accepted.">
          <p>{invitationErrorText(accept.error)}</p>
        </FormMessage>
      ) : null}
      <div className="family-invitation__actions">
        <button type="button" className="button button--primary" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
          {accept.isPending ? 'Accepting…' : 'Accept invitation'}
        </button>
        <Link className="button button--secondary" to={paths.family}>
          Not now
        </Link>
      </div>
    </AuthLayout>
  );
}
