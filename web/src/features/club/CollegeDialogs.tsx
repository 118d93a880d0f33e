import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/Dialog';
import { FormMessage, TextField } from '@/components/FormField';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import {
  clubCollegeApi,
  clubCollegeError,
  clubCollegeKeys,
  LEVEL_MAX,
  MESSAGE_MAX,
  NOTE_MAX,
  programsQueryOptions,
} from '@/lib/clubCollege';
import type { RosterAthlete } from './api';
import { nameOf } from './rules';

/** The programs a club coach may pick (those with a verified coach), as a select. */
function ProgramSelect({ value, onChange, error }: { value: string; onChange: (schoolId: string) => void; error?: string }) {
  const { user } = useAuth();
  const id = useId();
  const programs = useQuery({ ...programsQueryOptions(user?.id ?? ''), enabled: user !== null });
  if (programs.isPending) return <Spinner label="Loading the programs" fullPage={false} />;
  if (programs.isError) {
    return (
      <p className="field__error" role="alert">
        {clubCollegeError(programs.error)}
      </p>
    );
  }
  if (programs.data.length === 0) {
    return <p className="club-muted">No college program has a verified coach on RowRecruit yet.</p>;
  }
  return (
    <SelectField id={id} label="College program" value={value} error={error} onChange={(event) => onChange(event.target.value)}>
      <option value="">Choose a program</option>
      {programs.data.map((p) => (
        <option key={p.schoolId} value={p.schoolId}>
          {p.name}
        </option>
      ))}
    </SelectField>
  );
}

function DialogForm({
  busy,
  failure,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
  children,
}: {
  busy: boolean;
  failure: string | null;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="form club-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {failure ? (
        <FormMessage tone="error">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <div className="club-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Write to a program's coaches about an athlete on the roster (or add to the conversation there is). */
export function WriteToCollegeDialog({
  athlete,
  onClose,
  onSent,
}: {
  athlete: RosterAthlete;
  onClose: () => void;
  onSent: (text: string) => void;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const name = nameOf(athlete.fullName);
  const bodyId = useId();
  const [schoolId, setSchoolId] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ schoolId?: string; body?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => clubCollegeApi.start({ athleteId: athlete.id, schoolId, body }),
    onSuccess: async (thread) => {
      onSent(`Your message about ${name} is with the coaches of ${thread.conversation.program.name}.`);
      await queryClient.invalidateQueries({ queryKey: clubCollegeKeys.conversations(userId) });
    },
    onError: (error) => setFailure(clubCollegeError(error)),
  });
  return (
    <Dialog
      title={`Write to a college coach about ${name}`}
      description={
        <p className="club-note">
          Every verified coach of the program reads it, and every coach of your club. {name} sees that the conversation
          exists, never what is written.
        </p>
      }
      onClose={onClose}
      busy={send.isPending}
      closeButton
      className="club-dialog"
    >
      <DialogForm
        busy={send.isPending}
        failure={failure}
        submitLabel="Send message"
        busyLabel="Sending…"
        onClose={onClose}
        onSubmit={() => {
          setFailure(null);
          const found = {
            ...(schoolId === '' ? { schoolId: 'Choose the program to write to.' } : {}),
            ...(body.trim() === '' ? { body: 'Write a message first.' } : {}),
          };
          setErrors(found);
          if (Object.keys(found).length === 0) send.mutate();
        }}
      >
        <ProgramSelect value={schoolId} onChange={setSchoolId} error={errors.schoolId} />
        <TextAreaField
          id={bodyId}
          label="Message"
          rows={5}
          max={MESSAGE_MAX}
          value={body}
          error={errors.body}
          onChange={(event) => setBody(event.target.value)}
        />
      </DialogForm>
    </Dialog>
  );
}

/** Recommend an athlete on the roster to a program: the athlete agrees before the program sees it. */
export function RecommendDialog({
  athlete,
  onClose,
  onSent,
}: {
  athlete: RosterAthlete;
  onClose: () => void;
  onSent: (text: string) => void;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const name = nameOf(athlete.fullName);
  const noteId = useId();
  const levelId = useId();
  const [schoolId, setSchoolId] = useState('');
  const [note, setNote] = useState('');
  const [level, setLevel] = useState('');
  const [errors, setErrors] = useState<{ schoolId?: string; note?: string; projectedLevel?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => clubCollegeApi.recommend({ athleteId: athlete.id, schoolId, note, projectedLevel: level }),
    onSuccess: async (made) => {
      onSent(`Your recommendation of ${name} to ${made.programName} waits for ${name} to agree.`);
      await queryClient.invalidateQueries({ queryKey: clubCollegeKeys.recommendations(userId) });
    },
    onError: (error) => setFailure(clubCollegeError(error)),
  });
  return (
    <Dialog
      title={`Recommend ${name}`}
      description={
        <p className="club-note">
          {name} reads your note and agrees first; only then does the program see it, with the results your club
          verified.
        </p>
      }
      onClose={onClose}
      busy={send.isPending}
      closeButton
      className="club-dialog"
    >
      <DialogForm
        busy={send.isPending}
        failure={failure}
        submitLabel="Send recommendation"
        busyLabel="Sending…"
        onClose={onClose}
        onSubmit={() => {
          setFailure(null);
          const found = {
            ...(schoolId === '' ? { schoolId: 'Choose the program to recommend to.' } : {}),
            ...(note.trim() === '' ? { note: 'Write a short note about the athlete.' } : {}),
            ...(level.trim() === '' ? { projectedLevel: 'Say what level you project the athlete at.' } : {}),
          };
          setErrors(found);
          if (Object.keys(found).length === 0) send.mutate();
        }}
      >
        <ProgramSelect value={schoolId} onChange={setSchoolId} error={errors.schoolId} />
        <TextAreaField
          id={noteId}
          label="Note"
          rows={5}
          max={NOTE_MAX}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        <TextField
          id={levelId}
          label="Projected level"
          hint="In your words, e.g. Division I varsity within two years."
          maxLength={LEVEL_MAX}
          value={level}
          error={errors.projectedLevel}
          onChange={(event) => setLevel(event.target.value)}
        />
      </DialogForm>
    </Dialog>
  );
}
