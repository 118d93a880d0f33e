import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { savedSchoolsQueryOptions, sentQuestionnairesQueryOptions, useSaveSchool, type SavedSchool } from './api';
import { formatDate, formatDivision, formatLocation, programTypeBadges } from './format';
import { schoolDetailPath } from './links';
import { ErrorMessage } from './pageStates';
import './schools.css';

interface SavedItemProps {
  school: SavedSchool;
  removing: boolean;
  error: string | null;
  onRemove: (school: SavedSchool) => void;
}

function SavedItem({ school, removing, error, onRemove }: SavedItemProps) {
  const where = formatLocation(school);
  const details = [
    where,
    school.division !== null ? formatDivision(school.division) : null,
    school.conference,
  ].filter((part): part is string => part !== null);
  const savedOn = formatDate(school.savedAt);
  return (
    <article className="card saved-school" aria-labelledby={`saved-${school.id}`}>
      <div className="saved-school__top">
        <div>
          <h2 id={`saved-${school.id}`} className="saved-school__name">
            <Link to={schoolDetailPath(school.id)}>{school.name}</Link>
          </h2>
          {details.length > 0 ? <p className="saved-school__details">{details.join(' · ')}</p> : null}
        </div>
        {school.type !== null ? (
          <span className="type-badge" data-type={school.type}>
            {programTypeBadges[school.type]}
          </span>
        ) : null}
      </div>
      <div className="saved-school__notes">
        <h3 className="saved-school__notes-heading">My notes</h3>
        {school.notes !== null ? (
          <p className="saved-school__notes-text">{school.notes}</p>
        ) : (
          <p className="saved-school__notes-empty">No notes yet.</p>
        )}
      </div>
      <div className="saved-school__actions">
        {savedOn !== null ? <span className="saved-school__date">Saved {savedOn}</span> : null}
        <Link
          className="button button--secondary button--small"
          to={schoolDetailPath(school.id)}
          aria-label={`${school.notes !== null ? 'Edit notes' : 'Add notes'} for ${school.name}`}
        >
          {school.notes !== null ? 'Edit notes' : 'Add notes'}
        </Link>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={removing}
          aria-label={`${removing ? 'Removing' : 'Remove'} ${school.name} from my list`}
          onClick={() => onRemove(school)}
        >
          {removing ? 'Removing…' : 'Remove'}
        </button>
      </div>
      {error ? (
        <p className="school-card__error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}

/** The programs that have the athlete's questionnaire, each with the day it was last sent. */
function SentQuestionnaires({ userId }: { userId: string }) {
  const query = useQuery({ ...sentQuestionnairesQueryOptions(userId), enabled: userId !== '' });
  if (!query.isSuccess) return null;
  const sent = query.data.questionnaires;
  return (
    <section className="card my-schools__questionnaires" aria-labelledby="questionnaires-sent-heading">
      <h2 id="questionnaires-sent-heading">Questionnaires sent</h2>
      {sent.length === 0 ? (
        <p className="school-detail__saved-state">
          You have not sent a recruiting questionnaire yet. Each program&apos;s page has its questionnaire.
        </p>
      ) : (
        <ul className="questionnaires-sent">
          {sent.map((q) => (
            <li key={q.schoolId}>
              <Link to={`${schoolDetailPath(q.schoolId)}#questionnaire`}>{q.schoolName}</Link>, sent {formatDate(q.submittedAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function MySchoolsPage() {
  usePageTitle('My schools');
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const query = useQuery({ ...savedSchoolsQueryOptions(userId), enabled: user !== null });
  const save = useSaveSchool(userId);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; text: string } | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function remove(school: SavedSchool) {
    setRemoving(school.id);
    setError(null);
    setRemoved(null);
    try {
      await save.mutateAsync({ id: school.id, save: false });
      setRemoved(school.name);
      // The button is gone with the school; keep the keyboard on the page.
      headingRef.current?.focus();
    } catch (cause) {
      setError({ id: school.id, text: `Could not remove ${school.name}: ${isApiError(cause) ? cause.message : 'Something went wrong.'}` });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className="container page my-schools">
      <header className="page-header schools-page__header">
        <div>
          <p className="eyebrow">Schools</p>
          <h1 ref={headingRef} tabIndex={-1}>
            My schools
          </h1>
          <p className="lead">The programs you saved, with your private notes.</p>
        </div>
        <Link className="button button--secondary schools-page__mine" to={paths.schools}>
          Browse programs
        </Link>
      </header>

      <p className="visually-hidden" role="status">
        {removed !== null ? `${removed} was removed from your list.` : ''}
      </p>

      {query.isPending ? (
        <div className="saved-list" role="status" aria-label="Loading your schools">
          {[0, 1, 2].map((index) => (
            <div key={index} className="card saved-school skeleton-card" aria-hidden="true">
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <ErrorMessage title="Your schools could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="empty-state">
          <p>You have not saved any schools yet.</p>
          <Link className="button button--primary" to={paths.schools}>
            Browse schools
          </Link>
        </div>
      ) : (
        <>
          <p className="my-schools__count">
            {query.data.length === 1 ? '1 school saved' : `${query.data.length} schools saved`}
          </p>
          <ul className="saved-list" aria-label="Saved schools">
            {query.data.map((school) => (
              <li key={school.id}>
                <SavedItem
                  school={school}
                  removing={removing === school.id}
                  error={error?.id === school.id ? error.text : null}
                  onRemove={(s) => void remove(s)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {user?.role === 'student' ? <SentQuestionnaires userId={userId} /> : null}
    </div>
  );
}
