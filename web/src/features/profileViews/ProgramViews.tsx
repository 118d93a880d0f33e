import { formatDate } from '@/lib/rowing';
import type { ProfileViews, ProgramViews } from './api';
import './profile-views.css';

/** "2026-11-20T…Z" as "Nov 20". */
function shortDay(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** `who` is "you" for the athlete, or the athlete's name for their parent. */
const FOLLOW_UPS: Record<ProgramViews['followUps'][number]['kind'], (at: string, who: string) => string> = {
  added_to_watchlist: (at, who) => `Added ${who} to their watchlist on ${shortDay(at)}`,
  wrote_to_you: (at, who) => `Wrote to ${who} on ${shortDay(at)}`,
};

function whatNext(program: ProgramViews, who: string): string[] {
  return program.followUps.map((f) => FOLLOW_UPS[f.kind](f.at, who));
}

/** One program's views; `owner` names the athlete when someone else (their parent) reads them. */
export function Program({ program, owner }: { program: ProgramViews; owner?: string }) {
  const first = formatDate(program.firstViewedOn);
  const last = formatDate(program.lastViewedOn);
  const next = whatNext(program, owner ?? 'you');
  const Heading = owner === undefined ? 'h2' : 'h3';
  return (
    <li className="card views-program">
      <Heading className="views-program__name">{program.programName}</Heading>
      <p>
        Viewed {owner === undefined ? 'your' : `${owner}'s`} profile {program.views === 1 ? 'once' : `${program.views} times`}
        {first === last ? `, on ${last}` : `, from ${first} to ${last}`}.
      </p>
      {next.length ? (
        <ul className="views-program__next" aria-label={`What ${program.programName} did next`}>
          {next.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * Someone else's profile views, read-only (handed to the parent portal by the app's route table):
 * the total of the last 30 days and each program, with h3 names under the portal's h2.
 */
export default function ProgramViewsList({ views, name }: { views: ProfileViews; name: string }) {
  return (
    <>
      <p className="views-page__total">
        <strong>{views.viewsLast30Days}</strong> {views.viewsLast30Days === 1 ? 'view' : 'views'} in the last 30 days
      </p>
      {views.programs.length ? (
        <ul className="views-list">
          {views.programs.map((p) => (
            <Program key={p.schoolId} program={p} owner={name} />
          ))}
        </ul>
      ) : (
        <p>No program has viewed {name}&apos;s profile yet.</p>
      )}
    </>
  );
}
