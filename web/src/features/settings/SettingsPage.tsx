import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormMessage, TextField } from '@/components/FormField';
import { WeakPasswordReasons } from '@/components/WeakPasswordReasons';
import { PasswordFields, useAuth, weakPasswordReasons, type UserRole } from '@/features/auth';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { ChangeEmail } from './ChangeEmail';
import { EmailsSection } from './EmailsSection';
import { PrivacySection } from './PrivacySection';
import { changePasswordSchema } from './schemas';
import './settings.css';

const ROLE_LABELS: Record<UserRole, string> = {
  student: 'Student athlete',
  parent: 'Parent or guardian',
  coach: 'Coach',
  admin: 'Administrator',
};

/**
 * `plan`: the "Your plan" section; `exportApi`: the data export API's tokens, for the roles that
 * may hold them. Both composed by the app's route table.
 */
export default function SettingsPage({ plan = null, exportApi = null }: { plan?: ReactNode; exportApi?: ReactNode }) {
  usePageTitle('Settings');
  const { user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  if (!user) return null;

  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Account</p>
        <h1>Settings</h1>
        <p className="lead">Your account, your password, the emails you get, your privacy choices and where you are signed in.</p>
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

        {plan}

        {exportApi}

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

        <EmailsSection />

        <PrivacySection />
      </div>
    </div>
  );
}

function ChangePassword() {
  const { changePassword, user } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordSchema(user?.email ?? '')),
    defaultValues: { 'current-password': '', 'new-password': '', 'confirm-password': '' },
    ...VALIDATE_ON_SUBMIT,
  });
  const [serverError, setServerError] = useState<{ message: string; reasons: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    setServerError(null);
    setSaved(false);
    void handleSubmit(async ({ password, currentPassword }) => {
      setSaving(true);
      try {
        await changePassword(password, currentPassword);
        reset();
        setSaved(true);
      } catch (cause) {
        const { message, onFields } = applyServerErrors(cause, setError, { currentPassword: 'current-password' });
        if (!onFields) setServerError({ message, reasons: weakPasswordReasons(cause) });
      } finally {
        setSaving(false);
      }
    })(event);
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
            <WeakPasswordReasons reasons={serverError.reasons} />
          ) : (
            <p>{serverError.message}</p>
          )}
        </FormMessage>
      ) : null}
      <form className="form settings__form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...register('current-password')}
          error={errors['current-password']?.message}
          disabled={saving}
        />
        <PasswordFields
          password={register('new-password')}
          confirm={register('confirm-password')}
          errors={{ password: errors['new-password']?.message, confirm: errors['confirm-password']?.message }}
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
