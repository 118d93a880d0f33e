import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TextField, FormMessage } from '@/components/FormField';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { boardKey, changeCard, type BoardCard, type CardChange, type Stage } from './api';
import { ClubRecommendedBy } from './ClubRecommendedBy';
import { NOTES_MAX_CHARS, STAGES, stageLabel } from './rules';
import { cardNotesFields, toChange, type CardNotesValues } from './schemas';
import { useWorkspaceParts } from '@/lib/workspaceParts';
import { QuestionnaireAnswers } from './QuestionnaireAnswers';

/** Sends a change to a card and refreshes the board and the card. */
export function useCardChange(athleteId: string, onDone?: (card: BoardCard, change: CardChange) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CardChange) => changeCard(athleteId, change),
    onSuccess: async (card, change) => {
      client.setQueryData([...boardKey, athleteId], card);
      await client.invalidateQueries({ queryKey: boardKey, exact: true });
      onDone?.(card, change);
    },
  });
}

/** A refused request explained: a workspace or plan refusal with its next step, else the message. */
export function MutationError({ error }: { error: unknown }) {
  const { Refusal, refusalOf } = useWorkspaceParts();
  const refusal = refusalOf(error);
  if (refusal) return <Refusal code={refusal.code} message={refusal.message} />;
  return (
    <FormMessage tone="error" title="Your change was not saved.">
      <p>{error instanceof Error ? error.message : 'Please try again.'}</p>
    </FormMessage>
  );
}

/** The card's stage as a select; choosing a stage moves the card at once. */
export function StageSelect({
  card,
  onMoved,
}: {
  card: BoardCard;
  onMoved?: (card: BoardCard, change: CardChange) => void;
}) {
  const id = useId();
  const move = useCardChange(card.athlete.id, onMoved);
  return (
    <>
      <SelectField
        id={id}
        label="Stage"
        value={card.stage}
        disabled={move.isPending}
        onChange={(event) => move.mutate({ stage: event.target.value as Stage })}
      >
        {STAGES.map((s) => (
          <option key={s.stage} value={s.stage}>
            {s.label}
          </option>
        ))}
      </SelectField>
      {move.isError ? <MutationError error={move.error} /> : null}
    </>
  );
}

/** Private notes and tags of a card, with its stage history under a heading of `level`. */
export function CardNotes({ card, level = 4 }: { card: BoardCard; level?: 3 | 4 }) {
  const HistoryHeading = level === 3 ? 'h3' : 'h4';
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [saved, setSaved] = useState(false);
  const ids = { notes: useId(), tags: useId(), followUp: useId() };
  const { register, handleSubmit, control, setError, formState, reset } = useForm<CardNotesValues>({
    resolver: zodResolver(cardNotesFields),
    defaultValues: { notes: card.notes, tags: card.tags.join(', '), followUpOn: card.followUpOn ?? '' },
    ...VALIDATE_ON_SUBMIT,
  });
  const notes = useWatch({ control, name: 'notes' });
  const save = useCardChange(card.athlete.id, (updated) => {
    reset({ notes: updated.notes, tags: updated.tags.join(', '), followUpOn: updated.followUpOn ?? '' });
    setSaved(true);
  });
  const onSubmit = handleSubmit(
    (values) => {
      setSaved(false);
      save.mutate(toChange(values), {
        onError: (error) => {
          const failure = applyServerErrors(error, setError, { notes: 'notes', tags: 'tags', 'tags.0': 'tags', followUpOn: 'followUpOn' });
          if (failure.onFields) focusFirstInvalid();
        },
      });
    },
    () => focusFirstInvalid(),
  );
  return (
    <div className="board-notes">
      <ClubRecommendedBy athleteId={card.athlete.id} />
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          {...register('notes')}
          id={ids.notes}
          label="Notes"
          rows={4}
          max={NOTES_MAX_CHARS}
          value={notes}
          error={formState.errors.notes?.message}
        />
        <TextField
          id={ids.tags}
          label="Tags"
          hint="Separate tags with commas, up to 10."
          error={formState.errors.tags?.message}
          {...register('tags')}
        />
        <TextField
          id={ids.followUp}
          type="date"
          label="Follow up on"
          hint="Your home lists the athlete once this day has passed. Leave empty for none."
          error={formState.errors.followUpOn?.message}
          {...register('followUpOn')}
        />
        <button type="submit" className="button button--secondary button--small" disabled={save.isPending}>
          Save notes, tags and follow-up
        </button>
        {saved ? (
          <p className="board-notes__saved" role="status">
            Saved.
          </p>
        ) : null}
        {save.isError ? <MutationError error={save.error} /> : null}
      </form>
      <QuestionnaireAnswers athleteId={card.athlete.id} level={level} />
      <HistoryHeading className="board-notes__heading">History</HistoryHeading>
      <ol className="board-history">
        {card.history.map((h) => (
          <li key={`${h.stage}-${h.changedAt}`}>
            {stageLabel(h.stage)} on {formatDay(h.changedAt)}
            {h.changedBy ? ` by ${h.changedBy}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "2026-11-20T…Z" as "Nov 20, 2026". */
export function formatDay(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
