import { useId, type ComponentProps, type ComponentPropsWithRef } from 'react';
import { FormDialog } from './FormDialog';

export interface PlanOption {
  value: string;
  label: string;
}

/**
 * The console's dialog that sets one account's plan (a program's, a club's, a parent's family
 * plan) until payments exist: the fields the caller gives (a PlanSelect, and whatever else the
 * plan needs), a failure the server gave for no field, and Cancel / Save plan.
 */
export function PlanDialog(props: Omit<ComponentProps<typeof FormDialog>, 'submitLabel' | 'busyLabel' | 'danger' | 'initialFocus'>) {
  return <FormDialog {...props} submitLabel="Save plan" busyLabel="Saving…" />;
}

/**
 * The plan choice of a PlanDialog: a labelled select of `options`, with a hint when the plans
 * could not be loaded and the server's refusal of the choice. Takes the select's own props (a
 * value and onChange, or react-hook-form's register).
 */
export function PlanSelect({
  label,
  options,
  loadFailed,
  error,
  ...select
}: {
  label: string;
  options: readonly PlanOption[];
  /** Shown when the plans could not be loaded. */
  loadFailed?: string;
  error?: string;
} & Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="field__input admin-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {loadFailed ? <p className="field__hint">{loadFailed}</p> : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
