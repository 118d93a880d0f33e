import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clubCollegeApi,
  clubCollegeError,
  clubCollegeKeys,
  conversationsQueryOptions,
  formatClubCollegeDay,
  MESSAGE_MAX,
  threadQueryOptions,
  type ClubCollegeConversation,
} from '@/lib/clubCollege';
import { TextAreaField } from './SelectAndTextArea';
import { Spinner } from './Spinner';
import './club-college.css';

/**
 * The conversations of a club's coaches with college programs, as either side reads them: the
 * list (athlete and the other side), the open thread and a reply box. `side` says who reads:
 * a club coach sees the programs, a college coach the clubs.
 */
export function ClubCollegeConversations({
  userId,
  side,
  title,
  intro,
}: {
  userId: string;
  side: 'club' | 'college';
  title: string;
  intro: string;
}) {
  const headingId = useId();
  const list = useQuery({ ...conversationsQueryOptions(userId), enabled: userId !== '' });
  const [openId, setOpenId] = useState<string | null>(null);
  const other = (c: ClubCollegeConversation) => (side === 'club' ? c.program.name : c.club.name);

  return (
    <section className="card club-college" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="club-college__muted">{intro}</p>
      {list.isPending ? (
        <Spinner label="Loading the conversations" fullPage={false} />
      ) : list.isError ? (
        <p className="field__error" role="alert">
          {clubCollegeError(list.error)}{' '}
          <button type="button" className="link-button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      ) : list.data.length === 0 ? (
        <p className="club-college__muted">No conversations yet.</p>
      ) : (
        <div className="club-college__layout">
          <ul className="club-college__list">
            {list.data.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={c.id === openId ? 'club-college__item club-college__item--open' : 'club-college__item'}
                  aria-pressed={c.id === openId}
                  onClick={() => setOpenId(c.id)}
                >
                  <span className="club-college__athlete">{c.athlete.fullName ?? 'Unnamed athlete'}</span>
                  <span className="club-college__muted">
                    {other(c)} · {formatClubCollegeDay(c.lastMessageAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {openId ? <Thread userId={userId} conversationId={openId} /> : <p className="club-college__muted">Choose a conversation to read it.</p>}
        </div>
      )}
    </section>
  );
}

/** One conversation: its messages, oldest first, and a reply box (or why nobody may write). */
export function Thread({ userId, conversationId }: { userId: string; conversationId: string }) {
  const queryClient = useQueryClient();
  const thread = useQuery({ ...threadQueryOptions(userId, conversationId), enabled: userId !== '' });
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const replyId = useId();
  const send = useMutation({
    mutationFn: () => clubCollegeApi.reply(conversationId, body),
    onSuccess: async () => {
      setBody('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clubCollegeKeys.thread(userId, conversationId) }),
        queryClient.invalidateQueries({ queryKey: clubCollegeKeys.conversations(userId) }),
      ]);
    },
    onError: (error) => setFailure(clubCollegeError(error)),
  });

  if (thread.isPending) return <Spinner label="Loading the conversation" fullPage={false} />;
  if (thread.isError) {
    return (
      <p className="field__error" role="alert">
        {clubCollegeError(thread.error)}
      </p>
    );
  }
  const { conversation, messages } = thread.data;
  return (
    <div className="club-college__thread">
      <h3 className="club-college__thread-title">
        {conversation.athlete.fullName ?? 'Unnamed athlete'}: {conversation.club.name} and {conversation.program.name}
      </h3>
      <ol className="club-college__messages" aria-label="Messages">
        {messages.map((m) => (
          <li key={m.id} className={m.mine ? 'club-college__message club-college__message--mine' : 'club-college__message'}>
            <p className="club-college__sender">
              {m.senderName} <span className="club-college__muted">{formatClubCollegeDay(m.sentAt)}</span>
            </p>
            <p className="club-college__body">{m.body}</p>
          </li>
        ))}
      </ol>
      {thread.data.mayWrite ? (
        <form
          className="form club-college__reply"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setFailure(null);
            if (body.trim() === '') {
              setFailure('Write a message first.');
              return;
            }
            send.mutate();
          }}
        >
          <TextAreaField
            id={replyId}
            label="Reply"
            rows={3}
            max={MESSAGE_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          {failure ? (
            <p className="field__error" role="alert">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--small" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send reply'}
          </button>
        </form>
      ) : (
        <p className="club-college__refusal" role="status">
          {thread.data.refusal}
        </p>
      )}
    </div>
  );
}
