import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { AuthLayout, tokenFromHash } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { unsubscribe } from './api';
import './messages.css';

/** A link that lost its token on the way: said at once, without asking the server. */
const MISSING_TOKEN = 'This link is incomplete. Open it again from the most recent RowRecruit email.';

/**
 * /unsubscribe#token=… (or ?token=…), from the link in a message email: stops those emails without
 * signing in.
 * Nothing changes until the visitor presses the button, so a mail scanner that opens links does
 * not unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then taken out of the address bar so it is not kept in history or shared by accident.
  const [token] = useState(() => tokenFromHash(location.hash) ?? params.get('token')?.trim() ?? '');
  const hasTokenInAddress = location.hash.includes('token=') || params.has('token');
  useEffect(() => {
    if (hasTokenInAddress) void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  }, [hasTokenInAddress, location.pathname, navigate]);
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });

  if (stop.isSuccess) {
    return (
      <AuthLayout title="Message emails are off" icon="success">
        <FormMessage tone="success">
          <p>
            Message emails are off for <span className="unsubscribe__email">{stop.data.email}</span>. You will still see
            new messages when you sign in.
          </p>
        </FormMessage>
        <p className="unsubscribe__next">
          <Link to={paths.login}>Sign in to RowRecruit</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Stop message emails"
      lead="RowRecruit emails you when a college program or an athlete writes to you. You can turn those emails off here; your messages stay on RowRecruit."
    >
      {token === '' ? (
        <FormMessage tone="error">
          <p>{MISSING_TOKEN}</p>
        </FormMessage>
      ) : (
        <>
          {stop.isError ? (
            <FormMessage tone="error">
              <p>{isApiError(stop.error) ? stop.error.message : 'Something went wrong. Please try again.'}</p>
            </FormMessage>
          ) : null}
          <button
            type="button"
            className="button button--primary unsubscribe__button"
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            {stop.isPending ? 'Stopping…' : 'Stop message emails'}
          </button>
        </>
      )}
    </AuthLayout>
  );
}
