import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { FileDownload } from '@/components/FileDownload';
import { FormMessage } from '@/components/FormField';
import { LabelledValues } from '@/components/LabelledValues';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { limitRows } from '@/lib/plans';
import { formatDate } from '@/lib/rowing';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import {
  athletesViewingQueryOptions,
  coachOverviewQueryOptions,
  formatCalendarDate,
  MESSAGE_COMPLIANCE_CSV_PATH,
  type CoachOverview,
  type ProgramSummary,
  type RecruitingNotice as Notice,
  type Workspace,
} from './api';
import { CoachProfileSection } from './CoachProfileSection';
import { CoachToday } from './CoachToday';
import { ProgramQuestionnaire } from './ProgramQuestionnaire';
import { ProgramForm } from './ProgramForm';
import './coach.css';

/** A period for one squad names it; null for a period of all squads. */
function squadOf(squad: string): string | null {
  if (squad === 'womens') return "women's rowing";
  if (squad === 'mens') return "men's rowing";
  return null;
}

/**
 * The NCAA notice: the first period in force today in the heading with its last day, what it means
 * and where it comes from; other periods in force under it. Without one, the division's contact rule.
 */
function RecruitingNotice({ recruiting, calendar }: { recruiting: Notice; calendar: boolean }) {
  const [first, ...others] = recruiting.periods;
  const squad = first ? squadOf(first.squad) : null;
  return (
    <section className="coach-notice" aria-labelledby="coach-notice-title">
      <h2 id="coach-notice-title" className="coach-notice__title">
        NCAA compliance
        {first ? `: ${first.label} until ${formatCalendarDate(first.endsOn)}` : null}
      </h2>
      {first ? (
        <>
          <p>
            {squad ? `For ${squad}: ` : null}
            {first.meaning}
          </p>
          {first.note ? <p>Note: {first.note}</p> : null}
          {others.length > 0 ? (
            <ul className="coach-notice__others" aria-label="Also in force today">
              {others.map((period) => (
                <li key={period.id}>
                  {period.label}
                  {squadOf(period.squad) ? ` (${squadOf(period.squad) ?? ''})` : null} until{' '}
                  {formatCalendarDate(period.endsOn)}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="coach-notice__source">Source: {first.source}</p>
        </>
      ) : (
        <>
          <p>{recruiting.guidance}</p>
          <p className="coach-notice__source">Source: {recruiting.source}</p>
        </>
      )}
      {calendar ? (
        <p className="coach-notice__link">
          <Link to={paths.calendar}>See the recruiting calendar</Link>
        </p>
      ) : null}
    </section>
  );
}

function AccountStatus({ verification }: { verification: CoachOverview['verification'] }) {
  const decided = verification.decidedAt ? formatDay(verification.decidedAt) : null;
  if (verification.status === 'verified') {
    return (
      <>
        <span className="stat__value coach-status coach-status--verified">Verified</span>
        <span className="stat__label">NCAA compliant</span>
        {decided ? <span className="coach-tile__detail">Since {decided}</span> : null}
      </>
    );
  }
  if (verification.status === 'rejected') {
    return (
      <>
        <span className="stat__value coach-status coach-status--rejected">Rejected</span>
        <span className="coach-tile__detail">
          {verification.reason ? `Reason: ${verification.reason}` : 'No reason was given.'}
        </span>
        {decided ? <span className="coach-tile__detail">Decided {decided}</span> : null}
      </>
    );
  }
  return (
    <>
      <span className="stat__value coach-status coach-status--pending">Pending verification</span>
      <span className="coach-tile__detail">
        An administrator checks your coaching role, usually within 2 business days, and emails you the decision.
      </span>
    </>
  );
}

/**
 * /coach. `clubTeam` (handed in by the app's route table) names a club coach's club team: they get
 * a note pointing to their club page instead of naming a college program.
 */
export default function CoachPage({
  clubTeam = null,
  alerts = null,
  payment = null,
}: {
  clubTeam?: string | null;
  alerts?: ReactNode;
  /** Paying for the program's plan (the plans feature's), shown with the workspace's plan. */
  payment?: ReactNode;
}) {
  usePageTitle('Coach');
  const { user } = useAuth();
  const overview = useQuery({ ...coachOverviewQueryOptions(user?.id ?? ''), enabled: user !== null });

  // The coach's full name once written; never the address's local part.
  const displayName = overview.data?.displayName ?? 'Coach';

  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Coach workspace</p>
        <h1>Welcome, {displayName}</h1>
        <p className="lead">Discover athletes, keep a watchlist and manage your recruiting, within NCAA contact rules.</p>
      </header>
      {overview.isPending ? (
        <Spinner label="Loading the coach page" fullPage={false} />
      ) : overview.isError ? (
        <FormMessage tone="error" title="The coach page could not be loaded.">
          <p>
            <button type="button" className="link-button" onClick={() => void overview.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : (
        <CoachOverviewSections data={overview.data} clubTeam={clubTeam} alerts={alerts} payment={payment} />
      )}
    </div>
  );
}

/** "December 9, 2026": the day an instant falls on, where the coach is. */
function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The program the coach recruits for: named once, changed with a warning. */
function ProgramSection({ program, suggested }: { program: ProgramSummary | null; suggested: ProgramSummary | null }) {
  const [changing, setChanging] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (saved) statusRef.current?.focus();
  }, [saved]);

  return (
    <section className="card coach-section" id="program" aria-labelledby="coach-program-title">
      <h2 id="coach-program-title">Your program</h2>
      {saved ? (
        <p ref={statusRef} tabIndex={-1} className="form-message form-message--success" role="status">
          {saved}
        </p>
      ) : null}
      {program && !changing ? (
        <>
          <p className="coach-program">
            You recruit for <strong>{program.name}</strong>.
          </p>
          <button
            ref={changeRef}
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setSaved(null);
              setChanging(true);
            }}
          >
            Change program
          </button>
        </>
      ) : (
        <>
          {program ? null : (
            <p className="coach-section__text">
              Name the program you recruit for. Verification vouches for you at that program, and the program&apos;s
              free trial starts with its first coach.
              {suggested ? ` Your email suggests ${suggested.name}.` : null}
            </p>
          )}
          <ProgramForm
            initial={program ?? suggested}
            changing={program !== null}
            onDone={(result) => {
              setChanging(false);
              if (result) setSaved(`Your program is ${result.name}.`);
              else window.setTimeout(() => changeRef.current?.focus());
            }}
          />
        </>
      )}
    </section>
  );
}

/** Whether the recruiting workspace is open, on which plan; if not, why and what to do. */
function WorkspaceSection({ workspace, payment }: { workspace: Workspace; payment: ReactNode }) {
  return (
    <section className="card coach-section" aria-labelledby="coach-workspace-title">
      <h2 id="coach-workspace-title">Recruiting workspace</h2>
      {workspace.open ? (
        <>
          <p className="coach-plan">
            {workspace.trialEndsAt
              ? `${workspace.plan ?? ''} until ${formatDay(workspace.trialEndsAt)}`
              : `${workspace.plan ?? ''} plan`}
          </p>
          {workspace.limits ? (
            <LabelledValues className="coach-limits" rows={limitRows(workspace.limits)} />
          ) : null}
          {workspace.trialEndsAt ? (
            <p className="coach-section__text">
              <Link to={paths.collegePricing}>See the college plans</Link> to keep recruiting after the trial.
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="coach-section__text">{workspace.reason}</p>
          <NextStep code={workspace.reasonCode ?? ''} />
        </>
      )}
      {payment}
    </section>
  );
}

function NextStep({ code }: { code: string }) {
  if (code === 'no_program') {
    return (
      <p className="coach-next">
        Next step: <a href="#program">name your program</a>.
      </p>
    );
  }
  if (code === 'coach_unverified') {
    return <p className="coach-next">Next step: wait for verification; you will get an email.</p>;
  }
  return (
    <p className="coach-next">
      Next step: <Link to={paths.collegePricing}>see the college plans</Link>.
    </p>
  );
}

/** The athletes who opened the program's page lately, each a link to their profile. */
function AthletesViewing({ count }: { count: number }) {
  const { user } = useAuth();
  const viewers = useQuery({ ...athletesViewingQueryOptions(user?.id ?? ''), enabled: user !== null && count > 0 });
  return (
    <section className="card coach-section" id="athletes-viewing" aria-labelledby="coach-viewing-title">
      <h2 id="coach-viewing-title">Athletes viewing your program</h2>
      <p className="coach-section__text">
        Athletes who opened your program&apos;s page in the last 30 days and show their profile to coaches.
      </p>
      {count === 0 ? (
        <p className="coach-section__text">No athletes yet.</p>
      ) : viewers.isPending ? (
        <Spinner label="Loading the athletes viewing your program" fullPage={false} />
      ) : viewers.isError ? (
        <p className="coach-section__text">
          The list could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void viewers.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <ul className="coach-viewers">
            {viewers.data.map((athlete) => (
              <li key={athlete.id}>
                <Link to={generatePath(paths.athlete, { id: athlete.id })}>{athlete.fullName ?? 'Unnamed athlete'}</Link>
                <span className="coach-viewers__detail">
                  {athlete.gradYear ? `Class of ${athlete.gradYear} · ` : null}
                  Viewed {formatDate(athlete.lastViewedOn)}
                </span>
              </li>
            ))}
          </ul>
          {viewers.data.length < count ? (
            <p className="coach-tile__detail">The {viewers.data.length} most recent are listed.</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A club coach's stand-in for the program and workspace sections. */
function ClubNote({ clubTeam }: { clubTeam: string }) {
  return (
    <section className="card coach-section" aria-labelledby="coach-club-title">
      <h2 id="coach-club-title">Your club team</h2>
      <p className="coach-section__text">
        You coach <strong>{clubTeam}</strong>. Your roster, invitations, score verification and evaluations are on your
        club page.
      </p>
      <p>
        <Link className="button button--primary" to={paths.club}>
          Open your club page
        </Link>
      </p>
    </section>
  );
}

function QuickActions({ data }: { data: CoachOverview }) {
  return (
    <section className="card coach-actions" aria-labelledby="coach-actions-title">
      <h2 id="coach-actions-title">Quick Actions</h2>
      <div className="coach-actions__buttons">
        <Link className="button button--primary" to={paths.coachSearch}>
          Search Athletes
        </Link>
        <Link className="button button--secondary" to={paths.coachBoard}>
          View Watchlist
        </Link>
      </div>
      {data.verification.status === 'verified' && data.program ? (
        <p className="coach-actions__download">
          <FileDownload className="link-button" path={MESSAGE_COMPLIANCE_CSV_PATH} fileName="message-compliance-log.csv">
            Download message compliance log (CSV)
          </FileDownload>{' '}
          <span className="coach-tile__detail">Every message your program&apos;s coaches sent to athletes.</span>
        </p>
      ) : null}
    </section>
  );
}

interface SectionsProps {
  data: CoachOverview;
  clubTeam: string | null;
  alerts: ReactNode;
  payment: ReactNode;
}

/**
 * A recruiting coach's home: today's lists, saved-search alerts and news first; a coach still
 * setting up sees the steps first. A club coach gets a pointer to the club page instead.
 */
function CoachOverviewSections({ data, clubTeam, alerts, payment }: SectionsProps) {
  const recruiting = clubTeam === null;
  const open = recruiting && data.workspace.open;
  return (
    <>
      {open ? (
        <>
          <QuickActions data={data} />
          <CoachToday />
          {alerts}
        </>
      ) : null}

      <RecruitingNotice recruiting={data.recruiting} calendar={data.workspace.open} />

      <ul className="stat-grid coach-tiles" aria-label="Your recruiting">
        <li className="card stat">
          <span className="stat__value">{data.athletesViewing}</span>
          <span className="stat__label">Athletes Viewing</span>
          <span className="coach-tile__detail">with consent</span>
          {data.workspace.open && data.athletesViewing > 0 ? (
            <a className="coach-tile__link" href="#athletes-viewing">
              See who
            </a>
          ) : null}
        </li>
        <li className="card stat">
          <span className="stat__value">{data.starredAthletes}</span>
          <span className="stat__label">Starred Athletes</span>
        </li>
        <li className="card stat" aria-label="Account Status">
          <span className="coach-tile__heading">Account Status</span>
          <AccountStatus verification={data.verification} />
        </li>
      </ul>

      <CoachProfileSection />

      {recruiting ? (
        <div className="coach-columns">
          <ProgramSection program={data.program ?? null} suggested={data.suggestedProgram ?? null} />
          <WorkspaceSection workspace={data.workspace} payment={data.program ? payment : null} />
        </div>
      ) : (
        <ClubNote clubTeam={clubTeam} />
      )}

      {recruiting && !open ? <QuickActions data={data} /> : null}

      {data.workspace.open ? <AthletesViewing count={data.athletesViewing} /> : null}

      {open ? <ProgramQuestionnaire /> : null}
    </>
  );
}
