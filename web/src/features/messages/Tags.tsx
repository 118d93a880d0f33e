import type { ConversationSummary } from './types';

/** The conversation's state as tags: waiting for a verified coach, blocked, archived. */
export function ConversationTags({ conversation, showArchived = false }: { conversation: ConversationSummary; showArchived?: boolean }) {
  if (!conversation.waitingForCoach && !conversation.blocked && !(showArchived && conversation.archived)) return null;
  return (
    <ul className="message-tags">
      {conversation.waitingForCoach ? <li className="message-tag message-tag--waiting">Waiting for a verified coach</li> : null}
      {conversation.blocked ? <li className="message-tag message-tag--blocked">Blocked</li> : null}
      {showArchived && conversation.archived ? <li className="message-tag">Archived</li> : null}
    </ul>
  );
}

/** "3 unread", as a badge; nothing when all is read. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className="unread-badge">{count} unread</span>;
}

/** A count after a link's or tab's name: shown as the number, read out as "Messages, 2 unread". */
export function UnreadCount({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null;
  return (
    <span className={className}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">, {count} unread</span>
    </span>
  );
}
