import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CompletenessMeter } from '@/components/CompletenessMeter';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { ergResult, formatChange, formatDate, pieceLabel } from '@/lib/rowing';
import { dashboardQueryOptions, type DashboardFigures, type PerformanceFigures } from './api';
import './dashboard.css';

const tiles: { label: string; key: 'savedSchools' | 'profileViews' | 'messages'; to?: string }[] = [
  { label: 'Saved Schools', key: 'savedSchools' },
  { label: 'Profile Views', key: 'profileViews', to: paths.profileViews },
  { label: 'Messages', key: 'messages', to: paths.messages },
];

interface FiguresProps {
  data: DashboardFigures | undefined;
  pending: boolean;
  /** The unread messages (from the messaging feature), in place of the dashboard's own figure. */
  unreadMessages: ReactNode;
}

function Figures({ data, pending, unreadMessages }: FiguresProps) {
  return (
    <ul className="stat-grid dashboard-stats" aria-label="Your activity" aria-busy={pending}>
      {tiles.map((tile) => (
        <li key={tile.key} className="card stat">
          <span className="stat__value">
            {tile.key === 'messages' && unreadMessages !== undefined ? unreadMessages : data ? data[tile.key] : '–'}
          </span>
          {tile.to ? (
            <Link className="stat__label" to={tile.to}>
              {tile.label}
            </Link>
          ) : (
            <span className="stat__label">{tile.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The latest test, the best 2k and the change over the season; an invitation before the first test. */
function TrackPerformance({ performance }: { performance: PerformanceFigures | undefined }) {
  if (!performance) {
    return (
      <>
        <p>Follow your erg times and results over the season.</p>
        <Link className="button button--secondary dashboard-card__action" to={paths.performance}>
          Open Performance Log
        </Link>
      </>
    );
  }
  const { latestTest, best2k, seasonChange2k } = performance;
  if (!latestTest && !best2k) {
    return (
      <>
        <p>Log your first erg test to follow your times over the season. Coaches look at your 2k first.</p>
        <Link className="button button--primary dashboard-card__action" to={paths.performance}>
          Log Your First Test
        </Link>
      </>
    );
  }
  return (
    <>
      <dl className="dashboard-perf">
        {latestTest ? (
          <div>
            <dt>Latest test</dt>
            <dd>
              {pieceLabel(latestTest.piece)} {ergResult(latestTest)}
              <span className="dashboard-perf__note">{formatDate(latestTest.date)}</span>
            </dd>
          </div>
        ) : null}
        {best2k ? (
          <div>
            <dt>Best 2k</dt>
            <dd>
              {best2k.time}
              <span className="dashboard-perf__note">{best2k.date ? formatDate(best2k.date) : 'From your profile'}</span>
            </dd>
          </div>
        ) : null}
        {seasonChange2k ? (
          <div>
            <dt>2k this season</dt>
            <dd>
              {formatChange(seasonChange2k.changeTenths)} this season
              <span className="dashboard-perf__note">
                {seasonChange2k.changeTenths < 0 ? 'faster' : seasonChange2k.changeTenths > 0 ? 'slower' : 'no change'}{' '}
                over the last 12 months
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      <Link className="button button--secondary dashboard-card__action" to={paths.performance}>
        Open Performance Log
      </Link>
    </>
  );
}

/**
 * /dashboard. `unreadMessages` (handed in by the app's route table) fills the Messages tile;
 * `clubCard` and `parentsCard` (the club and family features' cards, also handed in) are shown to
 * athletes, and `offers`, the offers programs made them.
 */
export default function DashboardPage({
  unreadMessages,
  clubCard,
  parentsCard,
  offers,
}: {
  unreadMessages?: ReactNode;
  clubCard?: ReactNode;
  parentsCard?: ReactNode;
  /** The athlete's offers (the offers feature's section), first when there are any. */
  offers?: ReactNode;
}) {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const figures = useQuery({ ...dashboardQueryOptions(user?.id ?? ''), enabled: user !== null });
  const consentPending = user !== null && 'parentalConsent' in user && user.parentalConsent === 'pending';

  return (
    <div className="container page">
      <header className="page-header">
        <h1>Welcome back!</h1>
        {user ? <p className="lead">Signed in as {user.email}</p> : null}
      </header>

      {consentPending ? (
        <div className="notice notice--info dashboard__notice" role="note">
          <p>
            Your account is waiting for your parent or guardian to approve it. Until then your profile is hidden from
            coaches.
          </p>
        </div>
      ) : null}

      {figures.isError ? (
        <div className="notice dashboard__notice" role="alert">
          <p>
            Your figures could not be loaded.{' '}
            <button type="button" className="link-button" onClick={() => void figures.refetch()}>
              Try again
            </button>
          </p>
        </div>
      ) : null}
      <Figures
        data={figures.data}
        pending={figures.isPending && figures.fetchStatus !== 'idle'}
        unreadMessages={unreadMessages}
      />
      {offers}

      <h2>Get Started</h2>
      <div className="card-grid">
        <article className="card dashboard-card" aria-labelledby="dash-profile">
          <h3 id="dash-profile">Complete Profile</h3>
          <p>Add your academics, erg scores and a few words about you.</p>
          {figures.data ? <CompletenessMeter completeness={figures.data.completeness} /> : null}
          <Link className="button button--primary dashboard-card__action" to={paths.profile}>
            Complete Profile
          </Link>
        </article>
        <article className="card dashboard-card" aria-labelledby="dash-schools">
          <h3 id="dash-schools">Browse Schools</h3>
          <p>Explore 200+ college rowing programs.</p>
          <Link className="button button--secondary dashboard-card__action" to={paths.schools}>
            Browse Schools
          </Link>
        </article>
        <article className="card dashboard-card" aria-labelledby="dash-track">
          <h3 id="dash-track">Track Performance</h3>
          <TrackPerformance performance={figures.data?.performance} />
        </article>
        {clubCard}
        {parentsCard}
      </div>
    </div>
  );
}
