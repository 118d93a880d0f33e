import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIResponse, type Page } from '@playwright/test';

/*
 * Reads the emails the server delivered to the SMTP capture server (scripts/smtp_capture.py),
 * which writes each message as {"from", "to", "data"} into ROWRECRUIT_E2E_MAIL_DIR.
 */

export interface CapturedMail {
  file: string;
  from: string;
  to: string[];
  subject: string;
  /** Every text part, decoded. */
  text: string;
}

function mailDir(): string {
  const dir = process.env.ROWRECRUIT_E2E_MAIL_DIR;
  if (!dir) throw new Error('ROWRECRUIT_E2E_MAIL_DIR is not set; run the tests through playwright.config.ts');
  return dir;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Decodes a MIME entity into its text parts (multipart, quoted-printable and base64). */
export function textParts(raw: string): string[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headerBlock = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(headerBlock);
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
    if (!boundary) return [body];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  return [body];
}

/** Every captured email to `address`, oldest first. */
export function mailTo(address: string): CapturedMail[] {
  const wanted = address.toLowerCase();
  return readdirSync(mailDir())
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => {
      const message = JSON.parse(readFileSync(join(mailDir(), file), 'utf8')) as { from: string; to: string[]; data: string };
      const split = message.data.search(/\r?\n\r?\n/);
      const headers = parseHeaders(split === -1 ? message.data : message.data.slice(0, split));
      return {
        file,
        from: message.from,
        to: message.to,
        subject: headers.get('subject') ?? '',
        text: textParts(message.data).join('\n'),
      };
    })
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted));
}

interface WaitOptions {
  /** Only emails whose subject matches. */
  subject?: RegExp;
  /** Wait until this many such emails have arrived. */
  count?: number;
  timeout?: number;
}

/** Polls until the emails to `address` (matching `subject`) number at least `count`; returns the newest. */
export async function waitForMail(address: string, { subject, count = 1, timeout = 20_000 }: WaitOptions = {}): Promise<CapturedMail> {
  let found: CapturedMail[] = [];
  await expect
    .poll(
      () => {
        found = mailTo(address).filter((mail) => !subject || subject.test(mail.subject));
        return found.length;
      },
      { timeout, message: `waiting for email number ${count} to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  const newest = found.at(-1);
  if (!newest) throw new Error(`no email to ${address}`);
  return newest;
}

/** The `/welcome#token=…` (or another one-time) link an email carries. */
export function linkIn(
  mail: CapturedMail,
  path: '/welcome' | '/reset-password' | '/settings/confirm-email' | '/club-invitation' | '/family-invitation',
): string {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replaceAll('/', '\\/')}#token=[A-Za-z0-9_-]+`);
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in "${mail.subject}":\n${mail.text}`);
  return link;
}

let counter = 0;

/** A fresh address for each account a test creates. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** The CSRF token the app sends with state-changing requests; loads a page first to get it. */
async function csrfToken(page: Page): Promise<string> {
  let token = (await page.context().cookies()).find((c) => c.name === 'rr_csrf')?.value;
  if (!token) {
    await page.goto('/about');
    token = (await page.context().cookies()).find((c) => c.name === 'rr_csrf')?.value;
  }
  if (!token) throw new Error('the server set no rr_csrf cookie');
  return token;
}

/** POST to the API the way the app does: from our own Origin, with the CSRF header. */
export async function apiPost(page: Page, path: string, data: unknown): Promise<APIResponse> {
  const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '8088'}`;
  return page.request.post(path, {
    data,
    headers: { Origin: origin, 'X-CSRF-Token': await csrfToken(page) },
  });
}

/** PUT or POST to the API from the page's own origin, with the CSRF header, as the app does. */
export async function apiWrite(page: Page, method: 'post' | 'put', path: string, data: unknown): Promise<APIResponse> {
  const origin = new URL(page.url()).origin;
  const token = (await page.context().cookies()).find((c) => c.name === 'rr_csrf')?.value ?? '';
  return page.request[method](path, { data, headers: { Origin: origin, 'X-CSRF-Token': token } });
}

/** Creates an adult student account through the API (the /register screens are not needed). */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  const now = new Date().toISOString();
  const response = await apiPost(page, '/api/auth/signup', {
    email,
    password,
    data: {
      role: 'student',
      birthDate: '2000-04-12',
      needsParentalConsent: false,
      parentEmail: null,
      ageVerifiedAt: now,
      userState: 'NY',
      optOutSale: false,
      privacyNoticeAcceptedAt: now,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs up and confirms through the emailed link, without the browser. */
export async function createConfirmedAccount(page: Page, email: string, password: string): Promise<void> {
  await signUp(page, email, password);
  const mail = await waitForMail(email, { subject: /Confirm your RowRecruit account/ });
  const token = new URL(linkIn(mail, '/welcome')).hash.replace('#token=', '');
  const response = await apiPost(page, '/api/auth/confirm', { token });
  expect(response.status(), await response.text()).toBe(200);
}
