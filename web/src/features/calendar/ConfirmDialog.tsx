import { useRef } from 'react';
import { Dialog } from '@/components/Dialog';
import './calendar.css';

interface ConfirmDialogProps {
  title: string;
  consequences: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-no question before a change that cannot be taken back; the safe answer has the focus. */
export function ConfirmDialog({ title, consequences, confirmLabel, busyLabel, cancelLabel, busy, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} description={<p>{consequences}</p>} onClose={onCancel} busy={busy} initialFocus={cancelRef} className="calendar-dialog">
      <div className="calendar-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={danger ? 'button button--danger' : 'button button--primary'} disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
