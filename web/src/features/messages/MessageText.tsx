import { linkify } from './linkify';

/**
 * A message's text as the sender wrote it: React escapes it as text (never HTML), line breaks are
 * kept by the stylesheet, and only http(s) addresses become links, opened in a new tab without
 * passing on the page or vouching for the address.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="message-text">
      {linkify(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ),
      )}
    </p>
  );
}
