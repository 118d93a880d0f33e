import type { Page } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { shoot, signedInAs } from './accounts';
import { axeViolations } from './look';

/*
 * Issue 14 against the real server: an athlete fills in the rowing fields, logs three 2k tests and
 * a race, sees the chart and the dashboard's figures, turns the share link on and the link opens
 * signed out, with no email on it. Accounts are created in the desktop project only; the phone
 * width is looked at in a phone-sized context with the same session.
 */

/** yyyy-mm-dd, `days` before today. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

async function logErgTest(page: Page, time: string, date: string, rate: string, code = '') {
  await page.getByRole('button', { name: 'Add an erg test' }).click();
  const form = page.getByRole('form', { name: 'Add an erg test' });
  await form.getByLabel('Piece').selectOption('2k');
  await form.getByLabel('Time').fill(time);
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Stroke rate (optional)').fill(rate);
  if (code) await form.getByLabel('Concept2 verification code (optional)').fill(code);
  await form.getByRole('button', { name: 'Add test' }).click();
  await expect(page.getByText('Erg test added.')).toBeVisible();
  await expect(form).toBeHidden();
}

test('recruiting profile: rowing fields, erg log, chart, dashboard, share link opened signed out', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(120_000);
  await dismissCookieBanner(page);
  const email = await signedInAs(page, 'student');

  // The dashboard invites the first test.
  const track = page.getByRole('article', { name: 'Track Performance' });
  await expect(track.getByRole('link', { name: 'Log Your First Test' })).toBeVisible();

  // The rowing fields.
  await page.goto('/profile');
  await expect(heading(page, 'Athlete profile')).toBeVisible();
  await page.getByLabel('Full name').fill('Casey Sculler');
  await page.getByLabel('Feet').fill('5');
  await page.getByLabel('Inches').fill('11');
  await page.getByLabel('Weight (lbs)').fill('125');
  await page.getByLabel('Wingspan').fill('74');
  await page.getByLabel('High school').fill('Lakeside School');
  await page.getByLabel('GPA').fill('3.85');
  await page.getByLabel('ACT score').fill('32');
  await page.getByLabel('Intended major').fill('Biology');
  await page.getByLabel('Division I', { exact: true }).check();
  await page.getByLabel('Division III').check();
  await page.getByLabel('Squad').selectOption('womens');
  await expect(page.getByText('Suggested from your squad and weight: Lightweight.')).toBeVisible();
  await page.getByLabel('Side').selectOption('port');
  await page.getByLabel('Sweep or sculling').selectOption('sweep');
  await page.getByLabel('Seasons rowed').fill('4');
  await page.getByLabel('Club team').fill('Pocock Rowing Center');
  await page.getByLabel('Club coach name').fill('Pat Coach');
  await page.getByLabel('Headline').fill('Port, 6:58 2k, class of 2027, looking at DI and DIII programs');
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Link 1 label').fill('Race video');
  await page.getByLabel('Link 1 address').fill('video.example/race');
  await page.getByLabel('Bio').fill('Stroke seat in the varsity eight.');
  await page.getByRole('radio', { name: /Anyone with my share link/ }).check();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  // A link without http(s) is refused on its own input, and nothing typed is lost.
  await expect(page.getByLabel('Link 1 address')).toBeFocused();
  await expect(page.getByText('Enter a link that starts with http:// or https://')).toBeVisible();
  await expect(page.getByLabel('Headline')).toHaveValue(/^Port, 6:58 2k/);
  await page.getByLabel('Link 1 address').fill('https://video.example/race');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Side')).toHaveValue('port');
  await expect(page.getByLabel('Division III')).toBeChecked();
  await expect(page.getByLabel('Link 1 address')).toHaveValue('https://video.example/race');

  // Three 2k tests and a race.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Performance' }).click();
  await expect(heading(page, 'Performance log')).toBeVisible();
  await expect(page.getByText('No erg tests yet.')).toBeVisible();
  await logErgTest(page, '7:04.6', daysAgo(200), '29');
  await logErgTest(page, '7:01.0', daysAgo(100), '30');
  await logErgTest(page, '6:58.4', daysAgo(10), '31', 'A1B2C3D4');

  // A wrong piece time is refused before it is sent.
  await page.getByRole('button', { name: 'Add an erg test' }).click();
  const extra = page.getByRole('form', { name: 'Add an erg test' });
  await extra.getByLabel('Time').fill('4:59.0');
  await extra.getByRole('button', { name: 'Add test' }).click();
  await expect(extra.getByText('2k time must be between 5:20.0 and 12:00.0')).toBeVisible();
  await extra.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add a race result' }).click();
  const raceForm = page.getByRole('form', { name: 'Add a race result' });
  await raceForm.getByLabel('Regatta').fill('Head of the Charles');
  await raceForm.getByLabel('Date').fill(daysAgo(30));
  await raceForm.getByLabel('Event').fill("Women's Youth 8+");
  await raceForm.getByLabel('Boat class').selectOption('8+');
  await raceForm.getByLabel('Seat').selectOption('7');
  await raceForm.getByLabel('Place (optional)').fill('3');
  await raceForm.getByLabel('Time (optional)').fill('16:02.5');
  await raceForm.getByLabel('Results link (optional)').fill('https://results.example/hocr');
  await raceForm.getByRole('button', { name: 'Add race' }).click();
  await expect(page.getByText('Race result added.')).toBeVisible();

  const tests = page.getByRole('list', { name: 'Erg tests' }).getByRole('listitem');
  await expect(tests).toHaveCount(3);
  await expect(tests.first()).toContainText('6:58.4');
  await expect(tests.first()).toContainText('Personal best');
  await expect(tests.first()).toContainText('Verification code provided');
  await expect(tests.first()).not.toContainText('A1B2C3D4');
  // Progress charts come with Elite: the athlete starts its free trial from the page's link.
  await expect(page.getByText(/Progress charts come with the Elite and Performance plans/)).toBeVisible();
  await page.getByRole('link', { name: 'See the plans and start a free trial' }).click();
  await page.getByRole('link', { name: 'Start free trial with Elite' }).click();
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByText(/^Elite is yours until /)).toBeVisible();
  await page.goto('/performance');
  await expect(page.getByRole('img', { name: /2k erg times, 3 tests/ })).toBeVisible();
  await expect(page.getByRole('table', { name: '2k and 6k erg times' })).toBeAttached();
  const results = page.getByRole('list', { name: 'Race results' }).getByRole('link', { name: /Results/ });
  await expect(results).toHaveAttribute('rel', 'noopener noreferrer');
  await shoot(page, 'performance', 'desktop');
  expect(await axeViolations(page)).toEqual([]);

  // The dashboard's figures.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(heading(page, 'Welcome back!')).toBeVisible();
  await expect(track).toContainText('2k 6:58.4');
  await expect(track).toContainText('Best 2k');
  await expect(track).toContainText('−6.2 s this season');
  await shoot(page, 'dashboard-performance', 'desktop');

  // The share link, opened signed out in a new browser.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Turn on share link' }).click();
  const shareInput = page.getByLabel('Your share link', { exact: true });
  await expect(shareInput).toHaveValue(/\/p\//);
  const shareUrl = await shareInput.inputValue();
  await shoot(page, 'profile-recruiting', 'desktop');
  expect(await axeViolations(page)).toEqual([]);

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitorPage = await visitor.newPage();
  await dismissCookieBanner(visitorPage);
  await visitorPage.goto(shareUrl);
  await expect(heading(visitorPage, 'Casey Sculler')).toBeVisible();
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitorPage.getByText('Verification code provided').first()).toBeVisible();
  await expect(visitorPage.getByRole('img', { name: /2k erg times, 3 tests/ })).toBeVisible();
  const html = await visitorPage.content();
  expect(html).not.toContain(email);
  expect(html).not.toContain('A1B2C3D4');
  await expect(visitorPage.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await shoot(visitorPage, 'shared-profile', 'desktop');
  expect(await axeViolations(visitorPage)).toEqual([]);
  await visitorPage.emulateMedia({ media: 'print' });
  await expect(visitorPage.locator('.site-header')).toBeHidden();
  await visitorPage.screenshot({ path: 'test-results/screenshots/desktop-shared-profile-print.png', fullPage: true });

  // At phone width.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  });
  const phonePage = await phone.newPage();
  await phonePage.goto('/performance');
  await expect(heading(phonePage, 'Performance log')).toBeVisible();
  await expect(phonePage.getByRole('img', { name: /2k erg times/ })).toBeVisible();
  await shoot(phonePage, 'performance', 'phone');
  await phonePage.goto('/dashboard');
  await expect(phonePage.getByRole('article', { name: 'Track Performance' })).toContainText('−6.2 s this season');
  await shoot(phonePage, 'dashboard-performance', 'phone');
  await phonePage.goto('/profile');
  await expect(phonePage.getByLabel('Full name')).toHaveValue('Casey Sculler');
  await shoot(phonePage, 'profile-recruiting', 'phone');
  const phoneVisitor = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
  const phoneVisitorPage = await phoneVisitor.newPage();
  await dismissCookieBanner(phoneVisitorPage);
  await phoneVisitorPage.goto(shareUrl);
  await expect(heading(phoneVisitorPage, 'Casey Sculler')).toBeVisible();
  await shoot(phoneVisitorPage, 'shared-profile', 'phone');

  // Turned off, the link no longer opens the profile.
  await page.getByRole('button', { name: 'Turn off link' }).click();
  await expect(page.getByText('Your share link is off. Nobody can open it any more.')).toBeVisible();
  await visitorPage.emulateMedia({ media: 'screen' });
  await visitorPage.goto(shareUrl);
  await expect(heading(visitorPage, 'This profile is not available')).toBeVisible();

  await Promise.all([visitor.close(), phone.close(), phoneVisitor.close()]);
  // A 404 for the turned-off link is expected in the visitor's console, not in the athlete's.
  expect(consoleErrors).toEqual([]);
});
