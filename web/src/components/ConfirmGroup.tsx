import type { ReactNode } from 'react';

interface ConfirmGroupProps {
  className: string;
  /** The question, as the group's name. */
  label: string;
  /** The question and what follows from it, as shown. */
  text: ReactNode;
  actionsClassName: string;
  /** The red button's text, and its text while the action runs. */
  action: string;
  busyAction: string;
  pending: boolean;
  onConfirm: () => void;
  /** The safe answer's text. */
  cancel: string;
  onCancel: () => void;
}

/** An inline "Remove …?" question: the red button that does it and the safe answer beside it. */
export function ConfirmGroup({ className, label, text, actionsClassName, action, busyAction, pending, onConfirm, cancel, onCancel }: ConfirmGroupProps) {
  return (
    <div className={className} role="group" aria-label={label}>
      <span>{text}</span>
      <div className={actionsClassName}>
        <button type="button" className="button button--danger button--small" disabled={pending} onClick={onConfirm}>
          {pending ? busyAction : action}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>
  );
}
