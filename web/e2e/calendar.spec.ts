import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { createAccount, shoot, signIn } from './accounts';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations, onPhone } from './look';
import { apiWrite } from './mail';

/*
 * The recruitment calendar against the real server: an athlete of graduation year G sees the
 * Division I contact date, June 15 of G-2, with its source; adds an official visit to a program;
 * downloads the calendar as an .ics file; and makes a private feed address that any calendar app
 * can read without signing in.
 */

test('an athlete sees the Division I date of their class, adds a visit, downloads the calendar and subscribes to its feed', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(90_000);
  await dismissCookieBanner(page);
  await signIn(page, await createAccount(page, 'student'));
  // A class whose Division I date is still ahead: June 15 of G-2 is next year's.
  const gradYear = new Date().getFullYear() + 3;
  const saved = await apiWrite(page, 'put', '/api/profile', {
    fullName: 'Casey Bowseat',
    gradYear,
    squad: 'womens',
    visibility: 'coaches',
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(heading(page, 'Calendar')).toBeVisible();
  const keyDates = page.getByRole('list', { name: 'Key dates' });
  const diContact = keyDates.getByRole('listitem').filter({ hasText: 'Division I coaches may contact you' });
  await expect(diContact).toContainText(`June 15, ${gradYear - 2}`);
  await expect(diContact).toContainText('Division I coaches may start writing, calling and messaging you.');
  await expect(diContact).toContainText(/Source: NCAA Division I, II and III manuals .*\(checked/);
  await expect(diContact).not.toContainText('Passed');

  // An official visit to a program, with a time of day.
  const events = page.getByRole('region', { name: 'My events' });
  await events.getByRole('button', { name: 'Add an event' }).click();
  await events.getByLabel('Kind').selectOption({ label: 'Official visit' });
  await events.getByLabel('Title').fill('Official visit to Yale');
  await events.getByLabel('Date', { exact: true }).fill(`${gradYear - 1}-09-20`);
  await events.getByLabel('Time (optional)').fill('10:30');
  await events.getByLabel('Program (optional)').fill('Yale');
  await events.getByRole('radio', { name: /^Yale University/ }).check();
  await events.getByRole('button', { name: 'Add event' }).click();
  await expect(events.getByText('“Official visit to Yale” added.')).toBeVisible();
  const visit = events.getByRole('listitem').filter({ hasText: 'Official visit to Yale' });
  await expect(visit).toContainText('Yale University');
  await expectNoAxeViolations(page);
  await shoot(page, 'calendar', 'desktop');

  // The download: a calendar file with the key date as a whole day and the visit.
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  const [download] = await Promise.all([page.waitForEvent('download'), feed.getByRole('link', { name: 'Download .ics' }).click()]);
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${gradYear - 2}0615`);
  expect(ics).toContain('SUMMARY:Official visit to Yale');

  // The private feed address answers any calendar app, with no session.
  await feed.getByRole('button', { name: 'Create feed address' }).click();
  const address = await feed.getByLabel('Your private feed address').inputValue();
  expect(address).toMatch(new RegExp(`^${baseURL}/api/calendar/feed/[A-Za-z0-9_-]+\\.ics$`));
  const calendarApp = await playwrightRequest.newContext();
  const fetched = await calendarApp.get(address);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toContain('text/calendar');
  expect(await fetched.text()).toContain('SUMMARY:Official visit to Yale');
  await calendarApp.dispose();

  await onPhone(browser, page, '/calendar', async (phone) => {
    await expect(heading(phone, 'Calendar')).toBeVisible();
    await expect(phone.getByRole('list', { name: 'Key dates' })).toContainText(`June 15, ${gradYear - 2}`);
  }, 'calendar');
  expect(consoleErrors).toEqual([]);
});
