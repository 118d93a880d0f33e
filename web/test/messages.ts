import { vi } from 'vitest';
import type {
  ContactAnswer,
  ContactState,
  ConversationDetail,
  ConversationSummary,
  MessageReport,
  ThreadMessage,
} from '@/features/messages/types';

/** Test data for messaging: a conversation between Yale's coach and the athlete Casey Sculler. */

export const YALE = { schoolId: 'yale-university', name: 'Yale University', division: 'I' };
export const CASEY = { id: 'athlete-1', fullName: 'Casey Sculler', gradYear: 2028 };

export function openContact(overrides: Partial<ContactState> = {}): ContactState {
  return {
    mayWrite: true,
    allowedKinds: ['message', 'questionnaire', 'camp_info'],
    opensOn: null,
    rule: null,
    reason: null,
    message: null,
    ...overrides,
  };
}

/** A coach before the athlete's NCAA contact date: questionnaires and camp information only. */
export function beforeContactDate(): ContactState {
  return openContact({
    allowedKinds: ['questionnaire', 'camp_info'],
    opensOn: '2026-06-15',
    rule: 'Division I: from June 15 after sophomore year',
    reason: 'before_contact_date',
    message:
      'You may message this athlete from June 15, 2026. Before then NCAA rules allow only questionnaires and camp information.',
  });
}

export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c1',
    program: YALE,
    athlete: CASEY,
    lastMessageAt: '2025-11-20T15:00:00Z',
    lastMessagePreview: 'Thanks for writing. When is your next 2k?',
    lastMessageKind: 'message',
    unread: 0,
    archived: false,
    blocked: false,
    waitingForCoach: false,
    ...overrides,
  };
}

export function threadMessage(overrides: Partial<ThreadMessage> & { id: string }): ThreadMessage {
  return {
    senderRole: 'athlete',
    senderName: 'Casey Sculler',
    mine: false,
    kind: 'message',
    body: 'Hello',
    sentAt: '2025-11-20T15:00:00Z',
    readBy: [],
    ...overrides,
  };
}

/** The conversation as the athlete sees it: their two messages and the coach's answer between them. */
export function detail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    ...summary(),
    viewerRole: 'athlete',
    messages: [
      threadMessage({ id: 'm1', mine: true, body: 'Hi coach, I row for Lakeside.', readBy: ['Pat Coach'] }),
      threadMessage({
        id: 'm2',
        senderRole: 'coach',
        senderName: 'Pat Coach, Yale University',
        body: 'Thanks for writing. When is your next 2k?',
        sentAt: '2025-11-20T16:00:00Z',
      }),
      threadMessage({
        id: 'm3',
        mine: true,
        body: 'In two weeks. See https://example.org/results.',
        sentAt: '2025-11-20T17:00:00Z',
        readBy: ['Pat Coach'],
      }),
    ],
    contact: openContact({ allowedKinds: ['message'] }),
    blockedByMe: false,
    reported: false,
    ...overrides,
  };
}

export function contactAnswer(overrides: Partial<ContactAnswer> = {}): ContactAnswer {
  return { conversationId: null, contact: openContact({ allowedKinds: ['message'] }), verifiedCoaches: 2, ...overrides };
}

export function messageReport(overrides: Partial<MessageReport> = {}): MessageReport {
  return {
    id: 'r1',
    reason: 'The coach keeps asking for my phone number.',
    reportedAt: '2025-11-21T09:00:00Z',
    reporter: 'casey@example.com',
    resolvedAt: null,
    conversation: {
      id: 'c1',
      program: YALE,
      athlete: CASEY,
      blocked: false,
      messages: [
        { id: 'm1', senderRole: 'athlete', senderName: 'Casey Sculler', kind: 'message', body: 'Hi coach.', sentAt: '2025-11-20T15:00:00Z' },
        {
          id: 'm2',
          senderRole: 'coach',
          senderName: 'Pat Coach, Yale University',
          kind: 'camp_info',
          body: 'Our camp: https://yale.example.edu/camp',
          sentAt: '2025-11-20T16:00:00Z',
        },
      ],
    },
    ...overrides,
  };
}

type Listener = (event: MessageEvent) => void;

/** Stands in for the browser's EventSource: tests push events and check that it closes. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** Sends a server event such as `event: message` with `data: {"conversationId":"c1"}`. */
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }

  /** The stream currently open, or a failed test. */
  static open(): FakeEventSource {
    const source = FakeEventSource.instances.find((instance) => !instance.closed);
    if (!source) throw new Error('no open event stream');
    return source;
  }
}

export function stubEventSource(): typeof FakeEventSource {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}

/** The JSON bodies sent to `url` with `method`. */
export function sentBodies(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }, method: string, url: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}

/** The element's nearest ancestor matching `selector`, or a failed test. */
export function ancestor(element: Element, selector: string): HTMLElement {
  const found = element.closest<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector} around the element`);
  return found;
}
