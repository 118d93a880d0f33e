import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signedIn } from '@test/test-utils';
import { summary } from '@test/messages';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('./MessagesPage');
}, 30_000);

const inbox = {
  conversations: [
    summary({ id: 'c1', unread: 2, lastMessageKind: 'camp_info', lastMessagePreview: 'Our summer camp runs in July.' }),
    summary({
      id: 'c2',
      program: { schoolId: 'harvard-university', name: 'Harvard University', division: 'I' },
      lastMessagePreview: 'Hello, I am a junior at Lakeside.',
      waitingForCoach: true,
    }),
    summary({
      id: 'c3',
      program: { schoolId: 'princeton-university', name: 'Princeton University', division: 'I' },
      blocked: true,
    }),
  ],
  unreadTotal: 2,
};

const archive = {
  conversations: [summary({ id: 'c4', archived: true, program: { schoolId: 'brown-university', name: 'Brown University', division: 'I' } })],
  unreadTotal: 2,
};

function renderMessages(role: 'student' | 'coach' = 'student', route = '/messages') {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn(role) },
    'GET /api/messages/unread': { body: { unread: 2 } },
    'GET /api/messages': { body: inbox },
    'GET /api/messages?archived=true': { body: archive },
  });
  renderApp(route);
  return fetchMock;
}

function item(name: string | RegExp) {
  const link = screen.getByRole('link', { name });
  const row = link.closest('li');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('messages page', () => {
  it('lists an athlete’s conversations by program with preview, time, unread count and state tags', async () => {
    renderMessages();
    expect(await screen.findByRole('link', { name: 'Yale University' })).toHaveAttribute('href', '/messages/c1');
    const yale = item('Yale University');
    expect(yale.getByText('2 unread')).toBeInTheDocument();
    expect(yale.getByText('Camp information')).toBeInTheDocument();
    expect(yale.getByText(/Our summer camp runs in July\./)).toBeInTheDocument();
    expect(yale.getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', '2025-11-20T15:00:00Z');
    const harvard = item('Harvard University');
    expect(harvard.getByText('Waiting for a verified coach')).toBeInTheDocument();
    expect(harvard.queryByText(/unread/)).not.toBeInTheDocument();
    expect(item('Princeton University').getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inbox, 2 unread' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the athlete for a coach', async () => {
    renderMessages('coach');
    expect(await screen.findAllByRole('link', { name: 'Casey Sculler (class of 2028)' })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Yale University' })).not.toBeInTheDocument();
  });

  it('switches to the archive and back, by click and by arrow keys', async () => {
    const user = userEvent.setup();
    const fetchMock = renderMessages();
    await screen.findByRole('link', { name: 'Yale University' });
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByRole('link', { name: 'Brown University' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('link', { name: 'Yale University' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/messages?archived=true')).toBe(true);

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Inbox/ })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Yale University' })).toBeInTheDocument();
  });

  it('opens on the archive from its address and says when nothing is there', async () => {
    mockApi({
      'GET /api/auth/session': { body: signedIn('student') },
      'GET /api/messages/unread': { body: { unread: 0 } },
      'GET /api/messages?archived=true': { body: { conversations: [], unreadTotal: 0 } },
    });
    renderApp('/messages?archived=true');
    expect(await screen.findByText(/Nothing is archived\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true'));
  });
});
