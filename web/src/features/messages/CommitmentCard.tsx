import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { SchoolPicker, type SchoolChoice } from '@/components/SchoolPicker';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { commitmentQueryOptions, messageKeys, saveCommitment } from './api';
import type { Commitment } from './types';
import './messages.css';

const STATUSES: { value: Commitment['status']; label: string }[] = [
  { value: 'open', label: 'Still open' },
  { value: 'verbal', label: 'Verbally committed' },
  { value: 'signed', label: 'Signed an offer' },
];

const SCHOOL_REQUIRED = 'Choose the school from the list.';

function savedText(commitment: Commitment): string {
  if (commitment.status === 'open') return 'Saved: you are still open to programs.';
  const school = commitment.schoolName ?? 'your school';
  return commitment.status === 'verbal' ? `Saved: verbally committed to ${school}.` : `Saved: signed an offer from ${school}.`;
}

function StatusForm({ commitment, userId }: { commitment: Commitment; userId: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState(commitment.status);
  const [school, setSchool] = useState<SchoolChoice | null>(
    commitment.schoolId ? { id: commitment.schoolId, name: commitment.schoolName ?? '', detail: null } : null,
  );
  const [schoolError, setSchoolError] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => saveCommitment(status, status === 'open' ? null : (school?.id ?? null)),
    onSuccess: (answer) => {
      // The profile's cached copy follows, without reloading the profile form beside this card.
      queryClient.setQueryData(commitmentQueryOptions(userId).queryKey, (profile) =>
        profile ? { ...profile, commitment: answer } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.contacts(userId) });
      setSaved(savedText(answer));
    },
    onError: (error) => {
      if (isApiError(error) && error.fields?.schoolId) setSchoolError(error.fields.schoolId);
    },
  });

  useEffect(() => {
    if (saved) statusRef.current?.focus();
  }, [saved]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    setSchoolError(undefined);
    if (status !== 'open' && school === null) {
      setSchoolError(SCHOOL_REQUIRED);
      searchRef.current?.focus();
      return;
    }
    save.mutate();
  };

  return (
    <form className="form commitment-form" noValidate onSubmit={onSubmit}>
      <fieldset className="commitment-form__statuses">
        <legend className="field__label">Where you stand</legend>
        {STATUSES.map((option) => (
          <div key={option.value} className="field field--checkbox">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={`${id}-status`}
              value={option.value}
              checked={status === option.value}
              onChange={() => {
                setStatus(option.value);
                setSaved(null);
              }}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </fieldset>
      {status === 'open' ? null : (
        <SchoolPicker
          userId={userId}
          searchLabel="Find the school"
          legend={status === 'verbal' ? 'Committed to' : 'Signed with'}
          name={`${id}-school`}
          chosen={school}
          onChoose={(choice) => {
            setSchool(choice);
            setSchoolError(undefined);
          }}
          error={schoolError}
          searchRef={searchRef}
        />
      )}
      {save.isError && !schoolError ? (
        <FormMessage tone="error" title="Your recruiting status was not saved.">
          <p>{save.error.message}</p>
        </FormMessage>
      ) : null}
      {saved ? (
        <p ref={statusRef} tabIndex={-1} className="form-message form-message--success" role="status">
          {saved}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save recruiting status'}
        </button>
      </div>
    </form>
  );
}

/** The athlete's recruiting status on their profile page: open, verbally committed or signed, and where. */
export default function CommitmentCard() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const commitment = useQuery({ ...commitmentQueryOptions(userId), enabled: user?.role === 'student' });
  if (user?.role !== 'student') return null;
  return (
    <section className="card commitment-card" aria-labelledby="commitment-title">
      <h2 id="commitment-title">Recruiting status</h2>
      <p className="commitment-card__intro">
        Once you are verbally committed or have signed an offer, other programs can no longer start conversations with
        you on RowRecruit. Conversations you already have stay open, unless you signed a written offer of athletics aid:
        then other programs stop recruiting you. Coaches see what you record here as self-reported; an offer you accept
        on your dashboard is confirmed by the program.
      </p>
      {commitment.isPending ? (
        <Spinner label="Loading your recruiting status" fullPage={false} />
      ) : commitment.isError ? (
        <FormMessage tone="error" title="Your recruiting status could not be loaded.">
          <p>{commitment.error.message}</p>
        </FormMessage>
      ) : commitment.data.note?.confirmed ? (
        <p className="commitment-card__confirmed" role="note">
          <strong>{commitment.data.note.label}.</strong> The program confirmed it when you accepted its offer. To change
          it, write to the program.
        </p>
      ) : (
        <StatusForm commitment={commitment.data} userId={userId} />
      )}
    </section>
  );
}
