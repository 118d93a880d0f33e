import { describe, expect, it } from 'vitest';
import {
  ANSWER_REQUIRED,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  SUBJECT_REQUIRED,
  SUBJECT_TOO_LONG,
  supportAnswerSchema,
  supportRequestSchema,
} from './rules';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the support form', () => {
  it('sends a trimmed request, with no topic when none is chosen', () => {
    const result = supportRequestSchema.safeParse({ subject: '  Login trouble ', topic: '', message: ' I cannot sign in. ' });
    expect(result.success && result.data).toEqual({ subject: 'Login trouble', message: 'I cannot sign in.', topic: null });
    const withTopic = supportRequestSchema.safeParse({ subject: 'Plan', topic: 'billing', message: 'Which plan?' });
    expect(withTopic.success && withTopic.data.topic).toBe('billing');
  });

  it('names every missing field in the words the server uses', () => {
    const result = supportRequestSchema.safeParse({ subject: '   ', topic: '', message: '' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({ subject: SUBJECT_REQUIRED, message: MESSAGE_REQUIRED });
  });

  it('refuses a subject over 150 characters and a message over 5,000', () => {
    expect(supportRequestSchema.safeParse({ subject: 'a'.repeat(150), topic: '', message: 'b'.repeat(5000) }).success).toBe(true);
    const result = supportRequestSchema.safeParse({ subject: 'a'.repeat(151), topic: '', message: 'b'.repeat(5001) });
    expect(messages(result)).toEqual({ subject: SUBJECT_TOO_LONG, message: MESSAGE_TOO_LONG });
  });

  it('accepts only the listed topics', () => {
    expect(supportRequestSchema.safeParse({ subject: 'Hi', topic: 'refunds', message: 'Hello' }).success).toBe(false);
  });

  it('needs an answer from the operator', () => {
    expect(messages(supportAnswerSchema.safeParse({ answer: '  ' }))).toEqual({ answer: ANSWER_REQUIRED });
    expect(supportAnswerSchema.safeParse({ answer: 'Done.' }).success).toBe(true);
  });
});
