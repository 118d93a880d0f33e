import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { AuthLayout, once, tokenFromHash, useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { confirmEmailChange } from './api';

type Outcome = { status: 'checking' } | { status: 'changed'; message: string } | { status: 'failed'; message: string };

/** Where the link sent to a new email address leads: the change takes effect here. */
export default function ConfirmEmailPage() {
  usePageTitle('Confirm your new email');
  const location = useLocation();
  const navigate = useNavigate();
  const { user, refresh } = useAuth();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { status: 'checking' } : { status: 'failed', message: 'This confirmation link is incomplete. Open it again from your email.' },
  );

  // The token must not stay in the address bar, the history or a bookmark.
  useEffect(() => {
    if (tokenFromHash(location.hash) === null) return;
    void navigate({ pathname: location.pathname }, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  useEffect(() => {
    if (!token) return;
    let active = true;
    once(`email-change:${token}`, () => confirmEmailChange(token)).then(
      (answer) => {
        if (!active) return;
        setOutcome({ status: 'changed', message: answer.message });
        // The signed-in session shows the new address from now on.
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
      return <Spinner label="Confirming your new email address" />;
    case 'changed':
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
