import { test as base, expect, type Page } from '@playwright/test';

export const routes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'The future of rowing recruitment' },
  { path: '/landing', heading: 'Find your college rowing program' },
  { path: '/about', heading: 'About RowRecruit' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/login', heading: 'Sign in' },
  { path: '/register', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Reset your password' },
  { path: '/reset-password', heading: 'Invalid Reset Link' },
  { path: '/welcome', heading: 'Welcome to RowRecruit' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/coppa-rights', heading: 'Parental Rights under COPPA' },
  { path: '/club-invitation', heading: 'This invitation link is incomplete' },
  { path: '/family-invitation', heading: 'This invitation link is incomplete' },
  { path: '/calendar/unsubscribe', heading: 'Stop calendar reminders' },
  { path: '/saved-searches/unsubscribe', heading: 'Stop a saved search’s alerts' },
];

export const signedInRoutes = ['/dashboard', '/profile', '/schools', '/settings', '/support', '/coach', '/club', '/family', '/calendar'];

export function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
}

export function cookieBanner(page: Page) {
  return page.getByRole('region', { name: 'We value your privacy' });
}

/** Stores a cookie choice before the app starts, so the banner stays out of the way. */
export async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('cookieConsent') === null) {
      window.localStorage.setItem('cookieConsent', 'true');
      window.localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ essential: true, analytics: false, marketing: false, thirdParty: false }),
      );
      window.localStorage.setItem('cookieConsentDate', new Date().toISOString());
    }
  });
}

/** Fails the test on any script error or CSP violation the page reports. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
});

export { expect };
