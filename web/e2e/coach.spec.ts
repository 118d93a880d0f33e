import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { shoot, signedInAs } from './accounts';

/* The coach page and its guard against the real server (accounts in the desktop project only). */

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(60_000);
  await dismissCookieBanner(page);
});

test('a student opening /coach lands on the dashboard', async ({ page, baseURL }) => {
  await signedInAs(page, 'student');
  await page.goto('/coach');
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByRole('link', { name: 'Open Coach Page' })).toHaveCount(0);
});

test('a coach sees the coach page, pending verification', async ({ page, browser, baseURL, consoleErrors }) => {
  const email = await signedInAs(page, 'coach');
  await page.getByRole('link', { name: 'Open Coach Page' }).click();
  await expect(page).toHaveURL(`${baseURL}/coach`);
  await expect(heading(page, `Welcome, ${email.split('@')[0] ?? ''}`)).toBeVisible();

  const status = page.getByRole('listitem', { name: 'Account Status' });
  await expect(status.getByText('Pending verification')).toBeVisible();
  await expect(status).toContainText('usually within 2 business days');
  await expect(status.getByText('NCAA compliant')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^NCAA compliance/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search Athletes' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'View Watchlist' })).toBeDisabled();
  await expect(page.getByText(/Telemetry and analytics .* coming soon/)).toBeVisible();
  await shoot(page, 'coach', 'desktop');

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  });
  const phonePage = await phone.newPage();
  await phonePage.goto('/coach');
  await expect(phonePage.getByRole('listitem', { name: 'Account Status' }).getByText('Pending verification')).toBeVisible();
  await shoot(phonePage, 'coach', 'phone');
  await phone.close();

  expect(consoleErrors).toEqual([]);
});
