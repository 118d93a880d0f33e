import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { accessCodeErrorMessage, checkAccessCode, rememberPreviewAccess } from './api';

interface AccessCodeFormProps {
  /** Goes on to the landing page once the code is accepted. */
  onOpened: () => void;
  /** A code typed before the form's code had loaded (see `src/site`). */
  defaultCode?: string;
}

/** Opens the full site before launch for visitors who were given the preview access code. */
export function AccessCodeForm({ onOpened, defaultCode = '' }: AccessCodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm({
    // No schema: the browser checks the input (required, type) and the server the rest, which
    // keeps a schema library out of the first page's JavaScript.
    defaultValues: { 'access-code': defaultCode },
    ...VALIDATE_ON_SUBMIT,
  });
  // A right code keeps the button busy until the landing page replaces the form.
  const busy = isSubmitting || isSubmitSuccessful;
  const inputId = useId();
  const errorId = useId();

  async function open(values: { 'access-code': string }) {
    try {
      await checkAccessCode(values['access-code']);
      rememberPreviewAccess();
      onOpened();
    } catch (caught) {
      setError('access-code', { type: 'server', message: accessCodeErrorMessage(caught) });
    }
  }

  const error = errors['access-code']?.message;

  return (
    <form className="inline-form inline-form--compact" onSubmit={(event) => void handleSubmit(open)(event)} aria-label="Preview access">
      <label className="inline-form__label" htmlFor={inputId}>
        Have a preview access code?
      </label>
      <div className="inline-form__row">
        <input
          id={inputId}
          className="inline-form__input"
          type="password"
          autoComplete="off"
          required
          {...register('access-code', { onChange: () => clearErrors('access-code') })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
