import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { sendSupportRequest, type SupportRequest } from './api';
import { MESSAGE_MAX, SUBJECT_MAX, supportRequestSchema, TOPIC_LABELS, type SupportRequestValues } from './rules';

/** The server's field names are the form's. */
const SERVER_FIELDS = { subject: 'subject', topic: 'topic', message: 'message' } as const;

const EMPTY: SupportRequestValues = { subject: '', topic: '', message: '' };

/** Writes to the operators: a subject, an optional topic and the message. */
export function SupportForm({ onSent }: { onSent: (sent: SupportRequest) => Promise<void> | void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<SupportRequest | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: EMPTY,
    ...VALIDATE_ON_SUBMIT,
  });
  const message = useWatch({ control, name: 'message' });

  const send = useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: async (request) => {
      reset(EMPTY);
      setSent(request);
      await onSent(request);
    },
    onError: (error) => {
      const { message: text, onFields } = applyServerErrors(error, setError, SERVER_FIELDS);
      setFailure(onFields ? null : text);
      focusFirstInvalid();
    },
  });

  return (
    <form
      ref={formRef}
      className="form support-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        setFailure(null);
        setSent(null);
        void handleSubmit((values) => {
          send.mutate(values);
        }, focusFirstInvalid)(event);
      }}
    >
      <h2 id={`${id}-title`}>Write to us</h2>
      <p className="support-form__intro">
        Tell us what you need and we answer here and by email. Please leave out passwords and card numbers.
      </p>
      <TextField label="Subject" maxLength={SUBJECT_MAX} error={errors.subject?.message} {...register('subject')} />
      <SelectField id={`${id}-topic`} label="Topic (optional)" error={errors.topic?.message} {...register('topic')}>
        <option value="">Choose a topic</option>
        {Object.entries(TOPIC_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...register('message')}
        id={`${id}-message`}
        label="Message"
        rows={7}
        max={MESSAGE_MAX}
        value={message}
        error={errors.message?.message}
      />
      {failure ? (
        <FormMessage tone="error" title="Your request was not sent.">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      {sent ? (
        <FormMessage tone="success">
          <p>
            Thank you. “{sent.subject}” is with our team{sent.priority ? ', marked priority' : ''}; our answer will be on
            this page and in your email.
          </p>
        </FormMessage>
      ) : null}
      <div className="support-form__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send request'}
        </button>
      </div>
    </form>
  );
}
