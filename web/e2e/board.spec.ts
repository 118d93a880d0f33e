import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations, onPhone } from './look';
import { shoot, signedInAs, userId, verifiedCoach } from './accounts';

/*
 * The coach's workspace against the real server: a verified coach finds an athlete with the
 * search's filters, stars them from the athlete's page, moves them to "Contacted" on the board,
 * and the athlete, signed in elsewhere, sees the program's name on their profile views. (An
 * unverified coach's refusal is in athlete-search.spec.ts.) Accounts are made in the desktop project; the
 * phone width is looked at in a phone-sized context with the same session.
 */

const PROGRAM = 'Dartmouth College';

test('a coach finds an athlete by search, stars them, moves them to Contacted, and the athlete sees the program among their views', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(150_000);
  await dismissCookieBanner(page);

  // An athlete who shows their profile to coaches, in a browser of their own.
  const athleteContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const athlete = await athleteContext.newPage();
  await dismissCookieBanner(athlete);
  await signedInAs(athlete, 'student');
  const csrf = (await athleteContext.cookies()).find((c) => c.name === 'rr_csrf')?.value ?? '';
  const saved = await athlete.request.put('/api/profile', {
    data: {
      fullName: 'Morgan Oarsman',
      gradYear: new Date().getFullYear() + 2,
      weight: 150,
      squad: 'womens',
      highSchool: 'Lakeside School',
      erg2k: '7:04.2',
      visibility: 'coaches',
    },
    headers: { Origin: baseURL ?? '', 'X-CSRF-Token': csrf },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const athleteId = await userId(athlete);

  // The coach finds the athlete with three filters (class, squad, 2k under 7:10) and the name,
  // opens their page from the results, and stars them from the coach panel.
  await verifiedCoach(page, PROGRAM);
  await page.goto('/coach/search');
  await expect(heading(page, 'Athlete search')).toBeVisible();
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByLabel(String(new Date().getFullYear() + 2)).check();
  await filters.getByLabel('Squad').selectOption('womens');
  await filters.locator('#search-max2k').fill('7:10.0');
  await filters.getByLabel('Name, high school or club').fill('Morgan Oarsman');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/max2k=7%3A10.0|max2k=7:10.0/);
  await expect(page.getByRole('heading', { level: 2, name: '1 athlete' })).toBeVisible();
  await page.getByRole('link', { name: 'Morgan Oarsman' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}$`));
  await expect(heading(page, 'Morgan Oarsman')).toBeVisible();
  const panel = page.getByRole('complementary', { name: "Your program's board" });
  await expect(panel).toContainText('Private to your program');
  await panel.getByRole('button', { name: 'Star athlete' }).click();
  await expect(panel.getByRole('button', { name: 'Remove star' })).toBeVisible();
  await panel.getByLabel('Notes').fill('Strong finish at the Head of the Charles.');
  await panel.getByLabel('Tags').fill('port, 2k under 7:05');
  await panel.getByRole('button', { name: 'Save notes, tags and follow-up' }).click();
  await expect(panel.getByText('Saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'board-athlete-coach-panel', 'desktop');
  await onPhone(
    browser,
    page,
    `/athletes/${athleteId}`,
    async (phone) => {
      await expect(phone.getByRole('complementary', { name: "Your program's board" })).toBeVisible();
    },
    'board-athlete-coach-panel',
  );

  // On the board: moved to Contacted by keyboard, with the announcement.
  await page.goto('/coach/board');
  await expect(heading(page, 'Recruiting board')).toBeVisible();
  await expect(page.getByText(/1 of 500 athletes/)).toBeVisible();
  const identified = page.getByRole('region', { name: /^Identified/ });
  const stage = identified.getByRole('combobox', { name: 'Stage' });
  await stage.focus();
  await stage.selectOption('contacted');
  await expect(page.getByRole('status').filter({ hasText: 'Morgan Oarsman moved to Contacted.' })).toBeAttached();
  const contacted = page.getByRole('region', { name: /^Contacted/ });
  await expect(contacted.getByRole('button', { name: 'Morgan Oarsman', exact: true })).toBeVisible();
  await contacted.getByRole('button', { name: 'Morgan Oarsman', exact: true }).click();
  await expect(contacted.getByText(/^Contacted on /)).toBeVisible();
  await expect(contacted.getByRole('link', { name: "Open Morgan Oarsman's profile" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'board', 'desktop');
  // At 1280 px all seven columns are in view side by side, with nothing to scroll.
  const columns = page.getByRole('region', { name: 'Board stages' });
  for (const label of ['Identified', 'Contacted', 'Evaluating', 'Visit', 'Offer', 'Committed', 'Not a fit']) {
    const box = await page.getByRole('region', { name: new RegExp(`^${label} \\(`) }).boundingBox();
    expect(box, label).not.toBeNull();
    expect(box?.x ?? -1, label).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(1280);
  }
  await expect(page.getByText('Scroll sideways for more stages')).toHaveCount(0);
  // Narrower, the row scrolls sideways: it says so, and the keyboard can scroll it.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByText('Scroll sideways for more stages')).toBeVisible();
  await expect(columns).toHaveAccessibleDescription('Scroll sideways for more stages');
  await columns.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => columns.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'board-1024', 'desktop');
  await page.setViewportSize({ width: 1280, height: 800 });
  const csv = await page.request.get('/api/coach/board.csv');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('"Morgan Oarsman"');
  await onPhone(
    browser,
    page,
    '/coach/board',
    async (phone) => {
      await expect(phone.getByRole('region', { name: /^Contacted/ }).getByText('Morgan Oarsman')).toBeVisible();
    },
    'board',
  );

  // The athlete sees the program, not its stage or notes.
  await athlete.goto('/dashboard');
  const tile = athlete.getByRole('listitem').filter({ hasText: 'Profile Views' });
  await expect(tile).toContainText('1');
  await tile.getByRole('link', { name: 'Profile Views' }).click();
  await expect(heading(athlete, 'Profile views')).toBeVisible();
  const program = athlete.getByRole('listitem').filter({ has: athlete.getByRole('heading', { name: PROGRAM }) });
  await expect(program).toContainText('Viewed your profile');
  await expect(program).toContainText(/Added you to their watchlist on [A-Z][a-z]{2} \d{1,2}/);
  await expect(athlete.getByText('Strong finish')).toHaveCount(0);
  await expect(athlete.getByText('Contacted')).toHaveCount(0);
  await expectNoAxeViolations(athlete);
  await shoot(athlete, 'profile-views', 'desktop');
  await onPhone(
    browser,
    athlete,
    '/profile/views',
    async (phone) => {
      await expect(phone.getByRole('heading', { name: PROGRAM })).toBeVisible();
    },
    'profile-views',
  );
  await athleteContext.close();
  // The coach panel asks for the athlete's card, which is a 404 until the athlete is starred.
  expect(consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});
