import { useId, type ComponentProps } from 'react';

interface InlineFormProps {
  /** The form's accessible name. */
  name: string;
  className: string;
  label: string;
  /** The input's own attributes, with what `register` gives. */
  input: ComponentProps<'input'>;
  error: string | undefined;
  busy: boolean;
  buttonClassName: string;
  /** The button's text, and its text while busy. */
  action: string;
  busyAction: string;
  onSubmit: ComponentProps<'form'>['onSubmit'];
}

/** A one-input form of the coming-soon page: label, input and button on a row, the error below. */
export function InlineForm({ name, className, label, input, error, busy, buttonClassName, action, busyAction, onSubmit }: InlineFormProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <form className={className} onSubmit={onSubmit} aria-label={name}>
      <label className="inline-form__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="inline-form__row">
        <input
          id={inputId}
          className="inline-form__input"
          required
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={buttonClassName} disabled={busy} aria-busy={busy}>
          {busy ? busyAction : action}
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
