import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { paths } from '@/paths';
import { acceptOffer, declineOffer, ownOffersKey, ownOffersQueryOptions, signOffer, type Offers, type RecruitingOffer } from './api';
import { OfferItem } from './OfferItem';
import { longDay, todayUtc } from './rules';
import './offers.css';

interface Answer {
  offer: RecruitingOffer;
  action: 'accept' | 'decline' | 'sign';
}

const DIALOG = {
  accept: { title: 'Accept the offer from', confirm: 'Accept offer', busy: 'Accepting…' },
  decline: { title: 'Decline the offer from', confirm: 'Decline offer', busy: 'Declining…' },
  sign: { title: 'Sign the written offer of athletics aid from', confirm: 'Sign offer', busy: 'Signing…' },
} as const;

const SEND = { accept: acceptOffer, decline: declineOffer, sign: signOffer } as const;

function consequences({ offer, action }: Answer, today: string): string {
  if (action === 'sign') {
    return `You sign the written offer of athletics aid from ${offer.programName}. Under NCAA rules other programs then stop recruiting you, and their messages stop.`;
  }
  if (action === 'decline') {
    return `${offer.programName} will see that you declined. You cannot take this back; write to the program if you change your mind.`;
  }
  const signsNow = offer.kind === 'athletics_aid' && (offer.signFrom ?? '') <= today;
  const signing =
    offer.kind !== 'athletics_aid'
      ? ''
      : signsNow
        ? ' Accepting signs this written offer of athletics aid: under NCAA rules other programs then stop recruiting you.'
        : ' You may sign this written offer of athletics aid from the first signing day of your class; you will find it here.';
  return `Your commitment to ${offer.programName}, class of ${offer.classOf}, will be confirmed by the program and shown to coaches. Your other waiting offers will be declined.${signing}`;
}

/**
 * The athlete's offers on the dashboard: each with its terms and answer-by day, accepted or
 * declined here, questions asked in the program's conversation. Nothing shows without an offer.
 */
export default function AthleteOffers() {
  const client = useQueryClient();
  const offers = useQuery(ownOffersQueryOptions());
  const [answer, setAnswer] = useState<Answer | null>(null);
  const send = useMutation({
    mutationFn: ({ offer, action }: Answer) => SEND[action](offer.id),
    onSuccess: (updated: Offers) => client.setQueryData(ownOffersKey, updated),
  });
  const list = offers.data?.offers ?? [];
  if (!list.length) return null;
  const today = todayUtc();
  return (
    <section className="card offers-card" aria-labelledby="offers-title">
      <h2 id="offers-title">Your offers</h2>
      <p className="offers-card__lead">
        Offers programs made you. Only you answer them; ask the program anything in your conversation first.
      </p>
      <ul className="offers-list">
        {list.map((offer) => (
          <li key={offer.id}>
            <OfferItem
              offer={offer}
              today={today}
              actions={
                <div className="offer__actions">
                  {offer.status === 'pending' ? (
                    <>
                      <button type="button" className="button button--primary button--small" onClick={() => setAnswer({ offer, action: 'accept' })}>
                        Accept offer from {offer.programName}
                      </button>
                      <button type="button" className="button button--secondary button--small" onClick={() => setAnswer({ offer, action: 'decline' })}>
                        Decline
                      </button>
                    </>
                  ) : null}
                  {offer.signFrom && offer.signFrom <= today ? (
                    <button type="button" className="button button--primary button--small" onClick={() => setAnswer({ offer, action: 'sign' })}>
                      Sign the written offer
                    </button>
                  ) : offer.signFrom ? (
                    <p className="offer__note">You may sign this written offer of athletics aid from {longDay(offer.signFrom)}.</p>
                  ) : null}
                  {offer.conversationId ? (
                    <Link to={paths.conversation.replace(':id', encodeURIComponent(offer.conversationId))}>
                      Ask {offer.programName} a question
                    </Link>
                  ) : null}
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <p className="offers-card__source">{offers.data?.source}</p>
      {answer ? (
        <ConfirmDialog
          title={`${DIALOG[answer.action].title} ${answer.offer.programName}?`}
          consequences={consequences(answer, today)}
          confirmLabel={DIALOG[answer.action].confirm}
          busyLabel={DIALOG[answer.action].busy}
          cancelLabel="Not now"
          danger={answer.action === 'decline'}
          onConfirm={() => send.mutateAsync(answer)}
          onDone={() => setAnswer(null)}
          onCancel={() => setAnswer(null)}
        />
      ) : null}
    </section>
  );
}
