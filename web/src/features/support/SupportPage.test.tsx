import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';
import type { SupportRequest } from './api';

configure({ asyncUtilTimeout: 5000 });

function request(overrides: Partial<SupportRequest> = {}): SupportRequest {
  return {
    id: 'req-1',
    subject: 'Cannot upload my erg test',
    message: 'The form says the time is wrong.',
    topic: 'recruiting',
    priority: false,
    status: 'open',
    answer: null,
    answeredAt: null,
    sentAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

function renderSupport(routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn('parent', 'mom@example.com') },
    'GET /api/support': { body: [] },
    ...routes,
  });
  renderApp('/support');
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/support' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);

describe('support page', () => {
  it('checks the form before sending: a subject and a message are required', async () => {
    const fetchMock = renderSupport();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please describe what you need')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
    expect(posted(fetchMock)).toEqual([]);
  });

  it('sends the request trimmed, with the topic chosen, and lists it', async () => {
    let sent: SupportRequest[] = [];
    const fetchMock = renderSupport({
      'GET /api/support': () => ({ body: sent }),
      'POST /api/support': () => {
        sent = [request({ id: 'req-2', subject: 'Plan question', message: 'Which plan?', topic: 'billing', priority: true })];
        return { status: 201, body: sent[0] };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), '  Plan question ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic (optional)' }), 'Billing and plans');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Which plan?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(/“Plan question” is with our team, marked priority/)).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([{ subject: 'Plan question', message: 'Which plan?', topic: 'billing' }]);
    const list = screen.getByRole('region', { name: 'Your requests' });
    expect(await within(list).findByRole('heading', { name: 'Plan question' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it("shows the server's field errors on the inputs", async () => {
    renderSupport({
      'POST /api/support': {
        status: 422,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Keep the subject to 150 characters or fewer',
            fields: { subject: 'Keep the subject to 150 characters or fewer' },
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Keep the subject to 150 characters or fewer')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows each past request with its answer', async () => {
    renderSupport({
      'GET /api/support': {
        body: [
          request({
            status: 'answered',
            answer: 'Use the M:SS.S form, as 6:45.0.',
            answeredAt: '2026-11-21T10:00:00.000Z',
          }),
          request({ id: 'req-0', subject: 'Older question', topic: null }),
        ],
      },
    });
    const answer = await screen.findByRole('region', { name: 'Our answer to Cannot upload my erg test' });
    expect(within(answer).getByText('Use the M:SS.S form, as 6:45.0.')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByText('Waiting for an answer')).toBeInTheDocument();
  });
});
