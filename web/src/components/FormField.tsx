import { useId, type ComponentProps, type ReactNode } from 'react';
import './forms.css';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the label and read out with the input. */
  hint?: ReactNode;
  /** Shown under the input in red; marks the input invalid and is read out with it. */
  error?: string | undefined;
  id?: string;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, id, className, 'aria-describedby': extra, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // Also read out a message shown elsewhere (such as the form's error box) when given.
  const describedBy = [hint ? hintId : null, error ? errorId : null, extra ?? null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        className={className ? `field__input ${className}` : 'field__input'}
        aria-invalid={error ? true : undefined}
        {...input}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: string;
  id?: string;
}

export function CheckboxField({ label, id, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="field field--checkbox">
      <input id={inputId} type="checkbox" className="field__checkbox" {...input} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}

interface FormMessageProps {
  /** error: a red box announced at once (role=alert); success: a green box (role=status). */
  tone: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  id?: string;
}

/** The message box above or below a form. */
export function FormMessage({ tone, title, children, id }: FormMessageProps) {
  return (
    <div className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'} id={id}>
      {title ? <p className="form-message__title">{title}</p> : null}
      <div className="form-message__body">{children}</div>
    </div>
  );
}
