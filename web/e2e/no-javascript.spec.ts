import type { Browser, TestInfo } from '@playwright/test';
import { axeViolations } from './look';
import { expect, heading, test } from './fixtures';

/*
 * The public pages are HTML rendered at build time: with JavaScript turned off they still show
 * their content, link to each other, keep a usable navigation (on a phone too), and say so where
 * a form needs a script. Run in both projects.
 */

test.use({ javaScriptEnabled: false });

/**
 * axe runs as a script in the page, which a browser with JavaScript off cannot do: it scans the
 * page as such a browser parses it (the page's scripts left out, the contents of its <noscript>
 * in effect) in a browser where axe itself can run.
 */
async function axeWithoutPageScripts(browser: Browser, testInfo: TestInfo, path: string): Promise<string[]> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    javaScriptEnabled: true,
    baseURL,
    viewport,
    ...(isMobile === undefined ? {} : { isMobile }),
    ...(hasTouch === undefined ? {} : { hasTouch }),
    ...(deviceScaleFactor === undefined ? {} : { deviceScaleFactor }),
  });
  try {
    const page = await context.newPage();
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script\b[^>]*><\/script>/g, '')
        .replace(/<noscript>([\s\S]*?)<\/noscript>/g, '$1');
      return route.fulfill({ response, body });
    });
    await page.goto(path);
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}

const publicPages = [
  { path: '/', heading: 'The future of rowing recruitment', text: "What's Coming" },
  { path: '/landing', heading: 'Find your college rowing program', text: 'Everything you need to get recruited' },
  { path: '/about', heading: 'About RowRecruit', text: 'Why we exist' },
  { path: '/pricing', heading: 'Pricing', text: 'Individual Rower plans' },
  { path: '/privacy', heading: 'Privacy Policy', text: 'On this page' },
  { path: '/terms', heading: 'Terms of Service', text: 'Legal review required.' },
  { path: '/cookies', heading: 'Cookie Policy', text: 'Legal review required.' },
  { path: '/coppa-rights', heading: 'Parental Rights under COPPA', text: 'Legal review required.' },
];

for (const { path, heading: name, text } of publicPages) {
  test(`${path} is readable without JavaScript and has no axe violations`, async ({ page, browser }, testInfo) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await axeWithoutPageScripts(browser, testInfo, path), `axe on ${path}`).toEqual([]);
  });
}

test('the landing page shows no figures without JavaScript: they are counted by the server, not written in', async ({ page }) => {
  await page.goto('/landing');
  await expect(heading(page, 'Find your college rowing program')).toBeVisible();
  await expect(page.locator('[data-site-figures]')).toBeHidden();
  await expect(page.locator('[data-site-figures] dd')).toHaveCount(0);
});

test('the header and footer links lead from page to page', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('navigation', { name: 'Footer' });

  await main.getByRole('link', { name: 'About Us' }).click();
  await expect(heading(page, 'About RowRecruit')).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);

  await main.getByRole('link', { name: 'Pricing' }).click();
  await expect(heading(page, 'Pricing')).toBeVisible();

  await main.getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/landing#how-it-works$/);
  await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInViewport();

  for (const [link, name] of [
    ['Privacy', 'Privacy Policy'],
    ['Terms', 'Terms of Service'],
    ['Cookies', 'Cookie Policy'],
    ['COPPA rights', 'Parental Rights under COPPA'],
  ] as const) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(heading(page, name)).toBeVisible();
  }

  // The legal pages' contents jump to their sections.
  await page.goto('/privacy');
  const firstSection = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first();
  const section = await firstSection.textContent();
  await firstSection.click();
  await expect(page.getByRole('heading', { level: 2, name: section ?? '' })).toBeInViewport();

  await page.getByRole('link', { name: 'RowRecruit' }).first().click();
  await expect(heading(page, 'The future of rowing recruitment')).toBeVisible();
});

test('the navigation is on show without the menu button, whatever the width', async ({ page }) => {
  await page.goto('/landing');
  // The menu button needs a script: without one, the links are laid out in the header instead.
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Features', 'How It Works', 'About Us', 'Pricing', 'Sign In', 'Get Started']) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await main.getByRole('link', { name: 'Pricing' }).click();
  await expect(heading(page, 'Pricing')).toBeVisible();
});

test('forms that need a script say so, and the cookie banner and settings stay away', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Joining the waitlist needs JavaScript')).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@rowrecruit.com' }).first()).toHaveAttribute(
    'href',
    'mailto:hello@rowrecruit.com?subject=Waitlist',
  );
  await expect(page.getByRole('form', { name: 'Join the waitlist' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Preview access' })).toBeHidden();
  // Without a script no cookie but the essential ones is ever set, so there is nothing to ask.
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeHidden();
});

test('the pricing page lists every audience’s plans, with both prices', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('tablist')).toBeHidden();
  for (const audience of ['Individual Rower', 'Family', 'Club Coach', 'College Coach']) {
    await expect(page.getByRole('heading', { level: 2, name: `${audience} plans` })).toBeVisible();
  }
  const elite = page.getByRole('article', { name: 'Elite' });
  await expect(elite.getByText('$19.99')).toBeVisible();
  await expect(elite.getByText('Billed monthly, or $199/year billed annually to save 17%.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Division I/II' }).getByText('Plan limits')).toBeVisible();
  await page.getByRole('link', { name: 'Start free trial with Elite' }).click();
  // An app page is the app's, which needs its script (the page says so in a <noscript>).
  await expect(page).toHaveURL(/\/plans\/start\?plan=elite$/);
  await expect(page.locator('#root')).toBeEmpty();
});
