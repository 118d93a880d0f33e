import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export interface ServerFailure {
  /** The error's general message (a fixed text when it is not an ApiError). */
  message: string;
  /** True when at least one input was given the server's message for it. */
  onFields: boolean;
}

/**
 * Shows a failed request's field errors on the form's inputs. `fields` maps the server's field
 * names (`{error:{fields:{newEmail:…}}}`) to the form's; fields the form does not map are left out.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, Path<T>>> = {},
): ServerFailure {
  if (!isApiError(error)) return { message: UNEXPECTED_ERROR, onFields: false };
  let onFields = false;
  for (const [serverName, formName] of Object.entries(fields)) {
    const message = error.fields?.[serverName];
    if (message === undefined) continue;
    setError(formName, { type: 'server', message });
    onFields = true;
  }
  return { message: error.message, onFields };
}

/** Errors show when the form is sent and stay until it is sent again; focus stays where it is. */
export const VALIDATE_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/**
 * Moves the focus to the form's first invalid input (in the order shown) once the errors are on
 * screen: call the returned function when a save is refused; the focus moves on the first render
 * that shows an input marked invalid.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const pending = useRef(false);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!pending.current) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      pending.current = false;
      invalid.focus();
    }
  });
  return useCallback(() => {
    pending.current = true;
    setTick((n) => n + 1);
  }, []);
}
