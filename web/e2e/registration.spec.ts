import type { Page, TestInfo } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { uniqueEmail, waitForMail, type CapturedMail } from './mail';

/*
 * Registration against the real server: its age check decides the steps, sign-up creates the
 * account and the parent's consent email arrives through the SMTP capture. Tests that create
 * accounts run in the desktop project only (the server rate-limits sign-ups per address).
 */

const PASSWORD = 'Catch-Drive-Finish-9';

function desktopOnly(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project only');
}

/** A birth date (yyyy-MM-dd, UTC like the server) making someone `age` today, a month past a birthday. */
function birthDateForAge(age: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage });
}

async function fillRegister(page: Page, email: string, role: 'Student athlete' | 'Parent or guardian' | 'Coach' = 'Student athlete') {
  await page.goto('/register');
  await expect(heading(page, 'Create your account')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(role) }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(heading(page, 'Verify your age')).toBeVisible();
}

async function fillAge(page: Page, birthDate: string, state: string, submit = true) {
  await page.getByLabel('Date of birth').fill(birthDate);
  const select = page.getByRole('combobox', { name: 'State' });
  await expect(select).toBeEnabled();
  await select.selectOption({ label: state });
  if (submit) await page.getByRole('button', { name: 'Continue' }).click();
}

async function fillParent(page: Page, parentEmail: string) {
  await expect(heading(page, 'Parent or guardian consent')).toBeVisible();
  await page.getByLabel('Parent or guardian email', { exact: true }).fill(parentEmail);
  await page.getByLabel('Confirm parent or guardian email').fill(parentEmail);
  await page.getByRole('checkbox', { name: /I understand/ }).check();
}

