// What the app shell uses of messaging on every page; the screens load lazily by their own paths.
export { unreadQueryOptions } from './api';
export { UnreadCount } from './Tags';
export { UnreadTotal } from './UnreadTotal';
export { useMessageEvents } from './useMessageEvents';
