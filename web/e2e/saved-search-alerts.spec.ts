import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIResponse, Page } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { createAccount, signIn, verifiedCoach } from './accounts';
import { axeViolations } from './look';
import { mailTo, waitForMail } from './mail';

/*
 * Saved searches as alerts, against the real server: a coach saves a search; an athlete then
 * opens a matching profile to coaches; the coach sees the athlete among the search's new athletes;
 * the daily digest (run once by `rowrecruit send-search-alerts`, as the server's hourly job does)
 * emails the coach exactly once, and running it again the same day sends nothing; the email's
 * link turns that search's alerts off.
 */

const webDir = fileURLToPath(new URL('..', import.meta.url));
const binary = process.env.ROWRECRUIT_BIN ?? resolve(webDir, '../target/debug/rowrecruit');
const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '8088'}`;

async function apiPut(page: Page, path: string, data: unknown): Promise<APIResponse> {
  const token = (await page.context().cookies()).find((c) => c.name === 'rr_csrf')?.value ?? '';
  return page.request.put(path, { data, headers: { Origin: origin, 'X-CSRF-Token': token } });
}

/** The saved-search digest, once, on the e2e server's data. */
function sendSearchAlerts(): string {
  return execFileSync(binary, ['send-search-alerts'], {
    env: { ...process.env, ROWRECRUIT_DATA_DIR: process.env.ROWRECRUIT_E2E_DATA_DIR, ROWRECRUIT_PUBLIC_URL: origin },
    stdio: 'pipe',
    timeout: 60_000,
  }).toString();
}

test('a coach’s saved search shows an athlete who opens a matching profile, and the digest arrives once', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(150_000);
  const gradYear = new Date().getFullYear() + 3;
  const name = `Alex Alert ${Date.now().toString(36)}`;

  // The coach saves a search for the class, with the name as free text so only this athlete matches.
  await dismissCookieBanner(page);
  const coachEmail = await verifiedCoach(page, 'Georgetown University', { named: false });
  await page.goto(`/coach/search?gradYear=${gradYear}&q=${encodeURIComponent(name)}`);
  await expect(heading(page, 'Athlete search')).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill('Alerts class');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  const savedList = page.getByRole('region', { name: 'Saved searches' });
  await expect(savedList).toContainText('Nothing new since your last look');
  await expect(savedList.getByRole('switch', { name: 'Email new athletes for Alerts class (daily digest)' })).toBeChecked();

  // The athlete: private first, then open to coaches.
  const athleteContext = await browser.newContext();
  const athletePage = await athleteContext.newPage();
  await dismissCookieBanner(athletePage);
  await signIn(athletePage, await createAccount(athletePage, 'student'));
  const profile = { fullName: name, gradYear, squad: 'womens', homeState: 'NY' };
  const hidden = await apiPut(athletePage, '/api/profile', { ...profile, visibility: 'private' });
  expect(hidden.status(), await hidden.text()).toBe(200);
  await page.reload();
  await expect(savedList).toContainText('Nothing new since your last look');
  await athletePage.goto('/profile');
  await expect(heading(athletePage, 'Athlete profile')).toBeVisible();
  const shown = await apiPut(athletePage, '/api/profile', { ...profile, visibility: 'coaches' });
  expect(shown.status(), await shown.text()).toBe(200);

  // The coach sees the athlete among the search's new athletes.
  await page.reload();
  await expect(savedList).toContainText('1 new since your last look');
  const news = savedList.getByRole('list', { name: 'New athletes for Alerts class' });
  await expect(news.getByRole('link', { name })).toHaveAttribute('href', /\/athletes\//);
  expect(await axeViolations(page)).toEqual([]);

  // The digest: one email, and none more the same day.
  expect(mailTo(coachEmail).filter((m) => m.subject.includes('your saved searches'))).toHaveLength(0);
  expect(sendSearchAlerts()).toContain('saved-search digests queued: 1');
  const digest = await waitForMail(coachEmail, { subject: /your saved searches/ });
  expect(digest.text).toContain('Alerts class:');
  expect(digest.text).toContain(name);
  expect(sendSearchAlerts()).toContain('saved-search digests queued: 0');
  await page.waitForTimeout(1500);
  expect(mailTo(coachEmail).filter((m) => m.subject.includes('your saved searches'))).toHaveLength(1);

  // The email's link turns off this search's alerts.
  const link = /https?:\/\/\S+\/saved-searches\/unsubscribe#token=[A-Za-z0-9._-]+/.exec(digest.text)?.[0];
  if (!link) throw new Error(`no unsubscribe link in:\n${digest.text}`);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await dismissCookieBanner(visitorPage);
  await visitorPage.goto(link.replace(/^https?:\/\/[^/]+/, origin));
  await visitorPage.getByRole('button', { name: 'Stop these alerts' }).click();
  await expect(heading(visitorPage, 'These alerts are off')).toBeVisible();
  expect(await axeViolations(visitorPage)).toEqual([]);
  await page.reload();
  await expect(savedList.getByRole('switch', { name: 'Email new athletes for Alerts class (daily digest)' })).not.toBeChecked();

  // Opening the search marks it seen.
  await savedList.getByRole('button', { name: 'Alerts class', exact: true }).click();
  await expect(savedList).toContainText('Nothing new since your last look');
  await Promise.all([athleteContext.close(), visitor.close()]);
  expect(consoleErrors).toEqual([]);
});
