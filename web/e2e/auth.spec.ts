import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { apiPost, createConfirmedAccount, linkIn, signUp, uniqueEmail, waitForMail } from './mail';

/*
 * The account flows against the real server, reading the real emails it sends over SMTP.
 * They run once, in the desktop project: the server rate-limits sign-ups per address.
 */

const PASSWORD = 'Sculling-Stroke-42';
const NEW_PASSWORD = 'Feathered-Blade-77';

function desktopOnly(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'account flows run in the desktop project');
}

async function signIn(page: Page, email: string, password: string, remember = false) {
  await page.goto('/login');
  await expect(heading(page, 'Sign in')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function refreshCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'rr_refresh');
  if (!cookie) throw new Error('the refresh cookie is not set');
  return cookie;
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

test.beforeEach(async ({ page }, testInfo) => {
  desktopOnly(testInfo);
  await dismissCookieBanner(page);
});

test('sign up, confirm by email, sign in for the browser session, sign out', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('confirm');
  await signUp(page, email, PASSWORD);

  const mail = await waitForMail(email, { subject: /Confirm your RowRecruit account/ });
  await page.goto(linkIn(mail, '/welcome'));
  await expect(heading(page, 'Your account is confirmed')).toBeVisible();
  await expect(page, 'the token leaves the address bar').toHaveURL(`${baseURL}/welcome`);

  await signIn(page, email, PASSWORD);
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  expect((await refreshCookie(context)).expires, 'without remember me the refresh cookie ends with the browser').toBe(-1);

  await signOutFromMenu(page);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(heading(page, 'Sign in')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/login`);
});

test('remember me keeps the refresh cookie for 30 days', async ({ page, context }) => {
  const email = uniqueEmail('remember');
  await createConfirmedAccount(page, email, PASSWORD);
  await signIn(page, email, PASSWORD, true);
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  const days = ((await refreshCookie(context)).expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
});

test('a wrong password and an unconfirmed account are explained; the confirmation can be sent again', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await signUp(page, email, PASSWORD);
  await waitForMail(email, { subject: /Confirm your RowRecruit account/ });

  await signIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Please confirm your email address');
  // One confirmation mail a minute, the sign-up's included: 6 s at the suite's rate-limit scale.
  await page.waitForTimeout(6_000);
  await alert.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email for a confirmation link.' })).toBeVisible();
  const second = await waitForMail(email, { subject: /Confirm your RowRecruit account/, count: 2 });

  // The new link works.
  await page.goto(linkIn(second, '/welcome'));
  await expect(heading(page, 'Your account is confirmed')).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(heading(page, 'Welcome back!')).toBeVisible();
});

test('forgot password: the emailed link sets a new password, the old one stops working', async ({ page, baseURL }) => {
  const email = uniqueEmail('forgot');
  await createConfirmedAccount(page, email, PASSWORD);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(heading(page, 'Reset your password')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(heading(page, 'Check your email!')).toBeVisible();

  const mail = await waitForMail(email, { subject: /Reset your RowRecruit password/ });
  await page.goto(linkIn(mail, '/reset-password'));
  await expect(heading(page, 'Choose a new password')).toBeVisible();
  await expect(page, 'the token leaves the address bar').toHaveURL(`${baseURL}/reset-password`);

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated.' })).toBeVisible();
  await waitForMail(email, { subject: /Your RowRecruit password was changed/ });

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await signIn(page, email, NEW_PASSWORD);
  await expect(heading(page, 'Welcome back!')).toBeVisible();
});

test('a reset link works once; a made-up link is refused', async ({ page }) => {
  const email = uniqueEmail('once');
  await createConfirmedAccount(page, email, PASSWORD);
  const response = await apiPost(page, '/api/auth/recover', { email });
  expect(response.status()).toBe(200);
  const link = linkIn(await waitForMail(email, { subject: /Reset your RowRecruit password/ }), '/reset-password');

  await page.goto(link);
  await expect(heading(page, 'Choose a new password')).toBeVisible();

  await page.goto('about:blank');
  await page.goto(link);
  await expect(heading(page, 'Invalid Reset Link')).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');

  await page.goto('about:blank');
  await page.goto('/reset-password#token=not-a-real-token_123');
  await expect(heading(page, 'Invalid Reset Link')).toBeVisible();
});

test('signing out in one tab signs out the other tabs', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('tabs');
  await createConfirmedAccount(page, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await expect(heading(page, 'Welcome back!')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/schools');
  await expect(heading(second, 'Browse Rowing Programs')).toBeVisible();

  await page.bringToFront();
  await signOutFromMenu(page);
  await expect(page).toHaveURL(`${baseURL}/`);

  // No reload: the other tab hears about it and leaves the signed-in page.
  await expect(heading(second, 'Sign in')).toBeVisible();
  await expect(second).toHaveURL(`${baseURL}/login`);
});

test('settings: changing the password signs out the other devices', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('settings');
  await createConfirmedAccount(page, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await expect(heading(page, 'Welcome back!')).toBeVisible();

  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await dismissCookieBanner(other);
  await signIn(other, email, PASSWORD);
  await expect(heading(other, 'Welcome back!')).toBeVisible();

  await page.goto('/settings');
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated.' })).toBeVisible();
  await expect(page.getByText('You were signed out on every other device.')).toBeVisible();

  // This browser stays signed in; the other one is signed out.
  await page.goto('/dashboard');
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  await other.goto('/dashboard');
  await expect(heading(other, 'Sign in')).toBeVisible();
  await expect(other).toHaveURL(`${baseURL}/login`);
  await otherContext.close();
});
