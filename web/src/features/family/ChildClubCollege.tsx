import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { childClubCollegeQueryOptions, formatClubCollegeDay, type ClubRecommendation } from '@/lib/clubCollege';

const STATUS: Record<ClubRecommendation['status'], string> = {
  waiting: 'Waiting for your child’s answer',
  agreed: 'Your child agreed: the program sees it',
  declined: 'Your child declined: the program never sees it',
};

/**
 * The child's club coaches and college programs, read-only: recommendations (only the child
 * answers them) and the conversations between the coaches that exist, never their text.
 */
export function ChildClubCollege({ childId, name }: { childId: string; name: string }) {
  const { user } = useAuth();
  const data = useQuery({ ...childClubCollegeQueryOptions(user?.id ?? '', childId), enabled: user !== null });
  if (!data.data || (data.data.recommendations.length === 0 && data.data.conversations.length === 0)) return null;
  const { recommendations, conversations } = data.data;
  return (
    <section className="family-club-college" aria-labelledby="family-club-college-title">
      <h3 id="family-club-college-title">Club coaches and college programs</h3>
      {recommendations.length > 0 ? (
        <ul>
          {recommendations.map((r) => (
            <li key={r.id}>
              <strong>
                {r.coachName} of {r.clubName} recommends {name} to {r.programName}
              </strong>
              <p>{r.note}</p>
              <p className="family-muted">
                Projected level: {r.projectedLevel} · {STATUS[r.status]}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {conversations.length > 0 ? (
        <p className="family-muted">
          {name}&apos;s club coaches are talking with{' '}
          {conversations.map((c) => `${c.programName} (since ${formatClubCollegeDay(c.startedAt)})`).join(', ')}. What the
          coaches write to each other stays between them.
        </p>
      ) : null}
    </section>
  );
}
