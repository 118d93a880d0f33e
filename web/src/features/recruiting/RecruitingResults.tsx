import { AttestationBadge } from '@/components/AttestationBadge';
import { ergResult, formatDate, pieceLabel, seatLabel } from '@/lib/rowing';
import type { RecruitingProfile } from './api';

/** How a result is backed: a club coach's verification, a monitor's code, or the athlete's word. */
function Proof({ attestation, codeProvided }: { attestation: RecruitingProfile['races'][number]['attestation']; codeProvided: boolean }) {
  if (!attestation && !codeProvided) return <>Self-reported</>;
  return (
    <span className="recruiting-proof">
      {attestation ? <AttestationBadge attestation={attestation} detail /> : null}
      {codeProvided ? <span>Code provided</span> : null}
    </span>
  );
}

/** The athlete's erg tests, their personal bests marked. */
export function ErgTestsSection({ tests, bests }: { tests: RecruitingProfile['ergTests']; bests: ReadonlySet<string> }) {
  return (
    <section className="card recruiting-section" aria-labelledby="rp-erg">
      <h2 id="rp-erg">Erg tests</h2>
      {tests.length === 0 ? (
        <p className="recruiting-muted">No erg tests logged.</p>
      ) : (
        <div className="table-wrap recruiting-table recruiting-table--stack">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Piece</th>
                <th scope="col">Result</th>
                <th scope="col">Split /500m</th>
                <th scope="col">Rate</th>
                <th scope="col">Proof</th>
              </tr>
            </thead>
            <tbody>
              {tests.map((test) => (
                <tr key={test.id}>
                  <td data-label="Date">{formatDate(test.date)}</td>
                  <td data-label="Piece">{pieceLabel(test.piece)}</td>
                  <td data-label="Result" className="recruiting-num">
                    <span>
                      {ergResult(test)}
                      {bests.has(test.id) ? <span className="pb-mark"> PB</span> : null}
                    </span>
                  </td>
                  <td data-label="Split /500m" className="recruiting-num">{test.split}</td>
                  <td data-label="Rate" className="recruiting-num">{test.strokeRate ?? '–'}</td>
                  <td data-label="Proof">
                    <Proof attestation={test.attestation} codeProvided={test.verificationCodeProvided} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The athlete's races, with the regatta's results page where given. */
export function RacesSection({ races }: { races: RecruitingProfile['races'] }) {
  return (
    <section className="card recruiting-section" aria-labelledby="rp-races">
      <h2 id="rp-races">Race results</h2>
      {races.length === 0 ? (
        <p className="recruiting-muted">No races logged.</p>
      ) : (
        <div className="table-wrap recruiting-table recruiting-table--stack">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Regatta</th>
                <th scope="col">Event</th>
                <th scope="col">Boat, seat</th>
                <th scope="col">Place</th>
                <th scope="col">Time</th>
                <th scope="col">Results</th>
                <th scope="col">Proof</th>
              </tr>
            </thead>
            <tbody>
              {races.map((race) => (
                <tr key={race.id}>
                  <td data-label="Date">{formatDate(race.date)}</td>
                  <td data-label="Regatta">{race.regatta}</td>
                  <td data-label="Event">{race.event}</td>
                  <td data-label="Boat, seat">
                    {race.boatClass}, {seatLabel(race.seat, race.boatClass)}
                  </td>
                  <td data-label="Place" className="recruiting-num">{race.place ?? '–'}</td>
                  <td data-label="Time" className="recruiting-num">{race.time ?? '–'}</td>
                  <td data-label="Results">
                    {race.resultsUrl ? (
                      <a href={race.resultsUrl} target="_blank" rel="noopener noreferrer">
                        Results<span className="visually-hidden"> of {race.regatta} (opens in a new tab)</span>
                      </a>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td data-label="Proof">
                    <Proof attestation={race.attestation} codeProvided={false} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
