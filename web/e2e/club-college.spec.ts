import { dismissCookieBanner, expect, test } from './fixtures';
import { ADMIN_PASSWORD, approveCoach, createAccount, createAdmin, shoot, signIn, userId, verifiedCoach } from './accounts';
import { expectNoAxeViolations, onPhone } from './look';
import { apiPost, apiWrite, linkIn, uniqueEmail, waitForMail } from './mail';

/*
 * A club coach recommends an athlete to a college program: against the real server, a club on
 * Coach Premium recommends an athlete of its roster from the club page; the athlete reads the
 * note on the dashboard's club card and agrees; only then does the program's coach see it on the
 * coach home, with the club coach's name.
 */

const PROGRAM = 'Bowdoin College';

test('a club coach recommends an athlete, the athlete agrees, and the college coach sees it on the home', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const clubName = `Lakeside Juniors ${stamp}`;
  const athleteName = `Riley Bowside ${stamp}`;
  await dismissCookieBanner(page);

  // The program's coach, verified, with the workspace open.
  await verifiedCoach(page, PROGRAM);

  // A verified club coach whose club is on Coach Premium.
  const clubContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const club = await clubContext.newPage();
  await dismissCookieBanner(club);
  await signIn(club, await createAccount(club, 'coach'));
  const created = await apiPost(club, '/api/club', { name: clubName });
  expect(created.status(), await created.text()).toBe(201);
  const clubId = ((await created.json()) as { club: { id: string } }).club.id;
  await approveCoach(club);
  const named = await apiWrite(club, 'put', '/api/coach/profile', { fullName: 'Morgan Lake', title: 'Head Coach' });
  expect(named.status(), await named.text()).toBe(200);
  const opsContext = await browser.newContext({ baseURL });
  const ops = await opsContext.newPage();
  const opsEmail = uniqueEmail('ops');
  createAdmin(opsEmail);
  expect((await apiPost(ops, '/api/auth/login', { email: opsEmail, password: ADMIN_PASSWORD, remember: false })).status()).toBe(200);
  const plan = await apiWrite(ops, 'put', `/api/admin/clubs/${clubId}/plan`, { plan: 'coach-premium' });
  expect(plan.status(), await plan.text()).toBe(200);
  await opsContext.close();

  // An athlete on the club's roster.
  const athleteContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const athlete = await athleteContext.newPage();
  await dismissCookieBanner(athlete);
  const athleteEmail = await createAccount(athlete, 'student');
  await signIn(athlete, athleteEmail);
  const profile = await apiWrite(athlete, 'put', '/api/profile', {
    fullName: athleteName,
    gradYear: new Date().getFullYear() + 1,
    squad: 'womens',
    visibility: 'coaches',
  });
  expect(profile.status(), await profile.text()).toBe(200);
  expect((await apiPost(club, '/api/club/invitations', { email: athleteEmail, kind: 'athlete' })).status()).toBe(201);
  const mail = await waitForMail(athleteEmail, { subject: new RegExp(clubName) });
  const token = new URL(linkIn(mail, '/club-invitation')).hash.replace('#token=', '');
  expect((await apiPost(athlete, '/api/club/invitations/accept', { token })).status()).toBe(200);

  // The club coach recommends the athlete from the roster.
  await club.goto('/club');
  await club.getByRole('button', { name: `Recommend ${athleteName}` }).click();
  const dialog = club.getByRole('dialog', { name: `Recommend ${athleteName}` });
  await dialog.getByLabel('College program').selectOption({ label: PROGRAM });
  await dialog.getByLabel('Note').fill('Quick catch, calm under pressure, leads the bow pair.');
  await dialog.getByLabel('Projected level').fill('Varsity boat within two seasons');
  await dialog.getByRole('button', { name: 'Send recommendation' }).click();
  await expect(club.getByText(`Your recommendation of ${athleteName} to ${PROGRAM} waits for ${athleteName} to agree.`)).toBeVisible();
  await expect(club.getByRole('region', { name: 'Recommendations' })).toContainText('Waiting for the athlete');
  await expectNoAxeViolations(club);
  await shoot(club, 'club-college-club-page', 'desktop');

  // Not yet on the program's home: the athlete has not agreed.
  await page.goto('/coach');
  const recommendations = page.getByRole('region', { name: 'Club recommendations' });
  await expect(recommendations).toContainText('No recommendations yet.');

  // The athlete reads the note on the dashboard and agrees.
  await athlete.goto('/dashboard');
  const card = athlete.getByRole('article', { name: 'Club' });
  await expect(card).toContainText(`Morgan Lake of ${clubName} recommends you to ${PROGRAM}`);
  await expect(card).toContainText('Quick catch, calm under pressure');
  await expectNoAxeViolations(athlete);
  await shoot(athlete, 'club-college-athlete', 'desktop');
  await onPhone(browser, athlete, '/dashboard', async (phone) => {
    await expect(phone.getByRole('article', { name: 'Club' })).toContainText('recommends you');
  }, 'club-college-athlete');
  await card.getByRole('button', { name: `Agree to the recommendation to ${PROGRAM}` }).click();
  await expect(card).toContainText(`You agreed: ${PROGRAM} now sees the recommendation.`);

  // The college coach sees it on the home, named after the club coach.
  await page.reload();
  await expect(recommendations).toContainText(athleteName);
  await expect(recommendations).toContainText(`Recommended by Morgan Lake, ${clubName}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'club-college-coach-home', 'desktop');
  await onPhone(browser, page, '/coach', async (phone) => {
    await expect(phone.getByRole('region', { name: 'Club recommendations' })).toContainText(athleteName);
  }, 'club-college-coach-home');

  // The athlete is on the program's board, the card naming the recommender; the coach writes to the club from it.
  await page.goto(`/athletes/${await userId(athlete)}`);
  await expect(page.getByText(`Recommended by Morgan Lake, ${clubName}`)).toBeVisible();
  await page.getByRole('button', { name: "Write to the athlete's club coach" }).click();
  await page.getByLabel(`Message to the coaches of ${clubName}`).fill('Thanks for the recommendation. When does Riley race next?');
  await page.getByRole('button', { name: 'Send to the club coaches' }).click();
  await expect(page.getByText(`Sent to the coaches of ${clubName}.`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await club.goto('/club');
  const talks = club.getByRole('region', { name: 'College conversations' });
  await talks.getByRole('button', { name: new RegExp(athleteName) }).click();
  await expect(talks).toContainText('When does Riley race next?');

  await clubContext.close();
  await athleteContext.close();
  expect(consoleErrors).toEqual([]);
});
