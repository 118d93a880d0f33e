import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VerificationNote } from '@/components/AttestationBadge';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/queryKeys';
import { athleteClubApi, clubMeQueryOptions, type AthleteAttestationRequest, type ResultKind } from './api';
import { errorText } from './rules';
import './club.css';

interface ResultVerificationProps {
  kind: ResultKind;
  resultId: string;
  /** The result in words, read out with the button ("2k test of Oct 1, 2025"). */
  what: string;
}

/** The request for this result that counts: a pending one first, else the latest declined. */
export function requestFor(requests: readonly AthleteAttestationRequest[], kind: ResultKind, resultId: string) {
  const own = requests.filter((request) => request.kind === kind && request.resultId === resultId);
  const pending = own.find((request) => request.status === 'requested');
  if (pending) return pending;
  return [...own].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))[0] ?? null;
}

/**
 * Beside a result without an attestation in the performance log (handed in by the app's route
 * table): "Verification requested", "Declined: <reason>", or "Ask my club coach to verify" when the
 * athlete is on a club's roster (choosing the club when there are several).
 */
export default function ResultVerification({ kind, resultId, what }: ResultVerificationProps) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const me = useQuery({ ...clubMeQueryOptions(userId), enabled: user?.role === 'student' });
  const [choosing, setChoosing] = useState(false);
  const [clubId, setClubId] = useState('');
  const selectId = useId();
  const ask = useMutation({
    mutationFn: (club: string) =>
      athleteClubApi.requestAttestation(kind === 'erg' ? { clubId: club, ergTestId: resultId } : { clubId: club, raceResultId: resultId }),
    onSuccess: async () => {
      setChoosing(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.clubMe(userId) });
    },
  });

  if (!me.data) return null;
  const request = requestFor(me.data.attestations, kind, resultId);
  if (request?.status === 'requested') return <VerificationNote tone="pending">Verification requested</VerificationNote>;
  if (request?.status === 'declined') {
    return <VerificationNote tone="declined">{request.reason ? `Declined: ${request.reason}` : 'Declined'}</VerificationNote>;
  }
  // A membership waiting for a parent's approval cannot be asked yet.
  const clubs = me.data.clubs.filter((club) => !club.waitingForParent);
  const first = clubs[0];
  if (!first) return null;

  const failure = ask.isError ? (
    <p className="field__error" role="alert">
      {errorText(ask.error)}
    </p>
  ) : null;

  if (choosing) {
    return (
      <form
        className="club-ask"
        aria-label={`Ask a club coach to verify the ${what}`}
        onSubmit={(event) => {
          event.preventDefault();
          ask.mutate(clubId === '' ? first.clubId : clubId);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            Club
          </label>
          <select
            id={selectId}
            className="field__input"
            value={clubId === '' ? first.clubId : clubId}
            onChange={(event) => setClubId(event.target.value)}
          >
            {clubs.map((club) => (
              <option key={club.clubId} value={club.clubId}>
                {club.clubName}
              </option>
            ))}
          </select>
        </div>
        <div className="club-actions">
          <button type="submit" className="button button--primary button--small" disabled={ask.isPending}>
            {ask.isPending ? 'Sending…' : 'Send request'}
          </button>
          <button type="button" className="button button--secondary button--small" disabled={ask.isPending} onClick={() => setChoosing(false)}>
            Cancel
          </button>
        </div>
        {failure}
      </form>
    );
  }

  return (
    <div className="club-ask">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={ask.isPending}
        onClick={() => {
          if (clubs.length > 1) setChoosing(true);
          else ask.mutate(first.clubId);
        }}
      >
        {ask.isPending ? 'Sending…' : 'Ask my club coach to verify'}
        {' '}<span className="visually-hidden">the {what}</span>
      </button>
      {failure}
    </div>
  );
}
