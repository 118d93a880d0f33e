import type { AthleteRef, ConversationSummary, MessageKind } from './types';

/** The composer's and the tags' words for each kind. */
export const KIND_LABELS: Record<MessageKind, string> = {
  message: 'Message',
  questionnaire: 'Questionnaire',
  camp_info: 'Camp information',
};

/** The tag shown on a questionnaire or camp information; a plain message has none. */
export function kindTag(kind: MessageKind): string | null {
  return kind === 'message' ? null : KIND_LABELS[kind];
}

export function athleteName(athlete: AthleteRef): string {
  const name = athlete.fullName ?? 'Unnamed athlete';
  return athlete.gradYear ? `${name} (class of ${athlete.gradYear})` : name;
}

/** Who the viewer talks to: the program for an athlete, the athlete for a coach. */
export function otherParty(conversation: ConversationSummary, viewerRole: 'athlete' | 'coach'): string {
  return viewerRole === 'athlete' ? conversation.program.name : athleteName(conversation.athlete);
}

/** An instant in the inbox: the time today, the day this year, the full date before. */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === now.toDateString()) {
    return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  }
  if (date.getFullYear() === now.getFullYear()) {
    return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  }
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** An instant in a thread: "Nov 20, 2026, 4:13 PM". */
export function formatSentAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "2027-06-15" as "June 15, 2027", read as a calendar date (no time zone shift). */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Characters as the server counts them: Unicode code points (not UTF-16 units), after trimming. */
export function countChars(text: string): number {
  return Array.from(text.trim()).length;
}
