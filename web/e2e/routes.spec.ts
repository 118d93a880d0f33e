import { cookieBanner, dismissCookieBanner, expect, heading, routes, signedInRoutes, test } from './fixtures';

test.describe('routes', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  for (const route of routes) {
    test(`${route.path} renders its heading`, async ({ page, consoleErrors }) => {
      await page.goto(route.path);
      await expect(heading(page, route.heading)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const path of signedInRoutes) {
    test(`${path} sends a signed-out visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page, 'Sign in')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('the redirect to /login replaces the history entry', async ({ page }) => {
    await page.goto('/about');
    await expect(heading(page, 'About RowRecruit')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(heading(page, 'Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page, 'The future of rowing recruitment')).toBeVisible();
  });

  test('a client route survives a reload (deep link)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'COPPA rights' }).click();
    await expect(heading(page, 'Parental Rights under COPPA')).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Parental Rights under COPPA')).toBeVisible();
    const response = await page.request.get('/privacy');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
  });

  test('/privacy#security scrolls to the security section', async ({ page }) => {
    await page.goto('/privacy#security');
    await expect(page.getByRole('heading', { name: 'Security' })).toBeInViewport();
  });

  test('the page is served with a Content-Security-Policy', async ({ page }) => {
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    await expect(heading(page, 'The future of rowing recruitment')).toBeVisible();
  });

  test('an unknown API path answers 404 in the error shape', async ({ request }) => {
    const response = await request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code).toBe('string');
    expect(typeof body.error?.message).toBe('string');
  });
});

test('the cookie banner shows on every page until a choice is made', async ({ page }) => {
  for (const path of ['/', '/pricing', '/this/does/not/exist']) {
    await page.goto(path);
    await expect(cookieBanner(page)).toBeVisible();
  }
});
