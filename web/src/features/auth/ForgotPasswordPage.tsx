import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { FormMessage, TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { requestPasswordReset } from './api';
import { AuthLayout, EMAIL_PATTERN } from './AuthLayout';

const INVALID_EMAIL = 'Please enter a valid email address';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ message: string; field: boolean } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    if (address === '') {
      setError({ message: 'Email is required', field: true });
      return;
    }
    if (!EMAIL_PATTERN.test(address)) {
      setError({ message: INVALID_EMAIL, field: true });
      return;
    }
    setLoading(true);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (cause) {
      setError({
        message: isApiError(cause) ? cause.message : 'An unexpected error occurred',
        field: isApiError(cause) && cause.fields?.email !== undefined,
      });
    } finally {
      setLoading(false);
    }
  };

  if (sentTo !== null) {
    return (
      <AuthLayout title="Check your email!" icon="mail">
        <FormMessage tone="success">
          <p>
            If an account exists for <strong>{sentTo}</strong>, we&apos;ve sent a password reset link to it.
          </p>
        </FormMessage>
        <p className="auth-card__lead">
          The link works once and expires in 1 hour. Didn&apos;t get it? Check your spam folder, or{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setSentTo(null);
            }}
          >
            try again
          </button>
          .
        </p>
        <div className="auth-links">
          <p>
            <Link to={paths.login}>Back to sign in</Link>
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      lead="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      {error && !error.field ? (
        <FormMessage tone="error" id="forgot-error">
          <p>{error.message}</p>
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
          error={error?.field ? error.message : undefined}
          disabled={loading}
        />
        <button type="submit" className="button button--primary button--block" disabled={loading} aria-busy={loading}>
          {loading ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <div className="auth-links">
        <p>
          Remembered it? <Link to={paths.login}>Back to sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
