import type { Page } from '@playwright/test';
import { cookieBanner, dismissCookieBanner, expect, heading, test } from './fixtures';

/*
 * Screenshots of the main screens, at desktop and phone width, for people to look at.
 * They are written to test-results/screenshots and are not compared against anything.
 */

async function shoot(page: Page, name: string, projectName: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screenshots/${projectName}-${name}.png`, fullPage });
}

const signedInSession = {
  user: { id: 'u-1', email: 'jordan@example.com', role: 'student', emailConfirmedAt: '2025-01-01T00:00:00Z' },
  session: { expiresAt: '2030-01-01T00:00:00Z' },
};

/**
 * A signed-in session without a real account: the session and refresh calls answer with it, so a
 * data call's 401 (there are no session cookies) does not sign the page out.
 */
async function mockSignedIn(page: Page) {
  await page.route('**/api/auth/session', (route) => route.fulfill({ json: signedInSession }));
  await page.route('**/api/auth/refresh', (route) => route.fulfill({ json: signedInSession }));
}

test.describe('screenshots', () => {
  test('public screens', async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    await dismissCookieBanner(page);
    for (const [path, name, title] of [
      ['/', 'home', 'The future of rowing recruitment'],
      ['/landing', 'landing', 'Find your college rowing program'],
      ['/login', 'login', 'Sign in'],
      ['/pricing', 'pricing', 'Pricing'],
      ['/cookies', 'cookie-policy', 'Cookie Policy'],
      ['/missing-page', 'not-found', 'Page not found'],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await shoot(page, name, project);
    }
    await page.goto('/dashboard');
    await expect(heading(page, 'Sign in')).toBeVisible();
    await shoot(page, 'dashboard-redirect', project);
  });

  test('phone menu', async ({ page, isMobile }, testInfo) => {
    test.skip(!isMobile, 'phone only');
    await dismissCookieBanner(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await shoot(page, 'menu-open', testInfo.project.name, false);
  });

  test('cookie banner and preferences', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(cookieBanner(page)).toBeVisible();
    await shoot(page, 'cookie-banner', testInfo.project.name, false);
    await cookieBanner(page).getByRole('button', { name: 'Preferences' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'cookie-preferences', testInfo.project.name, false);
  });

  test('error screen and unreachable API', async ({ page }, testInfo) => {
    await dismissCookieBanner(page);
    // From an app page: the public pages are pages of their own, without the app's code.
    await page.goto('/login');
    await expect(heading(page, 'Sign in')).toBeVisible();
    await page.route('**/assets/*.js', (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(heading(page, 'Something went wrong')).toBeVisible();
    await shoot(page, 'error-screen', testInfo.project.name, false);
    await page.unroute('**/assets/*.js');

    await page.route('**/api/auth/session', (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, 'api-unreachable', testInfo.project.name, false);
  });

  test('signed-in screens', async ({ page, isMobile }, testInfo) => {
    await dismissCookieBanner(page);
    await mockSignedIn(page);
    await page.goto('/dashboard');
    await expect(heading(page, 'Welcome back!')).toBeVisible();
    await shoot(page, 'dashboard', testInfo.project.name);
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await shoot(page, 'account-menu', testInfo.project.name, false);
  });
});

test.describe('account screenshots', () => {
  test('account screens', async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    await dismissCookieBanner(page);

    await page.goto('/login');
    await expect(heading(page, 'Sign in')).toBeVisible();
    await shoot(page, 'login', project);
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 400, json: { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } } }),
    );
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, 'login-error', project);

    await page.goto('/forgot-password');
    await expect(heading(page, 'Reset your password')).toBeVisible();
    await shoot(page, 'forgot-password', project);
    await page.route('**/api/auth/recover', (route) => route.fulfill({ json: { message: 'sent' } }));
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(heading(page, 'Check your email!')).toBeVisible();
    await shoot(page, 'forgot-password-sent', project);

    await page.goto('/reset-password');
    await expect(heading(page, 'Invalid Reset Link')).toBeVisible();
    await shoot(page, 'reset-password-invalid', project);

    await page.route('**/api/auth/recover/verify', (route) =>
      route.fulfill({ json: { ...signedInSession, session: { expiresAt: '2030-01-01T00:00:00Z', recovery: true } } }),
    );
    await page.goto('/about');
    await page.goto('/reset-password#token=screenshot-token');
    await expect(heading(page, 'Choose a new password')).toBeVisible();
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await shoot(page, 'reset-password-form', project);

    await page.goto('/welcome');
    await expect(heading(page, 'Welcome to RowRecruit')).toBeVisible();
    await shoot(page, 'welcome', project);

    await page.route('**/api/auth/confirm', (route) => route.fulfill({ json: { message: 'confirmed' } }));
    await page.goto('/about');
    await page.goto('/welcome#token=screenshot-token');
    await expect(heading(page, 'Your account is confirmed')).toBeVisible();
    await shoot(page, 'welcome-confirmed', project);

    await page.route('**/api/auth/confirm', (route) =>
      route.fulfill({ status: 400, json: { error: { code: 'invalid_token', message: 'invalid' } } }),
    );
    await page.goto('/about');
    await page.goto('/welcome#token=used-token');
    await expect(heading(page, 'This confirmation link has expired')).toBeVisible();
    await shoot(page, 'welcome-invalid', project);
  });

  test('settings', async ({ page }, testInfo) => {
    await dismissCookieBanner(page);
    await mockSignedIn(page);
    await page.goto('/settings');
    await expect(heading(page, 'Settings')).toBeVisible();
    await shoot(page, 'settings', testInfo.project.name);
  });
});
