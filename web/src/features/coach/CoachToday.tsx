import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { ClubCollegeConversations } from '@/components/ClubCollegeConversations';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { paths } from '@/paths';
import { coachHomeQueryOptions, formatCalendarDate, type CoachHome } from './api';
import { ClubRecommendationsList } from './ClubRecommendationsList';

const athleteLink = (id: string, name: string | null | undefined) => (
  <Link to={generatePath(paths.athlete, { id })}>{name ?? 'Unnamed athlete'}</Link>
);

function waited(days: number): string {
  if (days === 0) return 'since today';
  return days === 1 ? 'for 1 day' : `for ${days} days`;
}

/** "Nov 28, 2026, 3:05 PM": when a line of news was written, on the coach's clock. */
function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function TodayList({ title, id, empty, children }: { title: string; id: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="card coach-today__list" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="coach-today__count">({children.length})</span>
      </h3>
      {children.length === 0 ? <p className="coach-section__text">{empty}</p> : <ul>{children}</ul>}
    </section>
  );
}

function Today({ home }: { home: CoachHome }) {
  return (
    <section className="coach-section" aria-labelledby="coach-today-title">
      <h2 id="coach-today-title">Today</h2>
      <div className="coach-today">
        <TodayList title="Messages waiting for a reply" id="coach-waiting" empty="No athlete is waiting for a reply.">
          {home.waiting.map((w) => (
            <li key={w.conversationId}>
              <Link to={generatePath(paths.conversation, { id: w.conversationId })}>{w.athleteName ?? 'An athlete'}</Link>
              <span className="coach-today__detail">Waiting {waited(w.daysWaiting)}</span>
            </li>
          ))}
        </TodayList>
        <TodayList
          title="Contact dates in the next 30 days"
          id="coach-openings"
          empty="No athlete on your board reaches a contact date in the next 30 days."
        >
          {home.contactOpenings.map((o) => (
            <li key={o.athleteId}>
              {athleteLink(o.athleteId, o.athleteName)}
              <span className="coach-today__detail">
                Class of {o.gradYear} · You may write from {formatCalendarDate(o.opensOn)}
              </span>
            </li>
          ))}
        </TodayList>
        <TodayList title="Visits this week" id="coach-visits" empty="No visits in the next 7 days.">
          {home.visits.map((v) => (
            <li key={v.id}>
              <span>{v.title}</span>
              <span className="coach-today__detail">
                {formatCalendarDate(v.startsOn)}
                {v.startTime ? ` at ${v.startTime}` : null}
                {v.athleteName ? ` · ${v.athleteName}` : null}
                {v.location ? ` · ${v.location}` : null}
              </span>
            </li>
          ))}
        </TodayList>
        <TodayList title="Offers waiting for an answer" id="coach-offers" empty="No offer of your program is waiting for an answer.">
          {home.offersWaiting.map((o) => (
            <li key={o.offerId}>
              {athleteLink(o.athleteId, o.athleteName)}
              <span className="coach-today__detail">
                {o.summary} · Answer by {formatCalendarDate(o.answerBy)}
              </span>
            </li>
          ))}
        </TodayList>
        <TodayList
          title="Questionnaires received"
          id="coach-questionnaires"
          empty="No athlete sent your questionnaire in the last 30 days."
        >
          {home.questionnaires.map((q) => (
            <li key={q.athleteId}>
              {athleteLink(q.athleteId, q.athleteName)}
              <span className="coach-today__detail">
                {q.gradYear ? `Class of ${String(q.gradYear)} · ` : null}Sent {formatMoment(q.submittedAt)}
              </span>
            </li>
          ))}
        </TodayList>
        <TodayList title="Follow-ups past their day" id="coach-follow-ups" empty="No follow-up is overdue.">
          {home.followUps.map((f) => (
            <li key={f.athleteId}>
              {athleteLink(f.athleteId, f.athleteName)}
              <span className="coach-today__detail">Follow up was due {formatCalendarDate(f.followUpOn)}</span>
            </li>
          ))}
        </TodayList>
      </div>
      <p className="coach-today__rule">{home.contactRule}.</p>
    </section>
  );
}

function News({ home }: { home: CoachHome }) {
  return (
    <section className="card coach-section" aria-labelledby="coach-news-title">
      <h2 id="coach-news-title">News of your athletes</h2>
      <p className="coach-section__text">
        What changed in the last 30 days for the athletes on your board who show their profile to coaches.
      </p>
      {home.news.length === 0 ? (
        <p className="coach-section__text">
          No news yet. <Link to={paths.coachSearch}>Find athletes</Link> and add them to your board to follow them.
        </p>
      ) : (
        <ol className="coach-news">
          {home.news.map((n, index) => (
            <li key={`${n.athleteId}-${n.at}-${String(index)}`}>
              <time dateTime={n.at} className="coach-news__time">
                {formatMoment(n.at)}
              </time>
              <span>
                {athleteLink(n.athleteId, n.athleteName)}: {n.summary}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The coach home's lists, once the recruiting workspace is open. */
export function CoachToday() {
  const { user } = useAuth();
  const home = useQuery(coachHomeQueryOptions(user?.id ?? ''));
  if (home.isPending) return <Spinner label="Loading what needs you today" fullPage={false} />;
  if (home.isError) {
    return (
      <p className="coach-section__text" role="alert">
        Today&apos;s lists could not be loaded.{' '}
        <button type="button" className="link-button" onClick={() => void home.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <>
      <Today home={home.data} />
      <ClubRecommendationsList home={home.data} />
      <News home={home.data} />
      <ClubCollegeConversations
        userId={user?.id ?? ''}
        side="college"
        title="Club coaches"
        intro="What club coaches and your program write to each other about their athletes. Write to an athlete's club from the athlete's profile."
      />
    </>
  );
}
