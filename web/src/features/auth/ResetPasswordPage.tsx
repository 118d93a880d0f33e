import { useEffect, useState, type SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { WeakPasswordReasons } from '@/components/WeakPasswordReasons';
import { isApiError } from '@/lib/api';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { paths } from '@/paths';
import { once } from './api';
import { AuthLayout, tokenFromHash } from './AuthLayout';
import { useAuth } from './context';
import { PasswordFields, weakPasswordReasons } from './PasswordFields';
import { resetPasswordSchema } from './schemas';

export const INVALID_LINK_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_UPDATED_NOTICE = 'Your password has been updated. Sign in with your new password.';

type LinkCheck = 'none' | 'checking' | 'valid' | 'invalid' | 'throttled';

export default function ResetPasswordPage() {
  const { session, loading, startRecovery, changePassword, onAuthStateChange } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [linkCheck, setLinkCheck] = useState<LinkCheck>(token ? 'checking' : 'none');
  const [recoveryEvent, setRecoveryEvent] = useState(false);
  /** The password was changed; the session is gone and the visitor is on the way to /login. */
  const [done, setDone] = useState(false);

  // The token must not stay in the address bar, the history or a bookmark.
  useEffect(() => {
    if (tokenFromHash(location.hash) === null) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state as unknown });
  }, [location.hash, location.pathname, location.search, location.state, navigate]);

  useEffect(() => {
    if (!token) return;
    let active = true;
    once(`recover:${token}`, () => startRecovery(token)).then(
      () => {
        if (active) setLinkCheck('valid');
      },
      (cause: unknown) => {
        // Too many links opened from this address: the link may well be good, so say to wait.
        if (active) setLinkCheck(isApiError(cause) && cause.status === 429 ? 'throttled' : 'invalid');
      },
    );
    return () => {
      active = false;
    };
  }, [token, startRecovery]);

  useEffect(
    () =>
      onAuthStateChange((event) => {
        if (event === 'password-recovery') setRecoveryEvent(true);
      }),
    [onAuthStateChange],
  );

  if (linkCheck === 'checking' || (linkCheck === 'none' && loading)) {
    return <Spinner label="Checking your reset link" />;
  }
  const recovery = done || linkCheck === 'valid' || (linkCheck === 'none' && (recoveryEvent || session?.recovery === true));
  if (linkCheck === 'throttled') return <ThrottledResetLink />;
  if (!recovery) return <InvalidResetLink />;
  return (
    <NewPasswordForm
      onSubmit={async (password) => {
        await changePassword(password);
        setDone(true);
        void navigate(paths.login, { replace: true, state: { notice: PASSWORD_UPDATED_NOTICE } });
      }}
    />
  );
}

function InvalidResetLink() {
  return (
    <AuthLayout title="Invalid Reset Link" icon="warning">
      <FormMessage tone="error">
        <p>{INVALID_LINK_MESSAGE}</p>
      </FormMessage>
      <p>
        <Link className="button button--primary button--block" to={paths.forgotPassword}>
          Request a new reset link
        </Link>
      </p>
      <div className="auth-links">
        <p>
          <Link to={paths.login}>Back to sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}

export const THROTTLED_LINK_MESSAGE =
  'Too many reset links were opened from your network just now. Wait a minute, then open the link from your email again.';

function ThrottledResetLink() {
  return (
    <AuthLayout title="Please wait a moment" icon="warning">
      <FormMessage tone="error">
        <p>{THROTTLED_LINK_MESSAGE}</p>
      </FormMessage>
      <div className="auth-links">
        <p>
          <Link to={paths.login}>Back to sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}

interface ServerError {
  message: string;
  reasons: string[];
  expired: boolean;
}

function NewPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { 'new-password': '', 'confirm-password': '' },
    ...VALIDATE_ON_SUBMIT,
  });
  const [serverError, setServerError] = useState<ServerError | null>(null);
  // Stays on after success: the page is on its way to /login.
  const [saving, setSaving] = useState(false);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    setServerError(null);
    void handleSubmit(async ({ password }) => {
      setSaving(true);
      try {
        await onSubmit(password);
      } catch (cause) {
        setServerError({
          message: applyServerErrors(cause, setError).message,
          reasons: weakPasswordReasons(cause),
          expired: isApiError(cause) && cause.status === 401,
        });
        setSaving(false);
      }
    })(event);
  };

  return (
    <AuthLayout title="Choose a new password" lead="Pick a new password for your RowRecruit account.">
      {serverError ? (
        <FormMessage tone="error">
          {serverError.reasons.length > 0 ? (
            <WeakPasswordReasons reasons={serverError.reasons} />
          ) : (
            <p>{serverError.message}</p>
          )}
          {serverError.expired ? (
            <p>
              <Link to={paths.forgotPassword}>Request a new reset link</Link>
            </p>
          ) : null}
        </FormMessage>
      ) : null}
      <form className="form" noValidate onSubmit={submit}>
        <PasswordFields
          password={register('new-password')}
          confirm={register('confirm-password')}
          errors={{ password: errors['new-password']?.message, confirm: errors['confirm-password']?.message }}
          disabled={saving}
        />
        <button type="submit" className="button button--primary button--block" disabled={saving} aria-busy={saving}>
          {saving ? 'Updating…' : 'Update password'}
        </button>
      </form>
    </AuthLayout>
  );
}
