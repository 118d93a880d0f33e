import { MessageMeta } from './MessageMeta';
import { MessageText } from './MessageText';
import type { ConversationDetail, ThreadMessage } from './types';

/**
 * The messages, oldest first; the viewer's own last message says who has seen it. `ownName`
 * names the viewer's side ("You", or the athlete's name when their parent reads along).
 */
export function Thread({ conversation, title, ownName = 'You' }: { conversation: ConversationDetail; title: string; ownName?: string }) {
  const lastMine = conversation.messages.findLast((message) => message.mine);
  return (
    // A log: screen readers read out messages that arrive while the page is open.
    <div className="thread" role="log" aria-label={`Messages with ${title}`}>
      {conversation.messages.length === 0 ? (
        <p className="thread__empty">No messages yet.</p>
      ) : (
        <ol className="thread__list">
          {conversation.messages.map((message) => (
            <ThreadItem key={message.id} message={message} receipt={message === lastMine} ownName={ownName} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ThreadItem({ message, receipt, ownName }: { message: ThreadMessage; receipt: boolean; ownName: string }) {
  return (
    <li className={message.mine ? 'thread-message thread-message--mine' : 'thread-message'}>
      <MessageMeta sender={message.mine ? ownName : message.senderName} sentAt={message.sentAt} kind={message.kind} />
      <MessageText text={message.body} />
      {receipt && message.readBy.length > 0 ? (
        <p className="thread-message__receipt">Seen by {message.readBy.join(', ')}</p>
      ) : null}
    </li>
  );
}
