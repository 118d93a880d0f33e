import { useState, type SubmitEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { CheckboxField, FormMessage, TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { resendConfirmation } from './api';
import { AuthLayout, EMAIL_PATTERN, safeReturnPath } from './AuthLayout';
import { useAuth } from './context';

const REQUIRED = 'Email and password are required';
const INVALID_EMAIL = 'Please enter a valid email address';

interface LoginError {
  message: string;
  code: string;
  fields: { email?: string; password?: string };
}

function toLoginError(error: unknown): LoginError {
  if (isApiError(error)) {
    return {
      message: error.isUnavailable && error.status === 0 ? "We can't reach RowRecruit right now. Check your connection and try again." : error.message,
      code: error.code,
      fields: { email: error.fields?.email, password: error.fields?.password },
    };
  }
  return { message: 'An unexpected error occurred', code: 'unexpected', fields: {} };
}

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

export default function LoginPage() {
  const { user, session, signIn } = useAuth();
  const location = useLocation();
  const routerState = location.state as { from?: unknown; notice?: unknown } | null;
  const from = safeReturnPath(routerState?.from);
  const notice = typeof routerState?.notice === 'string' ? routerState.notice : null;

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });
  const [signedInHere, setSignedInHere] = useState(false);

  // Signed in (a password-recovery session does not count): on to the page the visitor wanted
  // after signing in here, to the dashboard when they arrive already signed in. A notice means the
  // visitor was just signed out (account deleted, password reset): the session still showing is on
  // its way out, so stay and show the notice.
  if (user && session?.recovery !== true && (signedInHere || notice === null)) {
    return <Navigate to={signedInHere ? (from ?? paths.dashboard) : paths.dashboard} replace />;
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setResend({ status: 'idle' });
    const address = email.trim();
    if (address === '' || password === '') {
      setError({
        message: REQUIRED,
        code: 'validation_failed',
        fields: { email: address === '' ? REQUIRED : undefined, password: password === '' ? REQUIRED : undefined },
      });
      return;
    }
    if (!EMAIL_PATTERN.test(address)) {
      setError({ message: INVALID_EMAIL, code: 'validation_failed', fields: { email: INVALID_EMAIL } });
      return;
    }
    setLoading(true);
    try {
      setSignedInHere(true);
      await signIn(address, password, remember);
      // The signed-in render above sends the visitor on.
    } catch (cause) {
      setSignedInHere(false);
      setError(toLoginError(cause));
      setLoading(false);
    }
  };

  const onResend = async () => {
    setResend({ status: 'sending' });
    try {
      await resendConfirmation(email.trim());
      setResend({ status: 'sent' });
    } catch (cause) {
      setResend({ status: 'failed', message: isApiError(cause) ? cause.message : 'An unexpected error occurred' });
    }
  };

  const fieldError = (name: 'email' | 'password') => (error?.fields[name] && error.fields[name] !== error.message ? error.fields[name] : undefined);

  return (
    <AuthLayout title="Sign in" lead="Welcome back. Sign in to reach your dashboard, profile and schools.">
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {error ? (
        <FormMessage tone="error" id="login-error">
          <p>{error.message}</p>
          {error.code === 'email_not_confirmed' && resend.status !== 'sent' ? (
            <p>
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => void onResend()}
                disabled={resend.status === 'sending'}
              >
                {resend.status === 'sending' ? 'Sending…' : 'Resend confirmation email'}
              </button>
            </p>
          ) : null}
          {resend.status === 'failed' ? <p>{resend.message}</p> : null}
        </FormMessage>
      ) : null}
      {resend.status === 'sent' ? <FormMessage tone="success">Check your email for a confirmation link.</FormMessage> : null}
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
          error={fieldError('email')}
          aria-invalid={error?.fields.email ? true : undefined}
          aria-describedby={error?.fields.email ? 'login-error' : undefined}
          disabled={loading}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          error={fieldError('password')}
          aria-invalid={error?.fields.password ? true : undefined}
          aria-describedby={error?.fields.password ? 'login-error' : undefined}
          disabled={loading}
        />
        <div className="auth-row">
          <CheckboxField
            label="Remember me"
            name="remember"
            checked={remember}
            onChange={(event) => {
              setRemember(event.target.checked);
            }}
            disabled={loading}
          />
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={loading} aria-busy={loading}>
          {loading ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <div className="auth-links">
        <p>
          Don&apos;t have an account? <Link to={paths.register}>Sign up</Link>
        </p>
        <p>
          <Link to={paths.home}>← Back to home</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
