import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import {
  block,
  conversationQueryOptions,
  markRead,
  messageKeys,
  report,
  sendMessage,
  setArchived,
  unblock,
  type NewMessage,
} from './api';
import { Composer } from './Composer';
import { ContactNotice } from './ContactNotice';
import { BlockDialog, ReportDialog } from './ConversationDialogs';
import { otherParty } from './format';
import { ConversationTags } from './Tags';
import { Thread } from './Thread';
import type { ConversationDetail } from './types';
import './messages.css';

/** Reading the conversation marks it read: on opening, and whenever new messages arrive. */
function useMarkReadWhenSeen(conversation: ConversationDetail, userId: string) {
  const queryClient = useQueryClient();
  const detailKey = conversationQueryOptions(userId, conversation.id).queryKey;
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
}

/** Who the conversation is with, and its tags. */
function ConversationHeader({ conversation, title }: { conversation: ConversationDetail; title: string }) {
  return (
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
  );
}

/** Archive, block (or unblock) and report. */
function ConversationActions({
  conversation,
  archiving,
  onArchive,
  onBlock,
  onReport,
}: {
  conversation: ConversationDetail;
  archiving: boolean;
  onArchive: () => void;
  onBlock: () => void;
  onReport: () => void;
}) {
  return (
    <div className="conversation__actions">
      <button type="button" className="button button--secondary button--small" disabled={archiving} onClick={onArchive}>
        {conversation.archived ? 'Move to inbox' : 'Archive'}
      </button>
      {conversation.blocked && !conversation.blockedByMe ? null : (
        <button type="button" className="button button--secondary button--small" onClick={onBlock}>
          {conversation.blocked ? 'Unblock' : 'Block'}
        </button>
      )}
      {conversation.reported ? (
        <span className="message-tag">You reported this conversation</span>
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={onReport}>
          Report
        </button>
      )}
    </div>
  );
}

/** The reply box, or why no message can be sent. */
function ReplySection({ conversation, onSend }: { conversation: ConversationDetail; onSend: (message: NewMessage) => Promise<void> }) {
  const { contact } = conversation;
  return (
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
            onSend={onSend}
          />
        </>
      ) : (
        <ContactNotice contact={contact} fallback="You cannot send messages in this conversation." />
      )}
    </section>
  );
}

/** One conversation with its actions, its messages and the reply box. */
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

  useMarkReadWhenSeen(conversation, userId);

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

  const waiting = conversation.viewerRole === 'athlete' && conversation.waitingForCoach;

  return (
    <>
      <ConversationHeader conversation={conversation} title={title} />

      <ConversationActions
        conversation={conversation}
        archiving={archive.isPending}
        onArchive={() => {
          setNotice(null);
          archive.mutate();
        }}
        onBlock={() => {
          setNotice(null);
          blockChange.reset();
          setDialog('block');
        }}
        onReport={() => {
          setNotice(null);
          setDialog('report');
        }}
      />

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

      <ReplySection conversation={conversation} onSend={send} />

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
