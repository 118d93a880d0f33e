import type { Page } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { shoot, verifiedCoach } from './accounts';
import { expectNoAxeViolations, onPhone } from './look';
import { apiWrite, linkIn, uniqueEmail, waitForMail, type CapturedMail } from './mail';

/*
 * The parent portal against the real server and its captured mail: a 16-year-old registers; the
 * parent approves through the consent email and creates a parent account from the same page; the
 * portal shows the child's profile and a college coach's message, read-only; the parent turns off
 * coach communications, and the coach can no longer write or find the athlete.
 */

const PASSWORD = 'Catch-Drive-Finish-9';
const PROGRAM = 'Dartmouth College';

function birthDateForAge(age: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

/** The youngest class past its Division I contact date (June 15 after sophomore year). */
function openClass(today: Date): number {
  const afterJune15 = today.getUTCMonth() > 5 || (today.getUTCMonth() === 5 && today.getUTCDate() >= 15);
  return today.getUTCFullYear() + (afterJune15 ? 2 : 1);
}

function consentLink(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"'<>]+\/parental-consent#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no consent link in "${mail.subject}":\n${mail.text}`);
  return link;
}

async function register(page: Page, email: string, role: RegExp, age: number, state: string) {
  await expect(heading(page, 'Create your account')).toBeVisible();
  await page.getByRole('radio', { name: role }).check();
  const emailField = page.getByLabel('Email');
  if ((await emailField.inputValue()) === '') await emailField.fill(email);
  await expect(emailField).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(heading(page, 'Verify your age')).toBeVisible();
  await page.getByLabel('Date of birth').fill(birthDateForAge(age));
  const select = page.getByRole('combobox', { name: 'State' });
  await expect(select).toBeEnabled();
  await select.selectOption({ label: state });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Follows the confirmation link of `email` in `page`, then signs in through the form. */
async function confirmAndSignIn(page: Page, email: string) {
  const mail = await waitForMail(email, { subject: /Confirm your RowRecruit account/ });
  await page.goto(linkIn(mail, '/welcome'));
  await expect(heading(page, 'Your account is confirmed')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Athletes land on the dashboard, parents in the family portal.
  await expect(heading(page, /^(Welcome back!|Family)$/)).toBeVisible();
}

test('a parent approves a 16-year-old, follows their recruiting and turns off coach communications', async ({ page, browser, baseURL, consoleErrors }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const athleteEmail = uniqueEmail('minor-ny');
  const parentEmail = uniqueEmail('parent-ny');

  // A 16-year-old registers and names a parent.
  const athleteContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const athlete = await athleteContext.newPage();
  await dismissCookieBanner(athlete);
  await athlete.goto('/register');
  await register(athlete, athleteEmail, /Student athlete/, 16, 'New York');
  await expect(heading(athlete, 'Parent or guardian consent')).toBeVisible();
  await athlete.getByLabel('Parent or guardian email', { exact: true }).fill(parentEmail);
  await athlete.getByLabel('Confirm parent or guardian email').fill(parentEmail);
  await athlete.getByRole('checkbox', { name: /I understand/ }).check();
  await athlete.getByRole('button', { name: 'Send request and create account' }).click();
  await expect(heading(athlete, 'Check your email!')).toBeVisible();

  // The parent approves from the email, then creates a parent account from the same page.
  const request = await waitForMail(parentEmail, { subject: /Your consent is needed/ });
  await page.goto(consentLink(request));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Your consent is recorded/)).toBeVisible();
  await page.getByRole('link', { name: /Create a parent account/ }).click();
  await register(page, parentEmail, /Parent or guardian/, 45, 'New York');
  await expect(heading(page, 'Check your email!')).toBeVisible();
  await confirmAndSignIn(page, parentEmail);
  await confirmAndSignIn(athlete, athleteEmail);

  // The athlete opens the profile to coaches; a college coach writes.
  const name = `Avery Minor ${Date.now().toString(36)}`;
  await athlete.goto('/profile');
  const saved = await apiWrite(athlete, 'put', '/api/profile', { fullName: name, gradYear: openClass(new Date()), squad: 'womens', erg2k: '7:20.0', visibility: 'coaches' });
  expect(saved.status(), await saved.text()).toBe(200);
  const athleteId = ((await (await athlete.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;
  const coachContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const coach = await coachContext.newPage();
  await dismissCookieBanner(coach);
  await verifiedCoach(coach, PROGRAM);
  const wrote = await apiWrite(coach, 'post', '/api/messages', { athleteId, body: 'We would love to see you at our summer camp.' });
  expect(wrote.status(), await wrote.text()).toBe(201);

  // The portal: the child is linked through the approved consent.
  await page.goto('/family');
  await expect(heading(page, 'Family')).toBeVisible();
  const children = page.getByRole('list', { name: 'Your children' });
  await expect(children).toContainText(name);
  await expectNoAxeViolations(page);
  await shoot(page, 'family-home', 'desktop');
  await children.getByRole('link', { name: `Open ${name}'s recruiting` }).click();
  await expect(heading(page, name)).toBeVisible();
  const tabs = page.getByRole('tablist', { name: `${name}'s recruiting` });
  await expect(page.getByRole('tabpanel')).toContainText('7:20.0');
  await shoot(page, 'family-child', 'desktop');
  // On a phone every tab is in sight on arrival, no sideways scroll: the two a parent comes for first.
  await onPhone(browser, page, page.url(), async (phone) => {
    const phoneTabs = phone.getByRole('tablist', { name: `${name}'s recruiting` });
    await expect(phoneTabs.getByRole('tab')).toHaveCount(9);
    for (const tab of await phoneTabs.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
    expect(await phoneTabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    await expect(phoneTabs.getByRole('tab', { name: 'Messages' })).toBeInViewport({ ratio: 1 });
    await expect(phoneTabs.getByRole('tab', { name: 'Privacy & consent' })).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(phone);
  }, 'family-child');

  // The coach's message, read-only, with the reason parents do not write.
  await tabs.getByRole('tab', { name: 'Messages' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Coaches read messages from parents as a red flag. Your child writes; you see every word.')).toBeVisible();
  await panel.getByRole('link', { name: new RegExp(PROGRAM) }).first().click();
  await expect(page.getByText('We would love to see you at our summer camp.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'family-conversation', 'desktop');
  await page.goBack();

  // Coach communications off: the coach can no longer write, nor find the athlete.
  await tabs.getByRole('tab', { name: 'Privacy & consent' }).click();
  const coachSwitch = page.getByRole('switch', { name: 'Coach communications' });
  await expect(coachSwitch).toBeChecked();
  await coachSwitch.click();
  // Every parental right asks for the parent's password.
  const confirm = page.getByRole('dialog', { name: 'Withdraw coach communications?' });
  await confirm.getByLabel(/Your password/).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(coachSwitch).not.toBeChecked();
  await expect(page.getByRole('tabpanel')).toContainText(/Withdrawn on/);
  await expectNoAxeViolations(page);
  await shoot(page, 'family-consent', 'desktop');
  await onPhone(browser, page, page.url(), async (phone) => {
    await expect(phone.getByRole('switch', { name: 'Coach communications' })).not.toBeChecked();
  }, 'family-consent');

  // The consenting parent holds every right; the rights tab lists the parents and what each may do.
  await tabs.getByRole('tab', { name: 'Your rights' }).click();
  await expect(page.getByRole('heading', { name: 'Parents and guardians' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'family-rights', 'desktop');
  await onPhone(browser, page, page.url(), async (phone) => {
    await phone.getByRole('tab', { name: 'Your rights' }).click();
    await expect(phone.getByRole('heading', { name: 'Parents and guardians' })).toBeVisible();
  }, 'family-rights');

  const inbox = (await (await coach.request.get('/api/messages')).json()) as { conversations: { id: string }[] };
  const conversation = inbox.conversations[0]?.id ?? '';
  const reply = await apiWrite(coach, 'post', `/api/messages/${conversation}/messages`, { body: 'One more thing about camp.' });
  expect(reply.status(), await reply.text()).toBe(403);
  expect(await reply.text()).toContain('parent_paused_coach_contact');
  const search = await coach.request.get(`/api/coach/athletes?q=${encodeURIComponent(name)}`);
  expect(search.status()).toBe(200);
  expect(await search.text()).not.toContain(athleteId);

  expect(consoleErrors).toEqual([]);
  await athleteContext.close();
  await coachContext.close();
});
