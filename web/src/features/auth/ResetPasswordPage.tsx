import { useEffect, useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { once } from './api';
import { AuthLayout, tokenFromHash } from './AuthLayout';
import { useAuth } from './context';
import { PasswordFields, validateNewPassword, weakPasswordReasons, type NewPasswordErrors } from './PasswordFields';

export const INVALID_LINK_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_UPDATED_NOTICE = 'Your password has been updated. Sign in with your new password.';

type LinkCheck = 'none' | 'checking' | 'valid' | 'invalid';

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
      () => {
        if (active) setLinkCheck('invalid');
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

interface ServerError {
  message: string;
  reasons: string[];
  expired: boolean;
}

function NewPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    setSaving(true);
    try {
      await onSubmit(password);
    } catch (cause) {
      setServerError({
        message: isApiError(cause) ? cause.message : 'An unexpected error occurred',
        reasons: weakPasswordReasons(cause),
        expired: isApiError(cause) && cause.status === 401,
      });
      setSaving(false);
    }
  };

  return (
    <AuthLayout title="Choose a new password" lead="Pick a new password for your RowRecruit account.">
      {serverError ? (
        <FormMessage tone="error">
          {serverError.reasons.length > 0 ? (
            <>
              <p>Please choose a stronger password:</p>
              <ul>
                {serverError.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
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
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
          disabled={saving}
        />
        <button type="submit" className="button button--primary button--block" disabled={saving} aria-busy={saving}>
          {saving ? 'Updating…' : 'Update password'}
        </button>
      </form>
    </AuthLayout>
  );
}
