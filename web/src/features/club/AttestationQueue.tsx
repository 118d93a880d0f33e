import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FormField';
import { TextAreaField } from '@/components/SelectAndTextArea';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { applyServerErrors, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { attestationRequestsQueryOptions, clubApi, clubKeys, type AttestationRequest } from './api';
import { CLUB_LIMITS, CODE_CHECKED_LABEL, declineSchema, errorText, formatDay, nameOf, requestedResultText } from './rules';

/** The athletes' requests to verify a result: confirm (with the code checked, when one was given) or decline. */
export function AttestationQueue() {
  const { user } = useAuth();
  const requests = useQuery(attestationRequestsQueryOptions(user?.id ?? ''));
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="card club-section" aria-labelledby="club-requests-title">
      <h2 id="club-requests-title">
        Verification requests
        {requests.data && requests.data.length > 0 ? <span className="club-count"> ({requests.data.length})</span> : null}
      </h2>
      <p className="club-muted">
        Athletes on your roster ask you to vouch for an erg test or a race result. College coaches see “Verified by your
        club’s coach” beside the result. Editing a verified result removes the mark.
      </p>
      <p role="status" className="club-notice">
        {notice}
      </p>
      {requests.isPending ? (
        <Spinner label="Loading the verification requests" fullPage={false} />
      ) : requests.isError ? (
        <p className="field__error">
          The verification requests could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void requests.refetch()}>
            Try again
          </button>
        </p>
      ) : requests.data.length === 0 ? (
        <p className="club-muted">No requests are waiting.</p>
      ) : (
        <ul className="club-requests" aria-label="Verification requests">
          {requests.data.map((request) => (
            <RequestItem key={request.id} request={request} onDone={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({ request, onDone }: { request: AttestationRequest; onDone: (text: string) => void }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const code = request.erg?.verificationCode ?? null;
  const [codeChecked, setCodeChecked] = useState(false);
  const [error, setError] = useState<{ text: string; onCheckbox: boolean } | null>(null);
  const [declining, setDeclining] = useState(false);
  const checkboxId = useId();
  const athlete = nameOf(request.athlete.fullName);
  const what = request.kind === 'erg' ? 'erg test' : 'race result';
  const result = requestedResultText(request);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clubKeys.attestations(userId) }),
      queryClient.invalidateQueries({ queryKey: clubKeys.roster(userId) }),
    ]);

  const confirm = useMutation({
    mutationFn: () => clubApi.confirm(request.id, { codeChecked: code !== null && codeChecked }),
    onSuccess: async () => {
      onDone(`You verified ${athlete}’s ${what}: ${result}.`);
      await refresh();
    },
    onError: (cause) => {
      const field = isApiError(cause) ? cause.fields?.codeChecked : undefined;
      setError(field ? { text: field, onCheckbox: true } : { text: errorText(cause), onCheckbox: false });
    },
  });

  return (
    <li className="club-request">
      <h3 className="club-request__title">
        {athlete} <span className="club-muted">asks you to verify a {what}</span>
      </h3>
      <p className="club-request__result">{result}</p>
      <p className="club-muted">
        Requested {formatDay(request.requestedAt)}
        {request.erg?.strokeRate != null ? ` · Rate ${request.erg.strokeRate}` : null}
      </p>
      {code !== null ? (
        <>
          <p className="club-request__code">
            Verification code: <code>{code}</code>
          </p>
          <div className="field field--checkbox">
            <input
              id={checkboxId}
              type="checkbox"
              className="field__checkbox"
              checked={codeChecked}
              aria-invalid={error?.onCheckbox ? true : undefined}
              aria-describedby={error?.onCheckbox ? `${checkboxId}-error` : undefined}
              onChange={(event) => setCodeChecked(event.target.checked)}
            />
            <label htmlFor={checkboxId}>{CODE_CHECKED_LABEL}</label>
          </div>
        </>
      ) : (
        <p className="club-muted">No verification code was given: verify only what you saw yourself.</p>
      )}
      {error ? (
        <p className="field__error" id={error.onCheckbox ? `${checkboxId}-error` : undefined} role="alert">
          {error.text}
        </p>
      ) : null}
      <div className="club-actions">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={confirm.isPending}
          onClick={() => {
            setError(null);
            confirm.mutate();
          }}
        >
          {confirm.isPending ? 'Confirming…' : 'Confirm'}
          {' '}<span className="visually-hidden">
            {athlete}’s {what}
          </span>
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={confirm.isPending}
          onClick={() => {
            setError(null);
            setDeclining(true);
          }}
        >
          Decline
          {' '}<span className="visually-hidden">
            {athlete}’s {what}
          </span>
        </button>
      </div>
      {declining ? (
        <DeclineDialog
          request={request}
          athlete={athlete}
          onClose={() => setDeclining(false)}
          onDeclined={async () => {
            setDeclining(false);
            onDone(`You declined ${athlete}’s ${what}. They see your reason.`);
            await refresh();
          }}
        />
      ) : null}
    </li>
  );
}

function DeclineDialog({
  request,
  athlete,
  onClose,
  onDeclined,
}: {
  request: AttestationRequest;
  athlete: string;
  onClose: () => void;
  onDeclined: () => Promise<void>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(declineSchema), defaultValues: { reason: '' }, ...VALIDATE_ON_SUBMIT });
  const reason = useWatch({ control, name: 'reason' });
  const decline = useMutation({
    mutationFn: (values: { reason: string }) => clubApi.decline(request.id, values),
    onSuccess: onDeclined,
    onError: (error) => {
      const { onFields } = applyServerErrors(error, setError, { reason: 'reason' });
      if (onFields) setFocus('reason');
      setFailure(onFields ? null : errorText(error));
    },
  });

  return (
    <Dialog
      title={`Decline ${athlete}’s request`}
      description={<p>{requestedResultText(request)}. The athlete sees your reason beside the result.</p>}
      onClose={onClose}
      busy={decline.isPending}
      closeButton
    >
      <form
        ref={formRef}
        className="form club-form"
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit(
            (values) => decline.mutate(values),
            () => setFocus('reason'),
          )(event);
        }}
      >
        <TextAreaField
          {...register('reason')}
          id={`decline-reason-${request.id}`}
          label="Reason"
          rows={4}
          max={CLUB_LIMITS.declineReasonMax}
          value={reason}
          error={errors.reason?.message}
        />
        {failure ? (
          <FormMessage tone="error">
            <p>{failure}</p>
          </FormMessage>
        ) : null}
        <div className="club-actions">
          <button type="submit" className="button button--danger" disabled={decline.isPending}>
            {decline.isPending ? 'Declining…' : 'Decline request'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={decline.isPending}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
