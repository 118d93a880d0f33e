import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tokenFromHash } from './links';

function storedToken(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function storeToken(key: string, token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, token);
  } catch {
    // Without storage the visitor opens the link from the email again.
  }
}

/**
 * The token of an invitation link (`#token=…`), kept in this tab's sessionStorage under
 * `storageKey` while the visitor signs in or signs up and comes back. The fragment is taken out of
 * the address bar at once, so the token stays out of the history and bookmarks. `forget` drops the
 * kept token once the invitation is accepted.
 */
export function useInvitationToken(storageKey: string): { token: string | null; forget: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash) ?? storedToken(storageKey));

  useEffect(() => {
    const fromHash = tokenFromHash(location.hash);
    if (fromHash === null) return;
    storeToken(storageKey, fromHash);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state as unknown });
  }, [storageKey, location.hash, location.pathname, location.search, location.state, navigate]);

  const forget = useCallback(() => storeToken(storageKey, null), [storageKey]);
  return { token, forget };
}
