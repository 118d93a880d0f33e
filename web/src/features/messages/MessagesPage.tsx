import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { Tabs } from '@/components/Tabs';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { inboxQueryOptions, unreadQueryOptions } from './api';
import { ConversationItem } from './ConversationItem';
import { UnreadCount } from './Tags';
import './messages.css';

const tabs = [
  { id: 'inbox', label: 'Inbox', archived: false },
  { id: 'archived', label: 'Archived', archived: true },
] as const;

function emptyText(archived: boolean, viewerRole: 'athlete' | 'coach'): string {
  if (archived) return 'Nothing is archived. Archived conversations come back to your inbox when a new message arrives.';
  return viewerRole === 'athlete'
    ? 'No conversations yet. Write to a program from its page under Schools.'
    : 'No conversations yet. Message an athlete from their profile.';
}

/**
 * /messages: the viewer's conversations, newest first, in the inbox or the archive. The tab is
 * kept in the address (?archived=true), so it survives a reload and the back button.
 */
export default function MessagesPage() {
  usePageTitle('Messages');
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const viewerRole = user?.role === 'coach' ? 'coach' : 'athlete';
  const [params, setParams] = useSearchParams();
  const current = params.get('archived') === 'true' ? tabs[1] : tabs[0];
  const inbox = useQuery({ ...inboxQueryOptions(userId, current.archived), enabled: user !== null });
  const unread = useQuery({ ...unreadQueryOptions(userId), enabled: user !== null }).data ?? 0;
  const select = (id: (typeof tabs)[number]['id']) => {
    setParams(id === 'archived' ? { archived: 'true' } : {}, { replace: true });
  };
  const tabItems = tabs.map((tab) => ({
    id: tab.id,
    label:
      tab.id === 'inbox' ? (
        <>
          {tab.label}
          <UnreadCount count={unread} className="messages-tab__count" />
        </>
      ) : (
        tab.label
      ),
  }));

  return (
    <div className="container page messages-page">
      <header className="page-header">
        <h1>Messages</h1>
        <p className="lead">
          {viewerRole === 'athlete'
            ? 'Your conversations with college programs. You may write to any program at any time; a Division I or II coach can answer from June 15 after your sophomore year.'
            : 'Your conversations with athletes. Before an athlete’s NCAA contact date you may send only questionnaires and camp information.'}
        </p>
      </header>

      <Tabs label="Conversations" idPrefix="messages" tabs={tabItems} selected={current.id} onSelect={select}>
        {inbox.isPending ? (
          <Spinner label="Loading your conversations" fullPage={false} />
        ) : inbox.isError ? (
          <FormMessage tone="error" title="Your conversations could not be loaded.">
            <p>
              {inbox.error.message}{' '}
              <button type="button" className="link-button" onClick={() => void inbox.refetch()}>
                Try again
              </button>
            </p>
          </FormMessage>
        ) : inbox.data.conversations.length === 0 ? (
          <p className="messages-empty">{emptyText(current.archived, viewerRole)}</p>
        ) : (
          <ul className="conversation-list">
            {inbox.data.conversations.map((conversation) => (
              <ConversationItem key={conversation.id} conversation={conversation} viewerRole={viewerRole} />
            ))}
          </ul>
        )}
      </Tabs>
    </div>
  );
}
