import { useQuery } from '@tanstack/react-query';
import { questionnaireQueryOptions, type ReceivedQuestionnaire } from './api';

type Answers = ReceivedQuestionnaire['answers'];

/** "2026-10-01" or an instant as "Oct 1, 2026" (UTC, as the board's history shows days). */
function formatDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

const SQUADS: Record<string, string> = { womens: "Women's", mens: "Men's" };
const SIDES: Record<string, string> = { port: 'Port', starboard: 'Starboard', both: 'Both' };

/** "6:58.4 (Oct 1, 2026)" or the time alone. */
function timed(time: string | null | undefined, day: string | null | undefined): string | null {
  if (!time) return null;
  return day ? `${time} (${formatDay(day)})` : time;
}

function height(a: Answers): string | null {
  if (a.heightFeet === null) return null;
  return `${String(a.heightFeet)}′${a.heightInches !== null ? ` ${String(a.heightInches)}″` : ''}`;
}

/** The standard questions' answers in the order coaches read them; unanswered ones are left out. */
function rows(a: Answers): [string, string][] {
  const all: [string, string | null][] = [
    ['Class', a.gradYear ? String(a.gradYear) : null],
    ['Squad', a.squad ? (SQUADS[a.squad] ?? a.squad) : null],
    ['Side', a.side ? (SIDES[a.side] ?? a.side) : null],
    ['Best 2k', timed(a.best2k, a.best2kDate)],
    ['Best 6k', timed(a.best6k, a.best6kDate)],
    ['Height', height(a)],
    ['Weight', a.weight ? `${String(a.weight)} lb` : null],
    ['Wingspan', a.wingspanInches ? `${String(a.wingspanInches)} in` : null],
    ['GPA', a.gpa !== null ? a.gpa.toFixed(2) : null],
    ['SAT', a.satScore ? String(a.satScore) : null],
    ['ACT', a.actScore ? String(a.actScore) : null],
    ['Intended major', a.intendedMajor ?? null],
    ['High school', a.highSchool ?? null],
    ['Club', a.clubTeam ?? null],
    ['Club coach', [a.clubCoachName, a.clubCoachContact].filter(Boolean).join(', ') || null],
    ['Race results', a.raceResults ?? null],
    ['Why this program', a.whyThisProgram ?? null],
  ];
  const answered = all.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
  return [...answered, ...a.custom.map((c): [string, string] => [c.question ?? '', c.answer])];
}

/** The athlete's questionnaire on the board card, when the athlete sent the program one. */
export function QuestionnaireAnswers({ athleteId, level = 4 }: { athleteId: string; level?: 3 | 4 }) {
  const query = useQuery(questionnaireQueryOptions(athleteId));
  const Heading = level === 3 ? 'h3' : 'h4';
  if (!query.isSuccess || query.data === null) return null;
  const sent = query.data;
  return (
    <section className="board-questionnaire" aria-label="Questionnaire">
      <Heading className="board-notes__heading">Questionnaire</Heading>
      <p className="board-questionnaire__sent">Sent {formatDay(sent.submittedAt)}</p>
      <dl className="board-questionnaire__answers">
        {rows(sent.answers).map(([question, answer], index) => (
          <div key={`${question}-${String(index)}`}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
