import type { RecruitingPeriod } from './api';
import { Heading, type HeadingLevel } from './Heading';
import { divisionLabel, mediumDate, squadLabel } from './rules';
import './calendar.css';

interface PeriodsListProps {
  periods: readonly RecruitingPeriod[];
  level: HeadingLevel;
  label?: string;
}

/** Recruiting periods, read-only: what kind, for whom, from when to when, what it means and the source. */
export function PeriodsList({ periods, level, label = 'Recruiting periods' }: PeriodsListProps) {
  return (
    <ol className="calendar-list" aria-label={label}>
      {periods.map((period) => (
        <li key={period.id} className={period.current ? 'calendar-item calendar-item--current' : 'calendar-item'}>
          <p className="calendar-item__meta">
            <span className="calendar-item__date">
              <time dateTime={period.startsOn}>{mediumDate(period.startsOn)}</time>
              {period.endsOn !== period.startsOn ? (
                <>
                  {' to '}
                  <time dateTime={period.endsOn}>{mediumDate(period.endsOn)}</time>
                </>
              ) : null}
            </span>
            <span className="calendar-badge">{divisionLabel(period.division)}</span>
            <span className="calendar-badge">{squadLabel(period.squad)}</span>
            {period.current ? <span className="calendar-badge calendar-badge--current">In force today</span> : null}
          </p>
          <Heading level={level} className="calendar-item__title">
            {period.label}
          </Heading>
          <p className="calendar-item__text">{period.meaning}</p>
          {period.note ? <p className="calendar-item__text">Note: {period.note}</p> : null}
          <p className="calendar-source">Source: {period.source}</p>
        </li>
      ))}
    </ol>
  );
}
