import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/paths';
import { accessCodeErrorMessage, checkAccessCode, rememberPreviewAccess } from './api';

/** Opens the full site before launch for visitors who were given the preview access code. */
export function AccessCodeForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await checkAccessCode(code);
      rememberPreviewAccess();
      void navigate(paths.landing);
    } catch (caught) {
      setError(accessCodeErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <form className="inline-form inline-form--compact" onSubmit={(event) => void submit(event)} aria-label="Preview access">
      <label className="inline-form__label" htmlFor={inputId}>
        Have a preview access code?
      </label>
      <div className="inline-form__row">
        <input
          id={inputId}
          className="inline-form__input"
          type="password"
          name="access-code"
          autoComplete="off"
          required
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button button--secondary button--large" disabled={busy} aria-busy={busy}>
          {busy ? 'Checking...' : 'Access Full Site'}
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
