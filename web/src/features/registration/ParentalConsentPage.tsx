import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { tokenFromHash } from '@/features/auth';
import { Spinner } from '@/components/Spinner';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { complianceRulesQueryKey, registrationApi, type ConsentDecision, type ConsentRequest, type ConsentView } from './api';
import { AnsweredConsent, ConsentAnswer } from './ConsentAnswer';
import { formatDate, formatDay, StepLayout } from './StepLayout';

export const INVALID_CONSENT_LINK = 'This consent link is invalid or has expired.';

const ROLE_NAMES: Record<string, string> = {
  student: 'student athlete',
  parent: 'parent',
  coach: 'coach',
};

function consentQueryKey(token: string | null) {
  return ['consent', token] as const;
}

/**
 * The page a parent or guardian opens from the consent email (`/parental-consent#token=…`):
 * what the child signed up for, and Approve or Decline. Once answered, the link shows only the
 * answer: the server no longer sends the child's details.
 */
export default function ParentalConsentPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once, then taken out of the address bar so it is not kept in history or shared by accident.
  const [token] = useState(() => tokenFromHash(location.hash));
  const hasTokenInAddress = location.hash.includes('token=');
  useEffect(() => {
    if (hasTokenInAddress) {
      void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    }
  }, [hasTokenInAddress, location.pathname, location.search, navigate]);

  const view = useQuery({
    queryKey: consentQueryKey(token),
    queryFn: () => registrationApi.viewConsent(token ?? ''),
    enabled: token !== null,
    staleTime: Infinity,
  });
  const rules = useQuery({
    queryKey: complianceRulesQueryKey,
    queryFn: ({ signal }) => registrationApi.rules(signal),
    staleTime: Infinity,
    enabled: view.data?.request?.userState != null,
  });
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [allowCoachMessages, setAllowCoachMessages] = useState(true);
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'decline') =>
      registrationApi.decideConsent(
        token ?? '',
        decision === 'approve' ? { decision, allowCoachMessages } : { decision },
      ),
    onSuccess: (answer: ConsentDecision) => {
      setConfirmingDecline(false);
      queryClient.setQueryData<ConsentView>(consentQueryKey(token), (current) =>
        current ? { ...current, status: answer.status } : current,
      );
    },
    onError: (error) => {
      setConfirmingDecline(false);
      if (isApiError(error) && error.code === 'already_decided') void view.refetch();
    },
  });

  if (token === null || (isApiError(view.error) && view.error.code === 'invalid_token')) {
    return <InvalidConsentLink />;
  }

  if (view.isPending) return <Spinner label="Loading the consent request" />;

  if (view.isError) {
    return (
      <StepLayout title="Parental consent request" eyebrow="Parental consent">
        <FormMessage tone="error">
          <p>{isApiError(view.error) ? view.error.message : 'An unexpected error occurred'}</p>
          <button type="button" className="button button--small button--secondary" onClick={() => void view.refetch()}>
            Try again
          </button>
        </FormMessage>
      </StepLayout>
    );
  }

  if (!view.data.request) return <AnsweredConsent view={view.data} error={decide.error} />;

  const request = view.data.request;
  const stateName =
    request.userState == null
      ? 'Outside the United States'
      : (rules.data?.states.find((state) => state.code === request.userState)?.name ?? request.userState);
  const deadline = formatDate(request.expiresAt);

  return (
    <StepLayout
      title="Parental consent request"
      eyebrow="Parental consent"
      lead={
        <>
          <strong className="reg-email">{request.childEmail}</strong> asked to create a RowRecruit account and named
          you as their {request.relation}. Please review what they signed up for.
        </>
      }
      wide
    >
      <ConsentRequestDetails request={request} deadline={deadline} stateName={stateName} />
      <ConsentAnswer
        request={request}
        decision={decide.data}
        deadline={deadline}
        pending={decide.isPending}
        error={decide.error}
        confirmingDecline={confirmingDecline}
        allowCoachMessages={allowCoachMessages}
        onAllowCoachMessages={setAllowCoachMessages}
        onApprove={() => decide.mutate('approve')}
        onDecline={() => setConfirmingDecline(true)}
        onConfirmDecline={() => decide.mutate('decline')}
        onKeep={() => setConfirmingDecline(false)}
      />
    </StepLayout>
  );
}

/** A link without its token, or whose token the server does not know (answered long ago, or expired). */
function InvalidConsentLink() {
  return (
    <StepLayout title="This link can’t be used" eyebrow="Parental consent">
      <FormMessage tone="error">{INVALID_CONSENT_LINK}</FormMessage>
      <p>
        Open the link from the most recent RowRecruit email again. If the request is more than 30 days old, it has
        expired and the account it was for has been deleted.
      </p>
      <div className="reg-links">
        <p>
          <Link to={paths.coppaRights}>Your rights as a parent</Link>
        </p>
        <p>
          <Link to={paths.home}>Go to the home page</Link>
        </p>
      </div>
    </StepLayout>
  );
}

/** What the child signed up for, what RowRecruit keeps, and what holds until the parent approves. */
function ConsentRequestDetails({ request, deadline, stateName }: { request: ConsentRequest; deadline: string; stateName: string }) {
  const role = ROLE_NAMES[request.role] ?? request.role;
  return (
    <>
      <section className="reg-section" aria-labelledby="consent-details">
        <h2 id="consent-details">The account</h2>
        <dl className="reg-details">
          <div>
            <dt>Email</dt>
            <dd className="reg-email">{request.childEmail}</dd>
          </div>
          <div>
            <dt>Signed up as</dt>
            <dd>{role}</dd>
          </div>
          <div>
            <dt>Date of birth</dt>
            <dd>{request.birthDate ? formatDay(request.birthDate) : 'Not given'}</dd>
          </div>
          <div>
            <dt>State</dt>
            <dd>{stateName}</dd>
          </div>
          <div>
            <dt>Sale of their data</dt>
            <dd>{request.optOutSale ? 'Opted out' : 'No opt-out recorded'}</dd>
          </div>
          <div>
            <dt>Requested</dt>
            <dd>{formatDate(request.requestedAt)}</dd>
          </div>
        </dl>
      </section>
      <section className="reg-section" aria-labelledby="consent-data">
        <h2 id="consent-data">What RowRecruit keeps</h2>
        <ul className="reg-list">
          {request.dataCollected.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="reg-section" aria-labelledby="consent-limits">
        <h2 id="consent-limits">Until you approve</h2>
        <ul className="reg-list">
          <li>Their profile is never shown to coaches.</li>
          <li>They cannot contact coaches or share their profile outside RowRecruit.</li>
          <li>They can sign in, edit their own profile and browse schools.</li>
        </ul>
        <p className="reg-small">
          If you decline, or do not answer by {deadline}, the account and all its data are deleted.{' '}
          <Link to={paths.coppaRights}>Your rights as a parent</Link>
        </p>
      </section>
    </>
  );
}
