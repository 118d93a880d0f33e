import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { ADMIN_PASSWORD, approveCoach, createAccount, createAdmin, shoot, signIn, signedInAs } from './accounts';
import { expectNoAxeViolations, onPhone } from './look';
import { apiPost, apiWrite, linkIn, uniqueEmail, waitForMail } from './mail';

/*
 * Custom branding, against the real server: an operator grants a club the add-on; its coach sets
 * the name and colours on the club page (a band too light for white text is refused at its field);
 * the athlete on the roster shares their profile, and the visitor sees the club's band at the top,
 * on screen at 1280 and 390 px and in print, in the club's colours.
 */

const BAND = '#0b5394';
const ACCENT = '#c8102e';

test('a club with Custom branding puts its name and colours on its athlete’s shared and printed profile', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const suffix = Date.now().toString(36);
  const clubName = `Harbor Rowing ${suffix}`;
  const shownName = `Harbor RC ${suffix}`;

  // The club coach creates the team and is verified.
  await signedInAs(page, 'coach');
  await page.goto('/club');
  await page.getByLabel('Club team name').fill(clubName);
  await page.getByRole('button', { name: /Create/ }).click();
  await expect(heading(page, clubName)).toBeVisible();
  await approveCoach(page);
  await page.reload();
  const branding = page.getByRole('region', { name: 'Branding' });
  await expect(branding).toContainText("puts your club's name and colours at the top of your athletes' shared and printed profiles");
  await expect(branding.getByRole('link', { name: "see your club's plan" })).toHaveAttribute('href', '#club-plan');
  await expectNoAxeViolations(page);
  const club = (await (await page.request.get('/api/club')).json()) as { club: { id: string } };

  // An operator grants the add-on through the console's API.
  const opsContext = await browser.newContext({ baseURL });
  const ops = await opsContext.newPage();
  const opsEmail = uniqueEmail('ops-branding');
  createAdmin(opsEmail);
  const login = await apiPost(ops, '/api/auth/login', { email: opsEmail, password: ADMIN_PASSWORD, remember: false });
  expect(login.status(), await login.text()).toBe(200);
  await ops.goto('/about');
  const granted = await apiWrite(ops, 'put', `/api/admin/billing/club/${club.club.id}/add-ons/custom-branding`, { quantity: 1 });
  expect(granted.status(), await granted.text()).toBe(200);
  await opsContext.close();

  // An athlete with a share link joins the roster.
  const athleteContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const athlete = await athleteContext.newPage();
  await dismissCookieBanner(athlete);
  const athleteEmail = await createAccount(athlete, 'student');
  await signIn(athlete, athleteEmail);
  const athleteName = `Robin Bowseat ${suffix}`;
  const saved = await apiWrite(athlete, 'put', '/api/profile', {
    fullName: athleteName,
    gradYear: new Date().getFullYear() + 1,
    squad: 'womens',
    visibility: 'link',
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const invited = await apiWrite(page, 'post', '/api/club/invitations', { email: athleteEmail, kind: 'athlete' });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(athleteEmail, { subject: new RegExp(clubName) });
  const token = new URL(linkIn(mail, '/club-invitation')).hash.replace('#token=', '');
  const accepted = await apiWrite(athlete, 'post', '/api/club/invitations/accept', { token });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const share = await apiWrite(athlete, 'post', '/api/profile/share-link', {});
  expect(share.status(), await share.text()).toBe(200);
  const shareUrl = `/p/${((await share.json()) as { token: string }).token}`;

  // The coach sets the name and colours; a band too light for white text is refused at its field.
  await page.reload();
  const name = branding.getByLabel(/^Name on the band/);
  await expect(name).toHaveValue(clubName);
  await name.fill(shownName);
  const bandColour = branding.getByLabel(/^Band colour/);
  await bandColour.fill('#777777');
  await branding.getByRole('button', { name: 'Save' }).click();
  await expect(branding.getByText('White text on this band colour has a contrast of 4.47:1; it needs at least 4.5:1.', { exact: false })).toBeVisible();
  await expect(bandColour).toBeFocused();
  await bandColour.fill(BAND.toUpperCase());
  await branding.getByLabel(/^Accent colour/).fill(ACCENT);
  const preview = branding.getByTestId('club-brand');
  await expect(preview).toHaveText(shownName);
  await expect(preview).toHaveCSS('background-color', 'rgb(11, 83, 148)');
  await branding.getByRole('button', { name: 'Save' }).click();
  await expect(branding.getByText("Saved. Your athletes' shared and printed profiles show this band.")).toBeVisible();
  await expect(branding.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'branding-club', 'desktop');
  await onPhone(browser, page, '/club', async (phone) => {
    const section = phone.getByRole('region', { name: 'Branding' });
    await expect(section.getByTestId('club-brand')).toHaveText(shownName);
    await section.screenshot({ path: 'test-results/screenshots/phone-branding-section.png' });
  }, 'branding-club');

  // A visitor with the share link sees the band at the top, in the club's colours.
  const visitorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const visitor = await visitorContext.newPage();
  await dismissCookieBanner(visitor);
  await visitor.goto(shareUrl);
  await expect(heading(visitor, athleteName)).toBeVisible();
  const band = visitor.getByTestId('club-brand');
  await expect(band).toHaveText(shownName);
  await expect(band).toHaveCSS('background-color', 'rgb(11, 83, 148)');
  await expect(band).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(band).toHaveCSS('border-bottom-color', 'rgb(200, 16, 46)');
  // Nothing else of the club: no roster, no coach.
  await expect(visitor.getByText(athleteEmail)).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  await shoot(visitor, 'branding-shared-profile', 'desktop');
  await onPhone(browser, visitor, shareUrl, async (phone) => {
    await expect(phone.getByTestId('club-brand')).toHaveText(shownName);
    await expectNoAxeViolations(phone);
  }, 'branding-shared-profile');

  // In print the band keeps its colours, at the top of the page.
  await visitor.emulateMedia({ media: 'print' });
  await expect(visitor.locator('.site-header')).toBeHidden();
  await expect(band).toBeVisible();
  await expect(band).toHaveCSS('print-color-adjust', 'exact');
  await expect(band).toHaveCSS('background-color', 'rgb(11, 83, 148)');
  const top = await band.boundingBox();
  expect(top?.y ?? Infinity).toBeLessThan(120);
  await visitor.screenshot({ path: 'test-results/screenshots/desktop-branding-shared-profile-print.png', fullPage: true });

  await Promise.all([visitorContext.close(), athleteContext.close()]);
  expect(consoleErrors).toEqual([]);
});
