import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import type { EmailLinkAnswer, EmailLinkSend } from '@/features/auth';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/queryKeys';
import type {
  Commitment,
  ContactAnswer,
  ConversationDetail,
  Inbox,
  MessageKind,
  MessageReport,
  SentMessage,
  ThreadMessage,
  UnreadCount,
} from './types';

/** The most characters a message may have, counted after trimming (the server's limit). */
export const MESSAGE_MAX_CHARS = 5000;
/** The most characters a report's reason may have. */
export const REPORT_REASON_MAX_CHARS = 1000;

/** The server's stream of "a conversation of yours changed" events, read with EventSource. */
export const MESSAGE_EVENTS_URL = '/api/messages/events';
/** Every coach-to-athlete message, for the operators (downloaded by the browser with the session cookie). */
export const ADMIN_COMPLIANCE_CSV_URL = '/api/admin/messages/compliance.csv';

/** Whom a first message goes to: an athlete writes to a program, a coach to an athlete. */
export type ContactTarget = { schoolId: string } | { athleteId: string };

/** A message as the composer sends it; `kind` is for coaches only (the server defaults to 'message'). */
export interface NewMessage {
  body: string;
  kind?: MessageKind;
}

export type ReportStatus = 'open' | 'resolved';

/** Every messaging query of a user starts with ['messages', userId], so an event can refresh them all. */
export const messageKeys = {
  all: (userId: string) => ['messages', userId] as const,
  inboxes: (userId: string) => ['messages', userId, 'inbox'] as const,
  inbox: (userId: string, archived: boolean) => ['messages', userId, 'inbox', { archived }] as const,
  unread: (userId: string) => ['messages', userId, 'unread'] as const,
  contacts: (userId: string) => ['messages', userId, 'contact'] as const,
  contact: (userId: string, target: ContactTarget) => ['messages', userId, 'contact', target] as const,
  conversation: (userId: string, id: string) => ['messages', userId, 'conversation', id] as const,
  // The operators' reports sit with the admin console's queries, which all start with 'admin'.
  reports: (status: ReportStatus) => ['admin', 'message-reports', status] as const,
};

const conversationPath = (id: string) => `/messages/${encodeURIComponent(id)}`;

/** GET /api/messages (the inbox) or GET /api/messages?archived=true (the archive). */
export const inboxQueryOptions = (userId: string, archived: boolean) =>
  queryOptions({
    queryKey: messageKeys.inbox(userId, archived),
    queryFn: ({ signal }) => api.get<Inbox>(archived ? '/messages?archived=true' : '/messages', signal),
  });

/** GET /api/messages/unread: the nav badge and the dashboard tile. */
export const unreadQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.unread(userId),
    queryFn: ({ signal }) => api.get<UnreadCount>('/messages/unread', signal),
    select: (answer) => answer.unread,
  });

/** GET /api/messages/contact: whether the viewer may write to this program or athlete, before a thread exists. */
export const contactQueryOptions = (userId: string, target: ContactTarget) =>
  queryOptions({
    queryKey: messageKeys.contact(userId, target),
    queryFn: ({ signal }) =>
      api.get<ContactAnswer>(`/messages/contact?${new URLSearchParams(target).toString()}`, signal),
  });

/** GET /api/messages/{id}: 404 for anyone who is not a participant. */
export const conversationQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(userId, id),
    queryFn: ({ signal }) => api.get<ConversationDetail>(conversationPath(id), signal),
    retry: false,
  });

/** POST /api/messages: starts the conversation with the program or athlete, or adds to the existing one. */
export function startConversation(target: ContactTarget, message: NewMessage): Promise<SentMessage> {
  return api.post<SentMessage>('/messages', { ...target, ...message });
}

/** POST /api/messages/{id}/messages */
export function sendMessage(conversationId: string, message: NewMessage): Promise<ThreadMessage> {
  return api.post<ThreadMessage>(`${conversationPath(conversationId)}/messages`, message);
}

/** POST /api/messages/{id}/read: marks everything in the conversation read. */
export async function markRead(conversationId: string): Promise<void> {
  await api.post<unknown>(`${conversationPath(conversationId)}/read`);
}

/** PUT /api/messages/{id}/archive: the viewer's own archive flag. */
export async function setArchived(conversationId: string, archived: boolean): Promise<void> {
  await api.put<unknown>(`${conversationPath(conversationId)}/archive`, { archived });
}

/** POST /api/messages/{id}/block: nobody can send in the conversation afterwards. */
export async function block(conversationId: string): Promise<void> {
  await api.post<unknown>(`${conversationPath(conversationId)}/block`);
}

/** DELETE /api/messages/{id}/block: only the one who blocked may unblock. */
export async function unblock(conversationId: string): Promise<void> {
  await api.delete<unknown>(`${conversationPath(conversationId)}/block`);
}

/** POST /api/messages/{id}/report: tells the operators; blocks nothing by itself. */
export async function report(conversationId: string, reason: string): Promise<void> {
  await api.post<unknown>(`${conversationPath(conversationId)}/report`, { reason });
}

/** POST /api/messages/unsubscribe: the email link's token turns message emails off, or back on. */
export const unsubscribe: EmailLinkSend = (token, resubscribe) =>
  api.post<EmailLinkAnswer>('/messages/unsubscribe', { token, resubscribe } satisfies Schema<'EmailLinkRequest'>);

/**
 * GET /api/profile carries the athlete's `commitment`. It is read under the profile's own key, so
 * the profile page and the recruiting status card share one request.
 */
export const commitmentQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.profile(userId), 'commitment'] as const,
    queryFn: ({ signal }) => api.get<Commitment>('/profile/commitment', signal),
  });

/** PUT /api/profile/commitment: `schoolId` is required unless the status is 'open'. */
export function saveCommitment(status: Commitment['status'], schoolId: string | null): Promise<Commitment> {
  return api.put<Commitment>('/profile/commitment', { status, schoolId });
}

/** GET /api/admin/messages/reports?status=open|resolved (admins only). */
export const reportsQueryOptions = (status: ReportStatus) =>
  queryOptions({
    queryKey: messageKeys.reports(status),
    queryFn: ({ signal }) => api.get<{ reports: MessageReport[] }>(`/admin/messages/reports?status=${status}`, signal),
  });

/** POST /api/admin/messages/reports/{id}/resolve */
export async function resolveReport(id: string): Promise<void> {
  await api.post<unknown>(`/admin/messages/reports/${encodeURIComponent(id)}/resolve`);
}
