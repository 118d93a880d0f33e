/**
 * Renders the public pages to HTML at build time (scripts/prerender.mjs runs this module after
 * `vite build`). Each page is the app's own layout and page for a visitor who is not signed in,
 * so the HTML is what the app would show; `src/site/main.ts` is the script those pages load.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppLayout } from '@/app/layout/AppLayout';
import { AuthContext, type AuthContextValue } from '@/features/auth/context';
import CookiePolicyPage from '@/features/legal/CookiePolicyPage';
import CoppaRightsPage from '@/features/legal/CoppaRightsPage';
import PrivacyPage from '@/features/legal/PrivacyPage';
import TermsPage from '@/features/legal/TermsPage';
import AboutPage from '@/features/marketing/AboutPage';
import { plansQueryOptions } from '@/lib/plans';
import { ComingSoonPage } from '@/features/marketing/ComingSoonPage';
import LandingPage from '@/features/marketing/LandingPage';
import PricingPage from '@/features/marketing/PricingPage';
import type { PlanTable } from '@/features/marketing/plans';
import { createQueryClient } from '@/lib/queryClient';
import { StaticPageContext } from '@/lib/staticPage';
import { DEFAULT_DESCRIPTION, documentTitle, PageHeadContext, type PageHead } from '@/lib/usePageTitle';
import { paths } from '@/paths';

export interface PublicPage {
  /** The file under `pages/` the server answers with: `/about` is `about.html`. */
  file: string;
  /** The address the page is rendered for. */
  path: string;
  element: ReactNode;
}

/** `/about` → `about.html`, the server's rule for finding a path's page. */
function page(path: string, element: ReactNode): PublicPage {
  return { file: `${path.slice(1)}.html`, path, element };
}

/**
 * Every page rendered ahead of time. `/` has one file per home page the server may choose from
 * its settings: the landing page once the site is live, the coming-soon page before (with the
 * preview code form when an access code is set).
 */
export const publicPages: readonly PublicPage[] = [
  { file: 'index.live.html', path: paths.home, element: <LandingPage /> },
  { file: 'index.soon.html', path: paths.home, element: <ComingSoonPage previewAccess={false} /> },
  { file: 'index.preview.html', path: paths.home, element: <ComingSoonPage previewAccess /> },
  page(paths.landing, <LandingPage />),
  page(paths.about, <AboutPage />),
  page(paths.pricing, <PricingPage />),
  page(paths.privacy, <PrivacyPage />),
  page(paths.terms, <TermsPage />),
  page(paths.cookies, <CookiePolicyPage />),
  page(paths.coppaRights, <CoppaRightsPage />),
];

function noSession(): Promise<never> {
  return Promise.reject(new Error('A page rendered at build time has no session'));
}

/** A visitor who is not signed in, known at once: the header shows "Sign In" and "Get Started". */
const signedOut: AuthContextValue = {
  user: null,
  session: null,
  loading: false,
  unavailableError: null,
  refreshing: false,
  refresh: () => Promise.resolve(),
  onAuthStateChange: () => () => undefined,
  signIn: noSession,
  signOut: noSession,
  startRecovery: noSession,
  changePassword: noSession,
};

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  head: PageHead;
}

/** Renders one page; `plans` is the server's plan table, which the pricing page shows. */
export async function renderPage(page: PublicPage, plans: PlanTable): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(plansQueryOptions().queryKey, plans);
  let head: PageHead = { title: documentTitle(''), description: DEFAULT_DESCRIPTION };
  const { prelude } = await prerender(
    <StaticRouter location={page.path}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={signedOut}>
          <StaticPageContext.Provider value>
            <PageHeadContext.Provider
              value={(pageHead) => {
                head = pageHead;
              }}
            >
              <Routes>
                <Route element={<AppLayout />}>
                  <Route path="*" element={page.element} />
                </Route>
              </Routes>
            </PageHeadContext.Provider>
          </StaticPageContext.Provider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </StaticRouter>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return { html, head };
}
