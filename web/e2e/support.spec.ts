import { ADMIN_PASSWORD, createAccount, createAdmin, shoot, signIn, userId } from './accounts';
import { dismissCookieBanner, expect, heading, test } from './fixtures';
import { expectNoAxeViolations, onPhone } from './look';
import { apiPost, apiWrite, uniqueEmail, waitForMail } from './mail';

/*
 * Support: a parent on Family Premier (priority support) writes from the support page reached
 * from the account menu; an operator finds the request on top of the console's queue, above an
 * older one, and answers it; the parent reads the answer on the support page and in the email.
 * Accounts are made in the desktop project; the phone width is looked at in a phone-sized context
 * with the same sessions.
 */

test('a user asks for help, an operator answers from the console, and the user reads the answer', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'accounts are created in the desktop project');
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const origin = testInfo.project.use.baseURL ?? '';

  // An operator, in a browser of their own, puts the parent on Family Premier.
  const adminContext = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await dismissCookieBanner(admin);
  const adminEmail = uniqueEmail('ops-support');
  createAdmin(adminEmail);
  const login = await apiPost(admin, '/api/auth/login', { email: adminEmail, password: ADMIN_PASSWORD, remember: false });
  expect(login.status(), await login.text()).toBe(200);

  // An athlete wrote first, through the API: older, but not priority.
  const athleteContext = await browser.newContext({ baseURL: origin });
  const athlete = await athleteContext.newPage();
  await dismissCookieBanner(athlete);
  const athleteEmail = await createAccount(athlete, 'student');
  await signIn(athlete, athleteEmail);
  const older = await apiPost(athlete, '/api/support', { subject: 'Where is my dashboard?', message: 'I cannot find it.', topic: 'account' });
  expect(older.status(), await older.text()).toBe(201);
  await athleteContext.close();

  const parentEmail = await createAccount(page, 'parent');
  await signIn(page, parentEmail);
  const parentId = await userId(page);
  const plan = await apiWrite(admin, 'put', `/api/admin/users/${parentId}/plan`, { plan: 'family-premier' });
  expect(plan.status(), await plan.text()).toBe(200);

  // The parent opens Support from the account menu; the form checks itself before sending.
  await page.getByRole('button', { name: `Account menu for ${parentEmail}` }).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await expect(heading(page, 'Support')).toBeVisible();
  await expect(page.getByText('You have not sent a request yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await expect(page.getByText('Please describe what you need')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeFocused();

  const subject = 'Invoice for our Family Premier plan';
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('combobox', { name: 'Topic (optional)' }).selectOption({ label: 'Billing and plans' });
  await page.getByRole('textbox', { name: 'Message' }).fill('Could you send us an invoice for this year?\nThank you.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(`“${subject}” is with our team, marked priority`)).toBeVisible();
  const requests = page.getByRole('region', { name: 'Your requests' });
  const mine = requests.getByRole('listitem').filter({ hasText: subject });
  await expect(mine.getByText('Waiting for an answer')).toBeVisible();
  await expect(mine).toContainText('Billing and plans · Priority');
  await expectNoAxeViolations(page);
  await shoot(page, 'support-sent', 'desktop');
  await onPhone(
    browser,
    page,
    '/support',
    async (phone) => {
      await expect(phone.getByRole('region', { name: 'Your requests' }).getByText(subject)).toBeVisible();
    },
    'support-sent',
  );

  // The operator's queue: the priority request on top of the older one.
  await admin.goto('/admin?tab=support');
  const queue = admin.getByRole('tabpanel', { name: 'Support' });
  await expect(queue.getByRole('heading', { name: 'Support requests' })).toBeVisible();
  const items = queue.getByRole('listitem');
  await expect(items.first()).toContainText(subject);
  await expect(items.first()).toContainText('Priority');
  await expect(items.first()).toContainText(`${parentEmail} (Parent)`);
  await expect(items.nth(1)).toContainText('Where is my dashboard?');
  await expectNoAxeViolations(admin);
  await shoot(admin, 'support-queue', 'desktop');
  await onPhone(
    browser,
    admin,
    '/admin?tab=support',
    async (phone) => {
      await expect(phone.getByRole('tabpanel', { name: 'Support' }).getByText(subject)).toBeVisible();
    },
    'support-queue',
  );

  // An empty answer is refused by the form; a written one closes the request.
  const answerButton = items.first().getByRole('button', { name: 'Send answer and close' });
  await answerButton.click();
  await expect(items.first().getByText('Please write an answer')).toBeVisible();
  const answer = 'We have emailed the invoice to you.\nIt is also under Settings from next month.';
  await items.first().getByRole('textbox', { name: `Answer to ${parentEmail}` }).fill(answer);
  await answerButton.click();
  await expect(queue.getByRole('status')).toHaveText(`“${subject}” is answered and closed; ${parentEmail} was emailed.`);
  // Open requests stay first: the athlete's is on top now, the answered one below it.
  await expect(items.first()).toContainText('Where is my dashboard?');
  const closed = items.filter({ hasText: subject });
  await expect(closed).toContainText(`Answered by ${adminEmail}`);
  await expect(closed.getByRole('button', { name: 'Send answer and close' })).toHaveCount(0);
  await adminContext.close();

  // The parent got the email, and reads the answer on the support page.
  const mail = await waitForMail(parentEmail, { subject: /Your RowRecruit support request is answered/ });
  expect(mail.text).toContain(subject);
  expect(mail.text).toContain('We have emailed the invoice to you.');
  expect(mail.text).toContain(`${origin}/support`);
  await page.goto('/support');
  const answered = page.getByRole('region', { name: `Our answer to ${subject}` });
  await expect(answered).toContainText('It is also under Settings from next month.');
  await expect(requests.getByRole('listitem').filter({ hasText: subject }).getByText('Answered', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'support-answered', 'desktop');
  await onPhone(
    browser,
    page,
    '/support',
    async (phone) => {
      await expect(phone.getByRole('region', { name: `Our answer to ${subject}` })).toBeVisible();
    },
    'support-answered',
  );
  expect(consoleErrors).toEqual([]);
});
