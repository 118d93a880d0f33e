import type { Page, TestInfo } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { createConfirmedAccount, uniqueEmail } from './mail';

/*
 * The school browser against the real server and its real programs data. The account is created
 * in the desktop project only: the server rate-limits sign-ups.
 */

const PASSWORD = 'Erg-2k-6:45.0';

interface SearchAnswer {
  total: number;
  matched: number;
  items: { id: string; name: string }[];
}

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `test-results/screenshots/schools-${width}-${name}.png`, fullPage: true });
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await expect(heading(page, 'Sign in')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(heading(page, 'Welcome back!')).toBeVisible();
}

/** What the API says for a search, read with the signed-in browser's cookies. */
async function apiSearch(page: Page, query: string): Promise<SearchAnswer> {
  const response = await page.request.get(`/api/schools?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

function showing(answer: SearchAnswer): string {
  return `Showing ${answer.matched.toLocaleString('en-US')} of ${answer.total.toLocaleString('en-US')} programs`;
}

function desktopOnly(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('search, filter, share a filtered URL, open a school, save it with a note, see it counted', async ({
  page,
  consoleErrors,
}, testInfo) => {
  desktopOnly(testInfo);
  test.setTimeout(150_000);
  const email = uniqueEmail('schools');
  await createConfirmedAccount(page, email, PASSWORD);
  await signIn(page, email);

  // The whole list first.
  await page.goto('/schools');
  await expect(heading(page, 'Browse Rowing Programs')).toBeVisible();
  const everything = await apiSearch(page, '');
  await expect(page.getByText(showing(everything))).toBeVisible();
  const status = page.locator('#school-results-status');

  // The results follow what is typed, and the address bar keeps the search.
  const search = page.getByLabel('Search by name or location');
  await search.fill('washington');
  await expect(page).toHaveURL(/\/schools\?q=washington$/);
  const washington = await apiSearch(page, 'q=washington');
  await expect(status).toContainText(showing(washington));
  await expect(page.getByRole('link', { name: 'University of Washington', exact: true })).toBeVisible();

  // Division I in the Ivy League.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/schools$/);
  await expect(search).toHaveValue('');
  await page.getByLabel('Division').selectOption({ label: 'Division I' });
  await expect(page).toHaveURL(/\/schools\?division=I$/);
  const divisionI = await apiSearch(page, 'division=I');
  await expect(status).toContainText(showing(divisionI));
  await page.getByLabel('Conference').selectOption('Ivy League');
  await expect(page).toHaveURL(/\/schools\?division=I&conference=Ivy\+League$/);
  const ivy = await apiSearch(page, 'division=I&conference=Ivy+League');
  expect(ivy.matched).toBeGreaterThan(0);
  await expect(status).toContainText(showing(ivy));
  const cards = page.getByRole('list', { name: 'Programs' }).getByRole('listitem');
  await expect(cards).toHaveCount(ivy.items.length);
  await expect(cards.first().getByRole('link')).toHaveText(ivy.items.at(0)?.name ?? '');
  await shoot(page, 'list-filtered', 1280);

  // A reload keeps the filters and the results.
  await page.reload();
  await expect(heading(page, 'Browse Rowing Programs')).toBeVisible();
  await expect(page.getByLabel('Division')).toHaveValue('I');
  await expect(page.getByLabel('Conference')).toHaveValue('Ivy League');
  await expect(status).toContainText(showing(ivy));

  // Back and forward move between the filter states.
  await page.goBack();
  await expect(page).toHaveURL(/\/schools\?division=I$/);
  await expect(page.getByLabel('Conference')).toHaveValue('');
  await expect(status).toContainText(showing(divisionI));
  await page.goBack();
  await expect(page).toHaveURL(/\/schools$/);
  await expect(page.getByLabel('Division')).toHaveValue('');
  await expect(status).toContainText(showing(everything));
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/schools\?division=I&conference=Ivy\+League$/);
  await expect(page.getByLabel('Conference')).toHaveValue('Ivy League');
  await expect(status).toContainText(showing(ivy));

  // Open the first school.
  const first = ivy.items.at(0);
  if (!first) throw new Error('no Ivy League school');
  await page.getByRole('link', { name: first.name, exact: true }).click();
  await expect(heading(page, first.name)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/schools/${first.id}$`));
  await expect(page.getByText('Not on your list yet.')).toBeVisible();
  const sources = page.getByRole('region', { name: 'Sources' }).getByRole('link');
  expect(await sources.count()).toBeGreaterThan(0);
  await expect(sources.first()).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(sources.first()).toHaveAttribute('target', '_blank');

  // Save it with a note.
  await page.getByLabel('Private notes').fill('Strong lightweight squad. Email the coach in June.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from my list' })).toBeVisible();
  await expect(page.getByText(/On your list since/)).toBeVisible();
  await shoot(page, 'detail', 1280);

  // Back to the same filtered list, where the card shows it saved.
  await page.getByRole('link', { name: '← Back to schools' }).click();
  await expect(page).toHaveURL(/\/schools\?division=I&conference=Ivy\+League$/);
  await expect(page.getByRole('button', { name: `Save ${first.name}` })).toHaveAttribute('aria-pressed', 'true');

  // The dashboard counts it.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  const savedTile = page.locator('li', { has: page.getByText('Saved Schools', { exact: true }) });
  await expect(savedTile.getByText('1', { exact: true })).toBeVisible();

  // My schools lists it with the note.
  await page.goto('/my-schools');
  await expect(heading(page, 'My schools')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved schools' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText(first.name);
  await expect(saved.first()).toContainText('Strong lightweight squad. Email the coach in June.');
  await shoot(page, 'my-schools', 1280);

  // Screenshots at phone width too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/schools?division=I&conference=Ivy+League');
  await expect(status).toContainText(showing(ivy));
  const searchBox = await search.boundingBox();
  const divisionBox = await page.getByLabel('Division').boundingBox();
  const conferenceBox = await page.getByLabel('Conference').boundingBox();
  expect(divisionBox && conferenceBox && searchBox, 'the filters are laid out').toBeTruthy();
  expect(conferenceBox?.y ?? 0, 'the filters stack on a phone').toBeGreaterThan((divisionBox?.y ?? 0) + 20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'list-filtered', 390);
  await page.goto(`/schools/${first.id}`);
  await expect(heading(page, first.name)).toBeVisible();
  await expect(page.getByLabel('Private notes')).toHaveValue('Strong lightweight squad. Email the coach in June.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'detail', 390);
  await page.goto('/my-schools');
  await expect(saved).toHaveCount(1);
  await shoot(page, 'my-schools', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Remove it from the list; the empty list points back to the browser.
  await saved.first().getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('You have not saved any schools yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse schools' })).toHaveAttribute('href', '/schools');
  await shoot(page, 'my-schools-empty', 1280);

  expect(consoleErrors).toEqual([]);
});

