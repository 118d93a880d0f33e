import { Link } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { AuthLayout } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { undoEmailChange } from './api';
import { useLinkAction } from './useLinkAction';

/**
 * Where the link sent to the old address after an email change leads: the old address comes back
 * and every session is signed out, so the owner is asked to choose a new password.
 */
export default function UndoEmailChangePage() {
  usePageTitle('Undo the email change');
  const outcome = useLinkAction('email-change-undo', undoEmailChange, 'This link is incomplete. Open it again from your email.');

  switch (outcome.status) {
    case 'checking':
      return <Spinner label="Putting your email address back" />;
    case 'done':
      return (
        <AuthLayout title="Your email address is back" icon="success">
          <FormMessage tone="success">
            <p>{outcome.message}</p>
          </FormMessage>
          <p>
            <Link className="button button--primary" to={paths.forgotPassword}>
              Reset my password
            </Link>
          </p>
        </AuthLayout>
      );
    case 'failed':
      return (
        <AuthLayout title="We couldn't undo the change" icon="warning">
          <FormMessage tone="error">
            <p>{outcome.message}</p>
          </FormMessage>
          <p>
            <Link to={paths.forgotPassword}>Reset your password</Link>
          </p>
        </AuthLayout>
      );
  }
}
