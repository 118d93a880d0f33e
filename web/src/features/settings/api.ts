import type { Schema } from '@/api';
import { api } from '@/lib/api';

export type Message = Schema<'Message'>;

/** `optOutSale`: opted out of the sale or sharing of personal data. */
export type PrivacySettings = Schema<'PrivacySettings'>;

export const privacyQueryKey = (userId: string) => ['account', 'privacy', userId] as const;

/** A kind of email the account gets: on or off, since when and how, and when its links were revoked. */
export type EmailSetting = Schema<'EmailSetting'>;
export type EmailKind = Schema<'EmailKind'>;

export const emailSettingsQueryKey = (userId: string) => ['account', 'emails', userId] as const;

/** GET /api/account/emails: every kind of email the signed-in user gets. */
export function getEmailSettings(signal?: AbortSignal): Promise<EmailSetting[]> {
  return api.get<EmailSetting[]>('/account/emails', signal);
}

/** PUT /api/account/emails/{kind}: turns one kind of email on or off. */
export function setEmailKind(kind: EmailKind, on: boolean): Promise<EmailSetting> {
  return api.put<EmailSetting>(`/account/emails/${kind}`, { on } satisfies Schema<'EmailSwitch'>);
}

/** POST /api/account/emails/{kind}/revoke-links: the unsubscribe links already emailed stop working. */
export function revokeEmailLinks(kind: EmailKind): Promise<EmailSetting> {
  return api.post<EmailSetting>(`/account/emails/${kind}/revoke-links`);
}

/** GET /api/account/privacy: the signed-in user's privacy choices. */
export function getPrivacy(signal?: AbortSignal): Promise<PrivacySettings> {
  return api.get<PrivacySettings>('/account/privacy', signal);
}

/** PUT /api/account/privacy: opts out of (or back into) the sale of personal data. */
export function setPrivacy(settings: PrivacySettings): Promise<PrivacySettings> {
  return api.put<PrivacySettings>('/account/privacy', settings);
}

/** POST /api/account/email: emails a confirmation link to the new address. */
export function requestEmailChange(newEmail: string, password: string): Promise<Message> {
  return api.post<Message>('/account/email', { newEmail, password });
}

/** POST /api/account/email/confirm with the token of the link sent to the new address. */
export function confirmEmailChange(token: string): Promise<Message> {
  return api.post<Message>('/account/email/confirm', { token });
}

/** POST /api/account/email/undo with the token of the link sent to the old address after a change. */
export function undoEmailChange(token: string): Promise<Message> {
  return api.post<Message>('/account/email/undo', { token });
}

/** GET /api/account/export: everything the product holds about the signed-in user. */
export function exportMyData(): Promise<unknown> {
  return api.get<unknown>('/account/export');
}

/** POST /api/account/delete: deletes the account and all its data once the password is confirmed. */
export function deleteAccount(password: string): Promise<void> {
  return api.post<undefined>('/account/delete', { password });
}

/** The file name of a data export, dated so that several downloads don't overwrite each other. */
export function exportFileName(now: Date = new Date()): string {
  return `rowrecruit-my-data-${now.toISOString().slice(0, 10)}.json`;
}
