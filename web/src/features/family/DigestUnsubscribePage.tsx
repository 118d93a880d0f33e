import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { AuthLayout, tokenFromHash } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { unsubscribeDigest } from './api';
import './family.css';

/** A link that lost its token on the way: said at once, without asking the server. */
const MISSING_TOKEN = 'This link is incomplete. Open it again from the most recent weekly digest email.';

/**
 * /family/unsubscribe#token=… (or ?token=…), from the link in the parent's weekly digest email:
 * turns the digest off without signing in.
 * Nothing changes until the visitor presses the button, so a mail scanner that opens links does
 * not unsubscribe anyone.
 */
export default function DigestUnsubscribePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then taken out of the address bar so it is not kept in history or shared by accident.
  const [token] = useState(() => tokenFromHash(location.hash) ?? params.get('token')?.trim() ?? '');
  const hasTokenInAddress = location.hash.includes('token=') || params.has('token');
  useEffect(() => {
    if (hasTokenInAddress) void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  }, [hasTokenInAddress, location.pathname, navigate]);
  const stop = useMutation({ mutationFn: () => unsubscribeDigest(token) });

  if (stop.isSuccess) {
    return (
      <AuthLayout title="The weekly digest is off" icon="success">
        <FormMessage tone="success">
          <p>
            The weekly digest is off for <span className="family-unsubscribe__email">{stop.data.email}</span>. To turn it
            back on, sign in and use the Weekly digest switch in your parent portal.
          </p>
        </FormMessage>
        <p className="family-unsubscribe__next">
          <Link to={paths.family}>Open the parent portal</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Stop the weekly digest"
      lead="RowRecruit emails you a weekly digest of your children's recruiting. You can turn it off here; the parent portal still shows everything when you sign in."
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
            className="button button--primary family-unsubscribe__button"
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            {stop.isPending ? 'Stopping…' : 'Stop the weekly digest'}
          </button>
        </>
      )}
    </AuthLayout>
  );
}
