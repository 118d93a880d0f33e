import type { ReactNode } from 'react';
import { AttestationBadge } from '@/components/AttestationBadge';
import { ergResult, formatDate, pieceLabel } from '@/lib/rowing';
import type { ErgTest, RaceResult } from './api';
import { seatLabel } from './rules';

/** A result the athlete may ask a club coach to verify; `what` names it for screen readers. */
export interface VerifiableResult {
  kind: 'erg' | 'race';
  id: string;
  what: string;
}

/** The club feature's part beside a result without an attestation (handed in by the app's route table). */
export type VerificationPart = (result: VerifiableResult) => ReactNode;

/** The result's club verification: the badge once attested, else the club feature's part. */
function Verification({ result, verification }: { result: VerifiableResult & { attestation?: ErgTest['attestation'] }; verification: VerificationPart | undefined }) {
  if (result.attestation) {
    return (
      <p className="log-item__verification">
        <AttestationBadge attestation={result.attestation} />
      </p>
    );
  }
  return verification ? <div className="log-item__verification">{verification({ kind: result.kind, id: result.id, what: result.what })}</div> : null;
}

export function ErgTestSummary({
  test,
  best,
  what,
  verification,
}: {
  test: ErgTest;
  best: boolean;
  what: string;
  verification: VerificationPart | undefined;
}) {
  return (
    <div className="log-item__main">
      <p className="log-item__title">
        <span className="log-item__piece">{pieceLabel(test.piece)}</span>
        <span className="log-item__result">{ergResult(test)}</span>
        {best ? <span className="pb-badge">Personal best</span> : null}
      </p>
      <p className="log-item__meta">
        <span>{formatDate(test.date)}</span>
        <span>Split {test.split} /500m</span>
        {typeof test.strokeRate === 'number' ? <span>Rate {test.strokeRate}</span> : null}
        {test.verificationCodeProvided ? <span className="log-item__code">Verification code provided</span> : null}
      </p>
      {test.notes ? <p className="log-item__notes">{test.notes}</p> : null}
      <Verification result={{ kind: 'erg', id: test.id, what, attestation: test.attestation }} verification={verification} />
    </div>
  );
}

export function RaceSummary({ race, verification }: { race: RaceResult; verification: VerificationPart | undefined }) {
  return (
    <div className="log-item__main">
      <p className="log-item__title">
        <span className="log-item__piece">{race.regatta}</span>
        {typeof race.place === 'number' ? <span className="log-item__result">Place {race.place}</span> : null}
      </p>
      <p className="log-item__meta">
        <span>{formatDate(race.date)}</span>
        <span>{race.event}</span>
        <span>
          {race.boatClass}, {seatLabel(race.seat, race.boatClass)}
        </span>
        {race.time ? <span>Time {race.time}</span> : null}
        {race.resultsUrl ? (
          <a href={race.resultsUrl} target="_blank" rel="noopener noreferrer">
            Results<span className="visually-hidden"> of {race.regatta} (opens in a new tab)</span>
          </a>
        ) : null}
      </p>
      <Verification
        result={{ kind: 'race', id: race.id, what: `${race.regatta} result`, attestation: race.attestation }}
        verification={verification}
      />
    </div>
  );
}
