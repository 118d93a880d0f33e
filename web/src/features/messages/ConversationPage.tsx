import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import {
  block,
  conversationQueryOptions,
  markRead,
  messageKeys,
  report,
  REPORT_REASON_MAX_CHARS,
  sendMessage,
  setArchived,
  unblock,
  type NewMessage,
} from './api';
import { Composer } from './Composer';
import { ContactNotice } from './ContactNotice';
import { countChars, otherParty } from './format';
import { reportFields, type ReportValues } from './schemas';
import { ConversationTags } from './Tags';
import { Thread } from './Thread';
import type { ConversationDetail } from './types';
import './messages.css';

/** Asks before blocking or unblocking: both change who may write. */
function BlockDialog({
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
function ReportDialog({
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

function Conversation({ conversation, userId }: { conversation: ConversationDetail; userId: string }) {
  const queryClient = useQueryClient();
  const detailKey = conversationQueryOptions(userId, conversation.id).queryKey;
  const title = otherParty(conversation, conversation.viewerRole);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: detailKey }),
      queryClient.invalidateQueries({ queryKey: messageKeys.inboxes(userId) }),
    ]);

  // Reading the conversation marks it read: on opening, and whenever new messages arrive.
  const { mutate: markAsRead } = useMutation({
    mutationFn: () => markRead(conversation.id),
    onSuccess: () => {
      queryClient.setQueryData(detailKey, (current) => (current ? { ...current, unread: 0 } : current));
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread(userId) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.inboxes(userId) });
    },
  });
  const newest = conversation.messages.at(-1)?.id;
  const hasUnread = conversation.unread > 0;
  useEffect(() => {
    if (hasUnread) markAsRead();
  }, [newest, hasUnread, markAsRead]);

  const archive = useMutation({
    mutationFn: () => setArchived(conversation.id, !conversation.archived),
    onSuccess: async () => {
      await refresh();
      setNotice(conversation.archived ? 'Moved back to your inbox.' : 'Archived. It comes back to your inbox when a new message arrives.');
    },
  });
  const blocking = !conversation.blocked;
  const blockChange = useMutation({
    mutationFn: () => (blocking ? block(conversation.id) : unblock(conversation.id)),
    onSuccess: async () => {
      await refresh();
      setDialog(null);
      setNotice(blocking ? 'Blocked. Nobody can send messages in this conversation.' : 'Unblocked.');
    },
  });

  const send = async (message: NewMessage) => {
    const sent = await sendMessage(conversation.id, message);
    queryClient.setQueryData(detailKey, (current) =>
      current ? { ...current, messages: [...current.messages, sent] } : current,
    );
    await refresh();
  };

  const { contact } = conversation;
  const waiting = conversation.viewerRole === 'athlete' && conversation.waitingForCoach;

  return (
    <>
      <header className="page-header conversation__header">
        <h1>{title}</h1>
        {conversation.viewerRole === 'athlete' && conversation.program.division ? (
          <p className="conversation__meta">
            {['I', 'II', 'III'].includes(conversation.program.division)
              ? `NCAA Division ${conversation.program.division}`
              : conversation.program.division}
          </p>
        ) : null}
        <ConversationTags conversation={conversation} showArchived />
      </header>

      <div className="conversation__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={archive.isPending}
          onClick={() => {
            setNotice(null);
            archive.mutate();
          }}
        >
          {conversation.archived ? 'Move to inbox' : 'Archive'}
        </button>
        {conversation.blocked && !conversation.blockedByMe ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setNotice(null);
              blockChange.reset();
              setDialog('block');
            }}
          >
            {conversation.blocked ? 'Unblock' : 'Block'}
          </button>
        )}
        {conversation.reported ? (
          <span className="message-tag">You reported this conversation</span>
        ) : (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setNotice(null);
              setDialog('report');
            }}
          >
            Report
          </button>
        )}
      </div>

      {notice ? (
        <p ref={noticeRef} tabIndex={-1} className="form-message form-message--success conversation__notice" role="status">
          {notice}
        </p>
      ) : null}
      {archive.isError ? (
        <FormMessage tone="error">
          <p>{archive.error.message}</p>
        </FormMessage>
      ) : null}

      {waiting ? (
        <div className="notice notice--info conversation__notice" role="note">
          <p>
            Your message is waiting: no coach of {conversation.program.name} is verified on RowRecruit yet. It will reach
            the program&apos;s coaches once one is verified.
          </p>
        </div>
      ) : null}

      <Thread conversation={conversation} title={title} />

      <section className="conversation__reply" aria-labelledby="reply-heading">
        <h2 id="reply-heading" className="conversation__reply-heading">
          Reply
        </h2>
        {contact.mayWrite ? (
          <>
            {contact.allowedKinds.includes('message') ? null : <ContactNotice contact={contact} />}
            <Composer
              key={contact.allowedKinds.join()}
              label="Your message"
              allowedKinds={contact.allowedKinds}
              chooseKind={conversation.viewerRole === 'coach'}
              onSend={send}
            />
          </>
        ) : (
          <ContactNotice contact={contact} fallback="You cannot send messages in this conversation." />
        )}
      </section>

      {dialog === 'block' ? (
        <BlockDialog
          blocking={blocking}
          title={title}
          busy={blockChange.isPending}
          error={blockChange.error}
          onConfirm={() => blockChange.mutate()}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'report' ? (
        <ReportDialog
          title={title}
          onCancel={() => setDialog(null)}
          onReport={async (reason) => {
            await report(conversation.id, reason);
            await refresh();
            setDialog(null);
            setNotice('Thank you. RowRecruit’s team will look at this conversation.');
          }}
        />
      ) : null}
    </>
  );
}

/** /messages/:id: one conversation, its reply box, and archive, block and report. */
export default function ConversationPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const conversation = useQuery({ ...conversationQueryOptions(userId, id), enabled: user !== null && id !== '' });
  const data = conversation.data;
  usePageTitle(data ? otherParty(data, data.viewerRole) : 'Conversation');

  return (
    <div className="container page conversation">
      <Link className="messages-back" to={paths.messages}>
        ← All messages
      </Link>
      {conversation.isPending ? (
        <Spinner label="Loading the conversation" fullPage={false} />
      ) : conversation.isError ? (
        isApiError(conversation.error) && conversation.error.status === 404 ? (
          <>
            <h1>Conversation not found</h1>
            <p>
              There is no conversation of yours at this address. <Link to={paths.messages}>See your messages</Link>.
            </p>
          </>
        ) : (
          <FormMessage tone="error" title="The conversation could not be loaded.">
            <p>
              {conversation.error.message}{' '}
              <button type="button" className="link-button" onClick={() => void conversation.refetch()}>
                Try again
              </button>
            </p>
          </FormMessage>
        )
      ) : (
        <Conversation conversation={conversation.data} userId={userId} />
      )}
    </div>
  );
}
