import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ClubBrandBand } from '@/components/ClubBrandBand';
import { FormMessage } from '@/components/FormField';
import { ProgressionChart } from '@/components/ProgressionChart';
import { Spinner } from '@/components/Spinner';
import { isApiError } from '@/lib/api';
import { ergSeries, formatDate, personalBests } from '@/lib/rowing';
import { usePageTitle } from '@/lib/usePageTitle';
import type { RecruitingProfile } from './api';
import { ClubEvaluations } from './ClubEvaluations';
import { ErgTestsSection, RacesSection } from './RecruitingResults';
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
      {/* A club's Custom branding: decoration only, on what the viewer already sees. */}
      {profile.brand ? <ClubBrandBand brand={profile.brand} /> : null}
      <header className="card recruiting-hero">
        <p className="eyebrow">Recruiting profile</p>
        <h1 id="recruiting-name">{profile.fullName ?? 'Athlete'}</h1>
        {profile.headline ? <p className="recruiting-hero__headline">{profile.headline}</p> : null}
        {profile.commitment ? (
          <p
            className={`recruiting-hero__commitment${profile.commitment.confirmed ? '' : ' recruiting-hero__commitment--reported'}`}
          >
            {profile.commitment.label}
          </p>
        ) : null}
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

      <ErgTestsSection tests={profile.ergTests} bests={bests} />

      <RacesSection races={profile.races} />

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
