import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/*
 * End-to-end tests drive Debian's Chromium against the real server binary, which serves the built
 * web app (web/dist) and the API from one origin. Build the web app first: `npm run build`.
 */

const webDir = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.E2E_PORT ?? '8088');
const baseURL = `http://127.0.0.1:${port}`;
const binary = process.env.ROWRECRUIT_BIN ?? resolve(webDir, '../target/debug/rowrecruit');

// One fresh data directory per run. Workers load this file too; they inherit the variable.
process.env.ROWRECRUIT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rowrecruit-e2e-'));
const dataDir = process.env.ROWRECRUIT_E2E_DATA_DIR;

// A real SMTP server that writes every message it receives into a fresh folder, where the tests
// read the links the emails carry (e2e/mail.ts). The server delivers its mail there.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? '8025');
const smtpPython = process.env.SMTP_CAPTURE_PYTHON ?? resolve(webDir, '../.tmp/venv/bin/python');
process.env.ROWRECRUIT_E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'rowrecruit-e2e-mail-'));
const mailDir = process.env.ROWRECRUIT_E2E_MAIL_DIR;

// A local stand-in for Stripe (scripts/fake_stripe.py): the server calls its API with test keys,
// its checkout page's Pay posts signed webhooks back to the server. Every plan has both prices.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? '8099');
const stripeBase = `http://127.0.0.1:${stripePort}`;
const stripeWebhookSecret = 'whsec_e2e_rowrecruit';
const stripePrices = [
  'recruit',
  'elite',
  'performance',
  'family-basic',
  'family-plus',
  'family-premier',
  'coach-essential',
  'coach-premium',
  'club-pro',
  'recruiter',
  'division-iii',
  'division-i-ii',
  'parent-access',
  'export-api',
  'custom-branding',
]
  .flatMap((plan) => [`${plan}:monthly=price_${plan}_monthly`, `${plan}:annual=price_${plan}_annual`])
  .join(',');

// The phone project runs the specs about layout, navigation and the public pages, where a phone
// width changes what is shown. The long flows (a family, a club, an offer…) run at desktop width in
// the test command, which keeps it within its time; E2E_PHONE_FLOWS=1 runs them at phone width too,
// for screenshots of every flow at 390 px.
const phoneSpecs = process.env.E2E_PHONE_FLOWS
  ? /.*\.spec\.ts/
  : /(screenshots|navigation|homes|accessibility|public|no-javascript)\.spec\.ts/;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/output',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers even on two cores: a test spends much of its time waiting on the server and the
  // browser, and on two cores the suite took 7 minutes with two workers against 9 with one.
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    headless: true,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      testMatch: phoneSpecs,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: `"${smtpPython}" "${resolve(webDir, '../scripts/smtp_capture.py')}" --port ${smtpPort} --dir "${mailDir}"`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `"${smtpPython}" "${resolve(webDir, '../scripts/fake_stripe.py')}" --port ${stripePort} --webhook-url ${baseURL}/api/billing/webhook --webhook-secret ${stripeWebhookSecret}`,
      port: stripePort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `"${binary}" serve`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ROWRECRUIT_BIND: `127.0.0.1:${port}`,
        ROWRECRUIT_DATA_DIR: dataDir,
        ROWRECRUIT_WEB_DIR: resolve(webDir, 'dist'),
        ROWRECRUIT_PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ROWRECRUIT_ACCESS_CODE: 'e2e-preview-code',
        // Every account in the suite signs up from 127.0.0.1 within a few minutes, more than one
        // address may in production. The limits themselves are tested by the API tests.
        ROWRECRUIT_RATE_LIMIT_SCALE: '10',
        STRIPE_SECRET_KEY: 'sk_test_e2e_rowrecruit',
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_BASE: stripeBase,
        STRIPE_PRICES: stripePrices,
        STRIPE_COUPONS: 'academic=coupon_e2e_academic,non-profit-club=coupon_e2e_non_profit,multi-team=coupon_e2e_multi_team',
      },
    },
  ],
});
