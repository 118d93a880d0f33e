import { Link } from 'react-router';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { isApiError } from '@/lib/api';
import { useWorkspaceParts } from '@/lib/workspaceParts';
import { paths } from '@/paths';
import {
  programQuestionnaireQueryOptions,
  questionnaireMessage,
  sendQuestionnaire,
  type AthletePage,
  type AthleteResult,
} from './api';
import { formatHeight, pageCount, SIDES, SQUADS, WEIGHT_CLASSES } from './rules';

function label(options: readonly { value: string; label: string }[], value: string | null | undefined) {
  return options.find((o) => o.value === value)?.label ?? null;
}

/** One page of matching athletes and the way to the others, or why there are none. */
export function Results({
  state,
  page,
  onPage,
}: {
  state: UseQueryResult<AthletePage>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { Refusal, refusalOf } = useWorkspaceParts();
  if (state.isPending) return <Spinner label="Searching athletes" fullPage={false} />;
  if (state.isError) {
    const refusal = refusalOf(state.error);
    if (refusal) return <Refusal code={refusal.code} message={refusal.message} />;
    const message = isApiError(state.error) ? state.error.message : 'The search could not be run.';
    return (
      <FormMessage tone="error" title="The search could not be run.">
        <p>{message}</p>
      </FormMessage>
    );
  }
  const { items, total, pageSize } = state.data;
  if (total === 0) {
    return <p className="athlete-search__empty">No athlete matches these filters. Try fewer filters or wider ranges.</p>;
  }
  const pages = pageCount(total, pageSize);
  return (
    <>
      <table className="athlete-table">
        <caption className="visually-hidden">Athletes, page {page} of {pages}</caption>
        <thead>
          <tr>
            <th scope="col">Athlete</th>
            <th scope="col">Class</th>
            <th scope="col">Squad</th>
            <th scope="col">Best 2k</th>
            <th scope="col">Best 6k</th>
            <th scope="col">Height</th>
            <th scope="col">State</th>
            <th scope="col">GPA</th>
            <th scope="col">Questionnaire</th>
          </tr>
        </thead>
        <tbody>
          {items.map((athlete) => (
            <AthleteRow key={athlete.id} athlete={athlete} />
          ))}
        </tbody>
      </table>
      <nav className="athlete-search__pages" aria-label="Result pages">
        <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next page
        </button>
      </nav>
    </>
  );
}

/**
 * Sends the program's questionnaire to the athlete as a message of kind questionnaire, which NCAA
 * rules allow before the contact date; the athlete's answers then land on the board.
 */
function SendQuestionnaire({ athlete }: { athlete: AthleteResult }) {
  const program = useQuery(programQuestionnaireQueryOptions);
  const send = useMutation({
    mutationFn: () => {
      if (!program.data) throw new Error('Your questionnaire could not be loaded.');
      return sendQuestionnaire(athlete.id, questionnaireMessage(program.data.schoolName, program.data.link));
    },
  });
  const name = athlete.fullName ?? 'this athlete';
  if (send.isSuccess) {
    return (
      <span className="athlete-table__sent" role="status">
        Questionnaire sent
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!program.isSuccess || send.isPending}
        aria-label={`Send questionnaire to ${name}`}
        onClick={() => send.mutate()}
      >
        {send.isPending ? 'Sending…' : 'Send questionnaire'}
      </button>
      {send.isError ? (
        <span className="athlete-table__error" role="alert">
          {isApiError(send.error) ? send.error.message : 'The questionnaire was not sent.'}
        </span>
      ) : null}
    </>
  );
}

function AthleteRow({ athlete }: { athlete: AthleteResult }) {
  const detail = [athlete.highSchool, athlete.clubTeam].filter(Boolean).join(' · ');
  const squad = [label(SQUADS, athlete.squad), label(WEIGHT_CLASSES, athlete.weightClass), athlete.coxswain ? 'Coxswain' : label(SIDES, athlete.side)]
    .filter(Boolean)
    .join(', ');
  return (
    <tr>
      <td data-label="Athlete">
        <Link to={paths.athlete.replace(':id', encodeURIComponent(athlete.id))} className="athlete-table__name">
          {athlete.fullName ?? 'Athlete'}
        </Link>
        {detail ? <span className="athlete-table__detail">{detail}</span> : null}
      </td>
      <td data-label="Class">{athlete.gradYear ?? '—'}</td>
      <td data-label="Squad">{squad || '—'}</td>
      <td data-label="Best 2k">
        {athlete.best2k?.time ?? '—'}
        {athlete.verified2k ? <span className="athlete-table__verified">Verified 2k {athlete.verified2k.time}</span> : null}
      </td>
      <td data-label="Best 6k">{athlete.best6k?.time ?? '—'}</td>
      <td data-label="Height">{formatHeight(athlete.heightFeet, athlete.heightInches) ?? '—'}</td>
      <td data-label="State">{athlete.homeState ?? '—'}</td>
      <td data-label="GPA">{athlete.gpa?.toFixed(2) ?? '—'}</td>
      <td data-label="Questionnaire">
        <SendQuestionnaire athlete={athlete} />
      </td>
    </tr>
  );
}
