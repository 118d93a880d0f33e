import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations, onPhone } from './look';
import { shoot, signedInAs, userId, verifiedCoach } from './accounts';
import { apiPost, apiWrite } from './mail';

/*
 * The program's recruiting questionnaire: a coach adds a question of the program's own, an
 * athlete fills in the questionnaire on the program's page (pre-filled from the profile and the
 * log) and sends it, and the coach finds the athlete on the board as Identified with the answers
 * on the card. Accounts are made in the desktop project; the phone width is looked at in a
 * phone-sized context with the same sessions.
 */

const PROGRAM = 'Wesleyan University';
const PROGRAM_ID = 'wesleyan-university';

test('an athlete sends the questionnaire from the program page and the coach reads it on the board', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(120_000);
  await dismissCookieBanner(page);

  await verifiedCoach(page, PROGRAM);
  const asked = await apiWrite(page, 'put', '/api/coach/questionnaire', { questions: [{ text: 'Which camps have you attended?' }] });
  expect(asked.status(), await asked.text()).toBe(200);

  // An athlete shown to coaches, with a 2k in the log, in a browser of their own.
  const athleteContext = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 800 } });
  const athlete = await athleteContext.newPage();
  await dismissCookieBanner(athlete);
  await signedInAs(athlete, 'student');
  const name = 'Quinn Questionnaire';
  const profile = await apiWrite(athlete, 'put', '/api/profile', {
    fullName: name,
    gradYear: new Date().getFullYear() + 2,
    squad: 'womens',
    side: 'starboard',
    heightFeet: 5,
    heightInches: 11,
    clubTeam: 'Riverside Rowing',
    visibility: 'coaches',
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const logged = await apiPost(athlete, '/api/performance/erg-tests', { piece: '2k', time: '7:04.2', date: '2026-10-01' });
  expect(logged.status(), await logged.text()).toBe(201);
  const athleteId = await userId(athlete);

  await athlete.goto(`/schools/${PROGRAM_ID}`);
  await expect(heading(athlete, PROGRAM)).toBeVisible();
  const section = athlete.getByRole('region', { name: 'Recruiting questionnaire' });
  await section.getByRole('button', { name: 'Fill in the questionnaire' }).click();
  await expect(section.getByLabel('Best 2k')).toHaveValue('7:04.2');
  await expect(section.getByLabel('Club', { exact: true })).toHaveValue('Riverside Rowing');
  await section.getByLabel(`Why ${PROGRAM}?`).fill('The coaching and the molecular biology department.');
  await section.getByLabel('Which camps have you attended?').fill('Wesleyan summer camp');
  await expectNoAxeViolations(athlete);
  await shoot(athlete, 'questionnaire-form', 'desktop');
  await section.getByRole('button', { name: 'Send my questionnaire' }).click();
  await expect(section.getByText(/^Your questionnaire was sent on /)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Update my questionnaire' })).toBeVisible();
  await onPhone(
    browser,
    athlete,
    `/schools/${PROGRAM_ID}#questionnaire`,
    async (phone) => {
      await expect(phone.getByRole('button', { name: 'Send my updated questionnaire' })).toBeVisible();
    },
    'questionnaire-form',
  );

  // The coach finds the athlete on the board as Identified, with the answers on the card.
  await page.goto('/coach/board');
  const identified = page.getByRole('region', { name: /^Identified/ });
  await identified.getByRole('button', { name, exact: true }).click();
  const card = identified.getByRole('listitem').filter({ hasText: name });
  const answers = card.getByRole('region', { name: 'Questionnaire', exact: true });
  await expect(answers).toContainText('The coaching and the molecular biology department.');
  await expect(answers).toContainText('Which camps have you attended?Wesleyan summer camp');
  await expect(answers).toContainText('7:04.2 (Oct 1, 2026)');
  await expectNoAxeViolations(page);
  await shoot(page, 'questionnaire-board', 'desktop');
  await onPhone(
    browser,
    page,
    `/athletes/${athleteId}`,
    async (phone) => {
      await expect(phone.getByRole('region', { name: 'Questionnaire', exact: true })).toContainText('Wesleyan summer camp');
    },
    'questionnaire-board',
  );
  await athleteContext.close();
});
