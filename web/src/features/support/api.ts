import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/** A support request as its sender reads it, with the operator's answer once there is one. */
export type SupportRequest = Schema<'SupportRequest'>;
export type NewSupportRequest = Schema<'NewSupportRequest'>;
export type SupportTopic = Schema<'SupportTopic'>;
/** A request in the operators' queue, with who sent it. */
export type QueuedSupportRequest = Schema<'QueuedSupportRequest'>;

export const supportKeys = {
  mine: (userId: string) => ['support', 'mine', userId] as const,
  queue: ['support', 'queue'] as const,
};

/** GET /api/support: the signed-in user's requests, the latest first. */
export const mySupportRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.mine(userId),
    queryFn: ({ signal }) => api.get<SupportRequest[]>('/support', signal),
  });

/** POST /api/support: sends a request to the operators. */
export function sendSupportRequest(request: NewSupportRequest): Promise<SupportRequest> {
  return api.post<SupportRequest>('/support', request);
}

/** GET /api/admin/support: open requests first (priority on top, the oldest first), then answered ones. */
export const supportQueueQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.queue,
    queryFn: ({ signal }) => api.get<QueuedSupportRequest[]>('/admin/support', signal),
  });

/** POST /api/admin/support/{id}/answer: closes the request and emails the user. */
export async function answerSupportRequest(id: string, answer: string): Promise<void> {
  await api.post<unknown>(`/admin/support/${encodeURIComponent(id)}/answer`, { answer } satisfies Schema<'SupportAnswer'>);
}
