import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AttestationBadge } from '@/components/AttestationBadge';
import { FormMessage } from '@/components/FormField';
import { ProgressionChart } from '@/components/ProgressionChart';
import { Spinner } from '@/components/Spinner';
import { isApiError } from '@/lib/api';
import { ergResult, ergSeries, formatDate, personalBests, pieceLabel, seatLabel } from '@/lib/rowing';
import { usePageTitle } from '@/lib/usePageTitle';
import type { ClubEvaluation, RecruitingProfile } from './api';
import './recruiting.css';

type Best = RecruitingProfile['best2k'];

const SQUAD: Record<string, string> = { womens: "Women's", mens: "Men's" };
const WEIGHT_CLASS: Record<string, string> = { openweight: 'Openweight', lightweight: 'Lightweight' };
const SIDE: Record<string, string> = { port: 'Port', starboard: 'Starboard', both: 'Both sides' };
const DISCIPLINE: Record<string, string> = { sweep: 'Sweep', sculling: 'Sculling', both: 'Sweep and sculling' };
const DIVISION: Record<string, string> = { I: 'Division I', II: 'Division II', III: 'Division III', club: 'Club' };

function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return <p className="recruiting-muted">Not given yet.</p>;
  return (
    <dl className="recruiting-facts">
      {shown.map(([label, value]) => (
        <div key={label} className="recruiting-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BestFigure({ piece, best }: { piece: string; best: Best }) {
  return (
    <div className="recruiting-best">
      <p className="recruiting-best__piece">{piece} best</p>
      {best ? (
        <>
          <p className="recruiting-best__time">{best.time}</p>
          <p className="recruiting-best__detail">
            {best.date ? formatDate(best.date) : 'As stated on the profile'}
            {best.verificationCodeProvided ? <span className="recruiting-best__code">Verification code provided</span> : null}
          </p>
        </>
      ) : (
        <p className="recruiting-best__detail">No {piece} yet</p>
      )}
    </div>
  );
}

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

const RATING_LABELS = [
  ['technique', 'Technique'],
  ['fitness', 'Fitness'],
  ['coachability', 'Coachability'],
] as const;

/** What club coaches wrote about the athlete: shown to verified college coaches only (the server decides). */
function ClubEvaluations({ evaluations }: { evaluations: ClubEvaluation[] }) {
  return (
    <section className="card recruiting-section" aria-labelledby="rp-club-evaluations">
      <h2 id="rp-club-evaluations">Club coach evaluations</h2>
      <p className="recruiting-muted">
        Written by the athlete&apos;s club coaches for verified college coaches. The athlete and their parents know an
        evaluation exists but never read it.
      </p>
      {evaluations.length === 0 ? (
        <p className="recruiting-muted">No club coach has evaluated this athlete.</p>
      ) : (
        <ul className="recruiting-evaluations">
          {evaluations.map((evaluation) => (
            <li key={`${evaluation.clubName}-${evaluation.writtenAt}`} className="recruiting-evaluation">
              <h3>
                {evaluation.clubName}
                {evaluation.coachName ? (
                  <>
                    {' · '}
                    <span className="recruiting-muted">{evaluation.coachName}</span>
                  </>
                ) : null}
              </h3>
              <dl className="recruiting-ratings">
                {RATING_LABELS.map(([key, label]) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>
                      {evaluation[key]} <span className="recruiting-muted">of 5</span>
                    </dd>
                  </div>
                ))}
              </dl>
              {evaluation.comments.trim() !== '' ? <p className="recruiting-bio">{evaluation.comments}</p> : null}
              <p className="recruiting-muted">Written {formatDate(evaluation.writtenAt.slice(0, 10))}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function height(profile: RecruitingProfile): string | null {
  if (profile.heightFeet === null) return null;
  return `${profile.heightFeet}′ ${profile.heightInches ?? 0}″`;
}

/** An athlete's recruiting profile, for a coach, a share-link visitor or the athlete. */
export function RecruitingProfileView({ profile }: { profile: RecruitingProfile }) {
  const bests = personalBests(profile.ergTests);
  const series = ergSeries(profile.ergTests);
  const school = [profile.highSchool, profile.clubTeam].filter(Boolean).join(' · ');
  const links = [
    ...profile.links,
    ...(profile.coxswain ? profile.coxLinks.map((url, i) => ({ label: `Cox recording ${i + 1}`, url })) : []),
  ];

  return (
    <article className="recruiting-profile" aria-labelledby="recruiting-name">
      <header className="card recruiting-hero">
        <p className="eyebrow">Recruiting profile</p>
        <h1 id="recruiting-name">{profile.fullName ?? 'Athlete'}</h1>
        {profile.headline ? <p className="recruiting-hero__headline">{profile.headline}</p> : null}
        <p className="recruiting-hero__meta">
          {profile.gradYear !== null ? <span>Class of {profile.gradYear}</span> : null}
          {school ? <span>{school}</span> : null}
          {profile.hometown ? <span>{profile.hometown}</span> : null}
          {profile.homeState ? <span>Home state: {profile.homeState}</span> : null}
        </p>
        <div className="recruiting-bests">
          <BestFigure piece="2k" best={profile.best2k} />
          <BestFigure piece="6k" best={profile.best6k} />
        </div>
      </header>

      <div className="recruiting-columns">
        <section className="card recruiting-section" aria-labelledby="rp-measurables">
          <h2 id="rp-measurables">Rowing</h2>
          <Facts
            items={[
              ['Squad', profile.squad ? SQUAD[profile.squad] : null],
              ['Weight class', profile.weightClass ? WEIGHT_CLASS[profile.weightClass] : null],
              ['Height', height(profile)],
              ['Weight', profile.weight !== null ? `${profile.weight} lb` : null],
              ['Wingspan', profile.wingspanInches !== null ? `${profile.wingspanInches} in` : null],
              ['Side', profile.side ? SIDE[profile.side] : null],
              ['Sweep or sculling', profile.discipline ? DISCIPLINE[profile.discipline] : null],
              ['Seasons rowed', profile.seasonsRowed],
              ['Coxswain', profile.coxswain ? 'Yes' : null],
              ['Boats coxed', profile.coxswain ? profile.boatsCoxed : null],
              ['Club coach', profile.clubCoachName],
            ]}
          />
        </section>

        <section className="card recruiting-section" aria-labelledby="rp-academics">
          <h2 id="rp-academics">Academics</h2>
          <Facts
            items={[
              ['High school', profile.highSchool],
              ['GPA', profile.gpa !== null ? profile.gpa.toFixed(2) : null],
              ['SAT', profile.satScore],
              ['ACT', profile.actScore],
              ['Intended major', profile.intendedMajor],
              [
                'Target divisions',
                profile.targetDivisions.length > 0 ? profile.targetDivisions.map((d) => DIVISION[d] ?? d).join(', ') : null,
              ],
            ]}
          />
        </section>
      </div>

      {series.length > 0 ? (
        <section className="card recruiting-section" aria-labelledby="rp-progression">
          <h2 id="rp-progression">Progression</h2>
          <ProgressionChart series={series} title="2k and 6k erg times" />
        </section>
      ) : null}

      <section className="card recruiting-section" aria-labelledby="rp-erg">
        <h2 id="rp-erg">Erg tests</h2>
        {profile.ergTests.length === 0 ? (
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
                {profile.ergTests.map((test) => (
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

      <section className="card recruiting-section" aria-labelledby="rp-races">
        <h2 id="rp-races">Race results</h2>
        {profile.races.length === 0 ? (
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
                {profile.races.map((race) => (
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

      {profile.clubEvaluations ? <ClubEvaluations evaluations={profile.clubEvaluations} /> : null}

      {profile.bio ? (
        <section className="card recruiting-section" aria-labelledby="rp-about">
          <h2 id="rp-about">About</h2>
          <p className="recruiting-bio">{profile.bio}</p>
        </section>
      ) : null}

      {links.length > 0 ? (
        <section className="card recruiting-section" aria-labelledby="rp-links">
          <h2 id="rp-links">Links</h2>
          <ul className="recruiting-links">
            {links.map((link) => (
              <li key={`${link.label}-${link.url}`}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
                <span className="recruiting-links__url">{link.url}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="recruiting-muted recruiting-updated">Updated {formatDate(profile.updatedAt.slice(0, 10))}</p>
    </article>
  );
}

/**
 * Loading, "not available" (any 404: the athlete does not exist or does not share), the server's
 * reason for another refusal, or the profile.
 */
export function RecruitingProfileScreen({
  query,
  shared = false,
  children,
}: {
  query: UseQueryResult<RecruitingProfile>;
  shared?: boolean;
  /** Shown after the profile once it is loaded (the coach panel). */
  children?: ReactNode;
}) {
  usePageTitle(query.data?.fullName ? `${query.data.fullName}: recruiting profile` : 'Recruiting profile');
  return (
    <div className="container page recruiting-page">
      {query.isPending ? (
        <Spinner label="Loading the profile" fullPage={false} />
      ) : query.isError ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <div className="card recruiting-missing">
            <h1>This profile is not available</h1>
            <p>
              {shared
                ? 'The link may have been turned off or renewed by the athlete. Ask them for their current link.'
                : 'The athlete may not share their profile with you.'}
            </p>
          </div>
        ) : (
          <FormMessage tone="error" title="The profile could not be loaded.">
            {/* The server's reason: a coach's closed workspace, or the limit on profile reads with its wait. */}
            {isApiError(query.error) && !query.error.isUnavailable ? <p>{query.error.message}</p> : null}
            <p>
              <button type="button" className="link-button" onClick={() => void query.refetch()}>
                Try again
              </button>
            </p>
          </FormMessage>
        )
      ) : (
        <>
          <div className="recruiting-page__tools">
            <button type="button" className="button button--secondary button--small" onClick={() => window.print()}>
              Print
            </button>
          </div>
          <RecruitingProfileView profile={query.data} />
          {children}
        </>
      )}
    </div>
  );
}
