// The messaging API's types, from the server's OpenAPI document (see docs/api.md).
import type { Schema } from '@/api';

/** What a message is: coaches send questionnaires and camp information before the contact date. */
export type MessageKind = Schema<'MessageKind'>;
export type ProgramRef = Schema<'ProgramRef'>;
export type AthleteRef = Schema<'AthleteRef'>;
/** What the viewer may send, decided by the server. */
export type ContactState = Schema<'ContactState'>;
export type ConversationSummary = Schema<'ConversationSummary'>;
export type ThreadMessage = Schema<'ThreadMessage'>;
export type ConversationDetail = Schema<'ConversationDetail'>;
export type Inbox = Schema<'Inbox'>;
export type UnreadCount = Schema<'UnreadCount'>;
export type ContactAnswer = Schema<'ContactAnswer'>;
export type SentMessage = Schema<'SentMessage'>;
export type MessageReport = Schema<'MessageReport'>;
export type MessageReports = Schema<'MessageReports'>;
export type Commitment = Schema<'CommitmentAnswer'>;
