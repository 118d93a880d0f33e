import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { Dialog } from '@/components/Dialog';
import { FormMessage, TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { errorText } from './rules';

interface ConfirmDialogProps {
  title: string;
  /** What happens, read out with the title. */
  consequences: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** The parent's password is asked for and sent with the confirmation. */
  password: boolean;
  danger?: boolean;
  onConfirm: (password: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A confirmation of one of the parent's rights. With `password`, the parent types their own
 * password: a wrong one (422 on `password`) shows on the field.
 */
export function ConfirmDialog({
  title,
  consequences,
  confirmLabel,
  busyLabel,
  cancelLabel,
  password,
  danger = false,
  onConfirm,
  onDone,
  onCancel,
}: ConfirmDialogProps) {
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
      if (isApiError(cause) && cause.fields?.password) {
        setFieldError(cause.fields.password);
        inputRef.current?.focus();
      } else {
        setFailure(errorText(cause));
      }
      return;
    }
    setBusy(false);
    onDone();
  };

  return (
    <Dialog
      title={title}
      description={consequences}
      onClose={onCancel}
      busy={busy}
      initialFocus={password ? inputRef : cancelRef}
      className="family-dialog"
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {password ? (
          <TextField
            ref={inputRef}
            label="Your password"
            hint="The password of your parent account, to confirm it is you."
            type="password"
            name="family-confirm-password"
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
        <div className="family-dialog__actions">
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
