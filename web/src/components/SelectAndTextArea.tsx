import { useId, type ComponentProps, type ReactNode } from 'react';
import './forms.css';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
  /** Shown under the label and read out with the select. */
  hint?: ReactNode;
  id: string;
  children: ReactNode;
}

/** A labelled select, styled and described like TextField. */
export function SelectField({ label, error, hint, id, children, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id' | 'value'> {
  label: string;
  error?: string | undefined;
  id: string;
  value: string;
  /** The most characters allowed; a counter shows how many are used. */
  max: number;
}

/** A labelled textarea with a live character counter. */
export function TextAreaField({ label, error, id, value, max, ...textarea }: TextAreaFieldProps) {
  const counterId = useId();
  const errorId = `${id}-error`;
  const count = value.length;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__textarea"
        value={value}
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
        {...textarea}
      />
      <p className={count >= max ? 'field__counter field__counter--full' : 'field__counter'} id={counterId}>
        {count}/{max} characters
      </p>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
