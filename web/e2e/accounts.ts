import type { Page } from '@playwright/test';
import { expect, heading } from './fixtures';
import { apiPost, linkIn, uniqueEmail, waitForMail } from './mail';

/*
 * Confirmed adult accounts for the signed-in screens, created through the API and the real
 * confirmation email, then signed in through the /login form.
 */

export const PASSWORD = 'Erg-2k-6:45.0';

export async function createAccount(page: Page, role: 'student' | 'coach'): Promise<string> {
  const email = uniqueEmail(`${role}-screens`);
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
  await expect(heading(page, 'Welcome back!')).toBeVisible();
}

/** A confirmed account of `role`, signed in on `page`. */
export async function signedInAs(page: Page, role: 'student' | 'coach'): Promise<string> {
  const email = await createAccount(page, role);
  await signIn(page, email);
  return email;
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
