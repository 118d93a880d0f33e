import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { AuthLayout, tokenFromHash } from './AuthLayout';

interface EmailStopPageProps<Result> {
  title: string;
  lead: string;
  /** The button, and what it does. */
  action: string;
  /** Said at once, without asking the server, when the link lost its token on the way. */
  missingToken: string;
  stop: (token: string) => Promise<Result>;
  /** The page once the emails are off. */
  doneTitle: string;
  done: (result: Result) => ReactNode;
  next: ReactNode;
}

/**
 * A page opened from an email's one-click unsubscribe link (#token=… or ?token=…): turns those
 * emails off without signing in. Nothing changes until the visitor presses the button, so a mail
 * scanner that opens links does not unsubscribe anyone.
 */
export function EmailStopPage<Result>({ title, lead, action, missingToken, stop: send, doneTitle, done, next }: EmailStopPageProps<Result>) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then taken out of the address bar so it is not kept in history or shared by accident.
  const [token] = useState(() => tokenFromHash(location.hash) ?? params.get('token')?.trim() ?? '');
  const hasTokenInAddress = location.hash.includes('token=') || params.has('token');
  useEffect(() => {
    if (hasTokenInAddress) void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  }, [hasTokenInAddress, location.pathname, navigate]);
  const stop = useMutation({ mutationFn: () => send(token) });

  if (stop.isSuccess) {
    return (
      <AuthLayout title={doneTitle} icon="success">
        <FormMessage tone="success">
          <p>{done(stop.data)}</p>
        </FormMessage>
        <p className="email-stop__next">{next}</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} lead={lead}>
      {token === '' ? (
        <FormMessage tone="error">
          <p>{missingToken}</p>
        </FormMessage>
      ) : (
        <>
          {stop.isError ? (
            <FormMessage tone="error">
              <p>{isApiError(stop.error) ? stop.error.message : 'Something went wrong. Please try again.'}</p>
            </FormMessage>
          ) : null}
          <button type="button" className="button button--primary email-stop__button" disabled={stop.isPending} onClick={() => stop.mutate()}>
            {stop.isPending ? 'Stopping…' : action}
          </button>
        </>
      )}
    </AuthLayout>
  );
}
