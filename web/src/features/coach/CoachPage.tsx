import { useQuery } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { coachOverviewQueryOptions, formatCalendarDate, type CoachOverview } from './api';
import './coach.css';

function RecruitingNotice({ recruiting }: { recruiting: CoachOverview['recruiting'] }) {
  return (
    <section className="coach-notice" aria-labelledby="coach-notice-title">
      <h2 id="coach-notice-title" className="coach-notice__title">
        NCAA compliance
        {recruiting.period ? (
          <>
            : {recruiting.period}
            {recruiting.until ? ` until ${formatCalendarDate(recruiting.until)}` : null}
          </>
        ) : null}
      </h2>
      <p>{recruiting.guidance}</p>
    </section>
  );
}

function AccountStatus({ verification }: { verification: CoachOverview['verification'] }) {
  const decided = verification.decidedAt ? new Date(verification.decidedAt).toLocaleDateString('en-US') : null;
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

export default function CoachPage() {
  usePageTitle('Coach');
  const { user } = useAuth();
  const overview = useQuery({ ...coachOverviewQueryOptions(user?.id ?? ''), enabled: user !== null });

  // Until the overview arrives the name comes from the session, the same way the server makes it.
  const fallbackName = user?.email.split('@')[0] ?? '';
  const displayName = overview.data?.displayName ?? (fallbackName === '' ? 'Coach' : fallbackName);

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
        <CoachOverviewSections data={overview.data} />
      )}
    </div>
  );
}

function CoachOverviewSections({ data }: { data: CoachOverview }) {
  return (
    <>
      <RecruitingNotice recruiting={data.recruiting} />

      <ul className="stat-grid coach-tiles" aria-label="Your recruiting">
        <li className="card stat">
          <span className="stat__value">{data.athletesViewing}</span>
          <span className="stat__label">Athletes Viewing</span>
          <span className="coach-tile__detail">with consent</span>
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

      <section className="card coach-actions" aria-labelledby="coach-actions-title">
        <h2 id="coach-actions-title">Quick Actions</h2>
        <div className="coach-actions__buttons">
          <button type="button" className="button button--primary" disabled aria-describedby="coach-actions-soon">
            Search Athletes
          </button>
          <button type="button" className="button button--secondary" disabled aria-describedby="coach-actions-soon">
            View Watchlist
          </button>
          <span id="coach-actions-soon" className="coach-badge">
            Coming soon
          </span>
        </div>
      </section>

      <p className="coach-note">Telemetry and analytics for your program are coming soon.</p>
    </>
  );
}
