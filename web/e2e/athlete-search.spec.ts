import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIResponse, Page } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { createAccount, PASSWORD, shoot, signIn } from './accounts';
import { apiPost, uniqueEmail } from './mail';
import { axeViolations } from './look';

/*
 * Athlete search against the real server: an athlete with a home state opens their profile to
 * coaches; an operator verifies a coach of a program; the coach searches with three filters,
 * saves the search, opens the athlete. A coach waiting for verification is refused with the
 * reason. Accounts are created in the desktop project only; the phone width is looked at in a
 * phone-sized context with the same session.
 */

const webDir = fileURLToPath(new URL('..', import.meta.url));
const binary = process.env.ROWRECRUIT_BIN ?? resolve(webDir, '../target/debug/rowrecruit');
const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '8088'}`;

async function apiPut(page: Page, path: string, data: unknown): Promise<APIResponse> {
  const token = (await page.context().cookies()).find((c) => c.name === 'rr_csrf')?.value ?? '';
  return page.request.put(path, { data, headers: { Origin: origin, 'X-CSRF-Token': token } });
}

async function userId(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  return session.user.id;
}

/** An operator (made by `rowrecruit create-admin`) approves the coach signed in on `coachPage`. */
async function verify(coachPage: Page, adminPage: Page) {
  const adminEmail = uniqueEmail('ops');
  execFileSync(binary, ['create-admin', '--email', adminEmail], {
    env: { ...process.env, ROWRECRUIT_DATA_DIR: process.env.ROWRECRUIT_E2E_DATA_DIR, ROWRECRUIT_ADMIN_PASSWORD: PASSWORD },
    stdio: 'pipe',
    timeout: 60_000,
  });
  await adminPage.goto('/about');
  const login = await apiPost(adminPage, '/api/auth/login', { email: adminEmail, password: PASSWORD, remember: false });
  expect(login.status(), await login.text()).toBe(200);
  const decided = await apiPost(adminPage, `/api/admin/coaches/${await userId(coachPage)}/decision`, { decision: 'approve' });
  expect(decided.status(), await decided.text()).toBe(200);
}

test('a verified coach searches with three filters, saves the search and opens the athlete', async ({ page, browser, consoleErrors }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(120_000);
  const gradYear = new Date().getFullYear() + 1;

  // The athlete: New York, women's squad, a 6:58.4 2k, open to verified coaches.
  const athleteContext = await browser.newContext();
  const athletePage = await athleteContext.newPage();
  await dismissCookieBanner(athletePage);
  await signIn(athletePage, await createAccount(athletePage, 'student'));
  const name = `Casey Searchable ${Date.now().toString(36)}`;
  await athletePage.goto('/profile');
  await expect(heading(athletePage, 'Athlete profile')).toBeVisible();
  await athletePage.getByLabel('Full name').fill(name);
  await athletePage.getByLabel('Home state').selectOption('NY');
  const saved = await apiPut(athletePage, '/api/profile', {
    fullName: name,
    gradYear,
    squad: 'womens',
    erg2k: '6:58.4',
    heightFeet: 5,
    heightInches: 11,
    homeState: 'NY',
    highSchool: 'Lakeside School',
    visibility: 'coaches',
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The coach of Yale, verified by an operator.
  await dismissCookieBanner(page);
  await signIn(page, await createAccount(page, 'coach'));
  const named = await apiPut(page, '/api/coach/program', { schoolId: 'yale-university' });
  expect(named.status(), await named.text()).toBe(200);
  const adminContext = await browser.newContext();
  await verify(page, await adminContext.newPage());

  await page.goto('/coach/search');
  await expect(heading(page, 'Athlete search')).toBeVisible();
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByLabel(String(gradYear)).check();
  await filters.getByLabel('Squad').selectOption('womens');
  await filters.locator('#search-max2k').fill('7:00.0');
  await filters.getByLabel('Name, high school or club').fill(name);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/gradYear=/);
  await expect(page.getByRole('heading', { level: 2, name: '1 athlete' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('6:58.4');
  await expect(row).toContainText('NY');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'athlete-search', 'desktop');

  // A filter the athlete misses empties the list; back brings the match again.
  await filters.locator('#search-max2k').fill('6:50.0');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No athlete matches these filters.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // Saved by name; the list shows it with its new matches.
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill('Next year, sub-7');
  await expect.poll(async () => axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  const savedList = page.getByRole('region', { name: 'Saved searches' });
  await expect(savedList.getByRole('button', { name: 'Next year, sub-7', exact: true })).toBeVisible();
  await expect(savedList).toContainText('Nothing new since your last look');

  // The phone width: the filters folded behind a button that counts them, the count and the first
  // result on the first screen, label/value cards, no sideways scrolling.
  const phone = await browser.newContext({ storageState: await page.context().storageState(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  await phonePage.goto(page.url());
  await expect(phonePage.getByRole('heading', { level: 2, name: '1 athlete' })).toBeInViewport({ ratio: 1 });
  await expect(phonePage.getByRole('row').filter({ hasText: name }).getByRole('link', { name })).toBeInViewport({ ratio: 1 });
  await expect(phonePage.getByRole('form', { name: 'Search filters' })).toHaveCount(0);
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(phonePage)).toEqual([]);
  await shoot(phonePage, 'athlete-search', 'phone');
  const filtersButton = phonePage.getByRole('button', { name: 'Filters (4 active)' });
  await filtersButton.click();
  const sheet = phonePage.getByRole('dialog', { name: 'Filters' });
  const sheetForm = sheet.getByRole('form', { name: 'Search filters' });
  await expect(sheetForm.getByLabel('Squad')).toHaveValue('womens');
  await expect(sheet.getByRole('button', { name: 'Show athletes' })).toBeInViewport({ ratio: 1 });
  await expect.poll(async () => axeViolations(phonePage)).toEqual([]);
  await phonePage.screenshot({ path: 'test-results/screenshots/phone-athlete-search-filters.png' });
  // A control reached by keyboard is scrolled clear of the sheet's buttons at its foot.
  const division = sheetForm.getByLabel('Target division');
  await division.focus();
  const divisionBox = await division.boundingBox();
  const actionsBox = await sheet.getByRole('button', { name: 'Show athletes' }).boundingBox();
  expect((divisionBox?.y ?? 0) + (divisionBox?.height ?? 0)).toBeLessThanOrEqual(actionsBox?.y ?? 0);
  await sheet.getByRole('group', { name: 'Home states' }).getByRole('checkbox', { name: 'New York' }).check();
  await sheet.getByRole('button', { name: 'Show athletes' }).click();
  await expect(sheet).toBeHidden();
  await expect(phonePage).toHaveURL(/state=NY/);
  await expect(phonePage.getByRole('button', { name: 'Filters (5 active)' })).toBeFocused();
  await expect(phonePage.getByRole('heading', { level: 2, name: '1 athlete' })).toBeVisible();
  await phone.close();

  // The athlete's recruiting profile, from the results.
  await page.getByRole('link', { name }).click();
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByText('Home state: NY')).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await athleteContext.close();
  await adminContext.close();
});

test('a coach waiting for verification is told why search is closed', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  await dismissCookieBanner(page);
  await signIn(page, await createAccount(page, 'coach'));
  await page.goto('/coach/search');
  await expect(heading(page, 'Athlete search')).toBeVisible();
  await expect(page.getByText('This part of the coach workspace is not open to you yet.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Search filters' })).toHaveCount(0);
  const refused = await page.request.get('/api/coach/athletes');
  expect(refused.status()).toBe(403);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'athlete-search-refused', 'desktop');
});
