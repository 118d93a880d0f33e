import { useState, type SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { FormMessage, TextField } from '@/components/FormField';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { paths } from '@/paths';
import { requestPasswordReset } from './api';
import { AuthLayout } from './AuthLayout';
import { forgotPasswordSchema } from './schemas';

export default function ForgotPasswordPage() {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' }, ...VALIDATE_ON_SUBMIT });
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    setFailure(null);
    clearErrors();
    void handleSubmit(async ({ email }) => {
      setLoading(true);
      try {
        await requestPasswordReset(email);
        setSentTo(email);
      } catch (cause) {
        const { message, onFields } = applyServerErrors(cause, setError, { email: 'email' });
        if (!onFields) setFailure(message);
      } finally {
        setLoading(false);
      }
    })(event);
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
      {failure ? (
        <FormMessage tone="error" id="forgot-error">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={errors.email?.message}
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
