/**
 * The script of the public pages rendered at build time (home, landing, about, pricing, legal).
 * Those pages are complete HTML that works without JavaScript; this adds what needs a script,
 * without React: the phone menu, the cookie banner, the pricing controls, the landing page's
 * figures. The few parts that need
 * React (the waitlist and preview forms once submitted, the cookie preferences dialog) load on
 * use. Links to app pages are ordinary links: the app's code loads with the app page.
 */
import type { Schema } from '@/api';
import { shownFigures, SITE_FIGURES_PATH, type SiteFigures } from '@/features/marketing/figures';
import { audienceSearch, pricingControls, showAudienceFromAddress } from '@/features/marketing/pricingControls';
import { initAnalytics, recordConsent } from '@/lib/analytics';
import { ACCEPT_ALL, REJECT_ALL } from '@/lib/consent';
import './site.css';

/** The phone menu's button opens and closes the main navigation; Escape closes it. */
function phoneMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.menu-toggle');
  const nav = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
  if (!toggle || !nav) return;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('site-nav--open', open);
  };
  toggle.addEventListener('click', () => {
    setOpen(!isOpen());
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false);
  });
}

/**
 * The banner's buttons (the page's inline script has shown it unless a choice is stored);
 * "Preferences" and the footer's "Cookie settings" open the dialog.
 */
function cookieConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
  const decided = () => {
    if (banner) banner.hidden = true;
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent]') : null;
    switch (button?.dataset.consent) {
      case 'accept':
        recordConsent(ACCEPT_ALL);
        decided();
        break;
      case 'reject':
        recordConsent(REJECT_ALL);
        decided();
        break;
      case 'preferences':
        void import('./preferences').then(({ openPreferences }) => {
          openPreferences(decided);
        });
        break;
      default:
    }
  });
}

/**
 * The waitlist and preview-code forms: their code starts loading when the visitor enters the
 * form, and a submitted form is handed, with what was typed, to the app's own form component.
 */
function forms(): void {
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const form = island.querySelector('form');
    if (!form) continue;
    const load = () => import('./forms');
    form.addEventListener('focusin', () => void load(), { once: true });
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        const values: Record<string, string> = {};
        new FormData(form).forEach((value, name) => {
          if (typeof value === 'string') values[name] = value;
        });
        void load().then(({ mountForm }) => {
          mountForm(island, values);
        });
      },
      { once: true },
    );
  }
}

/** The pricing page opens on the tab its address names, and keeps the chosen tab in the address. */
function pricing(): void {
  const plans = document.querySelector<HTMLElement>('.pricing__plans');
  if (!plans) return;
  showAudienceFromAddress(plans, window.location.search);
  pricingControls(plans, (audience) => {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${audienceSearch(audience)}${hash}`);
  });
}

/**
 * The landing page's figures are counted by the server, so the page built ahead of time has none:
 * they are filled in once they load, and stay out without JavaScript or when the server leaves
 * them out.
 */
function siteFigures(): void {
  const list = document.querySelector<HTMLElement>('[data-site-figures]');
  if (!list) return;
  void fetch(`/api${SITE_FIGURES_PATH}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<SiteFigures>) : null))
    .then((figures) => {
      const shown = figures ? shownFigures(figures) : [];
      list.replaceChildren(
        ...shown.map((figure) => {
          const item = document.createElement('div');
          const label = document.createElement('dt');
          const value = document.createElement('dd');
          label.textContent = figure.label;
          value.textContent = figure.value;
          item.append(label, value);
          return item;
        }),
      );
      list.hidden = shown.length === 0;
    })
    .catch(() => undefined);
}

/**
 * A signed-in visitor who opens a public page directly (a typed address, a reload, a link from
 * elsewhere) gets the app over it, with the signed-in header, as when arriving from an app page.
 * A session whose access token has lapsed but can be refreshed counts: the app refreshes it.
 */
function signedInVisitor(): void {
  void fetch('/api/auth/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<Partial<Schema<'SessionResponse'>>>) : null))
    .then((session) => (session?.user || session?.canRefresh ? import('@/app/main') : undefined))
    .catch(() => undefined);
}

initAnalytics();
phoneMenu();
cookieConsent();
forms();
pricing();
siteFigures();
signedInVisitor();
