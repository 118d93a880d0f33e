import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { COACH_NAME, createAccount, shoot, signedInAs, signIn, userId, verifiedCoach } from './accounts';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations, onPhone } from './look';
import { apiWrite } from './mail';

/*
 * The recruitment calendar against the real server: an athlete of graduation year G sees the
 * Division I contact date, June 15 of G-2, with its source; adds an official visit to a program;
 * downloads the calendar as an .ics file; and makes a private feed address that any calendar app
 * can read without signing in. A college coach's visit with an athlete is on the athlete's
 * calendar too, on the athlete's clocks, and only the coach can change it.
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

test("a coach's official visit with an athlete shows on the athlete's calendar, on their clocks, read-only", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(120_000);
  const program = 'Williams College';
  const year = new Date().getFullYear() + 1;

  // An athlete in Los Angeles who shows their profile to coaches, in a browser of their own.
  const athleteContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const athlete = await athleteContext.newPage();
  await dismissCookieBanner(athlete);
  await signedInAs(athlete, 'student');
  const profile = { fullName: 'Riley Sculler', gradYear: year + 1, squad: 'womens', visibility: 'coaches' };
  const saved = await apiWrite(athlete, 'put', '/api/profile', profile);
  expect(saved.status(), await saved.text()).toBe(200);
  const zone = await apiWrite(athlete, 'put', '/api/calendar/settings', { timeZone: 'America/Los_Angeles' });
  expect(zone.status(), await zone.text()).toBe(200);
  const athleteId = await userId(athlete);

  // The coach, on New York time, stars the athlete and adds the visit from the calendar page.
  await dismissCookieBanner(page);
  await verifiedCoach(page, program);
  const starred = await apiWrite(page, 'put', `/api/coach/board/${athleteId}`, {});
  expect(starred.status(), await starred.text()).toBe(200);
  const coachZone = await apiWrite(page, 'put', '/api/calendar/settings', { timeZone: 'America/New_York' });
  expect(coachZone.status(), await coachZone.text()).toBe(200);
  await page.goto('/calendar');
  const events = page.getByRole('region', { name: 'My events' });
  await events.getByRole('button', { name: 'Add an event' }).click();
  await events.getByLabel('Kind').selectOption({ label: 'Official visit' });
  await events.getByLabel('Title').fill('Riley: check the spring 2k');
  await events.getByLabel('Date', { exact: true }).fill(`${year}-06-12`);
  await events.getByLabel('Time (optional)').fill('14:00');
  await events.getByLabel('Location (optional)').fill('Williams boathouse');
  await events.getByLabel('Notes (optional)').fill('Our notes only.');
  await events.getByLabel('Athlete (optional)').selectOption({ label: 'Riley Sculler' });
  await events.getByRole('button', { name: 'Add event' }).click();
  await expect(events.getByText('“Riley: check the spring 2k” added.')).toBeVisible();

  // The athlete sees the visit by its kind and program, three hours earlier, and cannot change it.
  await athlete.goto('/calendar');
  await expect(heading(athlete, 'Calendar')).toBeVisible();
  const mine = athlete.getByRole('region', { name: 'My events' });
  const visit = mine.getByRole('listitem').filter({ hasText: `Official visit: ${program}` });
  await expect(visit).toContainText(`June 12, ${year} at 11:00 AM`);
  await expect(visit).toContainText(`Added by${COACH_NAME}, Assistant Coach, ${program}`);
  await expect(visit).toContainText('LocationWilliams boathouse');
  await expect(visit).not.toContainText('Our notes only.');
  await expect(visit.getByRole('button')).toHaveCount(0);
  await expect(athlete.getByText('Riley: check the spring 2k')).toHaveCount(0);
  await expectNoAxeViolations(athlete);
  await shoot(athlete, 'calendar-coach-visit', 'desktop');
  await onPhone(browser, athlete, '/calendar', async (phone) => {
    await expect(phone.getByRole('region', { name: 'My events' })).toContainText(`Official visit: ${program}`);
  }, 'calendar-coach-visit');
  await athleteContext.close();
  expect(consoleErrors).toEqual([]);
});
