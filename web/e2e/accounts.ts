import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, heading } from './fixtures';
import { apiPost, apiWrite, linkIn, uniqueEmail, waitForMail } from './mail';

/*
 * Confirmed adult accounts for the signed-in screens, created through the API and the real
 * confirmation email, then signed in through the /login form; admins through the command line;
 * verified coaches with a program, the way a coach and an operator make one.
 */

export const PASSWORD = 'Erg-2k-6:45.0';
export const ADMIN_PASSWORD = 'Coxswain-Calls-Ten-91';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const binary = process.env.ROWRECRUIT_BIN ?? resolve(webDir, '../target/debug/rowrecruit');

/** An admin account, made (or promoted) by `rowrecruit create-admin` on the e2e server's data. */
export function createAdmin(email: string): void {
  const dataDir = process.env.ROWRECRUIT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('ROWRECRUIT_E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  execFileSync(binary, ['create-admin', '--email', email], {
    env: { ...process.env, ROWRECRUIT_DATA_DIR: dataDir, ROWRECRUIT_ADMIN_PASSWORD: ADMIN_PASSWORD },
    stdio: 'pipe',
    timeout: 60_000,
  });
}

export async function createAccount(
  page: Page,
  role: 'student' | 'coach' | 'parent',
  email = uniqueEmail(`${role}-screens`),
): Promise<string> {
  const signup = await apiPost(page, '/api/auth/signup', {
    email,
    password: PASSWORD,
    data: { role, birthDate: '1990-04-02', userState: 'NY' },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const mail = await waitForMail(email, { subject: /Confirm your RowRecruit account/ });
  const token = new URL(linkIn(mail, '/welcome')).hash.replace('#token=', '');
  const confirm = await apiPost(page, '/api/auth/confirm', { token });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return email;
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await expect(heading(page, 'Sign in')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Each role lands on its own home: an athlete's dashboard, a coach's coach page, a parent's
  // family page, a club coach's club page, an operator's console.
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A confirmed account of `role`, signed in on `page`. */
export async function signedInAs(page: Page, role: 'student' | 'coach'): Promise<string> {
  const email = await createAccount(page, role);
  await signIn(page, email);
  return email;
}

/** The signed-in user's id. */
export async function userId(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } | null };
  if (!session.user) throw new Error('not signed in');
  return session.user.id;
}

/** The signed-in coach names `schoolName` as their program on the coach page. */
export async function nameProgram(page: Page, schoolName: string): Promise<void> {
  await page.goto('/coach');
  const program = page.getByRole('region', { name: 'Your program' });
  const change = program.getByRole('button', { name: 'Change program' });
  const search = program.getByLabel('Find your program');
  await expect(change.or(search)).toBeVisible();
  if (await change.isVisible()) {
    await change.click();
    await expect(program.getByText(/Changing your program sends your account back to verification/)).toBeVisible();
  }
  await search.fill(schoolName);
  const escaped = schoolName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await program.getByRole('radio', { name: new RegExp(`^${escaped}( |$)`) }).check();
  await program.getByRole('button', { name: /^(Save|Change) program$/ }).click();
  await expect(program.getByRole('status')).toHaveText(`Your program is ${schoolName}.`);
}

/** An operator approves the coach signed in on `page`, through the console's API, in a browser of their own. */
export async function approveCoach(page: Page): Promise<void> {
  const coachId = await userId(page);
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const admin = await context.newPage();
  const email = uniqueEmail('ops');
  createAdmin(email);
  const login = await apiPost(admin, '/api/auth/login', { email, password: ADMIN_PASSWORD, remember: false });
  expect(login.status(), await login.text()).toBe(200);
  const decided = await apiPost(admin, `/api/admin/coaches/${coachId}/decision`, { decision: 'approve' });
  expect(decided.status(), await decided.text()).toBe(200);
  await context.close();
}

/**
 * A coach of `schoolName` (a program's name, e.g. "Yale University"), signed in on `page`:
 * names the program on the coach page, then is verified by an operator, and (unless `named` is
 * false) writes the name and title athletes see. A program's first
 * coach starts its free trial, so the recruiting workspace is open. The trial seats five
 * verified coaches per program and every spec shares the server: give each spec its own program.
 */
export async function verifiedCoach(page: Page, schoolName: string, { named = true } = {}): Promise<string> {
  const email = await signedInAs(page, 'coach');
  await nameProgram(page, schoolName);
  await approveCoach(page);
  if (named) await writeCoachProfile(page);
  return email;
}

/** The name every named test coach signs with ("Casey Coach, Assistant Coach, <program>"). */
export const COACH_NAME = 'Casey Coach';

/** The signed-in coach writes the name and title athletes see, through the API. */
export async function writeCoachProfile(page: Page): Promise<void> {
  const written = await apiWrite(page, 'put', '/api/coach/profile', { fullName: COACH_NAME, title: 'Assistant Coach' });
  expect(written.status(), await written.text()).toBe(200);
}

/** Full-page screenshot for people to look at, at the project's width. */
export async function shoot(page: Page, name: string, projectName: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The header is sticky: from the top it sits where it belongs in a full-page picture.
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.screenshot({ path: `test-results/screenshots/${projectName}-${name}.png`, fullPage: true });
}
