import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Notice as NoticeValue } from '@/components/Notice';
import { useAuth } from '@/features/auth';
import {
  clubCollegeApi,
  clubCollegeError,
  clubCollegeKeys,
  formatClubCollegeDay,
  mineQueryOptions,
  type AthleteClubCollege,
  type ClubRecommendation,
} from '@/lib/clubCollege';
import { pieceLabel } from '@/lib/rowing';
import '@/components/club-college.css';

/** A recommendation's verified results in one line each: "2k 7:05.0 · verified by Riverside RC". */
function ResultLines({ recommendation }: { recommendation: ClubRecommendation }) {
  if (recommendation.results.length === 0) return <p className="club-muted">No club-verified erg results attached.</p>;
  return (
    <ul className="club-college__results" aria-label="Club-verified results">
      {recommendation.results.map((r) => (
        <li key={r.piece}>
          {pieceLabel(r.piece)} {r.time ?? `${r.meters ?? 0} m`} · {formatClubCollegeDay(`${r.date}T00:00:00Z`)} · verified by{' '}
          {r.verifiedBy}
        </li>
      ))}
    </ul>
  );
}

const STATUS: Record<ClubRecommendation['status'], string> = {
  waiting: 'Waiting for your answer',
  agreed: 'You agreed: the program sees it',
  declined: 'You declined: the program never sees it',
};

/**
 * What the athlete's club coaches do with college programs: their recommendations (the athlete
 * agrees or declines; `readOnly` for a parent, who never answers) and the conversations about
 * the athlete that exist (never their text).
 */
export function CollegeTalkView({
  data,
  readOnly = false,
  onNotice,
}: {
  data: AthleteClubCollege;
  readOnly?: boolean;
  onNotice?: (notice: NoticeValue) => void;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: ({ id, agree }: { id: string; agree: boolean; program: string }) =>
      agree ? clubCollegeApi.agree(id) : clubCollegeApi.decline(id),
    onSuccess: async (_answered, { agree, program }) => {
      onNotice?.({
        tone: 'success',
        text: agree ? `You agreed: ${program} now sees the recommendation.` : `You declined: ${program} will not see it.`,
      });
      await queryClient.invalidateQueries({ queryKey: clubCollegeKeys.mine(userId) });
    },
    onError: (error) => onNotice?.({ tone: 'error', text: clubCollegeError(error) }),
  });
  if (data.recommendations.length === 0 && data.conversations.length === 0) return null;
  return (
    <>
      {data.recommendations.length > 0 ? (
        <div className="club-card__part">
          <h4>Recommendations to college programs</h4>
          <ul className="club-card__list">
            {data.recommendations.map((r) => (
              <li key={r.id}>
                <p className="club-card__line">
                  <strong>
                    {r.coachName} of {r.clubName} recommends you to {r.programName}
                  </strong>
                </p>
                <p>{r.note}</p>
                <p>
                  <span className="club-muted">Projected level:</span> {r.projectedLevel}
                </p>
                <ResultLines recommendation={r} />
                <p className="club-muted">{STATUS[r.status]}</p>
                {r.status === 'waiting' && !readOnly ? (
                  <div className="club-college__actions">
                    <button
                      type="button"
                      className="button button--primary button--small"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ id: r.id, agree: true, program: r.programName })}
                    >
                      Agree{' '}<span className="visually-hidden">to the recommendation to {r.programName}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ id: r.id, agree: false, program: r.programName })}
                    >
                      Decline{' '}<span className="visually-hidden">the recommendation to {r.programName}</span>
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.conversations.length > 0 ? (
        <div className="club-card__part">
          <h4>Your club coaches are talking with</h4>
          <ul className="club-card__list">
            {data.conversations.map((c) => (
              <li key={c.id}>
                {c.programName} <span className="club-muted">({c.clubName}, since {formatClubCollegeDay(c.startedAt)})</span>
              </li>
            ))}
          </ul>
          <p className="club-muted">What the coaches write to each other stays between them.</p>
        </div>
      ) : null}
    </>
  );
}

/** The signed-in athlete's part of the club card. */
export function CollegeTalk({ onNotice }: { onNotice: (notice: NoticeValue) => void }) {
  const { user } = useAuth();
  const mine = useQuery({ ...mineQueryOptions(user?.id ?? ''), enabled: user?.role === 'student' });
  if (!mine.data) return null;
  return <CollegeTalkView data={mine.data} onNotice={onNotice} />;
}
