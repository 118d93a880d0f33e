import type { Page, TestInfo } from '@playwright/test';
import { ADMIN_PASSWORD, createAccount, createAdmin, signIn, verifiedCoach } from './accounts';
import { dismissCookieBanner, expect, heading, routes, test } from './fixtures';
import { axeViolations } from './look';
import { apiPost, uniqueEmail } from './mail';

/*
 * An axe-core scan of every route, whole pages (header, navigation and footer included), signed
 * out and signed in as each kind of user (axe's default rules: WCAG 2.2 A and AA and best practice). Accounts are made in the
 * desktop project only (the server rate-limits sign-ups); the phone project scans the public pages.
 */

async function expectAccessible(page: Page, path: string): Promise<void> {
  // Scan once the page has settled: its heading is shown and nothing is loading.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
}

async function scanAll(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
}

function desktopOnly(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
}

test('the first visit, with the cookie banner open, has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
  await expectAccessible(page, '/');
});

test.describe('signed out', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  for (const route of routes) {
    test(`${route.path} has no axe violations`, async ({ page }) => {
      await page.goto(route.path);
      await expect(heading(page, route.heading)).toBeVisible();
      await expectAccessible(page, route.path);
    });
  }

  test('the not-found page has no axe violations', async ({ page }) => {
    await scanAll(page, ['/this/does/not/exist']);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    // Several pages, each scanned whole.
    test.setTimeout(120_000);
    await dismissCookieBanner(page);
  });

  test("an athlete's pages have no axe violations", async ({ page }, testInfo) => {
    desktopOnly(testInfo);
    await signIn(page, await createAccount(page, 'student'));
    const schools = (await (await page.request.get('/api/schools?q=yale')).json()) as { items: { id: string }[] };
    await scanAll(page, [
      '/dashboard',
      '/profile',
      '/performance',
      '/schools',
      `/schools/${schools.items[0].id}`,
      '/my-schools',
      '/messages',
      '/profile/views',
      '/calendar',
      '/settings',
    ]);
  });

  test("a college coach's pages have no axe violations", async ({ page }, testInfo) => {
    desktopOnly(testInfo);
    await verifiedCoach(page, 'Brown University');
    await scanAll(page, ['/coach', '/coach/search', '/coach/board', '/calendar', '/messages', '/settings']);
  });

  test("a club coach's page has no axe violations", async ({ page }, testInfo) => {
    desktopOnly(testInfo);
    await signIn(page, await createAccount(page, 'coach'));
    await scanAll(page, ['/club']);
  });

  test("a parent's portal has no axe violations", async ({ page }, testInfo) => {
    desktopOnly(testInfo);
    const email = uniqueEmail('parent-axe');
    await createAccount(page, 'parent', email);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Erg-2k-6:45.0');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/family$/);
    await scanAll(page, ['/family', '/settings']);
  });

  test("the operator console's sections have no axe violations", async ({ page }, testInfo) => {
    desktopOnly(testInfo);
    const email = uniqueEmail('ops-axe');
    createAdmin(email);
    const login = await apiPost(page, '/api/auth/login', { email, password: ADMIN_PASSWORD, remember: false });
    expect(login.status(), await login.text()).toBe(200);
    for (const tab of ['waitlist', 'coaches', 'programs', 'clubs', 'users', 'messages', 'compliance', 'audit']) {
      await scanAll(page, [`/admin?tab=${tab}`]);
    }
  });
});
