import { Link } from 'react-router';
import { paths } from '@/paths';
import type { SchoolSummary } from './api';
import { formatDivision, formatLocation, formatSize, programTypeBadges } from './format';
import { schoolDetailPath } from './links';
import { SaveButton } from './SaveButton';

interface SchoolCardProps {
  school: SchoolSummary;
  onToggleSave: (school: SchoolSummary) => void;
  saving?: boolean;
  /** Why the last save or removal failed. */
  saveError?: string | null;
  /** The refusal was the plan's limit: the plans are one link away. */
  saveErrorUpgrade?: boolean;
  /** Where the detail page's back link returns to (the list with its filters). */
  backTo?: string;
}

/**
 * One program in the list. Only what the data set has is shown: a field without a value is left
 * out rather than guessed.
 */
export function SchoolCard({
  school,
  onToggleSave,
  saving = false,
  saveError = null,
  saveErrorUpgrade = false,
  backTo,
}: SchoolCardProps) {
  const location = formatLocation(school);
  const size = formatSize(school);
  const facts: { label: string; value: string }[] = [];
  if (school.division !== null) facts.push({ label: 'Division', value: formatDivision(school.division) });
  if (school.conference !== null) facts.push({ label: 'Conference', value: school.conference });
  if (size !== null) facts.push({ label: 'Size', value: size });
  if (school.founded !== null) facts.push({ label: 'Founded', value: String(school.founded) });

  return (
    <article className="card school-card" aria-labelledby={`school-${school.id}`}>
      <div className="school-card__top">
        <div className="school-card__title">
          <h2 id={`school-${school.id}`}>
            <Link className="school-card__link" to={schoolDetailPath(school.id)} state={backTo ? { backTo } : undefined}>
              {school.name}
            </Link>
          </h2>
          {location !== null ? <p className="school-card__location">{location}</p> : null}
        </div>
        <SaveButton
          schoolName={school.name}
          saved={school.saved}
          busy={saving}
          onToggle={() => {
            if (!saving) onToggleSave(school);
          }}
        />
      </div>
      {school.type !== null ? (
        <p className="school-card__badges">
          <span className="type-badge" data-type={school.type}>
            {programTypeBadges[school.type]}
          </span>
        </p>
      ) : null}
      {facts.length > 0 ? (
        <dl className="school-card__facts">
          {facts.map((fact) => (
            <div key={fact.label} className="school-card__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {saveError ? (
        <p className="school-card__error" role="alert">
          {saveError}
          {saveErrorUpgrade ? (
            <>
              {' '}
              <Link to={paths.rowerPricing}>See the plans</Link>
            </>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
