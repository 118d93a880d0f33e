import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '@/features/auth';
import { coachOverviewQueryOptions } from '@/features/coach/api';
import { CookieConsent } from '@/features/cookies';
import { ApiUnavailableBanner } from '@/features/errors';
import { useMessageEvents } from '@/features/messages';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

/**
 * After a client-side navigation, start at the top of the new page and move keyboard and screen
 * reader focus to its content (links with a #fragment scroll and focus there instead).
 */
function useFocusOnNavigate() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash !== '') return;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/** Whether the signed-in coach may use the recruiting workspace (messages included). */
function useCoachWorkspaceOpen(): boolean {
  const { user } = useAuth();
  const coach = user?.role === 'coach';
  const overview = useQuery({ ...coachOverviewQueryOptions(user?.id ?? ''), enabled: coach });
  return coach && overview.data?.workspace.open === true;
}

export function AppLayout() {
  useFocusOnNavigate();
  // One stream of message events for the whole signed-in session, whatever the page.
  useMessageEvents(useCoachWorkspaceOpen());
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <ApiUnavailableBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <CookieConsent />
    </div>
  );
}
