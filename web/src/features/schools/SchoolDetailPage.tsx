import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { NOTES_MAX, schoolQueryOptions, useSaveSchool, type SchoolDetail, type StaffMember } from './api';
import {
  formatDate,
  formatDivision,
  formatLocation,
  formatNumber,
  formatSquad,
  isFormerConference,
  isWebAddress,
  programTypeBadges,
  sourceLabel,
  squadRows,
} from './format';
import { backToFrom } from './links';
import { notesSchema, savedNotes } from './notesSchema';
import { DataNote, ErrorMessage } from './pageStates';
import { Questionnaire } from './Questionnaire';
import './schools.css';

function divisionDetail(division: string): string {
  if (division === 'I' || division === 'II' || division === 'III') return `NCAA ${formatDivision(division)}`;
  return formatDivision(division);
}

function Facts({ school }: { school: SchoolDetail }) {
  const location = formatLocation(school);
  return (
    <section className="card school-detail__section" aria-labelledby="facts-heading">
      <h2 id="facts-heading">Program facts</h2>
      <dl className="fact-list">
        {location !== null ? (
          <div>
            <dt>Location</dt>
            <dd>{location}</dd>
          </div>
        ) : null}
        {school.division !== null ? (
          <div>
            <dt>Division</dt>
            <dd>
              {divisionDetail(school.division)}
              <span className="fact-list__hint">
                {school.division === 'IRA'
                  ? 'A men’s varsity program racing in the IRA, with no NCAA women’s team in our sources.'
                  : school.division === 'Club'
                    ? 'A club program, with no NCAA women’s team in our sources.'
                    : 'The NCAA division of the women’s program.'}
              </span>
            </dd>
          </div>
        ) : null}
        {school.conference !== null ? (
          <div>
            <dt>Conference</dt>
            <dd>
              {school.conference}
              {isFormerConference(school.conference) ? (
                <span className="fact-list__hint fact-list__hint--warning">
                  The school left this conference, or the conference stopped sponsoring rowing, in the 2024
                  realignment. Our sources do not name the new conference.
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {school.enrollment !== null ? (
          <div>
            <dt>Enrollment</dt>
            <dd>
              {formatNumber(school.enrollment)} students{school.size !== null ? ` (${school.size.toLowerCase()})` : ''}
              <span className="fact-list__hint">
                Institution-wide headcount, undergraduate and graduate; not the size of the rowing team. The figure
                dates from the late 2010s.
              </span>
            </dd>
          </div>
        ) : null}
        {school.founded !== null ? (
          <div>
            <dt>Founded</dt>
            <dd>{school.founded}</dd>
          </div>
        ) : null}
        {school.venue !== null ? (
          <div>
            <dt>Home water</dt>
            <dd>{school.venue}</dd>
          </div>
        ) : null}
      </dl>

      <h3 className="school-detail__subheading">Squads</h3>
      <dl className="squad-list">
        {squadRows.map((row) => {
          const value = formatSquad(school.squads[row.key]);
          return (
            <div key={row.key} className="squad-list__row">
              <dt>{row.label}</dt>
              <dd data-value={value}>{value}</dd>
            </div>
          );
        })}
      </dl>
      <p className="fact-list__hint">“Not reported” means none of our sources mentioned that squad, not that there is none.</p>
    </section>
  );
}

const squadLabels: Record<StaffMember['squads'][number], string> = {
  women: "Women's",
  men: "Men's",
  women_lightweight: "Women's lightweight",
  men_lightweight: "Men's lightweight",
};

/** The program's coaches RowRecruit verified, with the names and titles they gave. */
function Staff({ staff }: { staff: StaffMember[] }) {
  return (
    <section className="card school-detail__section" aria-labelledby="staff-heading">
      <h2 id="staff-heading">Coaching staff on RowRecruit</h2>
      {staff.length === 0 ? (
        <p>No coach of this program has joined and been verified yet.</p>
      ) : (
        <ul className="staff-list">
          {staff.map((coach) => (
            <li key={`${coach.fullName}-${coach.title}`}>
              <strong>{coach.fullName}</strong>, {coach.title}
              {coach.squads.length > 0 ? (
                <span className="staff-list__squads"> · {coach.squads.map((squad) => squadLabels[squad]).join(', ')}</span>
              ) : null}
              <span className="staff-list__verified">Verified coach</span>
              {coach.bio ? <p className="staff-list__bio">{coach.bio}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Sources({ sources }: { sources: string[] }) {
  if (sources.length === 0) return null;
  return (
    <section className="card school-detail__section" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources</h2>
      <ul className="source-list">
        {sources.map((source) => (
          <li key={source}>
            {isWebAddress(source) ? (
              <a href={source} target="_blank" rel="noopener noreferrer">
                {sourceLabel(source)}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              source
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyList({ school, userId }: { school: SchoolDetail; userId: string }) {
  const id = useId();
  const save = useSaveSchool(userId);
  const { register, control, handleSubmit, getValues, setError, clearErrors, formState: { errors } } = useForm({
    resolver: zodResolver(notesSchema),
    // The notes as last read from the server; when they change there (saved, removed), the box follows.
    values: { notes: school.notes ?? '' },
    resetOptions: { keepErrors: true },
    ...VALIDATE_ON_SUBMIT,
  });
  const notes = useWatch({ control, name: 'notes' });
  // `upgrade`: the refusal is the plan's limit, and the plans are one link away.
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string; upgrade?: boolean } | null>(null);
  const notesError = errors.notes?.message;
  const tooLong = notes.length > NOTES_MAX;
  const savedAt = school.savedAt ? formatDate(school.savedAt) : null;

  async function run(action: 'add' | 'notes' | 'remove', saved: string | null = savedNotes(getValues('notes'))) {
    setMessage(null);
    clearErrors('notes');
    try {
      if (action === 'remove') {
        await save.mutateAsync({ id: school.id, save: false });
        setMessage({ tone: 'success', text: 'Removed from your list.' });
      } else {
        await save.mutateAsync({ id: school.id, save: true, notes: saved });
        setMessage({
          tone: 'success',
          text: action === 'notes' ? 'Notes saved.' : 'Saved to your list.',
        });
      }
    } catch (error) {
      applyServerErrors(error, setError, { notes: 'notes' });
      setMessage({
        tone: 'error',
        text: isApiError(error) ? error.message : 'Something went wrong.',
        upgrade: isApiError(error) && error.code === 'plan_limit',
      });
    }
  }

  return (
    <section className="card school-detail__section school-detail__mine" aria-labelledby="mine-heading">
      <h2 id="mine-heading">My list</h2>
      <p className="school-detail__saved-state">
        {school.saved
          ? savedAt !== null
            ? `On your list since ${savedAt}.`
            : 'On your list.'
          : 'Not on your list yet.'}
      </p>
      <div className="school-detail__actions">
        {school.saved ? (
          <button type="button" className="button button--secondary" disabled={save.isPending} onClick={() => void run('remove')}>
            Remove from my list
          </button>
        ) : (
          <button type="button" className="button button--primary" disabled={save.isPending} onClick={() => void run('add')}>
            Save to my list
          </button>
        )}
        <Link className="button button--ghost" to={paths.mySchools}>
          My schools
        </Link>
      </div>

      <form
        className="form school-notes"
        onSubmit={(event) => void handleSubmit((request) => run('notes', request.notes))(event)}
        noValidate
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-notes`}>
            Private notes
          </label>
          <p className="field__hint" id={`${id}-notes-hint`}>
            {school.saved
              ? 'Only you can see these. Removing the school from your list deletes its notes.'
              : 'Only you can see these. Saving notes also adds the school to your list.'}
          </p>
          <textarea
            id={`${id}-notes`}
            className="field__input school-notes__input"
            rows={6}
            {...register('notes', {
              onChange: () => {
                clearErrors('notes');
                if (message?.tone === 'success') setMessage(null);
              },
            })}
            aria-invalid={notesError || tooLong ? true : undefined}
            aria-describedby={`${id}-notes-hint ${id}-notes-count${notesError ? ` ${id}-notes-error` : ''}`}
          />
          <p className={tooLong ? 'field__hint school-notes__count school-notes__count--over' : 'field__hint school-notes__count'} id={`${id}-notes-count`}>
            {formatNumber(notes.length)} / {formatNumber(NOTES_MAX)} characters
          </p>
          {notesError ? (
            <p className="field__error" id={`${id}-notes-error`}>
              {notesError}
            </p>
          ) : null}
        </div>
        <div className="school-detail__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save notes'}
          </button>
        </div>
      </form>
      {message ? (
        <FormMessage tone={message.tone}>
          <p>{message.text}</p>
          {message.upgrade ? (
            <p>
              <Link to={paths.rowerPricing}>See the plans</Link>
            </p>
          ) : null}
        </FormMessage>
      ) : null}
    </section>
  );
}

/**
 * /schools/:id. `contact` (writing to the program, handed in by the app's route table) is shown
 * after the program's facts.
 */
export default function SchoolDetailPage({ contact }: { contact?: (schoolId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const location = useLocation();
  const backTo = backToFrom(location.state) ?? paths.schools;
  const query = useQuery({ ...schoolQueryOptions(userId, id), enabled: user !== null && id !== '' });
  usePageTitle(query.data ? query.data.name : 'School');

  const back = (
    <Link className="back-link" to={backTo}>
      ← Back to schools
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="container page school-detail">
        {back}
        <Spinner label="Loading the school" fullPage={false} />
      </div>
    );
  }

  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="container page school-detail">
        {back}
        <header className="page-header">
          <h1>{notFound ? 'School not found' : 'This school could not be loaded'}</h1>
        </header>
        {notFound ? (
          <p>
            There is no school at this address. <Link to={paths.schools}>Browse all programs</Link>.
          </p>
        ) : (
          <ErrorMessage title="Something went wrong" error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }

  const where = formatLocation(query.data);
  return (
    <div className="container page school-detail">
      {back}
      <header className="page-header school-detail__header">
        <h1>{query.data.name}</h1>
        {where !== null || query.data.type !== null ? (
          <p className="school-detail__meta">
            {where !== null ? <span>{where}</span> : null}
            {query.data.type !== null ? (
              <span className="type-badge" data-type={query.data.type}>
                {programTypeBadges[query.data.type]}
              </span>
            ) : null}
          </p>
        ) : null}
      </header>
      <div className="school-detail__layout">
        <div className="school-detail__main">
          <Facts school={query.data} />
          <Staff staff={query.data.staff} />
          {contact?.(query.data.id)}
          <Questionnaire key={query.data.id} schoolId={query.data.id} />
          <Sources sources={query.data.sources} />
        </div>
        <MyList key={query.data.id} school={query.data} userId={userId} />
      </div>
      <DataNote />
    </div>
  );
}
