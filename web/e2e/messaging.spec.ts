import type { Browser, BrowserContext, Page } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations, onPhone } from './look';
import { COACH_NAME, shoot, signedInAs, userId, verifiedCoach } from './accounts';
import { waitForMail } from './mail';

/*
 * Messaging against the real server, with today's NCAA contact dates: an athlete a year past the
 * Division I date writes to a program from its page; the program's verified coach, signed in in
 * another browser, sees it arrive without reloading and answers; the athlete sees the answer
 * without reloading. Facing a sophomore, the same coach sees the date messaging opens instead of a
 * free composer. Accounts are made in the desktop project; the phone width is looked at with the
 * same session in a phone-sized context.
 */

const PROGRAM = 'Brown University';
const PROGRAM_ID = 'brown-university';

/** The youngest class past its Division I contact date (June 15 after sophomore year), or the next class, still before it. */
function gradYear(today: Date, open: boolean): number {
  // June 15 of G-2 is the date: G = year + 2 has passed it once this year's June 15 is behind us.
  const afterJune15 = today.getUTCMonth() > 5 || (today.getUTCMonth() === 5 && today.getUTCDate() >= 15);
  const lastOpenClass = today.getUTCFullYear() + (afterJune15 ? 2 : 1);
  return open ? lastOpenClass : lastOpenClass + 1;
}

/** An athlete shown to coaches, signed in in a browser context of their own. */
async function athleteIn(
  browser: Browser,
  baseURL: string,
  fullName: string,
  grad: number,
): Promise<{ context: BrowserContext; page: Page; id: string; email: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  const email = await signedInAs(page, 'student');
  const csrf = (await context.cookies()).find((c) => c.name === 'rr_csrf')?.value ?? '';
  const saved = await page.request.put('/api/profile', {
    data: { fullName, gradYear: grad, squad: 'womens', erg2k: '7:12.4', visibility: 'coaches' },
    headers: { Origin: baseURL, 'X-CSRF-Token': csrf },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { context, page, id: await userId(page), email };
}

test('an athlete writes to a program, its coach sees it live and answers, and the answer arrives without reloading', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(150_000);
  await dismissCookieBanner(page);
  const today = new Date();
  const junior = await athleteIn(browser, baseURL ?? '', 'Riley Bowseat', gradYear(today, true));

  // The coach, verified for the program, waits on the inbox in their own browser.
  await verifiedCoach(page, PROGRAM);
  await page.goto('/messages');
  await expect(heading(page, 'Messages')).toBeVisible();

  // The athlete writes from the program's page and lands in the conversation.
  const athlete = junior.page;
  await athlete.goto(`/schools/${PROGRAM_ID}`);
  const write = athlete.getByRole('region', { name: 'Write to this program' });
  await write.getByLabel('Your message').fill('Hello Coach! My 2k is 7:12.4 and I would love to row for Brown.');
  await write.getByRole('button', { name: 'Send' }).click();
  await expect(athlete).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  const athleteThread = athlete.getByRole('log');
  await expect(athleteThread).toContainText('My 2k is 7:12.4');

  // The coach's inbox shows it without a reload, with an unread badge in the header.
  const row = page.getByRole('link', { name: /Riley Bowseat/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /Messages\W+1 unread/ })).toBeVisible();
  await row.click();
  await expect(page.getByRole('log')).toContainText('I would love to row for Brown.');
  await page.getByLabel('Your message').fill('Thanks Riley! Send us your race results, see https://brownbears.com/rowing');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText('Send us your race results');
  // Links in messages are plain links, never markup.
  await expect(page.getByRole('log').getByRole('link', { name: 'https://brownbears.com/rowing' })).toHaveAttribute(
    'rel',
    /noopener/,
  );

  // The answer reaches the athlete without a reload, signed with the coach's name, title and
  // program, and the coach sees the athlete read it.
  await expect(athleteThread).toContainText('Thanks Riley!', { timeout: 15_000 });
  await expect(athleteThread).toContainText(`${COACH_NAME}, Assistant Coach, ${PROGRAM}`);
  await expect(page.getByRole('log')).toContainText(/Seen by Riley Bowseat/, { timeout: 15_000 });
  await expectNoAxeViolations(athlete);
  await expectNoAxeViolations(page);
  await shoot(athlete, 'conversation-athlete', 'desktop');
  await shoot(page, 'conversation-coach', 'desktop');
  await onPhone(browser, athlete, new URL(athlete.url()).pathname, (p) => expect(p.getByRole('log')).toContainText('Thanks Riley!'), 'conversation-athlete');

  // Facing a sophomore, the coach sees the date messaging opens and may send only what the NCAA allows.
  const sophomore = await athleteIn(browser, baseURL ?? '', 'Sam Stroke', gradYear(today, false));
  await page.goto(`/athletes/${sophomore.id}`);
  const contact = page.getByRole('region', { name: 'Message' });
  await expect(contact.getByRole('note')).toContainText('Messaging opens');
  await expect(contact.getByRole('note')).toContainText(`June 15, ${gradYear(today, false) - 2}`);
  const kinds = contact.getByLabel('Send as');
  await expect(kinds.locator('option')).toHaveText(['Questionnaire', 'Camp information']);
  await expectNoAxeViolations(page);
  await shoot(page, 'athlete-before-contact-date', 'desktop');

  // The coach panel asks for the athlete's board card, which answers 404 until they are starred.
  expect(consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  await junior.context.close();
  await sophomore.context.close();
});

test('a coach without a name is asked for one before the first message', async ({ page, browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(200_000);
  const junior = await athleteIn(browser, baseURL ?? '', 'Morgan Twoseat', gradYear(new Date(), true));
  await verifiedCoach(page, 'Bates College', { named: false });

  // The first message is refused with what to do, and nothing reaches the athlete.
  await page.goto(`/athletes/${junior.id}`);
  const contact = page.getByRole('region', { name: 'Message' });
  await contact.getByLabel('Your message').fill('Come row at Bates.');
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Add your full name and title on the coach page before you write to athletes/)).toBeVisible();

  // The coach page asks for the name and title, checks them, and says how athletes see the coach.
  await page.goto('/coach');
  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile).toContainText('Write them before your first message.');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Please enter your full name')).toBeVisible();
  await profile.getByLabel('Full name').fill('Jamie Lane');
  await profile.getByLabel('Title').selectOption('Head Coach');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Athletes see you as Jamie Lane, Head Coach.');
  await expect(heading(page, 'Welcome, Jamie Lane')).toBeVisible();
  await expectNoAxeViolations(page);

  // Now the message goes out, and the athlete reads who wrote it.
  await page.goto(`/athletes/${junior.id}`);
  await contact.getByLabel('Your message').fill('Come row at Bates.');
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  // The email about it names the coach the same way (the minute's sweep sends it).
  const notice = await waitForMail(junior.email, { subject: /New message from Jamie Lane, Head Coach, Bates College/, timeout: 100_000 });
  expect(notice.text).toContain('Jamie Lane, Head Coach, Bates College sent you a message on RowRecruit.');
  await junior.page.goto('/messages');
  await junior.page.getByRole('link', { name: /Bates College/ }).click();
  await expect(junior.page.getByRole('log')).toContainText('Jamie Lane, Head Coach, Bates College');
  await junior.context.close();
});
