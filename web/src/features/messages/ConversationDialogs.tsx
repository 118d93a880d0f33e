import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FormField';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { REPORT_REASON_MAX_CHARS } from './api';
import { countChars } from './format';
import { reportFields, type ReportValues } from './schemas';

/** Asks before blocking or unblocking: both change who may write. */
export function BlockDialog({
  blocking,
  title,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  blocking: boolean;
  title: string;
  busy: boolean;
  error: Error | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={blocking ? `Block ${title}?` : `Unblock ${title}?`}
      busy={busy}
      onClose={onCancel}
      initialFocus={cancelRef}
      className="messages-dialog"
      description={
        <p>
          {blocking
            ? 'Nobody can send messages in this conversation afterwards, you included. The messages stay, and you can unblock it later.'
            : 'Both sides can write in this conversation again, within the NCAA contact rules.'}
        </p>
      }
    >
      {error ? (
        <FormMessage tone="error">
          <p>{error.message}</p>
        </FormMessage>
      ) : null}
      <div className="messages-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className={blocking ? 'button button--danger' : 'button button--primary'}
          disabled={busy}
          onClick={onConfirm}
        >
          {blocking ? 'Block' : 'Unblock'}
        </button>
      </div>
    </Dialog>
  );
}

/** Tells the operators what is wrong, in the viewer's words. */
export function ReportDialog({
  title,
  onReport,
  onCancel,
}: {
  title: string;
  onReport: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, setFocus, formState } = useForm<
    ReportValues,
    unknown,
    z.output<typeof reportFields>
  >({
    resolver: zodResolver(reportFields),
    defaultValues: { reason: '' },
    ...VALIDATE_ON_SUBMIT,
  });
  const reason = useWatch({ control, name: 'reason' });
  const reasonError = formState.errors.reason?.message;
  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onReport(values.reason);
      } catch (error) {
        const { message, onFields } = applyServerErrors(error, setError, { reason: 'reason' });
        if (onFields) setFocus('reason');
        else setFailure(message);
      }
    },
    () => setFocus('reason'),
  );
  return (
    <Dialog
      title={`Report ${title}`}
      busy={formState.isSubmitting}
      onClose={onCancel}
      className="messages-dialog"
      description={
        <p>
          RowRecruit&apos;s team reads every report and can see the whole conversation. Reporting does not block it; block
          it as well if you want no more messages.
        </p>
      }
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            What is wrong?
          </label>
          <textarea
            id={`${id}-reason`}
            className="field__input field__textarea"
            rows={4}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-count${reasonError ? ` ${id}-error` : ''}`}
            {...register('reason')}
          />
          <p className="field__counter" id={`${id}-count`}>
            {countChars(reason).toLocaleString('en-US')} / {REPORT_REASON_MAX_CHARS.toLocaleString('en-US')} characters
          </p>
          {reasonError ? (
            <p className="field__error" id={`${id}-error`}>
              {reasonError}
            </p>
          ) : null}
        </div>
        {failure ? (
          <FormMessage tone="error">
            <p>{failure}</p>
          </FormMessage>
        ) : null}
        <div className="messages-dialog__actions">
          <button type="button" className="button button--secondary" disabled={formState.isSubmitting} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending…' : 'Send report'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