function consentLink(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"'<>]+\/parental-consent#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no consent link in "${mail.subject}":\n${mail.text}`);
  return link;
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('accounts', () => {
  test('an adult in New York goes straight to "Check your email!"', async ({ page, consoleErrors }, testInfo) => {
    desktopOnly(testInfo);
    const email = uniqueEmail('adult-ny');
    await fillRegister(page, email, 'Coach');
    await fillAge(page, birthDateForAge(30), 'New York');
    await expect(heading(page, 'Check your email!')).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
    await expect(page.getByText(/parent or guardian/i)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await waitForMail(email, { subject: /Confirm your RowRecruit account/ });
    expect(consoleErrors).toEqual([]);
  });

  test('a 16-year-old in California: notice, parental consent, and the parent approves by email', async ({ page, baseURL, consoleErrors }, testInfo) => {
    desktopOnly(testInfo);
    const email = uniqueEmail('minor-ca');
    const parentEmail = uniqueEmail('parent-ca');
    await fillRegister(page, email);
    await fillAge(page, birthDateForAge(16), 'California');

    await expect(heading(page, 'Privacy notice for California residents')).toBeVisible();
    await expect(page.getByText(/California Consumer Privacy Act/)).toBeVisible();
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await fillParent(page, parentEmail);
    await page.getByRole('button', { name: 'Send request and create account' }).click();
    await expect(heading(page, 'Check your email!')).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
    await expect(page.getByText(/We also emailed your parent or guardian/)).toContainText(parentEmail);
    expect(consoleErrors).toEqual([]);

    // The parent opens the link from their email.
    const request = await waitForMail(parentEmail, { subject: /Your consent is needed/ });
    await page.goto(consentLink(request));
    await expect(heading(page, 'Parental consent request')).toBeVisible();
    await expect(page, 'the token leaves the address bar').toHaveURL(`${baseURL}/parental-consent`);
    await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
    await expect(page.getByText('California', { exact: true })).toBeVisible();
    await expect(page.getByText('Their profile is never shown to coaches.')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Thank you. Your consent is recorded and the account is now fully active.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await waitForMail(email, { subject: /approved your RowRecruit account/ });
  });

  test('a 15-year-old in Utah: parental consent without a state notice', async ({ page }, testInfo) => {
    desktopOnly(testInfo);
    const email = uniqueEmail('minor-ut');
    const parentEmail = uniqueEmail('parent-ut');
    await fillRegister(page, email);
    await fillAge(page, birthDateForAge(15), 'Utah');
    await fillParent(page, parentEmail);
    await expect(page.getByRole('heading', { name: /Privacy notice/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send request and create account' }).click();
    await expect(heading(page, 'Check your email!')).toBeVisible();
    await waitForMail(parentEmail, { subject: /Your consent is needed/ });
  });
});

test.describe('refusals and choices', () => {
  test('a 13-year-old is refused', async ({ page }) => {
    await fillRegister(page, 'young@example.com');
    await fillAge(page, birthDateForAge(13), 'New York');
    const birthDate = page.getByLabel('Date of birth');
    await expect(page.getByText('You must be at least 14 years old to create an account')).toBeVisible();
    await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    await expect(heading(page, 'Verify your age')).toBeVisible();
    // The refusal sticks in this browser: an adult's birth date right after is refused too.
    await fillAge(page, birthDateForAge(30), 'New York');
    await expect(page.getByText('You must be at least 14 years old to create an account')).toBeVisible();
    await expect(heading(page, 'Verify your age')).toBeVisible();
  });

  test('a birth date in the future is refused', async ({ page }) => {
    await fillRegister(page, 'future@example.com');
    await fillAge(page, daysFromToday(10), 'New York');
    await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible();
    await expect(heading(page, 'Verify your age')).toBeVisible();
  });

  test('opting out of sale stores dataOptOut and continues', async ({ page }) => {
    await fillRegister(page, 'optout@example.com');
    await fillAge(page, birthDateForAge(15), 'California');
    await expect(heading(page, 'Privacy notice for California residents')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('dataOptOut'))).toBeNull();
    await page.getByRole('button', { name: 'Opt out of sale and continue' }).click();
    await expect(heading(page, 'Parent or guardian consent')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('dataOptOut'))).toBe('true');
  });

  test('Cancel returns to the register form with the email and role', async ({ page }) => {
    await fillRegister(page, 'cancel@example.com', 'Parent or guardian');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(heading(page, 'Create your account')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('cancel@example.com');
    await expect(page.getByRole('radio', { name: /Parent or guardian/ })).toBeChecked();
  });

  test('an invalid consent link says so', async ({ page, baseURL }) => {
    await page.goto('/parental-consent#token=not-a-real-token');
    await expect(page.getByText('This consent link is invalid or has expired.')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/parental-consent`);
  });
});

test('screenshots of every registration screen', async ({ page }, testInfo) => {
  // No account is created here: the last two answers are stood in for.
  await page.route('**/api/auth/signup', (route) => route.fulfill({ json: { message: 'Check your email for a confirmation link.' } }));
  await page.route('**/api/consent/view', (route) =>
    route.fulfill({
      json: {
        status: 'pending',
        decidedAt: null,
        request: {
          childEmail: 'casey.rower@example.com',
          role: 'student',
          birthDate: birthDateForAge(16),
          userState: 'CA',
          optOutSale: false,
          relation: 'parent',
          parentEmail: 'pat.rower@example.com',
          requestedAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          dataCollected: [
            'Email address and password (stored as a secure hash)',
            'Date of birth and state, to apply age and privacy rules',
            'Athlete profile details the athlete chooses to add: name, graduation year, school and club, academics (GPA, SAT), height and weight, erg times, a short bio',
            'The list of college programs the athlete saves',
          ],
        },
      },
    }),
  );

  await page.goto('/register');
  await expect(heading(page, 'Create your account')).toBeVisible();
  await shoot(page, testInfo, 'register');
  await fillRegister(page, 'casey.rower@example.com');
  await fillAge(page, birthDateForAge(16), 'California', false);
  await expect(page.getByTestId('parental-consent-flag')).toHaveText('Yes');
  await shoot(page, testInfo, 'register-age-verify');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Privacy notice for California residents')).toBeVisible();
  await shoot(page, testInfo, 'register-state-privacy');
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await fillParent(page, 'pat.rower@example.com');
  await shoot(page, testInfo, 'register-parental-consent');
  await page.getByRole('button', { name: 'Send request and create account' }).click();
  await expect(heading(page, 'Check your email!')).toBeVisible();
  await shoot(page, testInfo, 'register-check-email');

  await page.goto('/parental-consent#token=screenshot');
  await expect(heading(page, 'Parental consent request')).toBeVisible();
  await expect(page.getByText('California', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'parental-consent');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeFocused();
  await shoot(page, testInfo, 'parental-consent-decline', false);
});
