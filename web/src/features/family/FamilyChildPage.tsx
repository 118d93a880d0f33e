import type { ReactNode } from 'react';
import { generatePath, Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { Tabs } from '@/components/Tabs';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { childQueries, familyQueryOptions, type FamilyChild } from './api';
import { ChildClubCollege } from './ChildClubCollege';
import { ConsentSection } from './ConsentSection';
import { NotAParent } from './FamilyPage';
import type { ChildParts } from './childViews';
import { RightsSection } from './RightsSection';
import { childFacts, childName, childStatuses, errorText, RED_FLAG } from './rules';
import './family.css';

/** What a parent comes for most (messages, consent) follows the profile; their rights come last. */
const ALL_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'messages', label: 'Messages' },
  { id: 'offers', label: 'Offers' },
  { id: 'privacy', label: 'Privacy & consent', minorsOnly: true },
  { id: 'performance', label: 'Performance' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'schools', label: 'Saved schools' },
  { id: 'views', label: 'Profile views' },
  { id: 'rights', label: 'Your rights', minorsOnly: true },
] as const;

type TabId = (typeof ALL_TABS)[number]['id'];

const childPath = (id: string) => generatePath(paths.familyChild, { id });

/**
 * /family/children/:id (and …/messages/:conversationId): one child's recruiting, read-only, in
 * tabs kept in the address (?tab=performance). For a minor, the parent also steers consent and
 * uses their rights; a child aged 18 or over decides for themselves, so those tabs are absent.
 */
export default function FamilyChildPage({ parts }: { parts: ChildParts }) {
  const { id = '', conversationId } = useParams();
  const { user } = useAuth();
  const parent = user?.role === 'parent';
  const overview = useQuery({ ...familyQueryOptions(user?.id ?? ''), enabled: parent });
  const child = overview.data?.children.find((c) => c.id === id);
  usePageTitle(child ? childName(child) : 'Family');

  return (
    <div className="container page family-page">
      <Link className="family-back" to={paths.family}>
        ← Family
      </Link>
      {!parent ? (
        <>
          <h1>Family</h1>
          <NotAParent />
        </>
      ) : overview.isPending ? (
        <Spinner label="Loading your child's recruiting" fullPage={false} />
      ) : overview.isError ? (
        <>
          <h1>Family</h1>
          <FormMessage tone="error" title="Your family could not be loaded.">
            <p>
              {errorText(overview.error)}{' '}
              <button type="button" className="link-button" onClick={() => void overview.refetch()}>
                Try again
              </button>
            </p>
          </FormMessage>
        </>
      ) : child === undefined ? (
        <NotLinked />
      ) : (
        <ChildView child={child} conversationId={conversationId} parts={parts} />
      )}
    </div>
  );
}

function NotLinked() {
  return (
    <>
      <h1>Athlete not found</h1>
      <p>
        This athlete is not linked to your account. <Link to={paths.family}>See your children</Link>.
      </p>
    </>
  );
}

function ChildView({ child, conversationId, parts }: { child: FamilyChild; conversationId: string | undefined; parts: ChildParts }) {
  const name = childName(child);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tabs = ALL_TABS.filter((tab) => child.minor || !('minorsOnly' in tab));
  const requested = conversationId !== undefined ? 'messages' : params.get('tab');
  const current = tabs.find((tab) => tab.id === requested) ?? ALL_TABS[0];
  const select = (tab: TabId) => {
    void navigate({ pathname: childPath(child.id), search: tab === 'profile' ? '' : `?tab=${tab}` }, { replace: conversationId === undefined });
  };

  return (
    <>
      <header className="page-header family-child-header">
        <p className="eyebrow">Your child&apos;s recruiting</p>
        <h1>{name}</h1>
        <p className="lead">{childFacts(child)}</p>
        <ul className="family-badges" aria-label={`${name}'s status`}>
          {childStatuses(child).map((status) => (
            <li key={status.text} className={`family-badge family-badge--${status.tone}`}>
              {status.text}
            </li>
          ))}
        </ul>
      </header>
      {child.minor ? null : (
        <div className="notice notice--info family-note" role="note">
          <p>
            {name} is 18 or over and decides for themselves: their privacy choices and their data are theirs to manage. You
            see their recruiting read-only for as long as they keep you linked.
          </p>
        </div>
      )}

      <Tabs label={`${name}'s recruiting`} idPrefix="family" tabs={tabs} selected={current.id} onSelect={select}>
        <h2 className="family-panel__title">{current.id === 'rights' ? 'Your rights' : current.label}</h2>
        <Panel tab={current.id} child={child} name={name} conversationId={conversationId} parts={parts} />
      </Tabs>
    </>
  );
}

