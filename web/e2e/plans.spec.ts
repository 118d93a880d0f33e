import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createAccount, PASSWORD as ACCOUNT_PASSWORD, shoot } from './accounts';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations } from './look';
import { apiPost, linkIn, uniqueEmail, waitForMail } from './mail';

/*
 * A free trial chosen on the pricing page: a parent starts Family Plus from its card, which carries
 * the plan through sign-up; the plan lets them follow two adult athletes; when the trial ends
 * (its end moved into the past in the server's database) the account is back at the free level,
 * keeps both athletes and is pointed at the plans.
 */

const PASSWORD = 'Catch-Drive-Finish-9';

/** Moves the account's trial end into the past, as the clock would. */
function endTrial(email: string): void {
  const dataDir = process.env.ROWRECRUIT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('ROWRECRUIT_E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  const script = [
    'import sqlite3, sys',
    'db = sqlite3.connect(sys.argv[1])',
    "db.execute('UPDATE account_plans SET trial_ends_at = 1 WHERE user_id = (SELECT id FROM users WHERE email = ?)', (sys.argv[2],))",
    'db.commit()',
  ].join('\n');
  execFileSync('python3', ['-c', script, join(dataDir, 'rowrecruit.db'), email], { timeout: 30_000 });
}

test('a parent starts the Family Plus trial from the pricing page, follows two athletes, and the trial ends at the free level', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(120_000);
  await dismissCookieBanner(page);
  const email = uniqueEmail('family-trial');

  await page.goto('/pricing?audience=family');
  await page.getByRole('link', { name: 'Start free trial with Family Plus' }).click();
  await expect(heading(page, 'Create your account')).toBeVisible();
  await expect(page.getByText('Your 14-day free trial of Family Plus starts with your account')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Parent or guardian/ })).toBeChecked();
  await shoot(page, 'trial-register', testInfo.project.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Date of birth').fill('1979-05-14');
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state).toBeEnabled();
  await state.selectOption({ label: 'New York' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Check your email!')).toBeVisible();
  await page.goto(linkIn(await waitForMail(email, { subject: /Confirm your RowRecruit account/ }), '/welcome'));
  await expect(heading(page, 'Your account is confirmed')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/family$/);

  // Two adult athletes invite the parent; Family Plus follows up to three.
  for (const name of ['first', 'second']) {
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const athlete = await context.newPage();
    const athleteEmail = await createAccount(athlete, 'student', uniqueEmail(`trial-${name}`));
    const login = await apiPost(athlete, '/api/auth/login', { email: athleteEmail, password: ACCOUNT_PASSWORD, remember: false });
    expect(login.status(), await login.text()).toBe(200);
    const invited = await apiPost(athlete, '/api/family/invitations', { email, relation: 'parent' });
    expect(invited.status(), await invited.text()).toBe(201);
    await context.close();
    const mail = await waitForMail(email, { subject: /invited you to follow/, count: name === 'first' ? 1 : 2 });
    const token = new URL(linkIn(mail, '/family-invitation')).hash.replace('#token=', '');
    const accepted = await apiPost(page, '/api/family/invitations/accept', { token });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }

  await page.goto('/settings');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText(/Family Plus · free trial until /);
  await expectNoAxeViolations(page);
  await shoot(page, 'trial-settings', testInfo.project.name);

  // The trial ends: the free level, both athletes still followed, and the way to the plans.
  endTrial(email);
  await page.reload();
  await expect(plan.getByText('Free', { exact: true })).toBeVisible();
  // The account had its one trial: the plans are there to compare and buy.
  await expect(plan.getByRole('link', { name: 'Compare the plans' })).toHaveAttribute(
    'href',
    '/pricing?audience=family',
  );
  await page.goto('/family');
  await expect(page.getByRole('list', { name: 'Your children' }).locator(':scope > li')).toHaveCount(2);
  await shoot(page, 'trial-ended-family', testInfo.project.name);
});
