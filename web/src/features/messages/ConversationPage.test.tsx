import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { present } from '@test/schools';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';
import { beforeContactDate, detail, FakeEventSource, openContact, sentBodies, stubEventSource, threadMessage } from '@test/messages';
import type { ConversationDetail } from './types';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('./ConversationPage');
}, 30_000);
beforeEach(() => {
  stubEventSource();
});

function renderConversation(conversation: ConversationDetail | (() => ConversationDetail), routes: MockRoutes = {}, role: 'student' | 'coach' = 'student') {
  document.cookie = 'rr_csrf=csrf-token';
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn(role) },
    'GET /api/messages/unread': { body: { unread: 0 } },
    'GET /api/messages/c1': () => ({ body: typeof conversation === 'function' ? conversation() : conversation }),
    'POST /api/messages/c1/read': { status: 204 },
    ...routes,
  });
  renderApp('/messages/c1');
  return fetchMock;
}

const coachView = (overrides: Partial<ConversationDetail> = {}) =>
  detail({
    viewerRole: 'coach',
    messages: [threadMessage({ id: 'm1', body: 'Hi coach, I row for Lakeside.' })],
    ...overrides,
  });

describe('a conversation', () => {
  it('shows the messages oldest first with sender, time and kind, and who saw the viewer’s last message', async () => {
    renderConversation(
      detail({
        messages: [
          ...detail().messages.slice(0, 2),
          threadMessage({ id: 'm4', senderRole: 'coach', senderName: 'Pat Coach, Yale University', kind: 'questionnaire', body: 'Please fill in our questionnaire.', sentAt: '2025-11-20T16:30:00Z' }),
          ...detail().messages.slice(2),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Yale University' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Messages with Yale University' });
    const items = within(log).getAllByRole('listitem');
    const item = (index: number) => within(present(items[index], 'message'));
    expect(items.map((item) => item.querySelector('.message-text')?.textContent)).toEqual([
      'Hi coach, I row for Lakeside.',
      'Thanks for writing. When is your next 2k?',
      'Please fill in our questionnaire.',
      'In two weeks. See https://example.org/results (opens in a new tab).',
    ]);
    expect(item(1).getByText('Pat Coach, Yale University')).toBeInTheDocument();
    expect(item(0).getByText('You')).toBeInTheDocument();
    expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', '2025-11-20T15:00:00Z');
    expect(item(2).getByText('Questionnaire')).toBeInTheDocument();
    // The receipt is on the viewer's own last message only.
    expect(within(log).getAllByText(/^Seen by/)).toHaveLength(1);
    expect(item(3).getByText('Seen by Pat Coach')).toBeInTheDocument();
    expect(item(3).getByRole('link', { name: /example\.org\/results/ })).toHaveAttribute(
      'href',
      'https://example.org/results',
    );
  });

  it('marks the conversation read on opening and again when a new message arrives', async () => {
    let conversation = detail({ unread: 1 });
    const fetchMock = renderConversation(() => conversation);
    await screen.findByRole('heading', { level: 1, name: 'Yale University' });
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/messages/c1/read')).toHaveLength(1));

    conversation = detail({
      unread: 1,
      messages: [...detail().messages, threadMessage({ id: 'm9', senderRole: 'coach', senderName: 'Pat Coach, Yale University', body: 'Great, send it over.' })],
    });
    FakeEventSource.open().emit('message', { conversationId: 'c1' });
    expect(await screen.findByText('Great, send it over.')).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/messages/c1/read')).toHaveLength(2));
  });

  it('sends a reply and shows it in the thread', async () => {
    const user = userEvent.setup();
    let conversation = detail();
    const reply = threadMessage({ id: 'm10', mine: true, body: 'My 2k is 7:05.2.' });
    const fetchMock = renderConversation(() => conversation, {
      'POST /api/messages/c1/messages': () => {
        conversation = detail({ messages: [...detail().messages, reply] });
        return { status: 201, body: reply };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'My 2k is 7:05.2.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(screen.getByRole('log')).findByText('My 2k is 7:05.2.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/messages/c1/messages')).toEqual([{ body: 'My 2k is 7:05.2.' }]);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('shows the opening date instead of a free composer before the contact date, and offers only the allowed kinds', async () => {
    const user = userEvent.setup();
    const fetchMock = renderConversation(coachView({ contact: beforeContactDate() }), {
      'POST /api/messages/c1/messages': {
        status: 201,
        body: threadMessage({ id: 'm2', mine: true, senderRole: 'coach', kind: 'camp_info', body: 'Our camp' }),
      },
    }, 'coach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Sculler (class of 2028)' })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(within(note).getByText('June 15, 2026')).toHaveAttribute('dateTime', '2026-06-15');
    expect(note).toHaveTextContent('You may message this athlete from June 15, 2026. Before then NCAA rules allow only questionnaires and camp information.');
    expect(note).toHaveTextContent('NCAA rule: Division I: from June 15 after sophomore year');
    const kind = screen.getByRole('combobox', { name: 'Send as' });
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual(['Questionnaire', 'Camp information']);
    await user.selectOptions(kind, 'camp_info');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Our camp');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/messages/c1/messages')).toEqual([{ body: 'Our camp', kind: 'camp_info' }]),
    );
  });

  it('shows why the viewer may not write instead of the composer', async () => {
    renderConversation(
      detail({
        contact: openContact({
          mayWrite: false,
          allowedKinds: [],
          reason: 'committed_elsewhere',
          message: 'Casey has committed to another program, so this conversation is closed.',
        }),
      }),
    );
    expect(await screen.findByText('Casey has committed to another program, so this conversation is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('tells the athlete that the message waits for a verified coach', async () => {
    renderConversation(detail({ waitingForCoach: true }));
    expect(await screen.findByText('Waiting for a verified coach')).toBeInTheDocument();
    expect(screen.getByText(/Your message is waiting: no coach of Yale University is verified on RowRecruit yet/)).toBeInTheDocument();
  });

  it('blocks only after confirming, and lets the blocker unblock', async () => {
    const user = userEvent.setup();
    let conversation = detail();
    const fetchMock = renderConversation(() => conversation, {
      'POST /api/messages/c1/block': () => {
        conversation = detail({
          blocked: true,
          blockedByMe: true,
          contact: openContact({ mayWrite: false, allowedKinds: [], reason: 'blocked', message: 'You blocked this conversation.' }),
        });
        return { status: 204 };
      },
      'DELETE /api/messages/c1/block': () => {
        conversation = detail();
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    let dialog = screen.getByRole('dialog', { name: 'Block Yale University?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/messages/c1/block')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    dialog = screen.getByRole('dialog', { name: 'Block Yale University?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked. Nobody can send messages in this conversation.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Blocked', { selector: '.message-tag' })).toBeInTheDocument();
    expect(screen.getByText('You blocked this conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Unblock Yale University?' })).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE', '/api/messages/c1/block')).toHaveLength(1);
  });

  it('offers no unblock to the side that did not block', async () => {
    renderConversation(detail({ blocked: true, blockedByMe: false, contact: openContact({ mayWrite: false, allowedKinds: [] }) }));
    expect(await screen.findByText('Blocked', { selector: '.message-tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /block/i })).not.toBeInTheDocument();
  });

  it('reports the conversation with a reason', async () => {
    const user = userEvent.setup();
    let conversation = detail();
    const fetchMock = renderConversation(() => conversation, {
      'POST /api/messages/c1/report': () => {
        conversation = detail({ reported: true });
        return { status: 201 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Yale University' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Say what is wrong with this conversation.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'What is wrong?' })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong?' }), '  Asked for my home address.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/RowRecruit’s team will look at this conversation\./)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/messages/c1/report')).toEqual([{ reason: 'Asked for my home address.' }]);
    expect(await screen.findByText('You reported this conversation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('archives the conversation and moves it back', async () => {
    const user = userEvent.setup();
    let conversation = detail();
    const fetchMock = renderConversation(() => conversation, {
      'PUT /api/messages/c1/archive': (init) => {
        const { archived } = JSON.parse(init?.body as string) as { archived: boolean };
        conversation = detail({ archived });
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Move to inbox' })).toBeInTheDocument();
    expect(screen.getByText('Archived', { selector: '.message-tag' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to inbox' }));
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/messages/c1/archive')).toEqual([{ archived: true }, { archived: false }]);
  });

  it('says so when the conversation is not the viewer’s', async () => {
    renderConversation(detail(), { 'GET /api/messages/c1': { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation not found' })).toBeInTheDocument();
  });
});
