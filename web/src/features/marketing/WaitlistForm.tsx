import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { joinWaitlist, waitlistErrorMessage } from './api';
import { InlineForm } from './InlineForm';

/**
 * Email sign-up for launch news: idle → submitting → success, or an inline error. `defaultEmail`
 * carries over an address typed before the form's code had loaded (see `src/site`).
 */
export function WaitlistForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    // No schema: the browser checks the input (required, type) and the server the rest, which
    // keeps a schema library out of the first page's JavaScript.
    defaultValues: { email: defaultEmail },
    ...VALIDATE_ON_SUBMIT,
  });
  /** The address the server put on the list. */
  const [joined, setJoined] = useState<string | null>(null);

  async function join({ email }: { email: string }) {
    try {
      const joined = await joinWaitlist(email);
      setJoined(joined.email);
    } catch (error) {
      setError('email', { type: 'server', message: waitlistErrorMessage(error) });
    }
  }

  if (joined !== null) {
    return (
      <div className="waitlist-success" role="status">
        <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
          <path d="M7 12.5 10.5 16 17 8.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <p className="waitlist-success__title">You&apos;re on the list!</p>
          <p>
            We&apos;ll email <strong>{joined}</strong> as soon as RowRecruit opens.
          </p>
        </div>
      </div>
    );
  }

  return (
    <InlineForm
      name="Join the waitlist"
      className="inline-form"
      label="Email address"
      input={{
        type: 'email',
        autoComplete: 'email',
        placeholder: 'you@example.com',
        ...register('email', { onChange: () => clearErrors('email') }),
      }}
      error={errors.email?.message}
      busy={isSubmitting}
      buttonClassName="button button--primary button--large"
      action="Join Waitlist"
      busyAction="Joining..."
      onSubmit={(event) => void handleSubmit(join)(event)}
    />
  );
}
