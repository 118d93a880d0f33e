import { describe, expect, it } from 'vitest';
import { BANNER_REVEAL_SCRIPT } from '@/lib/consent';
import { planTable } from '@test/plans';
import { publicPages, renderPage } from './render';

function pageFor(file: string) {
  const page = publicPages.find((p) => p.file === file);
  if (!page) throw new Error(`no page ${file}`);
  return page;
}

async function rendered(file: string) {
  const { html, head } = await renderPage(pageFor(file), planTable);
  const root = document.createElement('div');
  root.innerHTML = html;
  return { root, head, html };
}

describe('public pages rendered at build time', () => {
  it('gives each public path its own file, and / one file per home page', () => {
    expect(publicPages.map((page) => [page.path, page.file])).toEqual([
      ['/', 'index.live.html'],
      ['/', 'index.soon.html'],
      ['/', 'index.preview.html'],
      ['/landing', 'landing.html'],
      ['/about', 'about.html'],
      ['/pricing', 'pricing.html'],
      ['/privacy', 'privacy.html'],
      ['/terms', 'terms.html'],
      ['/cookies', 'cookies.html'],
      ['/coppa-rights', 'coppa-rights.html'],
    ]);
  });

  it('renders the page in the app layout for a visitor who is not signed in, with its title', async () => {
    const { root, head, html } = await rendered('landing.html');
    expect(head).toEqual({
      title: 'Rowing recruitment | RowRecruit',
      description: expect.stringContaining('Find your college rowing program') as string,
    });
    expect(root.querySelector('h1')?.textContent).toBe('Find your college rowing program');
    const nav = root.querySelector('nav[aria-label="Main"]');
    expect(Array.from(nav?.querySelectorAll('a') ?? [], (a) => a.textContent)).toEqual([
      'Features',
      'How It Works',
      'About Us',
      'Pricing',
      'Sign In',
      'Get Started',
    ]);
    // The banner is written hidden; the inline script right after it shows it unless a choice is
    // stored, and is the page's only script.
    const banner = root.querySelector<HTMLElement>('[data-cookie-banner]');
    expect(banner?.hidden).toBe(true);
    expect(banner?.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(banner?.nextElementSibling?.textContent).toBe(BANNER_REVEAL_SCRIPT);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('writes no figure on the landing page: the server counts them and the site script fills them in', async () => {
    for (const file of ['landing.html', 'index.live.html', 'about.html']) {
      const { root } = await rendered(file);
      // The footer's minimum age ("14+ age verified") is a rule, not a count.
      const text = root.textContent.replace('14+ age verified', '');
      expect(text).not.toMatch(/\d[\d,]*\s*(\+|%)/);
      expect(text).not.toMatch(/success rate/i);
      if (file !== 'about.html') {
        const figures = root.querySelector<HTMLElement>('[data-site-figures]');
        expect(figures?.hidden).toBe(true);
        expect(figures?.children).toHaveLength(0);
      }
    }
  });

  it('writes the footer year in the element the server fills in with the current year', async () => {
    const { html } = await rendered('about.html');
    // server/src/http/spa.rs looks for exactly this markup.
    expect(html).toContain(`© <span data-current-year="">${new Date().getFullYear()}</span> RowRecruit.`);
  });

  it('renders the home page the server picks from its settings', async () => {
    const soon = await rendered('index.soon.html');
    expect(soon.root.querySelector('h1')?.textContent).toBe('The future of rowing recruitment');
    expect(soon.root.querySelector('[data-island="waitlist"] form')).not.toBeNull();
    expect(soon.root.querySelector('[data-island="access-code"]')).toBeNull();
    expect(soon.head.title).toBe('RowRecruit');

    const preview = await rendered('index.preview.html');
    expect(preview.root.querySelector('[data-island="access-code"] form')).not.toBeNull();

    const live = await rendered('index.live.html');
    expect(live.root.querySelector('h1')?.textContent).toBe('Find your college rowing program');
  });

  it('renders the pricing page from the plan table it is given, every audience in the page', async () => {
    const { root, head } = await rendered('pricing.html');
    expect(head.title).toBe('Pricing | RowRecruit');
    const panels = Array.from(root.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
    expect(panels.map((panel) => [panel.dataset.audience, panel.hidden])).toEqual([
      ['rower', false],
      ['family', true],
      ['club', true],
      ['college', true],
    ]);
    const names = Array.from(root.querySelectorAll('.plan__name'), (name) => name.textContent);
    expect(names).toHaveLength(planTable.plans.length);
    expect(new Set(names)).toEqual(new Set(planTable.plans.map((plan) => plan.name)));
    expect(root.textContent).toContain('Prices as of Nov 28, 2026.');
  });
});
