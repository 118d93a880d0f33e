import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { clubCollegeError, clubRecommendationsQueryOptions, formatClubCollegeDay, type ClubRecommendation } from '@/lib/clubCollege';

const STATUS_TEXT: Record<ClubRecommendation['status'], string> = {
  waiting: 'Waiting for the athlete',
  agreed: 'Agreed: the program sees it',
  declined: 'Declined by the athlete',
};

/** The club's recommendations to college programs, with each athlete's answer. */
export function ClubRecommendations() {
  const { user } = useAuth();
  const list = useQuery({ ...clubRecommendationsQueryOptions(user?.id ?? ''), enabled: user !== null });
  return (
    <section className="card club-section" aria-labelledby="club-recommendations-title">
      <h2 id="club-recommendations-title">Recommendations</h2>
      {list.isPending ? null : list.isError ? (
        <p className="field__error" role="alert">
          {clubCollegeError(list.error)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="club-muted">
          No recommendations yet. Recommend an athlete from the roster: they agree before the program sees it.
        </p>
      ) : (
        <ul className="club-list">
          {list.data.map((r) => (
            <li key={r.id}>
              <strong>{r.athleteName ?? 'Unnamed athlete'}</strong> to {r.programName}{' '}
              <span className={`club-tag club-tag--${r.status === 'agreed' ? 'verified' : r.status === 'declined' ? 'rejected' : 'pending'}`}>
                {STATUS_TEXT[r.status]}
              </span>{' '}
              <span className="club-muted">{formatClubCollegeDay(r.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
