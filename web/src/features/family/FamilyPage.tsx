import { useId } from 'react';
import { generatePath, Link, useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { familyApi, familyQueryOptions, type FamilyChild, type FamilyOverview } from './api';
import { childFacts, childName, childStatuses, errorText, planFull, planUse } from './rules';
import './family.css';
import '@/components/switch.css';

/** Router state /family accepts: a notice after a child's account was deleted. */
export interface FamilyNoticeState {
  familyNotice?: string;
}

/** The portal is for parent accounts; anyone else is told so. */
export function NotAParent() {
  return (
    <div className="notice notice--info" role="note">
      <p>
        The family portal is for parent and guardian accounts. Athletes invite a parent from their{' '}
        <Link to={paths.dashboard}>dashboard</Link>.
      </p>
    </div>
  );
}

/**
 * /family: the parent's home. Each linked child as a card with their state, the weekly digest
 * switch and the family plan with its limit.
 */
export default function FamilyPage() {
  usePageTitle('Family');
  const { user } = useAuth();
  const location = useLocation();
  const notice = (location.state as FamilyNoticeState | null)?.familyNotice;
  const parent = user?.role === 'parent';
  const overview = useQuery({ ...familyQueryOptions(user?.id ?? ''), enabled: parent });

  return (
    <div className="container page family-page">
      <header className="page-header">
        <p className="eyebrow">Parent portal</p>
        <h1>Family</h1>
        <p className="lead">
          Follow your child&apos;s recruiting: their profile, results, schools and every message. You steer their privacy;
          they do the writing.
        </p>
      </header>
      {notice ? (
        <FormMessage tone="success">
          <p>{notice}</p>
        </FormMessage>
      ) : null}
      {!parent ? (
        <NotAParent />
      ) : overview.isPending ? (
        <Spinner label="Loading your family" fullPage={false} />
      ) : overview.isError ? (
        <FormMessage tone="error" title="Your family could not be loaded.">
          <p>
            {errorText(overview.error)}{' '}
            <button type="button" className="link-button" onClick={() => void overview.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : (
        <FamilyHome overview={overview.data} />
      )}
    </div>
  );
}

function FamilyHome({ overview }: { overview: FamilyOverview }) {
  return (
    <div className="family-home">
      <section className="family-home__children" aria-labelledby="family-children">
        <h2 id="family-children">Your children</h2>
        {overview.children.length === 0 ? (
          <div className="card family-empty">
            <p>No athlete is linked to your account yet.</p>
            <p>
              If you approved your child&apos;s account from our consent email, sign in with the same email address and
              confirm it: the link is made at once. Otherwise ask your child to invite you from their dashboard.
            </p>
          </div>
        ) : (
          <ul className="family-children" aria-label="Your children">
            {overview.children.map((child) => (
              <ChildCard key={child.id} child={child} />
            ))}
          </ul>
        )}
      </section>
      <div className="family-home__side">
        <DigestSwitch enabled={overview.digest} />
        <PlanCard overview={overview} />
      </div>
    </div>
  );
}

function ChildCard({ child }: { child: FamilyChild }) {
  const name = childName(child);
  const headingId = useId();
  return (
    <li>
      <article className="card family-child" aria-labelledby={headingId}>
        <h3 id={headingId} className="family-child__name">
          {name}
        </h3>
        <p className="family-muted">{childFacts(child)}</p>
        <ul className="family-badges" aria-label={`${name}'s status`}>
          {childStatuses(child).map((status) => (
            <li key={status.text} className={`family-badge family-badge--${status.tone}`}>
              {status.text}
            </li>
          ))}
        </ul>
        {child.unreadForChild > 0 ? (
          <p className="family-child__unread">
            {child.unreadForChild === 1 ? '1 message' : `${child.unreadForChild} messages`} not yet read by {name}
          </p>
        ) : null}
        <h4 className="family-child__latest-title">Latest activity</h4>
        {child.latestActivity.length === 0 ? (
          <p className="family-muted">Nothing in the last 30 days.</p>
        ) : (
          <ul className="family-child__latest">
            {child.latestActivity.map((line, index) => (
              <li key={`${line.at}-${String(index)}`}>
                <time dateTime={line.at}>{formatActivityDay(line.at)}</time> {line.text}
              </li>
            ))}
          </ul>
        )}
        <Link className="button button--primary family-child__open" to={generatePath(paths.familyChild, { id: child.id })}>
          Open {name}&apos;s recruiting
        </Link>
      </article>
    </li>
  );
}

/** "Nov 27": the day a line of activity happened, where the parent is. */
function formatActivityDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

function DigestSwitch({ enabled }: { enabled: boolean }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = familyQueryOptions(user?.id ?? '').queryKey;
  const switchId = useId();
  const hintId = useId();
  const update = useMutation({
    mutationFn: familyApi.setDigest,
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (_, next) => {
      queryClient.setQueryData<FamilyOverview>(key, (current) => (current ? { ...current, digest: next } : current));
    },
  });
  const on = update.isPending ? update.variables : enabled;
  return (
    <section className="card family-side" aria-labelledby="family-digest">
      <h2 id="family-digest">Weekly digest</h2>
      <div className="family-switch-row">
        <label htmlFor={switchId} className="family-switch-row__label">
          Email me a weekly digest
        </label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="switch"
          checked={on}
          disabled={update.isPending}
          aria-describedby={hintId}
          onChange={(event) => update.mutate(event.target.checked)}
        />
      </div>
      <p id={hintId} className="family-muted">
        Once a week, when something happened: which programs viewed each child&apos;s profile, new conversations and
        messages (counts and program names, never what they say), new erg tests and verification results.
      </p>
      {update.isError ? (
        <p className="family-error" role="alert">
          Your choice could not be saved. {errorText(update.error)}
        </p>
      ) : null}
      {update.isSuccess ? (
        <p className="family-saved" role="status">
          {update.variables ? 'The weekly digest is on.' : 'The weekly digest is off.'}
        </p>
      ) : null}
    </section>
  );
}

function PlanCard({ overview }: { overview: FamilyOverview }) {
  const count = overview.children.length;
  const full = planFull(count, overview.plan);
  return (
    <section className="card family-side" aria-labelledby="family-plan">
      <h2 id="family-plan">Your plan</h2>
      <p>
        <strong>{overview.plan.name}</strong>
      </p>
      <p>You follow {planUse(count, overview.plan)}.</p>
      {overview.plan.id === null ? (
        <p className="family-muted">Following one athlete is free, so that consent is never paywalled.</p>
      ) : null}
      {full ? (
        <p className="family-muted">
          To follow another athlete, a larger family plan is needed. <Link to={paths.familyPricing}>See the family plans</Link>
        </p>
      ) : null}
    </section>
  );
}
