import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { recordConsent } from '@/lib/analytics';
import {
  ACCEPT_ALL,
  BANNER_REVEAL_SCRIPT,
  hasStoredConsent,
  OPEN_PREFERENCES_EVENT,
  readPreferences,
  REJECT_ALL,
  type CookiePreferences,
} from '@/lib/consent';
import { useStaticPage } from '@/lib/staticPage';
import { paths } from '@/paths';
import './cookies.css';

// Most visits never open the dialog: it loads on first use, keeping it out of the first page load.
const PreferencesDialog = lazy(() => import('./PreferencesDialog').then((m) => ({ default: m.PreferencesDialog })));

/**
 * The cookie banner, shown until a choice is stored, and the preferences dialog. On a page rendered
 * at build time the banner is written hidden with an inline script after it that shows it, and the
 * page's script (`src/site`) handles its buttons, found by their `data-consent` attribute.
 */
export function CookieConsent() {
  const staticPage = useStaticPage();
  const [decided, setDecided] = useState(hasStoredConsent);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    const open = () => {
      setDialogOpen(true);
    };
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => {
      window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
    };
  }, []);

  const choose = (preferences: CookiePreferences) => {
    recordConsent(preferences);
    setDecided(true);
    setDialogOpen(false);
  };

  return (
    <>
      {decided ? null : (
        <section
          className="cookie-banner"
          aria-labelledby="cookie-banner-title"
          aria-describedby="cookie-banner-text"
          data-cookie-banner
          hidden={staticPage}
        >
          <div className="cookie-banner__inner">
            <div className="cookie-banner__text">
              <h2 id="cookie-banner-title">We value your privacy</h2>
              <p id="cookie-banner-text">
                We use essential cookies to keep you signed in. With your permission we&apos;d also like to use analytics
                and marketing cookies. Read our <Link to={paths.cookies}>cookie policy</Link>.
              </p>
            </div>
            <div className="cookie-banner__actions">
              <button type="button" className="button button--secondary" data-consent="reject" onClick={() => choose(REJECT_ALL)}>
                Reject All
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-haspopup="dialog"
                data-consent="preferences"
                onClick={() => {
                  setDialogOpen(true);
                }}
              >
                Preferences
              </button>
              <button type="button" className="button button--primary" data-consent="accept" onClick={() => choose(ACCEPT_ALL)}>
                Accept All
              </button>
            </div>
          </div>
        </section>
      )}
      {/* A constant, never user input: the CSP allows exactly these bytes. */}
      {staticPage && !decided ? <script dangerouslySetInnerHTML={{ __html: BANNER_REVEAL_SCRIPT }} /> : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <PreferencesDialog
            initial={readPreferences() ?? REJECT_ALL}
            onSave={choose}
            onClose={() => {
              setDialogOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
