import type { ReactNode, RefObject, SubmitEventHandler } from 'react';
import { Dialog } from './Dialog';

/**
 * The console's dialog around one form: the fields the caller gives, a failure the server gave
 * for no field, and Cancel beside the submit button. It is shown only in the console, whose
 * stylesheet (admin.css) styles `admin-modal`.
 */
export function FormDialog({
  title,
  description,
  busy,
  failure,
  submitLabel,
  busyLabel,
  danger = false,
  initialFocus,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  description: ReactNode;
  busy: boolean;
  failure: string | null;
  submitLabel: string;
  /** The submit button's words while the form is sent. */
  busyLabel: string;
  /** The submit button warns that it takes something away. */
  danger?: boolean;
  /** Focused on opening; otherwise the first control is. */
  initialFocus?: RefObject<HTMLElement | null>;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} className="admin-modal" initialFocus={initialFocus} busy={busy} onClose={onCancel} description={description}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {children}
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="admin-modal__actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={danger ? 'button admin-button--danger' : 'button button--primary'} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
