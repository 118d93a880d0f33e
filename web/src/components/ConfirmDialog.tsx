import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { Dialog } from '@/components/Dialog';
import { FormMessage, TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';

interface ConfirmDialogProps {
  title: string;
  /** What happens, read out with the title. */
  consequences: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Asks for the signed-in user's password (this hint says which), sent with the confirmation. */
  passwordHint?: string;
  danger?: boolean;
  /** Makes the change; the dialog is busy until it settles. */
  onConfirm: (password: string) => Promise<unknown>;
  /** Called once `onConfirm` has succeeded (a caller may instead close the dialog itself). */
  onDone?: () => void;
  onCancel: () => void;
  /** Words a failure of `onConfirm`, shown in the dialog. */
  errorText?: (cause: unknown) => string;
}

function defaultErrorText(cause: unknown): string {
  return isApiError(cause) ? cause.message : 'Something went wrong. Please try again.';
}

/**
 * A question before a change that cannot be taken back. Without a password the safe answer
 * (cancel) has the focus; with `passwordHint` the user types their own password first, and a wrong
 * one (422 on `password`) shows on the field.
 */
export function ConfirmDialog({
  title,
  consequences,
  confirmLabel,
  busyLabel,
  cancelLabel,
  passwordHint,
  danger = false,
  onConfirm,
  onDone,
  onCancel,
  errorText = defaultErrorText,
}: ConfirmDialogProps) {
  const password = passwordHint !== undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (password && value === '') {
      setFieldError('Enter your password');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(value);
    } catch (cause) {
      setBusy(false);
      if (password && isApiError(cause) && cause.fields?.password) {
        setFieldError(cause.fields.password);
        inputRef.current?.focus();
      } else {
        setFailure(errorText(cause));
      }
      return;
    }
    setBusy(false);
    onDone?.();
  };

  return (
    <Dialog title={title} description={consequences} onClose={onCancel} busy={busy} initialFocus={password ? inputRef : cancelRef}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {password ? (
          <TextField
            ref={inputRef}
            label="Your password"
            hint={passwordHint}
            type="password"
            name="confirm-password"
            autoComplete="current-password"
            required
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(undefined);
            }}
            error={fieldError}
            disabled={busy}
          />
        ) : null}
        {failure ? (
          <FormMessage tone="error">
            <p>{failure}</p>
          </FormMessage>
        ) : null}
        <div className="dialog__actions">
          <button ref={cancelRef} type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="submit" className={danger ? 'button button--danger' : 'button button--primary'} disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
