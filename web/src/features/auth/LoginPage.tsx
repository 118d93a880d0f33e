import { useState, type SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useLocation } from 'react-router';
import { CheckboxField, FormMessage, TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { applyServerErrors, UNEXPECTED_ERROR, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { paths } from '@/paths';
import { resendConfirmation } from './api';
import { AuthLayout, safeReturnPath } from './AuthLayout';
import { useAuth } from './context';
import { loginSchema } from './schemas';

const UNREACHABLE = "We can't reach RowRecruit right now. Check your connection and try again.";

/** Why the last sign-in failed: the server's message and code. */
interface Failure {
  message: string;
  code: string;
}

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

export default function LoginPage() {
  const { user, session, signIn } = useAuth();
  const location = useLocation();
  const routerState = location.state as { from?: unknown; notice?: unknown } | null;
  const from = safeReturnPath(routerState?.from);
  const notice = typeof routerState?.notice === 'string' ? routerState.notice : null;

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
    ...VALIDATE_ON_SUBMIT,
  });
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });
  const [signedInHere, setSignedInHere] = useState(false);

  // Signed in (a password-recovery session does not count): on to the page the visitor wanted
  // after signing in here, to the dashboard when they arrive already signed in. A notice means the
  // visitor was just signed out (account deleted, password reset): the session still showing is on
  // its way out, so stay and show the notice.
  if (user && session?.recovery !== true && (signedInHere || notice === null)) {
    return <Navigate to={signedInHere ? (from ?? paths.dashboard) : paths.dashboard} replace />;
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    setFailure(null);
    setResend({ status: 'idle' });
    clearErrors();
    void handleSubmit(async ({ email, password, remember }) => {
      setLoading(true);
      try {
        setSignedInHere(true);
        await signIn(email, password, remember);
        // The signed-in render above sends the visitor on.
      } catch (cause) {
        setSignedInHere(false);
        const { message } = applyServerErrors(cause, setError, { email: 'email', password: 'password' });
        setFailure({
          message: isApiError(cause) && cause.isUnavailable && cause.status === 0 ? UNREACHABLE : message,
          code: isApiError(cause) ? cause.code : 'unexpected',
        });
        setLoading(false);
      }
    })(event);
  };

  const onResend = async () => {
    setResend({ status: 'sending' });
    try {
      await resendConfirmation(getValues('email').trim());
      setResend({ status: 'sent' });
    } catch (cause) {
      setResend({ status: 'failed', message: isApiError(cause) ? cause.message : UNEXPECTED_ERROR });
    }
  };

  // A failed check's message heads the box; an input repeats only a message of its own.
  const message = failure?.message ?? errors.email?.message ?? errors.password?.message;
  const fieldError = (name: 'email' | 'password') => {
    const text = errors[name]?.message;
    return text !== message ? text : undefined;
  };

  return (
    <AuthLayout title="Sign in" lead="Welcome back. Sign in to reach your dashboard, profile and schools.">
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {message !== undefined ? (
        <FormMessage tone="error" id="login-error">
          <p>{message}</p>
          {failure?.code === 'email_not_confirmed' && resend.status !== 'sent' ? (
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
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={fieldError('email')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-error' : undefined}
          disabled={loading}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...register('password')}
          error={fieldError('password')}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-error' : undefined}
          disabled={loading}
        />
        <div className="auth-row">
          <CheckboxField
            label="Remember me"
            {...register('remember')}
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
