import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { unreadQueryOptions } from './api';

/** The signed-in user's unread messages as a bare number ("–" until known), for the dashboard's tile. */
export function UnreadTotal() {
  const { user } = useAuth();
  const unread = useQuery({ ...unreadQueryOptions(user?.id ?? ''), enabled: user !== null });
  return <>{unread.data ?? '–'}</>;
}
