import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CheckboxField, FormMessage } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import type { ConsentDecision, ConsentRequest, ConsentView } from './api';
import { formatDate, StepLayout } from './StepLayout';

/**
 * A link opened again after the answer: the answer and its date, nothing about the child (the
 * server sends nothing more).
 */
export function AnsweredConsent({ view, error }: { view: ConsentView; error: Error | null }) {
  const on = view.decidedAt ? ` on ${formatDate(view.decidedAt)}` : '';
  const answer: Record<ConsentView['status'], string> = {
    approved: `This request was approved${on}. The account is fully active.`,
    declined: `This request was declined${on}. The account and its data have been deleted.`,
    expired: `This request expired${on} without an answer. The account and its data have been deleted.`,
    pending: 'This request is waiting for an answer.',
  };
  return (
    <StepLayout title="Parental consent request" eyebrow="Parental consent">
      {error ? <FormMessage tone="error">{isApiError(error) ? error.message : 'An unexpected error occurred'}</FormMessage> : null}
      <FormMessage tone="info" title="Already answered">
        {answer[view.status]}
      </FormMessage>
      {view.status === 'approved' ? <FollowOffer /> : null}
    </StepLayout>
  );
}

/**
 * After approval: a parent account with the consent's email address follows the child in the
 * family portal (the link is made when that account, once confirmed, opens the portal). Right
 * after answering, the page still has the request and names the addresses; opened again later,
 * it has nothing to name.
 */
function FollowOffer({ request }: { request?: ConsentRequest }) {
  const register = request
    ? `${paths.register}?${new URLSearchParams({ role: 'parent', email: request.parentEmail }).toString()}`
    : `${paths.register}?role=parent`;
  return (
    <section className="reg-section reg-follow" aria-labelledby="consent-follow">
      <h2 id="consent-follow">Follow your child&apos;s recruiting</h2>
      {request ? (
        <p>
          With a parent account you see <strong className="reg-email">{request.childEmail}</strong>&apos;s profile,
          results, saved schools and every message, and you choose what they share, any time. Use{' '}
          <strong className="reg-email">{request.parentEmail}</strong>, the address this email came to.
        </p>
      ) : (
        <p>
          With a parent account you see your child&apos;s profile, results, saved schools and every message, and you
          choose what they share, any time. Use the address the consent email came to.
        </p>
      )}
      <div className="reg-actions">
        <Link className="button button--primary" to={register}>
          Create a parent account
        </Link>
        <Link className="button button--secondary" to={paths.login} state={{ from: paths.family }}>
          Sign in
        </Link>
      </div>
    </section>
  );
}

interface ConsentAnswerProps {
  request: ConsentRequest;
  decision: ConsentDecision | undefined;
  deadline: string;
  pending: boolean;
  error: Error | null;
  confirmingDecline: boolean;
  allowCoachMessages: boolean;
  onAllowCoachMessages: (allow: boolean) => void;
  onApprove: () => void;
  onDecline: () => void;
  onConfirmDecline: () => void;
  onKeep: () => void;
}

/** Approve or Decline (asked again before declining), and what follows the answer. */
export function ConsentAnswer({
  request,
  decision,
  deadline,
  pending,
  error,
  confirmingDecline,
  allowCoachMessages,
  onAllowCoachMessages,
  onApprove,
  onDecline,
  onConfirmDecline,
  onKeep,
}: ConsentAnswerProps) {
  const messagesHintId = useId();
  // The confirmation takes the place of the buttons: keep the keyboard focus there, on the safe choice.
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmingDecline) keepRef.current?.focus();
  }, [confirmingDecline]);
  if (decision) {
    return (
      <>
        <FormMessage tone={decision.status === 'approved' ? 'success' : 'info'} title={decision.status === 'approved' ? 'Approved' : 'Declined'}>
          {decision.message}
        </FormMessage>
        {decision.status === 'approved' ? <FollowOffer request={request} /> : null}
      </>
    );
  }
  const errorBox = error ? (
    <FormMessage tone="error">{isApiError(error) ? error.message : 'An unexpected error occurred'}</FormMessage>
  ) : null;
  if (confirmingDecline) {
    return (
      <section className="reg-confirm" role="alertdialog" aria-labelledby="decline-title" aria-describedby="decline-text">
        <h2 id="decline-title">Decline and delete the account?</h2>
        <p id="decline-text">
          The account for <strong className="reg-email">{request.childEmail}</strong> and all its data will be deleted
          at once. This cannot be undone.
        </p>
        {errorBox}
        <div className="reg-actions">
          <button type="button" className="button reg-button--danger" onClick={onConfirmDecline} disabled={pending} aria-busy={pending}>
            {pending ? 'Declining…' : 'Yes, decline and delete'}
          </button>
          <button ref={keepRef} type="button" className="button button--secondary" onClick={onKeep} disabled={pending}>
            Go back
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="reg-section" aria-labelledby="consent-answer">
      <h2 id="consent-answer">Your answer</h2>
      <p className="reg-small">Please answer by {deadline}.</p>
      <CheckboxField
        label="Let verified college coaches send my child messages on RowRecruit"
        checked={allowCoachMessages}
        onChange={(event) => onAllowCoachMessages(event.target.checked)}
        aria-describedby={messagesHintId}
      />
      <p className="reg-small" id={messagesHintId}>
        Unchecking it stops college coaches from writing to your child. Your child can still write to college programs.
      </p>
      {errorBox}
      <div className="reg-actions">
        <button type="button" className="button button--primary" onClick={onApprove} disabled={pending} aria-busy={pending}>
          {pending ? 'Approving…' : 'Approve'}
        </button>
        <button type="button" className="button button--secondary" onClick={onDecline} disabled={pending}>
          Decline
        </button>
      </div>
    </section>
  );
}
