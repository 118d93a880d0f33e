import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { AuthLayout, once, tokenFromHash, useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { undoEmailChange } from './api';

type Outcome = { status: 'checking' } | { status: 'undone'; message: string } | { status: 'failed'; message: string };

/**
 * Where the link sent to the old address after an email change leads: the old address comes back
 * and every session is signed out, so the owner is asked to choose a new password.
 */
export default function UndoEmailChangePage() {
  usePageTitle('Undo the email change');
  const location = useLocation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { status: 'checking' } : { status: 'failed', message: 'This link is incomplete. Open it again from your email.' },
  );

  // The token must not stay in the address bar, the history or a bookmark.
  useEffect(() => {
    if (tokenFromHash(location.hash) === null) return;
    void navigate({ pathname: location.pathname }, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  useEffect(() => {
    if (!token) return;
    let active = true;
    once(`email-change-undo:${token}`, () => undoEmailChange(token)).then(
      (answer) => {
        if (!active) return;
        setOutcome({ status: 'undone', message: answer.message });
        // Every session has ended, this browser's too.
        void refresh();
      },
      (cause: unknown) => {
        if (active) setOutcome({ status: 'failed', message: isApiError(cause) ? cause.message : 'An unexpected error occurred' });
      },
    );
    return () => {
      active = false;
    };
  }, [token, refresh]);

  switch (outcome.status) {
    case 'checking':
      return <Spinner label="Putting your email address back" />;
    case 'undone':
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
