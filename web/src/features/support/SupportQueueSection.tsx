import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { TextAreaField } from '@/components/SelectAndTextArea';
import { Spinner } from '@/components/Spinner';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { answerSupportRequest, supportKeys, supportQueueQueryOptions, type QueuedSupportRequest } from './api';
import { formatWhen } from './format';
import { ANSWER_MAX, supportAnswerSchema, TOPIC_LABELS } from './rules';
import './support.css';

const ROLE_LABELS: Record<QueuedSupportRequest['role'], string> = {
  student: 'Athlete',
  parent: 'Parent',
  coach: 'Coach',
  admin: 'Operator',
};

/** The operator's answer to one open request. */
function AnswerForm({ request, onAnswered }: { request: QueuedSupportRequest; onAnswered: () => Promise<void> }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(supportAnswerSchema), defaultValues: { answer: '' }, ...VALIDATE_ON_SUBMIT });
  const answer = useWatch({ control, name: 'answer' });
  const send = useMutation({
    mutationFn: (text: string) => answerSupportRequest(request.id, text),
    onSuccess: onAnswered,
    onError: (error) => {
      const { message, onFields } = applyServerErrors(error, setError, { answer: 'answer' });
      setFailure(onFields ? null : message);
    },
  });
  return (
    <form
      className="form support-answer-form"
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit((values) => {
          send.mutate(values.answer);
        })(event);
      }}
    >
      <TextAreaField
        {...register('answer')}
        id={`${id}-answer`}
        label={`Answer to ${request.email}`}
        rows={5}
        max={ANSWER_MAX}
        value={answer}
        error={errors.answer?.message}
      />
      {failure ? (
        <FormMessage tone="error" title="The answer was not sent.">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <button type="submit" className="button button--primary button--small" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send answer and close'}
      </button>
    </form>
  );
}

function QueueItem({ request, onAnswered }: { request: QueuedSupportRequest; onAnswered: () => Promise<void> }) {
  const open = request.status === 'open';
  return (
    <li className={request.priority && open ? 'card support-request support-request--priority' : 'card support-request'}>
      <div className="support-request__head">
        <h3>{request.subject}</h3>
        {request.priority ? <span className="support-status support-status--priority">Priority</span> : null}
        <span className={open ? 'support-status' : 'support-status support-status--answered'}>{open ? 'Open' : 'Answered'}</span>
      </div>
      <p className="support-request__meta">
        {request.email} ({ROLE_LABELS[request.role]}) · sent <time dateTime={request.sentAt}>{formatWhen(request.sentAt)}</time>
        {request.topic ? ` · ${TOPIC_LABELS[request.topic]}` : ''}
      </p>
      <p className="support-request__text">{request.message}</p>
      {open ? (
        <AnswerForm request={request} onAnswered={onAnswered} />
      ) : (
        <section className="support-answer" aria-label={`Answer to ${request.subject}`}>
          <h4>
            Answered{request.answeredBy ? ` by ${request.answeredBy}` : ''}
            {request.answeredAt ? (
              <>
                , <time dateTime={request.answeredAt}>{formatWhen(request.answeredAt)}</time>
              </>
            ) : null}
          </h4>
          <p className="support-request__text">{request.answer}</p>
        </section>
      )}
    </li>
  );
}

/** The console's support queue: open requests first, priority ones on top, the oldest first. */
export default function SupportQueueSection() {
  const queryClient = useQueryClient();
  const queue = useQuery(supportQueueQueryOptions());
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const answered = (request: QueuedSupportRequest) => async () => {
    await queryClient.invalidateQueries({ queryKey: supportKeys.queue });
    setNotice(`“${request.subject}” is answered and closed; ${request.email} was emailed.`);
  };

  const open = queue.data?.filter((request) => request.status === 'open').length ?? 0;

  return (
    <div className="support-queue">
      <h2>Support requests</h2>
      <p className="support-queue__intro">
        Open requests first, those from plans with priority support on top, then the oldest. Answering closes the request,
        emails the user and is recorded in the audit log.
      </p>
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} className="form-message form-message--success" role="status">
          {notice}
        </p>
      ) : null}
      {queue.isPending ? (
        <Spinner label="Loading the support requests" fullPage={false} />
      ) : queue.isError ? (
        <FormMessage tone="error" title="The support requests could not be loaded.">
          <p>
            {queue.error.message}{' '}
            <button type="button" className="link-button" onClick={() => void queue.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : (
        <>
          <p className="support-queue__count">{open === 1 ? '1 open request' : `${open} open requests`}</p>
          {queue.data.length === 0 ? (
            <p className="support-empty">No support requests yet.</p>
          ) : (
            <ul className="support-requests">
              {queue.data.map((request) => (
                <QueueItem key={request.id} request={request} onAnswered={answered(request)} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
