import { formatCalendarDate } from './format';
import type { ContactState } from './types';

/**
 * Why the viewer may not write freely, in the server's words: the date free messaging opens (shown
 * large, as it is what a coach plans around), the sentence, and the NCAA rule the date comes from.
 */
export function ContactNotice({ contact, fallback }: { contact: ContactState; fallback?: string }) {
  const sentence = contact.message ?? fallback ?? null;
  const opensOn = contact.opensOn ?? null;
  const rule = contact.rule ?? null;
  if (sentence === null && opensOn === null) return null;
  return (
    <div className="contact-notice" role="note">
      {opensOn !== null ? (
        <p className="contact-notice__opens">
          <span className="contact-notice__label">Messaging opens</span>{' '}
          <time className="contact-notice__date" dateTime={opensOn}>
            {formatCalendarDate(opensOn)}
          </time>
        </p>
      ) : null}
      {sentence !== null ? <p>{sentence}</p> : null}
      {rule !== null ? <p className="contact-notice__rule">NCAA rule: {rule}</p> : null}
    </div>
  );
}
