import type { ReactNode } from 'react';
import { formatSentAt, kindTag } from './format';
import type { MessageKind } from './types';

/** A message's first line: who sent it, when, and its kind when it is not a plain message. */
export function MessageMeta({ sender, sentAt, kind }: { sender: ReactNode; sentAt: string; kind: MessageKind }) {
  const tag = kindTag(kind);
  return (
    <p className="thread-message__meta">
      <span className="thread-message__sender">{sender}</span>{' '}
      <time dateTime={sentAt}>{formatSentAt(sentAt)}</time>
      {tag ? (
        <>
          {' '}
          <span className="message-tag message-tag--kind">{tag}</span>
        </>
      ) : null}
    </p>
  );
}
