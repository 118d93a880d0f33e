import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { shoot } from './accounts';

/** What an axe-core scan of the whole page (header, navigation and footer included) finds, one line per rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** An axe-core scan of the whole page finds nothing. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * `path` opened on a phone (390 px) with the same session as `page`: once `ready` holds, there is
 * no sideways scrolling, and a screenshot is taken for people to look at.
 */
export async function onPhone(
  browser: Browser,
  page: Page,
  path: string,
  ready: (phone: Page) => Promise<void>,
  name: string,
): Promise<void> {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  });
  const phonePage = await phone.newPage();
  await phonePage.goto(path);
  await ready(phonePage);
  const width = await phonePage.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);
  await shoot(phonePage, name, 'phone');
  await phone.close();
}
