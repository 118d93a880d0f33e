import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { mySupportRequestsQueryOptions, type SupportRequest } from './api';
import { formatWhen } from './format';
import { TOPIC_LABELS } from './rules';
import { SupportForm } from './SupportForm';
import './support.css';

/** One of the user's requests: what they wrote and, once answered, the answer. */
function RequestItem({ request }: { request: SupportRequest }) {
  const answered = request.status === 'answered';
  return (
    <li className="card support-request">
      <div className="support-request__head">
        <h3>{request.subject}</h3>
        <span className={answered ? 'support-status support-status--answered' : 'support-status'}>
          {answered ? 'Answered' : 'Waiting for an answer'}
        </span>
      </div>
      <p className="support-request__meta">
        Sent <time dateTime={request.sentAt}>{formatWhen(request.sentAt)}</time>
        {request.topic ? ` · ${TOPIC_LABELS[request.topic]}` : ''}
        {request.priority ? ' · Priority' : ''}
      </p>
      <p className="support-request__text">{request.message}</p>
      {answered && request.answer ? (
        <section className="support-answer" aria-label={`Our answer to ${request.subject}`}>
          <h4>
            Our answer
            {request.answeredAt ? (
              <>
                , <time dateTime={request.answeredAt}>{formatWhen(request.answeredAt)}</time>
              </>
            ) : null}
          </h4>
          <p className="support-request__text">{request.answer}</p>
        </section>
      ) : null}
    </li>
  );
}

/** Support: the form to write to the operators and the user's own requests with their answers. */
export default function SupportPage() {
  usePageTitle('Support');
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const requests = useQuery({ ...mySupportRequestsQueryOptions(userId), enabled: userId !== '' });

  return (
    <div className="container page support-page">
      <header className="page-header">
        <p className="eyebrow">Account</p>
        <h1>Support</h1>
        <p className="lead">Ask us anything about your account, plans, recruiting or your data. Our answers arrive here and by email.</p>
      </header>
      <div className="support-layout">
        <section className="card support-layout__form">
          <SupportForm
            onSent={() => queryClient.invalidateQueries({ queryKey: mySupportRequestsQueryOptions(userId).queryKey })}
          />
        </section>
        <section className="support-layout__list" aria-labelledby="support-requests-title">
          <h2 id="support-requests-title">Your requests</h2>
          {requests.isPending ? (
            <Spinner label="Loading your requests" fullPage={false} />
          ) : requests.isError ? (
            <FormMessage tone="error" title="Your requests could not be loaded.">
              <p>
                {requests.error.message}{' '}
                <button type="button" className="link-button" onClick={() => void requests.refetch()}>
                  Try again
                </button>
              </p>
            </FormMessage>
          ) : requests.data.length === 0 ? (
            <p className="support-empty">You have not sent a request yet.</p>
          ) : (
            <ul className="support-requests">
              {requests.data.map((request) => (
                <RequestItem key={request.id} request={request} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
