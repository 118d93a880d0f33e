import { useAuth } from '@/features/auth';
import './errors.css';

export const API_UNAVAILABLE_MESSAGE = "We can't reach RowRecruit right now. Check your connection and try again.";

/** Shown at the top of every page while the session cannot be read from the server. */
export function ApiUnavailableBanner() {
  const { unavailableError, refresh, refreshing } = useAuth();
  if (!unavailableError) return null;
  return (
    <div className="api-banner" role="alert">
      <div className="container api-banner__inner">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className="api-banner__icon">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="16.5" r="1.2" fill="currentColor" />
        </svg>
        <p>{API_UNAVAILABLE_MESSAGE}</p>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => void refresh()}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          {refreshing ? 'Trying…' : 'Try again'}
        </button>
      </div>
    </div>
  );
}

/** Stands in for a signed-in page while we cannot tell whether the visitor is signed in. */
export function SignedInPageUnavailable() {
  return (
    <div className="container page">
      <div className="card card--narrow stack unavailable-panel">
        <h1>This page is unavailable right now</h1>
        <p>
          We need to confirm that you&apos;re signed in before showing it, and RowRecruit can&apos;t be reached at the
          moment. Use <strong>Try again</strong> in the notice above once your connection is back.
        </p>
      </div>
    </div>
  );
}
