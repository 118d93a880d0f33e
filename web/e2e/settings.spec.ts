import { readFile } from 'node:fs/promises';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { PASSWORD, shoot, signedInAs } from './accounts';
import { linkIn, uniqueEmail, waitForMail } from './mail';

/*
 * Account settings against the real server and real SMTP: change the email through the link sent
 * to the new address, opt out of the sale of data, download the export, delete the account.
 */

test('change email, opt out, export and delete from settings', async ({ page, consoleErrors }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(120_000);
  await dismissCookieBanner(page);
  const email = await signedInAs(page, 'student');
  await page.goto('/settings');
  await expect(heading(page, 'Settings')).toBeVisible();

  // Change email: nothing changes until the new address follows its link.
  const newEmail = uniqueEmail('renamed');
  await page.getByLabel('New email address').fill(newEmail);
  await page.locator('[name="email-change-password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
  const mail = await waitForMail(newEmail, { subject: /Confirm your new RowRecruit email address/ });
  await page.goto(linkIn(mail, '/settings/confirm-email'));
  await expect(heading(page, 'Your email address has changed')).toBeVisible();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await shoot(page, 'confirm-email', 'desktop');
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page.locator('.settings__facts dd').first()).toHaveText(newEmail);

  // The sale opt-out is stored on the account: still on after a reload.
  const optOut = page.getByRole('switch', { name: 'Do not sell or share my personal information' });
  await expect(optOut).toBeEnabled();
  await expect(optOut).not.toBeChecked();
  // A click, not check(): the switch shows the server's answer, which arrives a moment later.
  await optOut.click();
  await expect(page.getByText('You have opted out.')).toBeVisible();
  await expect(optOut).toBeChecked();
  await page.reload();
  await expect(optOut).toBeChecked();

  // Cookie preferences open from here as well as from the footer.
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await shoot(page, 'settings', 'desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'settings', 'phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Download my data: the file holds the account under its new address and the opt-out.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rowrecruit-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; registration: { optOutSale: boolean } };
    profile: { email: string };
  };
  expect(exported.account.email).toBe(newEmail);
  expect(exported.account.registration.optOutSale).toBe(true);
  expect(exported.profile.email).toBe(newEmail);

  // Delete: the password is required; afterwards neither address signs in.
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const password = page.locator('[name="delete-password"]');
  await password.fill('not-my-password');
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Password is incorrect')).toBeVisible();
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
  await expect(page.getByText('Your account and everything it held have been deleted.')).toBeVisible();
  await waitForMail(newEmail, { subject: /Your RowRecruit account was deleted/ });

  for (const address of [newEmail, email]) {
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
  }
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  // The wrong password (422), the refused sign-ins (400) and the signed-out reads (401) are expected
  // answers, which the browser logs; nothing else may appear.
  expect(consoleErrors.filter((e) => !/status of (400|401|422)/.test(e))).toEqual([]);
});
