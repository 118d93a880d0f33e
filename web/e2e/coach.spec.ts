import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations, onPhone } from './look';
import { approveCoach, nameProgram, shoot, signedInAs } from './accounts';

/* The coach page and its guard against the real server (accounts in the desktop project only). */

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(90_000);
  await dismissCookieBanner(page);
});

test('a student opening /coach lands on the dashboard', async ({ page, baseURL }) => {
  await signedInAs(page, 'student');
  await page.goto('/coach');
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByRole('link', { name: 'Open Coach Page' })).toHaveCount(0);
});

test('a coach names their program, waits for verification, then recruits on the trial and sees who viewed the program', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await signedInAs(page, 'coach');
  // A coach's home is the coach page, at /dashboard and at /coach.
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await page.goto('/coach');
  // Greeted as Coach, never by the address, and asked for the name athletes will see.
  await expect(heading(page, 'Welcome, Coach')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText('Write them before your first message.');

  const status = page.getByRole('listitem', { name: 'Account Status' });
  await expect(status.getByText('Pending verification')).toBeVisible();
  await expect(status).toContainText('usually within 2 business days');
  await expect(status.getByText('NCAA compliant')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^NCAA compliance/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search Athletes' })).toHaveAttribute('href', '/coach/search');
  await expect(page.getByRole('link', { name: 'View Watchlist' })).toHaveAttribute('href', '/coach/board');
  // Real counts only: no promise of figures the product does not have.
  await expect(page.getByText(/Telemetry and analytics/)).toHaveCount(0);
  const workspace = page.getByRole('region', { name: 'Recruiting workspace' });
  await expect(workspace).toContainText('verified college coaches');

  // The program is picked from the real list, by keyboard.
  const program = page.getByRole('region', { name: 'Your program' });
  await program.getByLabel('Find your program').fill('yale');
  const yale = program.getByRole('radio', { name: /^Yale University/ });
  await yale.focus();
  await page.keyboard.press('Space');
  await expect(yale).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, 'coach-program-picker', 'desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'coach-program-picker', 'phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await program.getByRole('button', { name: 'Save program' }).press('Enter');
  await expect(program.getByRole('status')).toHaveText('Your program is Yale University.');
  await expect(program).toContainText('You recruit for Yale University.');
  await expect(workspace.getByText(/Next step: wait for verification/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'coach-closed', 'desktop');
  await onPhone(
    browser,
    page,
    '/coach',
    async (phone) => {
      await expect(phone.getByRole('listitem', { name: 'Account Status' }).getByText('Pending verification')).toBeVisible();
    },
    'coach-closed',
  );

  // Verified: Yale's trial is open.
  await approveCoach(page);
  await page.reload();
  await expect(status.getByText('Verified', { exact: true })).toBeVisible();
  await expect(workspace.getByText(/^Free trial until [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(workspace).toContainText('500 athletes');

  // An athlete who shows their profile to coaches opens Yale's page.
  const athleteContext = await browser.newContext();
  const athlete = await athleteContext.newPage();
  await dismissCookieBanner(athlete);
  await signedInAs(athlete, 'student');
  const csrf = (await athleteContext.cookies()).find((c) => c.name === 'rr_csrf')?.value ?? '';
  const saved = await athlete.request.put('/api/profile', {
    data: { fullName: 'Riley Rower', gradYear: new Date().getFullYear() + 1, weight: 150, squad: 'womens', visibility: 'coaches' },
    headers: { Origin: baseURL ?? '', 'X-CSRF-Token': csrf },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await athlete.goto('/schools/yale-university');
  await expect(heading(athlete, 'Yale University')).toBeVisible();
  await athleteContext.close();

  await page.reload();
  const viewing = page.getByRole('listitem').filter({ hasText: 'Athletes Viewing' });
  await expect(viewing).toContainText('1Athletes Viewing');
  await page.getByRole('link', { name: 'See who' }).click();
  const list = page.getByRole('region', { name: 'Athletes viewing your program' });
  await list.getByRole('link', { name: 'Riley Rower' }).click();
  await expect(page).toHaveURL(/\/athletes\/[\w-]+$/);
  await page.goto('/coach');
  await expect(list.getByRole('link', { name: 'Riley Rower' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'coach-open', 'desktop');
  await onPhone(
    browser,
    page,
    '/coach',
    async (phone) => {
      await expect(phone.getByRole('region', { name: 'Recruiting workspace' }).getByText(/^Free trial until/)).toBeVisible();
      await expect(phone.getByRole('link', { name: 'Riley Rower' })).toBeVisible();
    },
    'coach-open',
  );

  // Changing program is possible, with a warning, and sends the account back to verification.
  await nameProgram(page, 'Harvard University');
  await expect(status.getByText('Pending verification')).toBeVisible();

  expect(consoleErrors).toEqual([]);
});
