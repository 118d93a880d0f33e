import { dismissCookieBanner, expect, heading, test } from './fixtures';

test('a page whose code fails to load shows the error screen', async ({ page }) => {
  await dismissCookieBanner(page);
  // An app page: the public pages are pages of their own, without the app's code.
  await page.goto('/login');
  await expect(heading(page, 'Sign in')).toBeVisible();

  // From now on every script chunk fails, so the sign-up page cannot load.
  await page.route('**/assets/*.js', (route) => route.abort('failed'));
  await page.getByRole('link', { name: 'Sign up' }).click();

  await expect(heading(page, 'Something went wrong')).toBeVisible();
  await expect(page.getByText('Failed to load this page. Please reload.')).toBeVisible();

  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(heading(page, 'The future of rowing recruitment')).toBeVisible();
});

test('when the API cannot be reached, pages still render with a notice that can retry', async ({ page }) => {
  await dismissCookieBanner(page);
  let down = true;
  await page.route('**/api/auth/session', (route) => (down ? route.abort('connectionrefused') : route.fallback()));
  // An app page (the public pages, rendered at build time, ask the API nothing).
  await page.goto('/forgot-password');
  await expect(heading(page, 'Reset your password')).toBeVisible();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText("We can't reach RowRecruit right now. Check your connection and try again.");

  down = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main', includeHidden: true }).getByRole('link', { name: 'Sign In', includeHidden: true }),
  ).toBeAttached();
});

test('when the API cannot be reached, a signed-in page explains instead of redirecting', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.route('**/api/auth/session', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"Down"}}' }),
  );
  await page.goto('/dashboard');
  await expect(heading(page, 'This page is unavailable right now')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
