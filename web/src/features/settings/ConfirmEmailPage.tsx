import { Link } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { AuthLayout, useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { confirmEmailChange } from './api';
import { useLinkAction } from './useLinkAction';

/** Where the link sent to a new email address leads: the change takes effect here. */
export default function ConfirmEmailPage() {
  usePageTitle('Confirm your new email');
  const { user } = useAuth();
  const outcome = useLinkAction('email-change', confirmEmailChange, 'This confirmation link is incomplete. Open it again from your email.');

  switch (outcome.status) {
    case 'checking':
      return <Spinner label="Confirming your new email address" />;
    case 'done':
      return (
        <AuthLayout title="Your email address has changed" icon="success">
          <FormMessage tone="success">
            <p>{outcome.message}</p>
          </FormMessage>
          <p>Use it from now on to sign in.</p>
          <p>
            <Link className="button button--primary" to={user ? paths.settings : paths.login}>
              {user ? 'Back to settings' : 'Sign in'}
            </Link>
          </p>
        </AuthLayout>
      );
    case 'failed':
      return (
        <AuthLayout title="We couldn't change your email" icon="warning">
          <FormMessage tone="error">
            <p>{outcome.message}</p>
          </FormMessage>
          <p>
            <Link to={paths.settings}>Go to settings</Link>
          </p>
        </AuthLayout>
      );
  }
}
