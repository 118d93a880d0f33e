import { z } from 'zod';
import type { NewSupportRequest, SupportTopic } from './api';

/** The server's limits and words for a request (`support::rules`), so the form says the same. */
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 5000;
export const ANSWER_MAX = 5000;
export const SUBJECT_REQUIRED = 'Please enter a subject';
export const SUBJECT_TOO_LONG = 'Keep the subject to 150 characters or fewer';
export const MESSAGE_REQUIRED = 'Please describe what you need';
export const MESSAGE_TOO_LONG = 'Keep your message to 5,000 characters or fewer';
export const ANSWER_REQUIRED = 'Please write an answer';
export const ANSWER_TOO_LONG = 'Keep the answer to 5,000 characters or fewer';

/** The topics a user may choose, as the form names them. */
export const TOPIC_LABELS: Record<SupportTopic, string> = {
  account: 'My account',
  billing: 'Billing and plans',
  recruiting: 'Recruiting and coaches',
  privacy: 'Privacy and my data',
  other: 'Something else',
};

const TOPICS = Object.keys(TOPIC_LABELS) as [SupportTopic, ...SupportTopic[]];

/** The support form, checked as the server checks it; an empty topic is none. */
export const supportRequestSchema = z
  .object({
    subject: z.string().trim().min(1, SUBJECT_REQUIRED).max(SUBJECT_MAX, SUBJECT_TOO_LONG),
    topic: z.union([z.literal(''), z.enum(TOPICS)]),
    message: z.string().trim().min(1, MESSAGE_REQUIRED).max(MESSAGE_MAX, MESSAGE_TOO_LONG),
  })
  .transform((values) => ({
    subject: values.subject,
    message: values.message,
    topic: values.topic === '' ? null : values.topic,
  })) satisfies z.ZodType<NewSupportRequest>;

export type SupportRequestValues = z.input<typeof supportRequestSchema>;

/** An operator's answer to a request. */
export const supportAnswerSchema = z.object({
  answer: z.string().trim().min(1, ANSWER_REQUIRED).max(ANSWER_MAX, ANSWER_TOO_LONG),
});

export type SupportAnswerValues = z.input<typeof supportAnswerSchema>;
