import { signedInAs } from './accounts';
import { dismissCookieBanner, expect, heading, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('signed-out navigation offers the public items', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone layout folds the navigation behind the menu button');
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Features', 'How It Works', 'About Us', 'Pricing', 'Sign In', 'Get Started']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

  await nav.getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/landing#how-it-works$/);
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeInViewport();

  await nav.getByRole('link', { name: 'Get Started' }).click();
  await expect(heading(page, 'Create your account')).toBeVisible();
});

test('a signed-in visitor opening a public page directly gets the signed-in header', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone layout folds the navigation behind the menu button');
  await signedInAs(page, 'student');
  // A typed address: the server sends the page rendered at build time, for anyone.
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  await expect(heading(page, 'About RowRecruit')).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(heading(page, 'Welcome back!')).toBeVisible();
});

test('the phone menu opens, navigates and closes', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'desktop shows the navigation inline');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Features', 'How It Works', 'About Us', 'Pricing', 'Sign In', 'Get Started']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/landing#features$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Everything you need to get recruited' })).toBeInViewport();

  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the skip link leads to the main content', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard navigation is checked on desktop');
  await page.goto('/pricing');
  await expect(heading(page, 'Pricing')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
});

test('the app has no horizontal scroll at phone width', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone only');
  for (const path of ['/', '/landing', '/login', '/cookies', '/nowhere']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
