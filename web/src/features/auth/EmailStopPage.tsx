import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Schema } from '@/api';
import { FormMessage } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { AuthLayout, tokenFromHash } from './AuthLayout';

/** What an email's one-click link did: which emails, for which (masked) address, now on or off. */
export type EmailLinkAnswer = Schema<'EmailLinkAnswer'>;

/** Turns the emails of a link off, or back on with `resubscribe` (the page's Undo). */
export type EmailLinkSend = (token: string, resubscribe: boolean) => Promise<EmailLinkAnswer>;

interface EmailStopPageProps<A extends { on: boolean } = EmailLinkAnswer> {
  title: string;
  lead: string;
  /** The button, and what it does. */
  action: string;
  /** Said at once, without asking the server, when the link lost its token on the way. */
  missingToken: string;
  /** An account's kind of email (`EmailLinkSend`), or another answer saying whether it is on. */
  send: (token: string, resubscribe: boolean) => Promise<A>;
  /** The page once the emails are off. */
  doneTitle: string;
  done: (answer: A) => ReactNode;
  /** The page once Undo turned them back on. */
  undoneTitle: string;
  undone: (answer: A) => ReactNode;
  next: ReactNode;
  /** Where else these emails are switched, shown once they are off or on; Settings by default. */
  elsewhere?: ReactNode;
}

/**
 * A page opened from an email's one-click unsubscribe link (#token=… or ?token=…): turns those
 * emails off without signing in, and back on with Undo while the link works. Nothing changes
 * until the visitor presses a button, so a mail scanner that opens links does not unsubscribe
 * anyone.
 */
export function EmailStopPage<A extends { on: boolean } = EmailLinkAnswer>({
  title,
  lead,
  action,
  missingToken,
  send,
  doneTitle,
  done,
  undoneTitle,
  undone,
  next,
  elsewhere,
}: EmailStopPageProps<A>) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then taken out of the address bar so it is not kept in history or shared by accident.
  const [token] = useState(() => tokenFromHash(location.hash) ?? params.get('token')?.trim() ?? '');
  const hasTokenInAddress = location.hash.includes('token=') || params.has('token');
  useEffect(() => {
    if (hasTokenInAddress) void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  }, [hasTokenInAddress, location.pathname, navigate]);
  // The last answer stays on screen while the next change is tried (or fails).
  const [answer, setAnswer] = useState<A | null>(null);
  const change = useMutation({ mutationFn: (resubscribe: boolean) => send(token, resubscribe), onSuccess: setAnswer });
  const errorBox = change.isError ? (
    <FormMessage tone="error">
      <p>{isApiError(change.error) ? change.error.message : 'Something went wrong. Please try again.'}</p>
    </FormMessage>
  ) : null;
  const stopButton = (
    <button type="button" className="button button--primary email-stop__button" disabled={change.isPending} onClick={() => change.mutate(false)}>
      {change.isPending ? 'Stopping…' : action}
    </button>
  );
  const settings = (
    <p className="email-stop__next">
      {elsewhere ?? (
        <>
          Signed in, <Link to={paths.settings}>Settings</Link> lists every kind of email RowRecruit sends you.
        </>
      )}
    </p>
  );

  if (answer?.on === false) {
    return (
      <AuthLayout title={doneTitle} icon="success">
        <FormMessage tone="success">
          <p>{done(answer)}</p>
        </FormMessage>
        {errorBox}
        <button
          type="button"
          className="button button--secondary email-stop__button"
          disabled={change.isPending}
          onClick={() => change.mutate(true)}
        >
          {change.isPending ? 'Turning them back on…' : 'Undo'}
        </button>
        {settings}
        <p className="email-stop__next">{next}</p>
      </AuthLayout>
    );
  }

  if (answer?.on === true) {
    return (
      <AuthLayout title={undoneTitle} icon="success">
        <FormMessage tone="success">
          <p>{undone(answer)}</p>
        </FormMessage>
        {errorBox}
        {stopButton}
        {settings}
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
          {errorBox}
          {stopButton}
        </>
      )}
    </AuthLayout>
  );
}
