import type { Page, TestInfo } from '@playwright/test';
import { ADMIN_PASSWORD, createAdmin, nameProgram } from './accounts';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { apiPost, createConfirmedAccount, linkIn, uniqueEmail, waitForMail } from './mail';

/*
 * The admin console against the real server. Admins exist only through the command line, so the
 * test runs `rowrecruit create-admin` on the data directory the e2e server uses. Accounts are
 * created in the desktop project only: the server rate-limits sign-ups.
 */

const PASSWORD = 'Erg-2k-6:45.0';

function desktopOnly(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(heading(page, 'Sign in')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Each role's own home: an operator's is the console.
  await expect(page).toHaveURL(/\/(dashboard|admin)$/);
}

async function shoot(page: Page, name: string, width: 1280 | 390, fullPage = true) {
  if (page.viewportSize()?.width !== width) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // Someone on a phone would have the open tab in sight in the scrolling row of tabs.
    await page.getByRole('tab', { selected: true }).scrollIntoViewIfNeeded();
  }
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screenshots/admin-${width}-${name}.png`, fullPage });
}

async function openSection(page: Page, label: string) {
  await page.getByRole('tab', { name: label }).click();
  await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('an admin approves a coach who named the school their email matches, and sets the program\'s plan; the coach sees Verified', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  desktopOnly(testInfo);
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}-${process.pid}`;
  const adminEmail = uniqueEmail('ops');
  const coachEmail = `coach-${stamp}@uw.edu`;

  // The coach signs up and confirms through the emailed link, in a browser of their own.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await dismissCookieBanner(coachPage);
  const signup = await apiPost(coachPage, '/api/auth/signup', {
    email: coachEmail,
    password: PASSWORD,
    data: { role: 'coach', birthDate: '1980-01-01', userState: 'WA' },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const mail = await waitForMail(coachEmail, { subject: /Confirm your RowRecruit account/ });
  await coachPage.goto(linkIn(mail, '/welcome'));
  await expect(heading(coachPage, 'Your account is confirmed')).toBeVisible();
  // The coach names their program: the one their email suggests is picked already.
  await signIn(coachPage, coachEmail, PASSWORD);
  await coachPage.goto('/coach');
  const program = coachPage.getByRole('region', { name: 'Your program' });
  await expect(program).toContainText('Your email suggests University of Washington.');
  await expect(program.getByRole('radio', { name: 'University of Washington' })).toBeChecked();
  await nameProgram(coachPage, 'University of Washington');

  // Someone joins the waitlist, so that its figures have something to count.
  const joined = await apiPost(page, '/api/waitlist', { email: uniqueEmail('waitlist'), source: 'landing_page' });
  expect(joined.status(), await joined.text()).toBe(200);

  createAdmin(adminEmail);
  await signIn(page, adminEmail, ADMIN_PASSWORD);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(heading(page, 'Admin console')).toBeVisible();

  // Waitlist
  await expect(page.getByText('Total sign-ups')).toBeVisible();
  await expect(page.getByText(/^Midnight in /)).toBeVisible();
  await expect(page.getByRole('list', { name: 'By source' })).toContainText('Landing page');
  await expect(page.getByRole('region', { name: 'Waitlist entries' })).toBeVisible();
  const csv = await page.request.get(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  await shoot(page, 'waitlist', 1280);
  await shoot(page, 'waitlist', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Coach verification: the new coach waits in the queue with the school their domain suggests.
  await openSection(page, 'Coach verification');
  await expect(page).toHaveURL(/\/admin\?tab=coaches$/);
  const row = page.getByRole('row').filter({ hasText: coachEmail });
  await expect(row).toBeVisible();
  await expect(row).toContainText('uw.edu');
  await expect(row).toContainText('University of Washington');
  await expect(row.getByText('Matches uw.edu')).toBeVisible();
  await shoot(page, 'coaches', 1280);
  await shoot(page, 'coaches', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Rejecting needs a reason; closing the dialog decides nothing.
  await row.getByRole('button', { name: `Reject ${coachEmail}` }).click();
  const reject = page.getByRole('dialog', { name: 'Reject coach' });
  await reject.getByRole('button', { name: 'Reject coach' }).click();
  await expect(reject.getByText('Give a reason for the coach')).toBeVisible();
  await shoot(page, 'coaches-reject-dialog', 1280, false);
  await shoot(page, 'coaches-reject-dialog', 390, false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await expect(reject).toHaveCount(0);
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: `Approve ${coachEmail}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${coachEmail} is verified.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Show').selectOption('verified');
  await expect(page.getByRole('row').filter({ hasText: coachEmail })).toContainText('Verified');

  // Programs: the coach's program is on its trial; the operator puts it on Recruiter.
  await openSection(page, 'Programs');
  await expect(page).toHaveURL(/\/admin\?tab=programs$/);
  const uw = page.getByRole('row').filter({ hasText: 'University of Washington' });
  await expect(uw).toContainText('Free trial');
  await expect(uw).toContainText(coachEmail);
  await page.getByLabel('Search programs').fill('yale');
  await expect(page.getByRole('row').filter({ hasText: 'Yale University' })).toContainText('No plan');
  await page.getByLabel('Search programs').fill('');
  await uw.getByRole('button', { name: 'Set the plan of University of Washington' }).click();
  const setPlan = page.getByRole('dialog', { name: 'Set plan' });
  await expect(setPlan.getByLabel('Plan')).toHaveValue('trial');
  await shoot(page, 'programs-dialog', 1280, false);
  await shoot(page, 'programs-dialog', 390, false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await setPlan.getByLabel('Plan').selectOption('Recruiter');
  await setPlan.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'University of Washington is now on Recruiter.' })).toBeVisible();
  await expect(uw).toContainText('Recruiter');
  await shoot(page, 'programs', 1280);
  await shoot(page, 'programs', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Users
  await openSection(page, 'Users');
  await page.getByLabel('Search by email').fill(coachEmail);
  const userRow = page.getByRole('row').filter({ hasText: coachEmail });
  await expect(userRow).toContainText('Coach');
  await userRow.getByRole('button', { name: `Disable ${coachEmail}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable account' });
  await expect(confirm).toContainText(coachEmail);
  await shoot(page, 'users-disable-dialog', 1280, false);
  await shoot(page, 'users-disable-dialog', 390, false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(userRow).toContainText('Active');
  await page.getByLabel('Search by email').fill('');
  await expect(page.getByRole('row').filter({ hasText: adminEmail })).toContainText('You');
  await shoot(page, 'users', 1280);
  await shoot(page, 'users', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Compliance log: the coach's age check, found by email.
  await openSection(page, 'Compliance log');
  await page.getByLabel('User email or id').fill(coachEmail);
  await page.getByLabel('Event type').selectOption('age_verification');
  await page.getByRole('button', { name: 'Filter' }).click();
  const events = page.getByRole('region', { name: 'Compliance events' }).getByRole('row');
  await expect(events).toHaveCount(2);
  await expect(events.nth(1)).toContainText('Age verification');
  await expect(events.nth(1)).toContainText(coachEmail);
  await page.getByRole('button', { name: 'Clear' }).click();
  await shoot(page, 'compliance', 1280);
  await shoot(page, 'compliance', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Audit log: the decision is recorded.
  await openSection(page, 'Audit log');
  const decision = page.getByRole('row').filter({ hasText: 'Coach decision' }).filter({ hasText: coachEmail });
  await expect(decision).toContainText(adminEmail);
  await expect(decision).toContainText('verified');
  const planSet = page.getByRole('row').filter({ hasText: 'Program plan set' });
  await expect(planSet).toContainText('university-of-washington');
  await expect(planSet).toContainText('recruiter');
  await shoot(page, 'audit', 1280);
  await shoot(page, 'audit', 390);

  // The coach sees the decision, and the plan; greeted as Coach until they write their name.
  await coachPage.goto('/coach');
  await expect(heading(coachPage, 'Welcome, Coach')).toBeVisible();
  await expect(coachPage.getByText('Verified', { exact: true })).toBeVisible();
  await expect(coachPage.getByRole('region', { name: 'Recruiting workspace' })).toContainText('Recruiter plan');
  await coachContext.close();

  expect(consoleErrors).toEqual([]);
});

test('a student who opens /admin lands on the dashboard', async ({ page }, testInfo) => {
  desktopOnly(testInfo);
  const email = uniqueEmail('student-admin');
  await createConfirmedAccount(page, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  const api = await page.request.get('/api/admin/users');
  expect(api.status()).toBe(403);
});

test('a signed-out visitor who opens /admin is asked to sign in', async ({ page }) => {
  await page.goto('/admin?tab=coaches');
  await expect(heading(page, 'Sign in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
