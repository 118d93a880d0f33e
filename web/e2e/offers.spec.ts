import type { Browser, BrowserContext, Page } from '@playwright/test';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations, onPhone } from './look';
import { shoot, signedInAs, userId, verifiedCoach } from './accounts';

/*
 * The end of the loop, against the real server and today's NCAA dates: a program's coach makes
 * an offer from the athlete's card, the athlete accepts it in their own browser, and a second
 * program's coach then reads "Committed to …" on the profile and can no longer write. The board
 * of the first program shows the athlete committed.
 */

const PROGRAM = 'University of Texas at Austin';
const RIVAL = 'Syracuse University';

/** The youngest class past its Division I contact date (June 15 after sophomore year). */
function openClass(today: Date): number {
  const afterJune15 = today.getUTCMonth() > 5 || (today.getUTCMonth() === 5 && today.getUTCDate() >= 15);
  return today.getUTCFullYear() + (afterJune15 ? 2 : 1);
}

async function contextAt(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  return { context, page };
}

test('a coach offers, the athlete accepts, and another program sees the commitment and cannot write', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const grad = openClass(new Date());

  // The athlete, shown to coaches, in a browser of their own.
  const athlete = await contextAt(browser);
  await signedInAs(athlete.page, 'student');
  const csrf = (await athlete.context.cookies()).find((c) => c.name === 'rr_csrf')?.value ?? '';
  const saved = await athlete.page.request.put('/api/profile', {
    data: { fullName: 'Morgan Stroke', gradYear: grad, squad: 'womens', erg2k: '7:02.0', visibility: 'coaches' },
    headers: { Origin: baseURL ?? '', 'X-CSRF-Token': csrf },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const athleteId = await userId(athlete.page);

  // The coach stars her from her profile and makes an offer from the card.
  await verifiedCoach(page, PROGRAM);
  await page.goto(`/athletes/${athleteId}`);
  const panel = page.getByRole('complementary', { name: "Your program's board" });
  await panel.getByRole('button', { name: 'Star athlete' }).click();
  const offers = panel.getByRole('region', { name: 'Offers to Morgan Stroke' });
  await offers.getByRole('button', { name: 'Make an offer' }).click();
  const form = offers.getByRole('form', { name: 'Offer to Morgan Stroke' });
  await expect(form.getByLabel('College class of')).toHaveValue(String(grad + 4));
  await form.getByLabel(/What you offer/).selectOption('roster_spot');
  await form.getByLabel('Squad').selectOption('womens');
  await form.getByLabel(/^Terms/).fill('A place in our varsity women’s squad, with admissions support for early decision.');
  const answerBy = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel(/Answer by/).fill(answerBy);
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(offers.getByText('Waiting for your answer')).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Make an offer' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'offers-coach-panel', 'desktop');

  // The athlete finds it on the dashboard and accepts it.
  await athlete.page.goto('/dashboard');
  const card = athlete.page.getByRole('article', { name: PROGRAM });
  await expect(card).toContainText(`Recruited roster spot, women's squad, class of ${grad + 4}`);
  await expect(card).toContainText('Casey Coach, Assistant Coach, University of Texas at Austin');
  await expectNoAxeViolations(athlete.page);
  await shoot(athlete.page, 'offers-athlete-dashboard', 'desktop');
  await onPhone(
    browser,
    athlete.page,
    '/dashboard',
    async (phone) => {
      await expect(phone.getByRole('article', { name: PROGRAM })).toBeVisible();
    },
    'offers-athlete-dashboard',
  );
  await card.getByRole('button', { name: `Accept offer from ${PROGRAM}` }).click();
  const dialog = athlete.page.getByRole('dialog', { name: `Accept the offer from ${PROGRAM}?` });
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();

  // The program's board shows her committed.
  await page.goto('/coach/board');
  await expect(heading(page, /board/i)).toBeVisible();
  const committed = page.getByRole('region', { name: /^Committed/ });
  await expect(committed.getByText(`Committed to ${PROGRAM}, class of ${grad + 4}`)).toBeVisible();
  await shoot(page, 'offers-board', 'desktop');

  // A second program reads the commitment and cannot start a conversation.
  const rival = await contextAt(browser);
  await verifiedCoach(rival.page, RIVAL);
  await rival.page.goto(`/athletes/${athleteId}`);
  await expect(rival.page.getByText(`Committed to ${PROGRAM}, class of ${grad + 4}`)).toBeVisible();
  await expect(rival.page.getByText(/committed to another program, so new conversations cannot be started/)).toBeVisible();
  await expectNoAxeViolations(rival.page);
  await shoot(rival.page, 'offers-rival-profile', 'desktop');
  await onPhone(
    browser,
    rival.page,
    `/athletes/${athleteId}`,
    async (phone) => {
      await expect(phone.getByText(`Committed to ${PROGRAM}, class of ${grad + 4}`)).toBeVisible();
    },
    'offers-rival-profile',
  );

  await athlete.context.close();
  await rival.context.close();
  expect(consoleErrors).toEqual([]);
});
