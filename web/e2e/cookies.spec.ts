import type { Page } from '@playwright/test';
import { cookieBanner, expect, heading, test } from './fixtures';

async function stored(page: Page) {
  return page.evaluate(() => ({
    consent: localStorage.getItem('cookieConsent'),
    preferences: JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') as unknown,
    date: localStorage.getItem('cookieConsentDate'),
  }));
}

async function consentUpdates(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
}

test('Accept All is stored and survives a reload', async ({ page }) => {
  await page.goto('/');
  await cookieBanner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(cookieBanner(page)).toBeHidden();
  const choice = await stored(page);
  expect(choice.consent).toBe('true');
  expect(choice.preferences).toEqual({ essential: true, analytics: true, marketing: true, thirdParty: true });
  expect(Date.parse(choice.date ?? '')).not.toBeNaN();

  await page.reload();
  await expect(heading(page, 'The future of rowing recruitment')).toBeVisible();
  await expect(cookieBanner(page)).toBeHidden();
  // On a fresh page the default is denied, then the stored choice is applied.
  expect(await consentUpdates(page)).toEqual([
    ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' }],
    ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' }],
  ]);
});

test('Reject All is stored and survives a reload', async ({ page }) => {
  await page.goto('/pricing');
  await cookieBanner(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(cookieBanner(page)).toBeHidden();
  expect((await stored(page)).preferences).toEqual({ essential: true, analytics: false, marketing: false, thirdParty: false });
  await page.reload();
  await expect(heading(page, 'Pricing')).toBeVisible();
  await expect(cookieBanner(page)).toBeHidden();
});

test('Save Preferences stores a mixed choice and survives a reload', async ({ page }) => {
  await page.goto('/landing');
  await cookieBanner(page).getByRole('button', { name: 'Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Essential' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Essential' })).toBeChecked();
  await dialog.getByRole('switch', { name: 'Analytics' }).check();
  await dialog.getByRole('switch', { name: 'Marketing' }).check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(cookieBanner(page)).toBeHidden();
  expect((await stored(page)).preferences).toEqual({ essential: true, analytics: true, marketing: true, thirdParty: false });

  await page.reload();
  await expect(cookieBanner(page)).toBeHidden();

  // The footer reopens the dialog with the stored choice.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Third-party' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
