import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { approveCoach, PASSWORD, shoot, signedInAs, signIn } from './accounts';
import { expectNoAxeViolations, onPhone } from './look';
import { apiPost, apiWrite, linkIn, uniqueEmail, waitForMail } from './mail';

/*
 * Paying for a plan against the fake Stripe the Playwright config starts beside the server
 * (scripts/fake_stripe.py): a parent starts Family Plus's free trial from the pricing page, the
 * trial ends, and the parent chooses Family Plus monthly, pays on the hosted page and comes back
 * to Settings on the paid plan.
 */

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/** Ends the account's free trial now, in the e2e server's SQLite database. */
function endTrial(email: string): void {
  const dataDir = process.env.ROWRECRUIT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('ROWRECRUIT_E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  const script = [
    'import sqlite3, sys, time',
    'db = sqlite3.connect(sys.argv[1])',
    'done = db.execute("UPDATE account_plans SET trial_ends_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)", (int(time.time() * 1000) - 60000, sys.argv[2]))',
    'db.commit()',
    'assert done.rowcount == 1, done.rowcount',
  ].join('\n');
  execFileSync('python3', ['-c', script, join(dataDir, 'rowrecruit.db'), email], { stdio: 'pipe', timeout: 30_000 });
}

test('a parent on a finished Family Plus trial pays for Family Plus monthly', async ({ page, browser, consoleErrors }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project only');
  // Sign-up, a trial, checkout and two looks at phone width.
  test.setTimeout(120_000);
  const email = uniqueEmail('billing-parent');

  // The pricing page's Family Plus "Start free trial" carries the plan into sign-up.
  await page.goto('/pricing?audience=family');
  await page.getByRole('link', { name: 'Start free trial with Family Plus' }).click();
  await expect(page).toHaveURL(/\/register\?role=parent&plan=family-plus$/);
  await expect(heading(page, 'Create your account')).toBeVisible();
  await page.getByRole('radio', { name: /Parent or guardian/ }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(heading(page, 'Verify your age')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1980-04-02');
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state).toBeEnabled();
  await state.selectOption({ label: 'New York' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Check your email!')).toBeVisible();

  const mail = await waitForMail(email, { subject: /Confirm your RowRecruit account/ });
  const token = new URL(linkIn(mail, '/welcome')).hash.replace('#token=', '');
  const confirmed = await apiPost(page, '/api/auth/confirm', { token });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await signIn(page, email);

  await page.goto('/settings');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText(/Family Plus · free trial until/)).toBeVisible();

  // The trial ends: back at the free level, with the plans to choose from.
  endTrial(email);
  await page.reload();
  await expect(plan.getByText('Free', { exact: true })).toBeVisible();
  await expect(plan.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await expect(plan.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(plan.getByText('$24.99/month')).toBeVisible();
  await plan.getByText('Annual', { exact: true }).click();
  await expect(plan.getByText('$249/year')).toBeVisible();
  await plan.getByText('Monthly', { exact: true }).click();
  await expect(plan.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, 'billing-your-plan-choose', 'desktop');
  await onPhone(
    browser,
    page,
    '/settings',
    async (phone) => {
      await expect(phone.getByRole('region', { name: 'Your plan' }).getByRole('button', { name: 'Choose Family Plus monthly' })).toBeVisible();
      await expectNoAxeViolations(phone);
    },
    'billing-your-plan-choose',
  );
  await plan.getByRole('button', { name: 'Choose Family Plus monthly' }).click();

  // Stripe's hosted page (the fake), then back to Settings.
  await expect(page.getByRole('heading', { name: 'Pay RowRecruit (test)' })).toBeVisible();
  await expect(page.getByText('family-plus')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/settings\?checkout=success$/);
  await expect(plan.getByText('Your payment went through and your plan is active.')).toBeVisible();
  await expect(plan.getByText('Family Plus', { exact: true })).toBeVisible();
  await expect(plan.getByText(/Family Plus, billed monthly/)).toBeVisible();
  await expect(plan.getByText(/Renews on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  await expect(plan.getByRole('heading', { name: 'Choose a plan' })).toHaveCount(0);

  await expectNoAxeViolations(page);
  await plan.scrollIntoViewIfNeeded();
  await shoot(page, 'billing-your-plan-paid', 'desktop');
  await onPhone(
    browser,
    page,
    '/settings',
    async (phone) => {
      await expect(phone.getByRole('region', { name: 'Your plan' }).getByText(/Renews on/)).toBeVisible();
      await expectNoAxeViolations(phone);
    },
    'billing-your-plan-paid',
  );
  expect(consoleErrors).toEqual([]);
});

test('a club coach pays for Club Pro on the club page, then cancels it in the portal', async ({ page, consoleErrors }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project only');
  test.setTimeout(90_000);
  await signedInAs(page, 'coach');
  const created = await apiWrite(page, 'post', '/api/club', { name: `Billing RC ${Date.now()}` });
  expect(created.status(), await created.text()).toBe(201);
  await approveCoach(page);

  await page.goto('/club');
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByRole('heading', { name: 'Pay for the plan' })).toBeVisible();
  await plan.getByText('Annual', { exact: true }).click();
  await expect(plan.getByText('$1,299/year')).toBeVisible();
  await plan.getByRole('button', { name: 'Choose Club Pro annual' }).click();
  await expect(page.getByRole('heading', { name: 'Pay RowRecruit (test)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/club\?checkout=success$/);
  await expect(plan.getByText('Club Pro plan')).toBeVisible();
  await expect(plan.getByText(/Club Pro, billed annually\. Renews on/)).toBeVisible();

  // Custom branding joins the annual subscription as an item, billed annually.
  const addOns = plan.getByRole('region', { name: 'Add-ons' });
  await expect(addOns.getByText('$599.88 per year')).toBeVisible();
  await expect(addOns.getByText('Additional parent access')).toHaveCount(0);
  await addOns.getByRole('button', { name: 'Add Custom branding' }).click();
  await expect(addOns.getByText('· active')).toBeVisible();
  await expect(addOns.getByRole('button', { name: 'Remove Custom branding' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'billing-club-paid', 'desktop');

  // Cancel in Stripe's portal: the plan stays until the period's end.
  await plan.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your plan (test)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page).toHaveURL(/\/club$/);
  await expect(plan.getByText(/Ends on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await expect(plan.getByText('Club Pro plan')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
