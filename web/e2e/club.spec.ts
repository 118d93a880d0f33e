import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { approveCoach, createAccount, shoot, signIn, signedInAs, verifiedCoach } from './accounts';
import { expectNoAxeViolations, onPhone } from './look';
import { apiWrite, linkIn, waitForMail } from './mail';

/*
 * A club coach's word is the proof college coaches trust most. Against the real server and its
 * captured mail: a club coach creates a team and is verified by an operator; they invite an
 * athlete, who accepts through the emailed link; the athlete logs a 2k with its Concept2 code and
 * asks the coach to verify it; the coach checks the code and confirms; a college coach searching
 * with "Verified scores only" finds the athlete with the badge, and sees it on the profile.
 */

const PROGRAM = 'Cornell University';

test('a club coach invites an athlete, verifies their 2k, and a college coach finds it with "Verified scores only"', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const clubName = `Riverside Rowing ${Date.now().toString(36)}`;

  // The club coach creates the team; it waits for an operator.
  await signedInAs(page, 'coach');
  await page.goto('/club');
  await expect(heading(page, 'Your club team')).toBeVisible();
  await page.getByLabel('Club team name').fill(clubName);
  await page.getByRole('button', { name: /Create/ }).click();
  await expect(heading(page, clubName)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verification' })).toContainText(/pending|waiting/i);
  await approveCoach(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Invite to your club team' })).toBeVisible();

  // The athlete has an account; the coach invites that address.
  const athleteContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const athlete = await athleteContext.newPage();
  await dismissCookieBanner(athlete);
  const athleteEmail = await createAccount(athlete, 'student');
  await signIn(athlete, athleteEmail);
  const athleteName = `Jordan Strokeseat ${Date.now().toString(36)}`;
  const gradYear = new Date().getFullYear() + 1;
  const saved = await apiWrite(athlete, 'put', '/api/profile', {
    fullName: athleteName,
    gradYear,
    squad: 'womens',
    erg2k: '7:01.0',
    homeState: 'NY',
    visibility: 'coaches',
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const invite = page.getByRole('region', { name: 'Invite to your club team' });
  await invite.getByLabel('Email address').fill(athleteEmail);
  await invite.getByRole('button', { name: /Send invitation|Invite/ }).click();
  await expect(invite.getByRole('list', { name: 'Pending invitations' })).toContainText(athleteEmail);
  await expectNoAxeViolations(page);
  await shoot(page, 'club-page', 'desktop');

  // The athlete accepts through the emailed link.
  const mail = await waitForMail(athleteEmail, { subject: new RegExp(clubName) });
  await athlete.goto(linkIn(mail, '/club-invitation'));
  await expect(heading(athlete, 'Join your club team')).toBeVisible();
  await expect(athlete).not.toHaveURL(/token=/);
  await athlete.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(heading(athlete, `You joined ${clubName}`)).toBeVisible();

  // A 2k with its verification code, then the request from the performance log.
  const logged = await apiWrite(athlete, 'post', '/api/performance/erg-tests', {
    piece: '2k',
    time: '6:55.2',
    date: new Date().toISOString().slice(0, 10),
    verificationCode: 'ABC123DEF456',
  });
  expect(logged.status(), await logged.text()).toBe(201);
  await athlete.goto('/performance');
  await expect(heading(athlete, 'Performance log')).toBeVisible();
  await athlete.getByRole('button', { name: /Ask my club coach to verify/ }).first().click();
  await expect(athlete.getByText('Verification requested').first()).toBeVisible();
  await expectNoAxeViolations(athlete);
  await shoot(athlete, 'club-performance-requested', 'desktop');

  // The club coach sees the athlete on the roster and the request; checks the code and confirms.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Roster', exact: true })).toContainText(athleteName);
  const requests = page.getByRole('list', { name: 'Verification requests' });
  await expect(requests).toContainText(athleteName);
  await expect(requests).toContainText('ABC123DEF456');
  await requests.getByLabel('I checked the verification code against the monitor or logbook').check();
  await requests.getByRole('button', { name: /^Confirm/ }).click();
  await expect(requests).toBeHidden();
  await expectNoAxeViolations(page);
  await onPhone(browser, page, '/club', async (phone) => {
    await expect(heading(phone, clubName)).toBeVisible();
  }, 'club-page');

  // The athlete's log shows the verification.
  await athlete.reload();
  await expect(athlete.getByText(new RegExp(`Verified by ${clubName} coach`)).first()).toBeVisible();
  await shoot(athlete, 'club-performance-verified', 'desktop');

  // A college coach searches with "Verified scores only" and finds the athlete with the badge.
  const collegeContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const college = await collegeContext.newPage();
  await dismissCookieBanner(college);
  await verifiedCoach(college, PROGRAM);
  await college.goto('/coach/search');
  await expect(heading(college, 'Athlete search')).toBeVisible();
  const filters = college.getByRole('form', { name: 'Search filters' });
  await filters.getByRole('checkbox', { name: 'Verified scores only' }).check();
  await filters.getByLabel('Name, high school or club').fill(athleteName);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(college).toHaveURL(/verifiedOnly=true/);
  const row = college.getByRole('row').filter({ hasText: athleteName });
  await expect(row).toContainText('6:55.2');
  await expect(row).toContainText(/Verified/);
  await expectNoAxeViolations(college);
  await shoot(college, 'club-verified-search', 'desktop');

  // The profile names the club and the date; the code itself stays private.
  await college.getByRole('link', { name: athleteName }).click();
  await expect(heading(college, athleteName)).toBeVisible();
  await expect(college.getByText(new RegExp(`Verified by ${clubName} coach`)).first()).toBeVisible();
  await expect(college.getByText('ABC123DEF456')).toHaveCount(0);
  await expectNoAxeViolations(college);
  await shoot(college, 'club-verified-profile', 'desktop');

  expect(consoleErrors).toEqual([]);
  await athleteContext.close();
  await collegeContext.close();
});
