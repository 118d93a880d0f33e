import { useId, useState, type SubmitEvent } from 'react';
import { joinWaitlist, waitlistErrorMessage } from './api';

type WaitlistState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; email: string }
  | { status: 'error'; message: string };

/** Email sign-up for launch news: idle → submitting → success, or an inline error. */
export function WaitlistForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<WaitlistState>({ status: 'idle' });
  const inputId = useId();
  const errorId = useId();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ status: 'submitting' });
    try {
      const entry = await joinWaitlist(email);
      setState({ status: 'success', email: entry.email });
    } catch (error) {
      setState({ status: 'error', message: waitlistErrorMessage(error) });
    }
  }

  if (state.status === 'success') {
    return (
      <div className="waitlist-success" role="status">
        <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
          <path d="M7 12.5 10.5 16 17 8.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <p className="waitlist-success__title">You&apos;re on the list!</p>
          <p>
            We&apos;ll email <strong>{state.email}</strong> as soon as RowRecruit opens.
          </p>
        </div>
      </div>
    );
  }

  const busy = state.status === 'submitting';
  const error = state.status === 'error' ? state.message : null;

  return (
    <form className="inline-form" onSubmit={(event) => void submit(event)} aria-label="Join the waitlist">
      <label className="inline-form__label" htmlFor={inputId}>
        Email address
      </label>
      <div className="inline-form__row">
        <input
          id={inputId}
          className="inline-form__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state.status === 'error') setState({ status: 'idle' });
          }}
        />
        <button type="submit" className="button button--primary button--large" disabled={busy} aria-busy={busy}>
          {busy ? 'Joining...' : 'Join Waitlist'}
        </button>
      </div>
      {error ? (
        <p className="inline-form__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
