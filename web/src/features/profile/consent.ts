import type { SessionUser } from '@/features/auth';

/**
 * True for a minor whose parent or guardian has not yet approved the account (the session's
 * `user.parentalConsent`): the profile stays hidden from coaches until then.
 */
export function isParentalConsentPending(user: SessionUser | null): boolean {
  return user !== null && 'parentalConsent' in user && user.parentalConsent === 'pending';
}
