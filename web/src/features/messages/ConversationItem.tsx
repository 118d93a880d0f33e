import { generatePath, Link } from 'react-router';
import { paths } from '@/paths';
import { formatWhen, kindTag, otherParty } from './format';
import { ConversationTags, UnreadBadge } from './Tags';
import type { ConversationSummary } from './types';

/** A conversation in a list: who, when, the last message's start and its state. `to` opens it (the viewer's own thread by default). */
export function ConversationItem({
  conversation,
  viewerRole,
  to,
  headingLevel = 2,
}: {
  conversation: ConversationSummary;
  viewerRole: 'athlete' | 'coach';
  to?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tag = kindTag(conversation.lastMessageKind);
  const unread = conversation.unread > 0;
  return (
    <li className={unread ? 'card conversation-item conversation-item--unread' : 'card conversation-item'}>
      <div className="conversation-item__head">
        <Heading className="conversation-item__name">
          <Link className="conversation-item__link" to={to ?? generatePath(paths.conversation, { id: conversation.id })}>
            {otherParty(conversation, viewerRole)}
          </Link>
        </Heading>
        <time className="conversation-item__when" dateTime={conversation.lastMessageAt}>
          {formatWhen(conversation.lastMessageAt)}
        </time>
      </div>
      <p className="conversation-item__preview">
        {tag ? <span className="message-tag message-tag--kind">{tag}</span> : null} {conversation.lastMessagePreview}
      </p>
      <div className="conversation-item__state">
        <UnreadBadge count={conversation.unread} />
        <ConversationTags conversation={conversation} />
      </div>
    </li>
  );
}
