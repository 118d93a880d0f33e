import type { KeyDate } from './api';
import { Heading, type HeadingLevel } from './Heading';
import { divisionLabel, formatChecked, longDate } from './rules';
import './calendar.css';

interface KeyDatesListProps {
  keyDates: readonly KeyDate[];
  /** The level of each date's title. */
  level: HeadingLevel;
  /** The list's accessible name. */
  label?: string;
}

/**
 * The NCAA key dates of an athlete's class, read-only: the day, the division, what changes and
 * where the rule comes from. Days gone by stay in the list, muted and marked "Passed".
 */
export function KeyDatesList({ keyDates, level, label = 'Key dates' }: KeyDatesListProps) {
  return (
    <ol className="calendar-list" aria-label={label}>
      {keyDates.map((keyDate) => (
        <li key={`${keyDate.id}-${keyDate.division}`} className={keyDate.passed ? 'calendar-item calendar-item--passed' : 'calendar-item'}>
          <p className="calendar-item__meta">
            <time className="calendar-item__date" dateTime={keyDate.date}>
              {longDate(keyDate.date)}
            </time>
            <span className="calendar-badge">{divisionLabel(keyDate.division)}</span>
            {keyDate.passed ? <span className="calendar-badge calendar-badge--passed">Passed</span> : null}
          </p>
          <Heading level={level} className="calendar-item__title">
            {keyDate.title}
          </Heading>
          <p className="calendar-item__text">{keyDate.meaning}</p>
          <p className="calendar-source">
            Source: {keyDate.source} (checked {formatChecked(keyDate.checked)})
          </p>
        </li>
      ))}
    </ol>
  );
}
