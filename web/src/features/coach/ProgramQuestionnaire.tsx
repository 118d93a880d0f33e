import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage, TextField } from '@/components/FormField';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import {
  PROGRAM_QUESTION_MAX_CHARS,
  PROGRAM_QUESTIONS_MAX,
  programQuestionsQueryOptions,
  setProgramQuestions,
  type ProgramQuestions,
} from './api';

interface Draft {
  /** A saved question's id; none for a question added here. */
  id: string | null;
  /** Tells the inputs apart while editing. */
  key: string;
  text: string;
}

let drafted = 0;
const draftsOf = (data: ProgramQuestions): Draft[] => data.questions.map((q) => ({ id: q.id, key: q.id, text: q.text }));

function QuestionsForm({ data, onDone }: { data: ProgramQuestions; onDone: () => void }) {
  const { user } = useAuth();
  const client = useQueryClient();
  const id = useId();
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(data));
  const save = useMutation({
    mutationFn: () => setProgramQuestions({ questions: drafts.map((d) => ({ id: d.id, text: d.text })) }),
    onSuccess: (saved) => {
      client.setQueryData(programQuestionsQueryOptions(user?.id ?? '').queryKey, saved);
      onDone();
    },
  });
  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const change = (key: string, text: string) => setDrafts((all) => all.map((d) => (d.key === key ? { ...d, text } : d)));
  return (
    <form
      className="form coach-questions"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {drafts.length === 0 ? <p className="coach-section__text">No questions of your own. Athletes answer the standard ones.</p> : null}
      <ol className="coach-questions__list">
        {drafts.map((draft, index) => (
          <li key={draft.key} className="coach-questions__item">
            <TextField
              id={`${id}-${draft.key}`}
              label={`Question ${String(index + 1)}`}
              value={draft.text}
              maxLength={PROGRAM_QUESTION_MAX_CHARS}
              error={fields[`questions.${String(index)}`]}
              onChange={(event) => change(draft.key, event.target.value)}
            />
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
            >
              Remove question {index + 1}
            </button>
          </li>
        ))}
      </ol>
      {fields.questions ? <p className="field__error">{fields.questions}</p> : null}
      <div className="coach-questions__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={drafts.length >= PROGRAM_QUESTIONS_MAX}
          onClick={() => {
            drafted += 1;
            setDrafts((all) => [...all, { id: null, key: `new-${String(drafted)}`, text: '' }]);
          }}
        >
          Add a question
        </button>
        <button type="submit" className="button button--primary button--small" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save questions'}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          Cancel
        </button>
      </div>
      {save.isError ? (
        <FormMessage tone="error" title="Your questions were not saved.">
          <p>{save.error instanceof Error ? save.error.message : 'Please try again.'}</p>
        </FormMessage>
      ) : null}
    </form>
  );
}

/**
 * The program's recruiting questionnaire on the coach page: the standard questions every athlete
 * answers, and up to 10 of the program's own, which the program's coaches write here.
 */
export function ProgramQuestionnaire() {
  const { user } = useAuth();
  const query = useQuery({ ...programQuestionsQueryOptions(user?.id ?? ''), enabled: user !== null });
  const [editing, setEditing] = useState(false);
  return (
    <section className="card coach-section" id="questionnaire" aria-labelledby="coach-questionnaire-title">
      <h2 id="coach-questionnaire-title">Your recruiting questionnaire</h2>
      <p className="coach-section__text">
        Athletes fill it in from your program&apos;s page, at any time: grad year, squad, side, best 2k and 6k with dates,
        height, weight, wingspan, GPA, SAT/ACT, intended major, club and club coach, race results and why your program.
        Each one lands on your board as Identified. Add up to {PROGRAM_QUESTIONS_MAX} questions of your own.
      </p>
      {query.isPending ? null : query.isError ? (
        <p className="coach-section__text" role="alert">
          Your questions could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : editing ? (
        <QuestionsForm data={query.data} onDone={() => setEditing(false)} />
      ) : (
        <>
          {query.data.questions.length === 0 ? (
            <p className="coach-section__text">No questions of your own yet.</p>
          ) : (
            <ol className="coach-questions__saved">
              {query.data.questions.map((q) => (
                <li key={q.id}>{q.text}</li>
              ))}
            </ol>
          )}
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            Edit your questions
          </button>
        </>
      )}
    </section>
  );
}
