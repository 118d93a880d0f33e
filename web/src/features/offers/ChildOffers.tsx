import type { RecruitingOffer } from './api';
import { OfferItem } from './OfferItem';
import { todayUtc } from './rules';
import './offers.css';

/** A child's offers in the parent portal, read only: the child answers them. */
export default function ChildOffers({ offers, name }: { offers: RecruitingOffer[]; name: string }) {
  const today = todayUtc();
  if (!offers.length) return <p>No program has made {name} an offer yet.</p>;
  return (
    <>
      <p className="offers-card__lead">Only {name} answers an offer. You can talk it through together and read the program's messages.</p>
      <ul className="offers-list">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferItem offer={offer} today={today} headingLevel={4} />
          </li>
        ))}
      </ul>
    </>
  );
}
