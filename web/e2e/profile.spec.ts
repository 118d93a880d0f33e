import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { shoot, signedInAs } from './accounts';

/*
 * The athlete profile and the dashboard against the real server. Accounts are created in the
 * desktop project only (the server rate-limits sign-ups); the phone project looks at the same
 * screens with the account's session copied in.
 */

test('complete a profile: an error, a fix, saved and still there after a reload; the dashboard follows', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(90_000);
  await dismissCookieBanner(page);
  const email = await signedInAs(page, 'student');

  // A new profile: nothing filled in yet.
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const meter = page.getByRole('progressbar', { name: 'Profile completeness' });
  await expect(meter).toHaveAttribute('value', '0');
  await page.getByRole('link', { name: 'Complete Profile' }).click();
  await expect(heading(page, 'Athlete profile')).toBeVisible();
  const nextYear = String(new Date().getFullYear() + 1);
  await expect(page.getByLabel('Graduation year')).toHaveValue(nextYear);
  // No height is filled in for the athlete: one they did not enter would be shown to coaches.
  await expect(page.getByLabel('Feet')).toHaveValue('');
  await expect(page.getByLabel('Inches')).toHaveValue('');

  await page.getByLabel('Full name').fill('Casey Sculler');
  await page.getByLabel('Hometown').fill('Seattle, WA');
  await page.getByLabel('Weight (lbs)').fill('50');
  await page.getByLabel('High school').fill('Lakeside School');
  await page.getByLabel('GPA').fill('3.85');
  await page.getByLabel('SAT score').fill('1450');
  await page.getByLabel('Club team').fill('Pocock Rowing Center');
  await page.getByLabel('2k erg time').fill('6:45.3');
  await page.getByLabel('6k erg time').fill('21:30');
  await page.getByLabel('Bio').fill('Stroke seat in the varsity eight.');
  await page.getByRole('button', { name: 'Save Profile' }).click();

  await expect(page.getByText('Weight must be between 90 and 300 lbs')).toBeVisible();
  await expect(page.getByText('Use the format MM:SS.S, for example 6:45.3')).toBeVisible();
  await expect(page.getByLabel('Weight (lbs)')).toBeFocused();
  await shoot(page, 'profile-error', 'desktop');

  await page.getByLabel('Weight (lbs)').fill('175');
  await page.getByLabel('6k erg time').fill('21:30.0');
  await expect(page.getByText('Weight must be between 90 and 300 lbs')).toBeHidden();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();

  // Saved without touching Height: no height is saved, and the field stays empty after a reload.
  await expect(meter).toHaveAttribute('value', '91');
  await expect(page.getByText('Still missing: Height')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Casey Sculler');
  await expect(page.getByLabel('Feet')).toHaveValue('');
  await expect(page.getByLabel('Inches')).toHaveValue('');
  const stored = await page.request.get('/api/profile');
  expect(await stored.json()).toMatchObject({ heightFeet: null, heightInches: null });

  await page.getByLabel('Feet').fill('5');
  await page.getByLabel('Inches').fill('11');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await expect(meter).toHaveAttribute('value', '100');

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Casey Sculler');
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue('175');
  await expect(page.getByLabel('Feet')).toHaveValue('5');
  await expect(page.getByLabel('Inches')).toHaveValue('11');
  await expect(page.getByLabel('GPA')).toHaveValue('3.85');
  await expect(page.getByLabel('6k erg time')).toHaveValue('21:30.0');
  await expect(page.getByLabel('Bio')).toHaveValue('Stroke seat in the varsity eight.');
  await shoot(page, 'profile', 'desktop');

  // Emptying an optional field is saved as "not given", and the dashboard names it as missing.
  await page.getByLabel('SAT score').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  await expect(meter).toHaveAttribute('value', '91');
  await expect(page.getByText('Still missing: SAT score')).toBeVisible();
  await shoot(page, 'dashboard-signed-in', 'desktop');

  // The same screens at phone width, in a phone-sized browser with this session.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  });
  const phonePage = await phone.newPage();
  await phonePage.goto('/dashboard');
  await expect(heading(phonePage, 'Welcome back!')).toBeVisible();
  await expect(phonePage.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('value', '91');
  await shoot(phonePage, 'dashboard-signed-in', 'phone');
  await phonePage.goto('/profile');
  await expect(phonePage.getByLabel('Full name')).toHaveValue('Casey Sculler');
  await shoot(phonePage, 'profile', 'phone');
  await phonePage.getByLabel('Weight (lbs)').fill('50');
  await phonePage.getByRole('button', { name: 'Save Profile' }).click();
  await expect(phonePage.getByText('Weight must be between 90 and 300 lbs')).toBeVisible();
  await shoot(phonePage, 'profile-error', 'phone');
  await phone.close();

  expect(consoleErrors).toEqual([]);
});
