import { ConversationItem } from './ConversationItem';
import type { Inbox } from './types';
import './messages.css';

/**
 * An athlete's conversations as their parent reads them (handed to the parent portal by the app's
 * route table): the list only, each opening at `conversationPath(id)`. Unread counts are the
 * athlete's own; reading here never marks anything read.
 */
export default function ReadOnlyInbox({
  inbox,
  name,
  conversationPath,
}: {
  inbox: Inbox;
  name: string;
  conversationPath: (conversationId: string) => string;
}) {
  if (inbox.conversations.length === 0) {
    return <p className="messages-empty">{name} has no conversations with college programs yet.</p>;
  }
  return (
    <ul className="conversation-list" aria-label={`${name}'s conversations`}>
      {inbox.conversations.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          viewerRole="athlete"
          to={conversationPath(conversation.id)}
          headingLevel={3}
        />
      ))}
    </ul>
  );
}
