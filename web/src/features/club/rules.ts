import { z } from 'zod';
import { EMAIL_PATTERN } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { ergResult, formatDate, pieceLabel, seatLabel } from '@/lib/rowing';
import type { AttestationRequest, Club, ClubLimits, WorkspaceReason } from './api';

/** The server's limits on club names, decline reasons and evaluation comments. */
export const CLUB_LIMITS = {
  nameMax: 120,
  declineReasonMax: 500,
  commentsMax: 2000,
} as const;

export const EVALUATION_NOTE =
  'Only verified college coaches can read evaluations. The athlete and their parents see that one exists, never what it says.';

export const CODE_CHECKED_LABEL = 'I checked the verification code against the monitor or logbook';

export const SHARE_LABEL = 'Share my recruiting activity with my club coach';

/** An accepted invitation of an athlete whose account waits for a parent's approval. */
export const WAITING_FOR_PARENT =
  'You join the roster once your parent or guardian approves your account. Your club coach sees you then; there is nothing more for you to do.';

/** "Create your club team": a name, 1 to 120 characters. */
export const clubNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter your club team's name")
    .max(CLUB_LIMITS.nameMax, `The name must be at most ${CLUB_LIMITS.nameMax} characters`),
});

export const inviteSchema = z.object({
  email: z.string().trim().min(1, 'Enter an email address').regex(EMAIL_PATTERN, 'Enter a valid email address'),
  kind: z.enum(['athlete', 'coach']),
});

export const declineSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Tell the athlete why you decline')
    .max(CLUB_LIMITS.declineReasonMax, `The reason must be at most ${CLUB_LIMITS.declineReasonMax} characters`),
});

export const RATINGS = [
  { name: 'technique', label: 'Technique' },
  { name: 'fitness', label: 'Fitness' },
  { name: 'coachability', label: 'Coachability' },
] as const;

export type RatingName = (typeof RATINGS)[number]['name'];

const rating = (label: string) =>
  z
    .string()
    .refine((value) => /^[1-5]$/.test(value), `Rate ${label.toLowerCase()} from 1 to 5`)
    .transform(Number);

/** The evaluation form: three ratings from 1 to 5 (chosen as radio buttons) and comments. */
export const evaluationSchema = z.object({
  technique: rating('Technique'),
  fitness: rating('Fitness'),
  coachability: rating('Coachability'),
  comments: z
    .string()
    .max(CLUB_LIMITS.commentsMax, `Comments must be at most ${CLUB_LIMITS.commentsMax} characters`),
});

export type EvaluationFormValues = z.input<typeof evaluationSchema>;

/** "7 of 10 athletes", or "7 athletes" on a plan without a roster limit. */
export function rosterUse(count: number, limits: ClubLimits): string {
  const noun = (n: number) => (n === 1 ? 'athlete' : 'athletes');
  if (limits.roster == null) return `${count} ${noun(count)} (no limit)`;
  return `${count} of ${limits.roster} ${noun(limits.roster)}`;
}

/** The roster is at the plan's limit: inviting another athlete would be refused. */
export function rosterFull(club: Club): boolean {
  return club.limits.roster != null && club.rosterCount >= club.limits.roster;
}

/** The plan lets one more coach join (Club Pro has no limit). */
export function canInviteCoaches(club: Club): boolean {
  return club.limits.coaches == null || club.coaches.length < club.limits.coaches;
}

/** Why the club workspace is closed, and what happens next. */
export function workspaceReasonText(reason: WorkspaceReason): string {
  switch (reason) {
    case 'coach_unverified':
      return 'An administrator checks your coaching role at this club, usually within 2 business days, and emails you the decision. Until then you cannot invite athletes, verify scores or write evaluations.';
    case 'plan_required':
      return "Your club's plan has ended. Ask RowRecruit to renew it to invite athletes, verify scores and write evaluations again.";
    default:
      return 'Create your club team first.';
  }
}

/** An invitation link's refusal in plain words, by the server's error codes. */
export function invitationErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  switch (error.code) {
    case 'invitation_expired':
      return 'This invitation has expired. Ask your club coach to send you a new one.';
    case 'invitation_used':
      return 'This invitation has already been used.';
    case 'not_an_athlete':
      return 'This invitation is for an athlete. Sign in with the athlete account it was sent to.';
    case 'not_a_coach':
      return 'This invitation is for a coach. Sign in with a coach account to join the club team.';
    case 'already_in_club':
      return 'You already coach another club team. A coach belongs to one club team at a time.';
    case 'has_program':
      return 'You recruit for a college program. Club teams are for club coaches.';
    case 'plan_limit':
      return error.message;
  }
  if (error.status === 404) return 'This invitation link is not valid. Check that you opened the whole link from the email.';
  if (error.isUnavailable) return 'Could not reach RowRecruit. Check your connection and try again.';
  return error.message;
}

/** A failed club call, in words: the server's message, or a fixed text when it sent none. */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (error.isUnavailable) return 'Could not reach RowRecruit. Check your connection and try again.';
  return error.message;
}

/** A result waiting for verification, in one line: "2k 6:58.4 · Oct 1, 2026". */
export function requestedResultText(request: AttestationRequest): string {
  if (request.erg) {
    return `${pieceLabel(request.erg.piece)} ${ergResult(request.erg)} · ${formatDate(request.erg.date)}`;
  }
  if (request.race) {
    const { regatta, event, boatClass, seat, place, time, date } = request.race;
    return [
      regatta,
      event,
      `${boatClass}, ${seatLabel(seat, boatClass)}`,
      place == null ? null : `Place ${place}`,
      time == null ? null : `Time ${time}`,
      formatDate(date),
    ]
      .filter((part): part is string => part !== null)
      .join(' · ');
  }
  return 'Result';
}

/** "Dec 9, 2026" for an instant, where the viewer is. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A person's name, or the text for someone who has not given one. */
export function nameOf(fullName: string | null | undefined, fallback = 'Unnamed athlete'): string {
  return fullName && fullName.trim() !== '' ? fullName : fallback;
}
