import type { ReactNode } from 'react';
import type { RecruitingOffer } from './api';
import { daysUntil, longDay, statusTone } from './rules';

/** When the answer is due, in words: "July 20, 2027 (19 days left)". */
function dueLine(offer: RecruitingOffer, today: string): string {
  const day = longDay(offer.answerBy);
  if (offer.status !== 'pending') return day;
  const left = daysUntil(offer.answerBy, today);
  if (left === 0) return `${day} (today)`;
  return `${day} (${left} day${left === 1 ? '' : 's'} left)`;
}

/**
 * One offer as the athlete, a parent and the program read it: who made it, what it is, its
 * terms, the answer-by day and where it stands. `actions` come after it.
 */
export function OfferItem({
  offer,
  today,
  headingLevel = 3,
  title,
  actions,
}: {
  offer: RecruitingOffer;
  today: string;
  headingLevel?: 3 | 4 | 5;
  /** The heading; the program's name by default. */
  title?: string;
  actions?: ReactNode;
}) {
  const Heading = (['h3', 'h4', 'h5'] as const)[headingLevel - 3] ?? 'h3';
  return (
    <article className={`offer offer--${statusTone(offer.status)}`} aria-labelledby={`offer-${offer.id}`}>
      <Heading id={`offer-${offer.id}`} className="offer__title">
        {title ?? offer.programName}
      </Heading>
      <p className="offer__status">
        <span className="offer__badge">{offer.statusLabel}</span>
        {offer.signedOn ? ` · Signed on ${longDay(offer.signedOn)}` : null}
      </p>
      <p className="offer__summary">{offer.summary}</p>
      <dl className="offer__facts">
        <div>
          <dt>Terms</dt>
          <dd className="offer__terms">{offer.terms}</dd>
        </div>
        <div>
          <dt>Answer by</dt>
          <dd>{dueLine(offer, today)}</dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{offer.madeBy}</dd>
        </div>
      </dl>
      {actions}
    </article>
  );
}
