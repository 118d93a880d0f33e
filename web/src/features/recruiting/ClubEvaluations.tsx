import { formatDate } from '@/lib/rowing';
import type { ClubEvaluation } from './api';

const RATING_LABELS = [
  ['technique', 'Technique'],
  ['fitness', 'Fitness'],
  ['coachability', 'Coachability'],
] as const;

/** What club coaches wrote about the athlete: shown to verified college coaches only (the server decides). */
export function ClubEvaluations({ evaluations }: { evaluations: ClubEvaluation[] }) {
  return (
    <section className="card recruiting-section" aria-labelledby="rp-club-evaluations">
      <h2 id="rp-club-evaluations">Club coach evaluations</h2>
      <p className="recruiting-muted">
        Written by the athlete&apos;s club coaches for verified college coaches. The athlete and their parents know an
        evaluation exists but never read it.
      </p>
      {evaluations.length === 0 ? (
        <p className="recruiting-muted">No club coach has evaluated this athlete.</p>
      ) : (
        <ul className="recruiting-evaluations">
          {evaluations.map((evaluation) => (
            <li key={`${evaluation.clubName}-${evaluation.writtenAt}`} className="recruiting-evaluation">
              <h3>
                {evaluation.clubName}
                {evaluation.coachName ? (
                  <>
                    {' · '}
                    <span className="recruiting-muted">{evaluation.coachName}</span>
                  </>
                ) : null}
              </h3>
              <dl className="recruiting-ratings">
                {RATING_LABELS.map(([key, label]) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>
                      {evaluation[key]} <span className="recruiting-muted">of 5</span>
                    </dd>
                  </div>
                ))}
              </dl>
              {evaluation.comments.trim() !== '' ? <p className="recruiting-bio">{evaluation.comments}</p> : null}
              <p className="recruiting-muted">Written {formatDate(evaluation.writtenAt.slice(0, 10))}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
