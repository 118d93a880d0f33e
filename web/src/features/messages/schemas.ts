import { z } from 'zod';
import { MESSAGE_MAX_CHARS, REPORT_REASON_MAX_CHARS } from './api';
import { countChars } from './format';

/** The server's words for an empty message (`message_empty`). */
export const MESSAGE_EMPTY = 'Write a message first.';
export const MESSAGE_TOO_LONG = `Keep your message to ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters or fewer.`;
export const REASON_REQUIRED = 'Say what is wrong with this conversation.';
export const REASON_TOO_LONG = `Keep the reason to ${REPORT_REASON_MAX_CHARS.toLocaleString('en-US')} characters or fewer.`;

/** The composer: the text, sent without the spaces around it, and the kind (coaches only). */
export const messageFields = z.object({
  body: z
    .string()
    .refine((text) => countChars(text) > 0, MESSAGE_EMPTY)
    .refine((text) => countChars(text) <= MESSAGE_MAX_CHARS, MESSAGE_TOO_LONG)
    .transform((text) => text.trim()),
  kind: z.enum(['message', 'questionnaire', 'camp_info']),
});
export type MessageValues = z.input<typeof messageFields>;

/** The report form: a reason of 1 to 1000 characters. */
export const reportFields = z.object({
  reason: z
    .string()
    .refine((text) => countChars(text) > 0, REASON_REQUIRED)
    .refine((text) => countChars(text) <= REPORT_REASON_MAX_CHARS, REASON_TOO_LONG)
    .transform((text) => text.trim()),
});
export type ReportValues = z.input<typeof reportFields>;
