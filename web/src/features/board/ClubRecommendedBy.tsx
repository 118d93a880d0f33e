import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SelectField, TextAreaField } from '@/components/SelectAndTextArea';
import { useAuth } from '@/features/auth';
import {
  clubCollegeApi,
  clubCollegeError,
  clubCollegeKeys,
  clubsOfAthleteQueryOptions,
  MESSAGE_MAX,
  recommendationsAboutQueryOptions,
} from '@/lib/clubCollege';

/**
 * On an athlete's card: "Recommended by <club coach>, <club>" for each club recommendation the
 * athlete agreed to share with the program, and a way to write to the athlete's club coaches.
 */
export function ClubRecommendedBy({ athleteId }: { athleteId: string }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const about = useQuery({ ...recommendationsAboutQueryOptions(userId, athleteId), enabled: user !== null });
  const clubs = useQuery({ ...clubsOfAthleteQueryOptions(userId, athleteId), enabled: user !== null });
  const [open, setOpen] = useState(false);
  return (
    <div className="board-club">
      {about.data?.map((r) => (
        <p key={r.id} className="board-club__line">
          {r.recommendedBy}
          <span className="board-club__level"> · Projected: {r.projectedLevel}</span>
        </p>
      ))}
      {clubs.data && clubs.data.length > 0 ? (
        open ? (
          <WriteToClub athleteId={athleteId} clubs={clubs.data} onDone={() => setOpen(false)} />
        ) : (
          <button type="button" className="link-button" onClick={() => setOpen(true)}>
            Write to the athlete&apos;s club coach
          </button>
        )
      ) : null}
    </div>
  );
}

function WriteToClub({
  athleteId,
  clubs,
  onDone,
}: {
  athleteId: string;
  clubs: { clubId: string; name: string }[];
  onDone: () => void;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const ids = { club: useId(), body: useId() };
  const [clubId, setClubId] = useState(clubs[0]?.clubId ?? '');
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => clubCollegeApi.start({ athleteId, clubId, body }),
    onSuccess: async (thread) => {
      setBody('');
      setSent(`Sent to the coaches of ${thread.conversation.club.name}. Their answers are on your coach page.`);
      await queryClient.invalidateQueries({ queryKey: clubCollegeKeys.conversations(userId) });
    },
    onError: (error) => setFailure(clubCollegeError(error)),
  });
  return (
    <form
      className="form board-club__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        setSent(null);
        if (body.trim() === '') {
          setFailure('Write a message first.');
          return;
        }
        send.mutate();
      }}
    >
      {clubs.length > 1 ? (
        <SelectField id={ids.club} label="Club" value={clubId} onChange={(event) => setClubId(event.target.value)}>
          {clubs.map((c) => (
            <option key={c.clubId} value={c.clubId}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        id={ids.body}
        label={`Message to the coaches of ${clubs.find((c) => c.clubId === clubId)?.name ?? 'the club'}`}
        rows={3}
        max={MESSAGE_MAX}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {sent ? <p role="status">{sent}</p> : null}
      <div className="board-club__actions">
        <button type="submit" className="button button--secondary button--small" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send to the club coaches'}
        </button>
        <button type="button" className="link-button" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}