test('the bookmark on a card saves and removes; paging and an empty search', async ({ page }, testInfo) => {
  desktopOnly(testInfo);
  test.setTimeout(90_000);
  const email = uniqueEmail('bookmark');
  await createConfirmedAccount(page, email, PASSWORD);
  await signIn(page, email);

  await page.goto('/schools');
  const everything = await apiSearch(page, '');
  const pages = Math.ceil(everything.matched / 24);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/schools\?page=2$/);
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  const second = await apiSearch(page, 'page=2');
  const target = second.items.at(0);
  if (!target) throw new Error('no second page');
  await expect(page.getByRole('list', { name: 'Programs' }).getByRole('listitem').first()).toContainText(target.name);

  const bookmark = page.getByRole('button', { name: `Save ${target.name}` });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await page.request.get('/api/me/schools').then((r) => r.json()) as unknown[]).length).toBe(1);
  await bookmark.press('Enter');
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await page.request.get('/api/me/schools').then((r) => r.json()) as unknown[]).length).toBe(0);

  await page.getByLabel('Search by name or location').fill('zzzz no such rowing program');
  await expect(page.getByText('No schools match your search criteria.')).toBeVisible();
  await expect(page.getByText(`Showing 0 of ${everything.total.toLocaleString('en-US')} programs`)).toBeVisible();
  await shoot(page, 'list-empty', 1280);
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/schools$/);
  await expect(page.getByText(showing(everything))).toBeVisible();
});

test('the school pages need a signed-in user', async ({ page }) => {
  for (const path of ['/schools/harvard-university', '/my-schools']) {
    await page.goto(path);
    await expect(heading(page, 'Sign in')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  }
});
