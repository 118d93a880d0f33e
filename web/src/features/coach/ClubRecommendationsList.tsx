import { generatePath, Link } from 'react-router';
import { formatClubCollegeDay } from '@/lib/clubCollege';
import { pieceLabel } from '@/lib/rowing';
import { paths } from '@/paths';
import type { CoachHome } from './api';
import '@/components/club-college.css';

/** The club coaches' recommendations the athletes agreed to, on the coach home. */
export function ClubRecommendationsList({ home }: { home: CoachHome }) {
  return (
    <section className="card coach-section" aria-labelledby="coach-recommendations-title">
      <h2 id="coach-recommendations-title">Club recommendations</h2>
      <p className="coach-section__text">
        Club coaches recommend athletes from their roster; each athlete agreed to share the recommendation with you.
      </p>
      {home.recommendations.length === 0 ? (
        <p className="coach-section__text">No recommendations yet.</p>
      ) : (
        <ul className="club-college__list">
          {home.recommendations.map((r) => (
            <li key={r.id} className="club-college__recommendation">
              <p className="club-college__line">
                <Link to={generatePath(paths.athlete, { id: r.athleteId })}>{r.athleteName ?? 'Unnamed athlete'}</Link>
                {' · '}
                {r.recommendedBy}
              </p>
              <p>{r.note}</p>
              <p>
                <span className="club-college__muted">Projected level:</span> {r.projectedLevel}
              </p>
              {r.results.length > 0 ? (
                <p className="club-college__muted">
                  Club-verified:{' '}
                  {r.results.map((x) => `${pieceLabel(x.piece)} ${x.time ?? `${x.meters ?? 0} m`}`).join(', ')}
                </p>
              ) : null}
              <p className="club-college__muted">Agreed {r.decidedAt ? formatClubCollegeDay(r.decidedAt) : ''}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
