import { Link } from 'react-router';
import type { SavedSchool } from './api';
import { formatDate, formatDivision, formatLocation, programTypeBadges } from './format';
import { schoolDetailPath } from './links';
import './schools.css';

/**
 * Someone else's saved schools with their notes, read-only (handed to the parent portal by the
 * app's route table). School names are h3, under the portal section's h2.
 */
export default function SavedSchoolsView({ schools, name }: { schools: SavedSchool[]; name: string }) {
  if (schools.length === 0) return <p>{name} has not saved any schools yet.</p>;
  return (
    <>
      <p className="my-schools__count">{schools.length === 1 ? '1 school saved' : `${schools.length} schools saved`}</p>
      <ul className="saved-list" aria-label={`${name}'s saved schools`}>
        {schools.map((school) => {
          const details = [
            formatLocation(school),
            school.division !== null ? formatDivision(school.division) : null,
            school.conference,
          ].filter((part): part is string => part !== null);
          const savedOn = formatDate(school.savedAt);
          return (
            <li key={school.id}>
              <article className="card saved-school" aria-labelledby={`ro-saved-${school.id}`}>
                <div className="saved-school__top">
                  <div>
                    <h3 id={`ro-saved-${school.id}`} className="saved-school__name">
                      <Link to={schoolDetailPath(school.id)}>{school.name}</Link>
                    </h3>
                    {details.length > 0 ? <p className="saved-school__details">{details.join(' · ')}</p> : null}
                  </div>
                  {school.type !== null ? (
                    <span className="type-badge" data-type={school.type}>
                      {programTypeBadges[school.type]}
                    </span>
                  ) : null}
                </div>
                <div className="saved-school__notes">
                  <h4 className="saved-school__notes-heading">{name}&apos;s notes</h4>
                  {school.notes !== null ? (
                    <p className="saved-school__notes-text">{school.notes}</p>
                  ) : (
                    <p className="saved-school__notes-empty">No notes.</p>
                  )}
                </div>
                {savedOn !== null ? <p className="saved-school__date">Saved {savedOn}</p> : null}
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
