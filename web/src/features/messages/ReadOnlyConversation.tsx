import { otherParty } from './format';
import { ConversationTags } from './Tags';
import { Thread } from './Thread';
import type { ConversationDetail } from './types';
import './messages.css';

/**
 * One of an athlete's conversations as their parent reads it (handed to the parent portal by the
 * app's route table): every message, with no reply box and no actions.
 */
export default function ReadOnlyConversation({ conversation, name }: { conversation: ConversationDetail; name: string }) {
  const title = otherParty(conversation, 'athlete');
  return (
    <article className="conversation conversation--readonly" aria-labelledby="ro-conversation-title">
      <header className="conversation__header">
        <h3 id="ro-conversation-title">
          {name} and {title}
        </h3>
        <ConversationTags conversation={conversation} showArchived />
      </header>
      <Thread conversation={conversation} title={title} ownName={name} />
    </article>
  );
}
