export { AuthProvider } from './AuthProvider';
export { useAuth, type AuthContextValue } from './context';
export { sessionQueryKey, type SessionUser, type SessionInfo, type SessionResponse, type UserRole } from './api';
