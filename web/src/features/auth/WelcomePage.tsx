import { useEffect, useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage, TextField } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { confirmEmail, once, resendConfirmation } from './api';
import { AuthLayout, EMAIL_PATTERN, tokenFromHash } from './AuthLayout';
import { useAuth } from './context';

type Confirmation = 'none' | 'checking' | 'confirmed' | 'invalid' | 'failed';

export default function WelcomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [confirmation, setConfirmation] = useState<Confirmation>(token ? 'checking' : 'none');
  const [failure, setFailure] = useState('');

  // The token must not stay in the address bar, the history or a bookmark.
  useEffect(() => {
    if (tokenFromHash(location.hash) === null) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state as unknown });
  }, [location.hash, location.pathname, location.search, location.state, navigate]);

  useEffect(() => {
    if (!token) return;
    let active = true;
    once(`confirm:${token}`, () => confirmEmail(token)).then(
      () => {
        if (active) setConfirmation('confirmed');
      },
      (cause: unknown) => {
        if (!active) return;
        if (isApiError(cause) && cause.code === 'invalid_token') {
          setConfirmation('invalid');
        } else {
          setFailure(isApiError(cause) ? cause.message : 'An unexpected error occurred');
          setConfirmation('failed');
        }
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

  switch (confirmation) {
    case 'checking':
      return <Spinner label="Confirming your email address" />;
    case 'confirmed':
      return (
        <AuthLayout title="Your account is confirmed" icon="success" wide lead="Thanks for confirming your email address. Here is what to do next.">
          <NextSteps />
        </AuthLayout>
      );
    case 'invalid':
      return <InvalidConfirmation />;
    case 'failed':
      return (
        <AuthLayout title="We couldn't confirm your email" icon="warning">
          <FormMessage tone="error">
            <p>{failure}</p>
          </FormMessage>
          <p>Open the link from your email again in a moment.</p>
        </AuthLayout>
      );
    case 'none':
      return (
        <AuthLayout
          title="Welcome to RowRecruit"
          wide
          lead="RowRecruit connects high school rowers, their families and coaches with college rowing programs. Here is how to get started."
        >
          <NextSteps />
        </AuthLayout>
      );
  }
}

function NextSteps() {
  const { user, session } = useAuth();
  const signedIn = user !== null && session?.recovery !== true;
  return (
    <>
      <ol className="next-steps">
        <li>
          <div>
            <h2>Sign in</h2>
            <p>
              {signedIn ? (
                <>You&apos;re signed in as {user.email}.</>
              ) : (
                <>
                  Use the email address and password you registered with. <Link to={paths.login}>Sign in</Link>
                </>
              )}
            </p>
          </div>
        </li>
        <li>
          <div>
            <h2>Complete your athlete profile</h2>
            <p>
              Add your erg scores, academics and graduation year so college coaches can find you.{' '}
              <Link to={signedIn ? paths.profile : paths.login} state={signedIn ? undefined : { from: paths.profile }}>
                Complete your profile
              </Link>
            </p>
          </div>
        </li>
        <li>
          <div>
            <h2>Browse schools</h2>
            <p>
              Explore college rowing programs by division, conference and location.{' '}
              <Link to={paths.schools}>Browse schools</Link>
            </p>
          </div>
        </li>
      </ol>
      <p>
        {signedIn ? (
          <Link className="button button--primary button--block" to={paths.dashboard}>
            Go to your dashboard
          </Link>
        ) : (
          <Link className="button button--primary button--block" to={paths.login} state={{ from: paths.profile }}>
            Sign in and complete your profile
          </Link>
        )}
      </p>
    </>
  );
}

type ResendState = { status: 'idle' | 'sending' } | { status: 'sent'; message: string } | { status: 'error'; message: string; field: boolean };

function InvalidConfirmation() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setState({ status: 'error', message: 'Please enter a valid email address', field: true });
      return;
    }
    setState({ status: 'sending' });
    try {
      const answer = await resendConfirmation(address);
      setState({ status: 'sent', message: answer.message });
    } catch (cause) {
      setState({
        status: 'error',
        message: isApiError(cause) ? cause.message : 'An unexpected error occurred',
        field: isApiError(cause) && cause.fields?.email !== undefined,
      });
    }
  };

  return (
    <AuthLayout title="This confirmation link has expired" icon="warning">
      <FormMessage tone="error">
        <p>
          This confirmation link is invalid or has expired. Links work once and for 24 hours. If you have already
          confirmed your account, you can <Link to={paths.login}>sign in</Link>.
        </p>
      </FormMessage>
      {state.status === 'sent' ? (
        <FormMessage tone="success">
          <p>{state.message}</p>
        </FormMessage>
      ) : (
        <>
          <p className="auth-card__lead">Enter your email address and we&apos;ll send you a new confirmation link.</p>
          {state.status === 'error' && !state.field ? (
            <FormMessage tone="error">
              <p>{state.message}</p>
            </FormMessage>
          ) : null}
          <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
              error={state.status === 'error' && state.field ? state.message : undefined}
              disabled={state.status === 'sending'}
            />
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={state.status === 'sending'}
              aria-busy={state.status === 'sending'}
            >
              {state.status === 'sending' ? 'Sending…' : 'Resend confirmation email'}
            </button>
          </form>
        </>
      )}
      <div className="auth-links">
        <p>
          <Link to={paths.login}>Back to sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
