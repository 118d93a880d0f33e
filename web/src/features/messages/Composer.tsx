import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormMessage } from '@/components/FormField';
import { SelectField } from '@/components/SelectAndTextArea';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { MESSAGE_MAX_CHARS, type NewMessage } from './api';
import { countChars, KIND_LABELS } from './format';
import { messageFields, type MessageValues } from './schemas';
import type { MessageKind } from './types';

interface ComposerProps {
  /** The text box's label. */
  label: string;
  /** The kinds the server allows now; the first one is picked unless a plain message is allowed. */
  allowedKinds: MessageKind[];
  /** Coaches choose the kind; athletes always send a plain message. */
  chooseKind: boolean;
  submitLabel?: string;
  /** Shown above the text box and read out with it, e.g. that the message will wait. */
  note?: ReactNode;
  /** Sends the message; a rejection is shown and the text is kept. */
  onSend: (message: NewMessage) => Promise<unknown>;
}

function firstKind(allowed: MessageKind[]): MessageKind {
  return allowed.includes('message') ? 'message' : (allowed[0] ?? 'message');
}

/** Writes a message: a labelled text box with a live character count and, for coaches, the kind. */
export function Composer({ label, allowedKinds, chooseKind, submitLabel = 'Send', note, onSend }: ComposerProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, reset, formState } = useForm<
    MessageValues,
    unknown,
    z.output<typeof messageFields>
  >({
    resolver: zodResolver(messageFields),
    defaultValues: { body: '', kind: firstKind(allowedKinds) },
    ...VALIDATE_ON_SUBMIT,
  });
  const body = useWatch({ control, name: 'body' });
  const count = countChars(body);
  const over = count > MESSAGE_MAX_CHARS;
  const bodyError = formState.errors.body?.message;
  const ids = { body: `${id}-body`, note: `${id}-note`, count: `${id}-count`, error: `${id}-error` };
  const describedBy = [note ? ids.note : null, ids.count, bodyError ? ids.error : null].filter(Boolean).join(' ');

  const onSubmit = handleSubmit(
    async ({ body: text, kind }) => {
      setFailure(null);
      try {
        await onSend(chooseKind ? { body: text, kind } : { body: text });
        reset({ body: '', kind });
      } catch (error) {
        // The text stays in the box, so nothing written is lost.
        const { message, onFields } = applyServerErrors(error, setError, { body: 'body', kind: 'kind' });
        setFailure(message);
        if (onFields) focusFirstInvalid();
      }
    },
    () => focusFirstInvalid(),
  );

  return (
    <form ref={formRef} className="form composer" noValidate onSubmit={(event) => void onSubmit(event)}>
      {chooseKind && allowedKinds.length > 1 ? (
        <SelectField
          id={`${id}-kind`}
          label="Send as"
          error={formState.errors.kind?.message}
          {...register('kind')}
        >
          {allowedKinds.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={ids.body}>
          {label}
        </label>
        {note ? (
          <div className="field__hint composer__note" id={ids.note}>
            {note}
          </div>
        ) : null}
        <textarea
          id={ids.body}
          className="field__input field__textarea"
          rows={5}
          aria-invalid={bodyError || over ? true : undefined}
          aria-describedby={describedBy}
          {...register('body')}
        />
        <p id={ids.count} className={over ? 'field__counter composer__count--over' : 'field__counter'}>
          {count.toLocaleString('en-US')} / {MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters
        </p>
        {/* Said once when the text passes the limit, not on every key. */}
        <p className="visually-hidden" aria-live="polite">
          {over ? `Your message is longer than ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters.` : ''}
        </p>
        {bodyError ? (
          <p className="field__error" id={ids.error}>
            {bodyError}
          </p>
        ) : null}
      </div>
      {failure ? (
        <FormMessage tone="error" title="Your message was not sent.">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <div className="composer__actions">
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
