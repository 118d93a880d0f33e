import { ADMIN_PASSWORD, createAccount, createAdmin, shoot, signIn, userId } from './accounts';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations, onPhone } from './look';
import { apiPost, apiWrite, uniqueEmail } from './mail';

/*
 * The data export API: an operator grants an athlete the add-on through the console's API; the
 * athlete logs an erg test, creates a token in Settings and copies its secret, which reads the
 * athlete's results as CSV with nothing but the bearer header; once revoked in Settings, the same
 * request is refused. Accounts are made in the desktop project; the phone width is looked at in a
 * phone-sized context with the same session.
 */

test('an athlete makes a token in Settings, reads the CSV export with it and revokes it', async ({
  page,
  browser,
  playwright,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(120_000);
  await dismissCookieBanner(page);
  const origin = testInfo.project.use.baseURL ?? '';

  const athleteEmail = await createAccount(page, 'student');
  await signIn(page, athleteEmail);
  const athleteId = await userId(page);
  const saved = await apiWrite(page, 'put', '/api/profile', { fullName: 'Ava Export', gradYear: 2028, squad: 'womens' });
  expect(saved.status(), await saved.text()).toBe(200);
  const test2k = await apiPost(page, '/api/performance/erg-tests', {
    piece: '2k',
    time: '7:01.3',
    date: '2026-10-03',
    notes: 'Fall test, "seat race" week',
  });
  expect(test2k.status(), await test2k.text()).toBe(201);

  // Without the add-on, Settings says what it is and where to get it.
  await page.goto('/settings');
  await expect(heading(page, 'Settings')).toBeVisible();
  const section = page.getByRole('region', { name: 'Data export API' });
  await expect(section.getByText(/Tokens need the Data export API add-on/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Create token' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An operator grants it, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL: origin });
  const admin = await adminContext.newPage();
  const adminEmail = uniqueEmail('ops-export');
  createAdmin(adminEmail);
  const login = await apiPost(admin, '/api/auth/login', { email: adminEmail, password: ADMIN_PASSWORD, remember: false });
  expect(login.status(), await login.text()).toBe(200);
  const granted = await apiWrite(admin, 'put', `/api/admin/billing/account/${athleteId}/add-ons/export-api`, { quantity: 1 });
  expect(granted.status(), await granted.text()).toBe(200);
  await adminContext.close();

  await page.reload();
  await expect(section.getByRole('button', { name: 'Create token' })).toBeVisible();
  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(section.getByText('Please name the token, for example after the script that uses it')).toBeVisible();
  await section.getByRole('textbox', { name: /Token name/ }).fill('Training spreadsheet');
  await section.getByRole('button', { name: 'Create token' }).click();
  const created = section.getByRole('group', { name: 'Your new token “Training spreadsheet”' });
  await expect(created).toBeFocused();
  await expect(created.getByText('Copy it now: you will not see it again.')).toBeVisible();
  const secret = await created.getByRole('textbox', { name: 'Token secret' }).inputValue();
  expect(secret).toMatch(/^rr_[A-Za-z0-9_-]{43}$/);
  await expect(section.getByText(`${origin}/api/export/v1/athletes`)).toBeVisible();
  const row = section.getByRole('listitem').filter({ hasText: 'Training spreadsheet' });
  await expect(row).toContainText(`${secret.slice(0, 11)}…`);
  await expect(row).toContainText('never used');
  await expectNoAxeViolations(page);
  await shoot(page, 'export-api-token', 'desktop');

  // The token alone (no cookie) reads the athlete's results as CSV.
  const script = await playwright.request.newContext({ baseURL: origin });
  const csv = await script.get(`/api/export/v1/athletes/${athleteId}/performance?format=csv`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(csv.status(), await csv.text()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trim().split('\n');
  expect(lines[0]).toBe(
    '"athlete_id","athlete_name","kind","id","date","piece","time","meters","split","stroke_rate","regatta","event","boat_class","seat","place","verified","verified_by_club","verified_by_coach","verified_on","code_checked","notes","created_at"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${athleteId}","Ava Export","erg",`);
  expect(lines[1]).toContain('"2026-10-03","2k","7:01.3","","1:45.3","",');
  expect(lines[1]).toContain('"false","","","","","Fall test, ""seat race"" week",');
  const noToken = await script.get('/api/export/v1/athletes');
  expect(noToken.status()).toBe(401);

  await page.reload();
  await expect(row).toContainText('last used');
  await expect(section.getByRole('textbox', { name: 'Token secret' })).toHaveCount(0);
  await onPhone(
    browser,
    page,
    '/settings',
    async (phone) => {
      const phoneSection = phone.getByRole('region', { name: 'Data export API' });
      await expect(phoneSection.getByRole('button', { name: 'Revoke Training spreadsheet' })).toBeVisible();
      await phoneSection.scrollIntoViewIfNeeded();
    },
    'export-api-token',
  );

  // Revoked in Settings, the same request is refused.
  await row.getByRole('button', { name: 'Revoke Training spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Training spreadsheet”?' });
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(section.getByText('No tokens yet.')).toBeVisible();
  const refused = await script.get(`/api/export/v1/athletes/${athleteId}/performance?format=csv`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('token_invalid');
  await script.dispose();
  expect(consoleErrors).toEqual([]);
});
