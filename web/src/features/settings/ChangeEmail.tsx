import { useState, type SubmitEvent } from 'react';
import { FormMessage, TextField } from '@/components/FormField';
import { EMAIL_PATTERN } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { requestEmailChange } from './api';

interface EmailErrors {
  newEmail?: string;
  password?: string;
}

/** The new address must confirm the change by following a link before the email changes. */
export function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<EmailErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    const address = newEmail.trim();
    const found: EmailErrors = {};
    if (address === '') found.newEmail = 'Please enter your new email address';
    else if (!EMAIL_PATTERN.test(address)) found.newEmail = 'Please enter a valid email address';
    else if (address.toLowerCase() === currentEmail.toLowerCase()) found.newEmail = 'This is already your email address';
    if (password === '') found.password = 'Please enter your password';
    setErrors(found);
    if (found.newEmail || found.password) return;
    setSending(true);
    try {
      const answer = await requestEmailChange(address, password);
      setSent(answer.message);
      setNewEmail('');
      setPassword('');
    } catch (cause) {
      if (isApiError(cause) && cause.fields && (cause.fields.newEmail || cause.fields.password)) {
        setErrors({ newEmail: cause.fields.newEmail, password: cause.fields.password });
      } else {
        setFailure(isApiError(cause) ? cause.message : 'An unexpected error occurred');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card settings__section" aria-labelledby="email-title">
      <h2 id="email-title">Change email</h2>
      <p>
        We send a link to the new address. Your email changes when you follow it; until then you keep signing in with{' '}
        <strong>{currentEmail}</strong>.
      </p>
      {sent ? (
        <FormMessage tone="success" title="Check your new inbox">
          <p>{sent}</p>
        </FormMessage>
      ) : null}
      {failure ? (
        <FormMessage tone="error">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <form className="form settings__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="New email address"
          type="email"
          name="new-email"
          autoComplete="email"
          required
          value={newEmail}
          onChange={(event) => {
            setNewEmail(event.target.value);
            setErrors((previous) => ({ ...previous, newEmail: undefined }));
          }}
          error={errors.newEmail}
          disabled={sending}
        />
        <TextField
          label="Password"
          hint="To confirm it is you"
          type="password"
          name="email-change-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((previous) => ({ ...previous, password: undefined }));
          }}
          error={errors.password}
          disabled={sending}
        />
        <p>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? 'Sending…' : 'Send confirmation link'}
          </button>
        </p>
      </form>
    </section>
  );
}
