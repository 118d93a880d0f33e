import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, COACH_NAME, approveCoach, createAccount, createAdmin, shoot, signIn, userId, verifiedCoach } from './accounts';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations } from './look';
import { apiPost, apiWrite, uniqueEmail } from './mail';

/** Each role signs in and lands on its own home, with its own menu. */

const PROGRAM = 'Colby College';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/** The main menu's links, opening the phone's menu first. */
async function menu(page: Page): Promise<string[]> {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const names = await nav.getByRole('link').allTextContents();
  if (await toggle.isVisible()) await page.keyboard.press('Escape');
  // An unread count follows a label: keep the label.
  return names.map((name) => name.replace(/\d.*$/, ''));
}

test('an athlete lands on the dashboard, with the log and no coach tools in the menu', async ({ page }, testInfo) => {
  await signIn(page, await createAccount(page, 'student'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  expect(await menu(page)).toEqual(['Dashboard', 'Performance', 'Calendar', 'Schools', 'Messages', 'About Us', 'Pricing']);
  await expectNoAxeViolations(page);
  await shoot(page, 'home-athlete', testInfo.project.name);
});

test('a college coach lands on the coach home: today’s lists and the news of the athletes on the board', async ({ page, browser }, testInfo) => {
  await verifiedCoach(page, PROGRAM);
  await page.goto('/dashboard');
  await expect(heading(page, `Welcome, ${COACH_NAME}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await menu(page)).toEqual(['Home', 'Search', 'Board', 'Calendar', 'Messages', 'Pricing']);

  // An athlete shown to coaches, in a browser of their own.
  const athleteContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const athlete = await athleteContext.newPage();
  await signIn(athlete, await createAccount(athlete, 'student'));
  const athleteName = `Nora News ${testInfo.project.name}`;
  const profile = await apiWrite(athlete, 'put', '/api/profile', { fullName: athleteName, gradYear: 2028, squad: 'womens', visibility: 'coaches' });
  expect(profile.status(), await profile.text()).toBe(200);
  const athleteId = await userId(athlete);

  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('region', { name: /Messages waiting for a reply/ })).toContainText('No athlete is waiting for a reply.');

  // The coach follows the athlete; the athlete logs a personal best; the home reads it.
  const starred = await apiWrite(page, 'put', `/api/coach/board/${athleteId}`, {});
  expect(starred.status(), await starred.text()).toBe(200);
  const logged = await apiPost(athlete, '/api/performance/erg-tests', { piece: '2k', time: '7:02.4', date: '2026-10-01' });
  expect(logged.status(), await logged.text()).toBe(201);
  await page.reload();
  const news = page.getByRole('region', { name: 'News of your athletes' });
  await expect(news).toContainText(`${athleteName}: New 2k personal best: 7:02.4`);
  await expect(news.getByRole('link', { name: athleteName })).toHaveAttribute('href', `/athletes/${athleteId}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'home-college-coach', testInfo.project.name);
  await athleteContext.close();
});

test('a club coach lands on the club page, with no search or board in the menu', async ({ page }, testInfo) => {
  const email = await createAccount(page, 'coach');
  await signIn(page, email);
  const club = `Kennebec Rowing ${testInfo.project.name}`;
  const created = await apiPost(page, '/api/club', { name: club });
  expect(created.status(), await created.text()).toBe(201);
  await approveCoach(page);
  // Signed in again, the club coach lands on the club page.
  await page.context().clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/club$/);
  await expect(heading(page, club)).toBeVisible();
  expect(await menu(page)).toEqual(['Club', 'Schools', 'About Us', 'Pricing']);
  await expectNoAxeViolations(page);
  await shoot(page, 'home-club-coach', testInfo.project.name);
});

test('a parent lands on the family page, with Family in the menu', async ({ page }, testInfo) => {
  await signIn(page, await createAccount(page, 'parent'));
  await expect(page).toHaveURL(/\/family$/);
  await expect(heading(page, 'Family')).toBeVisible();
  expect(await menu(page)).toEqual(['Family', 'Schools', 'About Us', 'Pricing']);
  await expectNoAxeViolations(page);
  await shoot(page, 'home-parent', testInfo.project.name);
});

test('an operator lands on the console', async ({ page }, testInfo) => {
  const email = uniqueEmail('operator-home');
  await createAccount(page, 'student', email);
  createAdmin(email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(heading(page, 'Admin console')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await menu(page)).toEqual(['Console', 'About Us', 'Pricing']);
  await shoot(page, 'home-operator', testInfo.project.name);
});
