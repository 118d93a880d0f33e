import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { mockApi, renderApp, signedOut, type MockAnswer, type MockRoutes } from '@test/test-utils';
import type { ConsentView } from './api';
import { answeredConsent, consentView, RULES } from '@test/registration';

// Each screen is a lazily loaded chunk; under a full parallel run the first render can take a while.
const WAIT = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const INVALID = 'This consent link is invalid or has expired.';

/** A consent view's status is a word; a mocked answer's is an HTTP status. */
function isView(view: ConsentView | MockAnswer): view is ConsentView {
  return typeof view === 'object' && typeof (view as { status?: unknown }).status === 'string';
}

function mockConsent(view: ConsentView | MockAnswer, overrides: MockRoutes = {}): Mock<typeof fetch> {
  return mockApi({
    'GET /api/auth/session': { body: signedOut },
    'GET /api/compliance/rules': { body: RULES },
    'POST /api/consent/view': isView(view) ? { body: view } : view,
    ...overrides,
  });
}

function bodiesOf(fetchMock: Mock<typeof fetch>, url: string): unknown[] {
  return fetchMock.mock.calls.filter(([input]) => input === url).map(([, init]) => JSON.parse(init?.body as string) as unknown);
}

function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, WAIT);
}

describe('parental consent page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a pending request: who asked, what is kept, the limits and the deadline', async () => {
    const fetchMock = mockConsent(consentView());
    renderApp('/parental-consent#token=tok-123');
    await heading('Parental consent request');
    expect(bodiesOf(fetchMock, '/api/consent/view')).toEqual([{ token: 'tok-123' }]);

    const main = screen.getByRole('main');
    expect(within(main).getAllByText('casey@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('student athlete')).toBeInTheDocument();
    expect(screen.getByText('March 14, 2010')).toBeInTheDocument();
    expect(await screen.findByText('California', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Opted out')).toBeInTheDocument();
    expect(screen.getByText('The list of college programs the athlete saves')).toBeInTheDocument();
    expect(screen.getByText('Their profile is never shown to coaches.')).toBeInTheDocument();
    expect(screen.getByText(/If you decline, or do not answer by December 1, 2026, the account and all its data are deleted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('approves and shows the server’s message', async () => {
    const fetchMock = mockConsent(consentView(), {
      'POST /api/consent/decide': {
        body: { status: 'approved', message: 'Thank you. Your consent is recorded and the account is now fully active.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/parental-consent#token=tok-123');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, WAIT));
    expect(await screen.findByText('Thank you. Your consent is recorded and the account is now fully active.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/consent/decide')).toEqual([
      { token: 'tok-123', decision: 'approve', allowCoachMessages: true },
    ]);
  });

  it('lets the parent stop coaches from writing to the child, sent with the approval', async () => {
    const fetchMock = mockConsent(consentView(), {
      'POST /api/consent/decide': { body: { status: 'approved', message: 'Thank you.' } },
    });
    const user = userEvent.setup();
    renderApp('/parental-consent#token=tok-123');
    const allow = await screen.findByRole(
      'checkbox',
      { name: 'Let verified college coaches send my child messages on RowRecruit' },
      WAIT,
    );
    expect(allow).toBeChecked();
    expect(allow).toHaveAccessibleDescription(
      'Unchecking it stops college coaches from writing to your child. Your child can still write to college programs.',
    );
    await user.click(allow);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Thank you.', {}, WAIT)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/consent/decide')).toEqual([
      { token: 'tok-123', decision: 'approve', allowCoachMessages: false },
    ]);
  });

  it('asks for confirmation before declining, and can go back', async () => {
    const fetchMock = mockConsent(consentView(), {
      'POST /api/consent/decide': {
        body: { status: 'declined', message: 'Consent declined. The account and its data have been deleted.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/parental-consent#token=tok-123');
    await user.click(await screen.findByRole('button', { name: 'Decline' }, WAIT));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline and delete the account?' });
    expect(bodiesOf(fetchMock, '/api/consent/decide')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Yes, decline and delete' }));
    expect(await screen.findByText('Consent declined. The account and its data have been deleted.', {}, WAIT)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/consent/decide')).toEqual([{ token: 'tok-123', decision: 'decline' }]);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows only the recorded answer once decided, nothing about the child', async () => {
    mockConsent(answeredConsent('approved'));
    renderApp('/parental-consent#token=tok-123');
    expect(
      await screen.findByText('This request was approved on November 2, 2026. The account is fully active.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Date of birth/)).not.toBeInTheDocument();
  });

  it('shows the conflict when someone answered first, then the recorded answer', async () => {
    let status: ConsentView['status'] = 'pending';
    mockConsent(consentView(), {
      'POST /api/consent/view': () => ({ body: status === 'pending' ? consentView() : answeredConsent(status) }),
      'POST /api/consent/decide': (): MockAnswer => {
        status = 'approved';
        return { status: 409, body: { error: { code: 'already_decided', message: 'This request was already answered (approved).' } } };
      },
    });
    const user = userEvent.setup();
    renderApp('/parental-consent#token=tok-123');
    await user.click(await screen.findByRole('button', { name: 'Approve' }, WAIT));
    expect(await screen.findByText('This request was already answered (approved).', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText(/This request was approved on .*\. The account is fully active\./, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says an unknown or expired link is invalid', async () => {
    mockConsent({ status: 400, body: { error: { code: 'invalid_token', message: INVALID } } });
    renderApp('/parental-consent#token=expired');
    await heading('This link can’t be used');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says a link without a token is invalid, without asking the server', async () => {
    const fetchMock = mockConsent(consentView());
    renderApp('/parental-consent');
    await heading('This link can’t be used');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(bodiesOf(fetchMock, '/api/consent/view')).toHaveLength(0);
  });

  it('offers to try again when the server cannot be reached', async () => {
    let reachable = false;
    mockConsent(consentView(), {
      'POST /api/consent/view': () => (reachable ? { body: consentView() } : 'network-error'),
    });
    const user = userEvent.setup();
    renderApp('/parental-consent#token=tok-123');
    const retry = await screen.findByRole('button', { name: 'Try again' }, WAIT);
    reachable = true;
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument(), WAIT);
  });
});
