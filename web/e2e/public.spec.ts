import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';

/*
 * The public pages against the real server: waitlist, preview access code, every marketing and
 * legal page, screenshots at 1280 px and 390 px, and the size of the JavaScript `/` loads.
 *
 * The server allows 10 waitlist joins per address per 30 s and 5 access-code attempts per minute,
 * so those tests run in the desktop project only and use few requests.
 */

const ACCESS_CODE = 'e2e-preview-code';

async function shoot(page: Page, name: string, projectName: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screenshots/${projectName}-public-${name}.png`, fullPage: true });
}

function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const pages: { path: string; title: string; name: string; texts: (string | RegExp)[] }[] = [
  {
    path: '/',
    title: 'The future of rowing recruitment',
    name: 'home',
    texts: ['Coming soon', 'Join Waitlist', 'Access Full Site', "What's Coming", 'For athletes', 'For coaches', 'Data-driven'],
  },
  {
    path: '/landing',
    title: 'Find your college rowing program',
    name: 'landing',
    texts: ['Start Your Journey', 'Explore Schools', 'School Database', 'Parent Portal', 'How It Works', 'Track your progress'],
  },
  {
    path: '/about',
    title: 'About RowRecruit',
    name: 'about',
    texts: ['Why we exist', 'What we believe', 'Who RowRecruit is for'],
  },
  {
    path: '/pricing',
    title: 'Pricing',
    name: 'pricing',
    texts: ['Individual Rower', 'Most Popular', '$19.99', 'Annual saves up to 17%', 'No credit card required', 'Free for every athlete'],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    name: 'privacy',
    texts: ['Legal review required.', 'What we collect', 'Security', 'argon2id'],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    name: 'terms',
    texts: ['Legal review required.', 'Who can use RowRecruit', 'No guarantee of recruitment'],
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    name: 'cookies',
    texts: ['Legal review required.', 'rr_access', 'rr_refresh', 'rr_csrf', '30 days with “Remember me”'],
  },
  {
    path: '/coppa-rights',
    title: 'Parental Rights under COPPA',
    name: 'coppa-rights',
    texts: ['Refuse further collection', 'From June 23, 2025', 'Within 10 business days', 'Kept 90 days'],
  },
];

test.describe('public pages', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  for (const { path, title, texts } of pages) {
    test(`${path} renders its key texts, title and description`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      const main = page.getByRole('main');
      for (const text of texts) await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(page).toHaveTitle(/RowRecruit/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
      await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
      await expect(footer.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
      await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the landing footer carries the trust badges', async ({ page }) => {
    await page.goto('/landing');
    const badges = page.getByRole('list', { name: 'Trust and safety' });
    for (const badge of ['COPPA compliant', 'SSL secured', '14+ age verified']) {
      await expect(badges.getByText(badge)).toBeVisible();
    }
  });

  test("the landing figures are the server's counts, shown once they load", async ({ page }) => {
    const served = (await (await page.request.get('/api/stats')).json()) as { programs: number | null };
    await page.goto('/landing');
    const figures = page.locator('[data-site-figures]');
    // The built-in programs are counted; the figures nobody measured are gone.
    expect(served.programs).toBeGreaterThanOrEqual(100);
    await expect(figures.getByText('College rowing programs')).toBeVisible();
    await expect(figures.getByText(`${(served.programs ?? 0).toLocaleString('en-US')}+`)).toBeVisible();
    await expect(page.getByText(/success rate/i)).toHaveCount(0);
    await expect(page.getByText('5,000+')).toHaveCount(0);
  });

  test('/privacy#security opens at the security section', async ({ page }) => {
    await page.goto('/privacy#security');
    await expect(page.getByRole('heading', { name: 'Security', exact: true })).toBeInViewport();
  });

  test('the pricing tabs and billing toggle work', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('tab', { name: 'Individual Rower' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Family' }).click();
    await expect(page.getByRole('heading', { name: 'Family Plus' })).toBeVisible();
    await expect(page.getByText('Best Value')).toBeVisible();
    await page.getByText('Annual', { exact: true }).click();
    await expect(page.getByText('$249', { exact: true })).toBeVisible();
    await expect(page.getByText('You save $50.88 a year (17%)')).toBeVisible();
  });

  test('the college plans open from their address, with the limits the server enforces', async ({ page }) => {
    await page.goto('/pricing?audience=college');
    await expect(page.getByRole('tab', { name: 'College Coach' })).toHaveAttribute('aria-selected', 'true');
    const recruiter = page.getByRole('article', { name: 'Recruiter' });
    await expect(recruiter.getByText('$99.99', { exact: true })).toBeVisible();
    await expect(recruiter.getByText('Plan limits')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Division I/II' })).toContainText('Unlimited');
    await expect(page.getByText(/^Prices as of [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)).toBeVisible();
    await page.getByRole('tab', { name: 'Family' }).click();
    await expect(page).toHaveURL(/\/pricing\?audience=family$/);
  });
});

test.describe('waitlist and preview access', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'rate-limited endpoints: desktop only');
    await dismissCookieBanner(page);
  });

  test('joining the waitlist, then joining again with the same email', async ({ page }, testInfo) => {
    const email = uniqueEmail('waitlist');
    await page.goto('/');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText("You're on the list!")).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await shoot(page, 'home-joined', testInfo.project.name);

    // The same answer again: it tells no one who is on the list.
    await page.reload();
    await page.getByLabel('Email address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText("You're on the list!")).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('a wrong access code is refused and the right one opens the landing page', async ({ page }, testInfo) => {
    await page.goto('/');
    const code = page.getByLabel('Have a preview access code?');
    await code.fill('not-the-code');
    await page.getByRole('button', { name: 'Access Full Site' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid access code');
    await shoot(page, 'home-invalid-code', testInfo.project.name);
    expect(await page.evaluate(() => sessionStorage.getItem('previewAuthorized'))).toBeNull();

    await code.fill(ACCESS_CODE);
    await page.getByRole('button', { name: 'Access Full Site' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(heading(page, 'Find your college rowing program')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('previewAuthorized'))).toBe('true');
  });
});

test.describe('screenshots of the public pages', () => {
  test('every public page', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    await dismissCookieBanner(page);
    for (const { path, title, name } of pages) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await shoot(page, name, project);
    }
    await page.goto('/pricing');
    await page.getByText('Annual', { exact: true }).click();
    await expect(page.getByText('$199', { exact: true })).toBeVisible();
    await shoot(page, 'pricing-annual', project);
    await page.goto('/pricing?audience=college');
    await expect(page.getByRole('heading', { name: 'Division I/II' })).toBeVisible();
    await shoot(page, 'pricing-college', project);
  });
});

test('the JavaScript `/` loads stays small and leaves out error reporting', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once');
  const scripts = new Map<string, Buffer>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => scripts.set(response.url(), body))
      .catch(() => undefined);
  });
  await dismissCookieBanner(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  let raw = 0;
  let gzipped = 0;
  const files: string[] = [];
  for (const [url, body] of scripts) {
    raw += body.length;
    const size = gzipSync(body, { level: 9 }).length;
    gzipped += size;
    files.push(`${new URL(url).pathname} ${(size / 1024).toFixed(1)} KiB gzipped`);
    expect(body.includes('__SENTRY__'), `${url} holds the error-reporting SDK`).toBe(false);
  }
  const summary = `initial JavaScript of /: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KiB, ${(gzipped / 1024).toFixed(1)} KiB gzipped`;
  console.log([summary, ...files].join('\n  '));
  testInfo.annotations.push({ type: 'initial-js', description: summary });
  // The public pages are HTML rendered at build time, with a small script of their own.
  expect(gzipped).toBeLessThan(50 * 1024);
});
