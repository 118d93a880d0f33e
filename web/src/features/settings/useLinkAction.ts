import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { once, tokenFromHash, useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';

export type LinkOutcome = { status: 'checking' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

/**
 * Runs the one-time action of an emailed link (`#token=…`) once, even under StrictMode's double
 * effects, takes the token out of the address bar, and refreshes the session afterwards (the
 * action changed the account). `key` names the action in `once`.
 */
export function useLinkAction(
  key: string,
  action: (token: string) => Promise<{ message: string }>,
  incompleteMessage: string,
): LinkOutcome {
  const location = useLocation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [outcome, setOutcome] = useState<LinkOutcome>(
    token ? { status: 'checking' } : { status: 'failed', message: incompleteMessage },
  );

  // The token must not stay in the address bar, the history or a bookmark.
  useEffect(() => {
    if (tokenFromHash(location.hash) === null) return;
    void navigate({ pathname: location.pathname }, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  useEffect(() => {
    if (!token) return;
    let active = true;
    once(`${key}:${token}`, () => action(token)).then(
      (answer) => {
        if (!active) return;
        setOutcome({ status: 'done', message: answer.message });
        void refresh();
      },
      (cause: unknown) => {
        if (active) setOutcome({ status: 'failed', message: isApiError(cause) ? cause.message : 'An unexpected error occurred' });
      },
    );
    return () => {
      active = false;
    };
  }, [key, action, token, refresh]);

  return outcome;
}
