import { useState, type SubmitEvent } from 'react';
import { FormMessage, TextField } from '@/components/FormField';
import { PasswordFields, useAuth, validateNewPassword, weakPasswordReasons, type UserRole } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { ChangeEmail } from './ChangeEmail';
import { PrivacySection } from './PrivacySection';
import './settings.css';

const ROLE_LABELS: Record<UserRole, string> = {
  student: 'Student athlete',
  parent: 'Parent or guardian',
  coach: 'Coach',
  admin: 'Administrator',
};

export default function SettingsPage() {
  usePageTitle('Settings');
  const { user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  if (!user) return null;

  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Account</p>
        <h1>Settings</h1>
        <p className="lead">Your account, your password, your privacy choices and where you are signed in.</p>
      </header>
      <div className="settings">
        <section className="card settings__section" aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <dl className="settings__facts">
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Account type</dt>
              <dd>{ROLE_LABELS[user.role]}</dd>
            </div>
            <div>
              <dt>Email confirmed</dt>
              <dd>{user.emailConfirmedAt ? new Date(user.emailConfirmedAt).toLocaleDateString() : 'Not yet'}</dd>
            </div>
          </dl>
        </section>

        <ChangeEmail currentEmail={user.email} />

        <ChangePassword />

        <section className="card settings__section" aria-labelledby="sessions-title">
          <h2 id="sessions-title">Sign out everywhere</h2>
          <p>
            Ends your session on every device and browser where you are signed in to RowRecruit, this one included.
          </p>
          <p>
            <button
              type="button"
              className="button button--secondary"
              disabled={signingOut}
              aria-busy={signingOut}
              onClick={() => {
                setSigningOut(true);
                signOut(paths.home).catch(() => {
                  setSigningOut(false);
                });
              }}
            >
              {signingOut ? 'Signing out…' : 'Sign out everywhere'}
            </button>
          </p>
        </section>

        <PrivacySection />
      </div>
    </div>
  );
}

interface ChangeErrors {
  current?: string;
  password?: string;
  confirm?: string;
}

function ChangePassword() {
  const { changePassword } = useAuth();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ChangeErrors>({});
  const [serverError, setServerError] = useState<{ message: string; reasons: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    setSaved(false);
    const found: ChangeErrors = {
      ...(current === '' ? { current: 'Please enter your current password' } : {}),
      ...validateNewPassword(password, confirm),
    };
    setErrors(found);
    if (found.current || found.password || found.confirm) return;
    setSaving(true);
    try {
      await changePassword(password, current);
      setCurrent('');
      setPassword('');
      setConfirm('');
      setSaved(true);
    } catch (cause) {
      const fields = isApiError(cause) ? cause.fields : undefined;
      if (fields?.currentPassword) {
        setErrors({ current: fields.currentPassword });
      } else {
        setServerError({
          message: isApiError(cause) ? cause.message : 'An unexpected error occurred',
          reasons: weakPasswordReasons(cause),
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card settings__section" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      {saved ? (
        <FormMessage tone="success" title="Your password has been updated.">
          <p>You were signed out on every other device. This browser stays signed in.</p>
        </FormMessage>
      ) : null}
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
        </FormMessage>
      ) : null}
      <form className="form settings__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Current password"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
          }}
          error={errors.current}
          disabled={saving}
        />
        <PasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
          disabled={saving}
        />
        <p>
          <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Updating…' : 'Change password'}
          </button>
        </p>
      </form>
    </section>
  );
}
