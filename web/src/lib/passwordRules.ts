/**
 * The server's password rules that the browser can check before sending (server/src/auth/password.rs).
 * The list of common passwords stays on the server, which answers `weak_password` with its reasons.
 */

/** Longer passwords are refused before hashing. */
export const MAX_PASSWORD_BYTES = 1024;
export const PASSWORD_TOO_LONG = 'Password must be at most 1,024 bytes';
export const PASSWORD_IS_EMAIL = 'Password must not be your email address';
export const PASSWORD_UNCHANGED = 'Your new password must be different from your current password';

/** Whether the password is over the cap, counted in UTF-8 bytes as the server counts. */
export function passwordTooLong(password: string): boolean {
  return new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES;
}

/** Whether the password is the account's email address, or its part before the @ (four characters or more). */
export function passwordIsEmail(password: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (address === '') return false;
  const lowered = password.toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  return lowered === address || (localPart.length >= 4 && lowered === localPart);
}
