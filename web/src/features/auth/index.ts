export { AuthProvider } from './AuthProvider';
export { useAuth, type AuthContextValue } from './context';
export type { AuthChangeEvent, AuthChangeListener } from './events';
export {
  sessionQueryKey,
  type SessionUser,
  type SessionInfo,
  type SessionResponse,
  type UserRole,
} from './api';
export { PasswordFields, weakPasswordReasons } from './PasswordFields';
export { checkNewPassword, newPasswordFields, type PasswordUpdate } from './schemas';
export { AuthLayout, EMAIL_PATTERN, tokenFromHash } from './AuthLayout';
export { EmailStopPage, type EmailLinkAnswer, type EmailLinkSend } from './EmailStopPage';
export { once } from './api';
export { InvitationPage, type InvitationConfig, type InvitationOutcome } from './InvitationPage';
