import { useState, type SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormMessage, TextField } from '@/components/FormField';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { requestEmailChange } from './api';
import { changeEmailSchema } from './schemas';

/** The new address must confirm the change by following a link before the email changes. */
export function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changeEmailSchema(currentEmail)),
    defaultValues: { 'new-email': '', 'email-change-password': '' },
    ...VALIDATE_ON_SUBMIT,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    setFailure(null);
    setSent(null);
    void handleSubmit(async ({ newEmail, password }) => {
      setSending(true);
      try {
        const answer = await requestEmailChange(newEmail, password);
        setSent(answer.message);
        reset();
      } catch (cause) {
        const { message, onFields } = applyServerErrors(cause, setError, {
          newEmail: 'new-email',
          password: 'email-change-password',
        });
        if (!onFields) setFailure(message);
      } finally {
        setSending(false);
      }
    })(event);
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
      <form className="form settings__form" noValidate onSubmit={onSubmit}>
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          required
          {...register('new-email', {
            onChange: () => {
              clearErrors('new-email');
            },
          })}
          error={errors['new-email']?.message}
          disabled={sending}
        />
        <TextField
          label="Password"
          hint="To confirm it is you"
          type="password"
          autoComplete="current-password"
          required
          {...register('email-change-password', {
            onChange: () => {
              clearErrors('email-change-password');
            },
          })}
          error={errors['email-change-password']?.message}
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
