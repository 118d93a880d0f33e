import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog } from '@/components/FormDialog';
import { isApiError } from '@/lib/api';
import type { CoachRow } from './api';
import { rejectSchema } from './rejectSchema';
import { errorText } from './sectionUi';

const REASON_MAX = 500;

/** Asks for the reason a coach account is not verified; the coach is emailed it. */
interface RejectCoachDialogProps {
  coach: CoachRow;
  onCancel: () => void;
  onReject: (reason: string) => void;
  busy: boolean;
  serverError: unknown;
}

export function RejectCoachDialog({ coach, onCancel, onReject, busy, serverError }: RejectCoachDialogProps) {
  // The reason is checked when the form is sent, and from then on as it changes.
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { ref: registerReason, ...reasonField } = register('reason');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;

  const fieldError = errors.reason?.message ?? (isApiError(serverError) ? serverError.fields?.reason : undefined);
  const otherError = serverError && !(isApiError(serverError) && serverError.fields?.reason) ? errorText(serverError) : null;

  return (
    <FormDialog
      title="Reject coach"
      initialFocus={fieldRef}
      busy={busy}
      failure={otherError}
      submitLabel="Reject coach"
      busyLabel="Rejecting…"
      danger
      onCancel={onCancel}
      onSubmit={(event) => void handleSubmit(({ reason }) => onReject(reason), () => setFocus('reason'))(event)}
      description={
        <p>
          <strong className="admin-modal__email">{coach.email}</strong> is told by email that their coach account was not
          verified, with your reason.
        </p>
      }
    >
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          Reason (sent to the coach)
        </label>
        <p className="field__hint" id={hintId}>
          Up to {REASON_MAX} characters.
        </p>
        <textarea
          ref={(element) => {
            registerReason(element);
            fieldRef.current = element;
          }}
          id={fieldId}
          className="field__input admin-textarea"
          rows={4}
          maxLength={REASON_MAX}
          required
          {...reasonField}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
        />
        {fieldError ? (
          <p className="field__error" id={errorId}>
            {fieldError}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