function Panel({
  tab,
  child,
  name,
  conversationId,
  parts,
}: {
  tab: TabId;
  child: FamilyChild;
  name: string;
  conversationId: string | undefined;
  parts: ChildParts;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  switch (tab) {
    case 'profile':
      return <Loaded options={childQueries.profile(userId, child.id)} what="profile">{(data) => parts.profile(data)}</Loaded>;
    case 'performance':
      return (
        <Loaded options={childQueries.performance(userId, child.id)} what="performance log">
          {(data) => parts.performance(data, name)}
        </Loaded>
      );
    case 'calendar':
      return parts.calendar(child.id, name);
    case 'schools':
      return (
        <>
          <Loaded options={childQueries.savedSchools(userId, child.id)} what="saved schools">
            {(data) => parts.savedSchools(data, name)}
          </Loaded>
          <ChildQuestionnaires child={child} name={name} />
        </>
      );
    case 'views':
      return (
        <>
          <p className="family-muted">
            College programs whose coaches opened {name}&apos;s recruiting profile in the last 90 days. A view is not an
            offer or a promise of contact.
          </p>
          <Loaded options={childQueries.views(userId, child.id)} what="profile views">
            {(data) => parts.views(data, name)}
          </Loaded>
        </>
      );
    case 'messages':
      return <Messages child={child} name={name} conversationId={conversationId} parts={parts} />;
    case 'offers':
      return parts.offers(child.offers, name);
    case 'privacy':
      return <ConsentSection child={child} name={name} />;
    case 'rights':
      return <RightsSection child={child} name={name} />;
  }
}

/** The programs that have the child's recruiting questionnaire, read-only (parents never send one). */
function ChildQuestionnaires({ child, name }: { child: FamilyChild; name: string }) {
  const { user } = useAuth();
  const query = useQuery(childQueries.questionnaires(user?.id ?? '', child.id));
  if (!query.isSuccess) return null;
  const sent = query.data.questionnaires;
  return (
    <section className="family-questionnaires" aria-labelledby="family-questionnaires-title">
      <h3 id="family-questionnaires-title">Recruiting questionnaires sent</h3>
      {sent.length === 0 ? (
        <p className="family-muted">{name} has not sent a program its recruiting questionnaire.</p>
      ) : (
        <ul>
          {sent.map((q) => (
            <li key={q.schoolId}>
              {q.schoolName}, sent{' '}
              {new Date(q.submittedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Messages({ child, name, conversationId, parts }: { child: FamilyChild; name: string; conversationId: string | undefined; parts: ChildParts }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const conversationPath = (cid: string) => generatePath(paths.familyConversation, { id: child.id, conversationId: cid });
  return (
    <>
      <div className="notice notice--info family-note family-red-flag" role="note">
        <p className="family-red-flag__title">Read-only: you cannot write to coaches from here.</p>
        <p>{RED_FLAG}</p>
        <p className="family-muted">Reading here never marks a message as read for {name}.</p>
      </div>
      {conversationId === undefined ? (
        <Loaded options={childQueries.inbox(userId, child.id)} what="conversations">
          {(data) => parts.inbox(data, name, conversationPath)}
        </Loaded>
      ) : (
        <>
          <p>
            <Link to={`${childPath(child.id)}?tab=messages`}>← All of {name}&apos;s conversations</Link>
          </p>
          <Loaded options={childQueries.conversation(userId, child.id, conversationId)} what="conversation">
            {(data) => parts.conversation(data, name)}
          </Loaded>
        </>
      )}
      {conversationId === undefined ? <ChildClubCollege childId={child.id} name={name} /> : null}
    </>
  );
}

/** A child's data once loaded: a spinner, an error with Try again, or the owner's view. */
function Loaded<T, K extends QueryKey>({
  options,
  what,
  children,
}: {
  options: UseQueryOptions<T, Error, T, K>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  const query = useQuery(options);
  if (query.isPending) return <Spinner label={`Loading the ${what}`} fullPage={false} />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <FormMessage tone="error" title={missing ? `This ${what} was not found.` : `The ${what} could not be loaded.`}>
        <p>
          {missing ? 'It may have been deleted, or the athlete is no longer linked to your account.' : errorText(query.error)}{' '}
          {missing ? null : (
            <button type="button" className="link-button" onClick={() => void query.refetch()}>
              Try again
            </button>
          )}
        </p>
      </FormMessage>
    );
  }
  return <>{children(query.data)}</>;
}
