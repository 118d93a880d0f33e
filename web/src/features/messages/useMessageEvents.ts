import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { MESSAGE_EVENTS_URL, messageKeys } from './api';

/** The conversation an event is about, from its `{"conversationId":"…"}` data. */
function conversationOf(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && 'conversationId' in parsed) {
      const { conversationId } = parsed;
      return typeof conversationId === 'string' ? conversationId : null;
    }
  } catch {
    // Not ours: the inbox and the count are refreshed all the same.
  }
  return null;
}

/**
 * Listens to the server's message events while a student, or a coach whose recruiting workspace
 * is open (`coachWorkspaceOpen`, which the caller knows), is signed in: the server refuses the
 * stream to anyone else. Refreshes the inbox, the unread count and the conversation concerned
 * when a message arrives or is read. The browser's EventSource reconnects by itself; the stream
 * closes on sign-out.
 */
export function useMessageEvents(coachWorkspaceOpen: boolean) {
  const { user, session } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const listens =
    userId !== null &&
    session?.recovery !== true &&
    (user?.role === 'student' || (user?.role === 'coach' && coachWorkspaceOpen));

  useEffect(() => {
    // Browsers without EventSource (and the test environment) go without live updates.
    if (!listens || !('EventSource' in globalThis)) return;
    const source = new EventSource(MESSAGE_EVENTS_URL);
    const refresh = (event: MessageEvent) => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.inboxes(userId) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread(userId) });
      const conversationId = conversationOf(event.data);
      if (conversationId !== null) {
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(userId, conversationId) });
      }
    };
    source.addEventListener('message', refresh);
    source.addEventListener('read', refresh);
    return () => {
      source.close();
    };
  }, [listens, userId, queryClient]);
}
