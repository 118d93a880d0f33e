import { z } from 'zod';
import { EMAIL_PATTERN } from '@/features/auth';
import { isApiError } from '@/lib/api';
import type { ChildParent, ConsentScope, FamilyChild, FamilyPlan, OptionalScope, Relation } from './api';

/** Why the portal has no composer: said wherever a parent reads the child's conversations. */
export const RED_FLAG =
  'Coaches read messages from parents as a red flag. Your child writes; you see every word.';

/** The child's name, or a fallback while they have not given one. */
export function childName(child: { fullName: string | null }): string {
  return child.fullName && child.fullName.trim() !== '' ? child.fullName : 'Your child';
}

/** "Dec 9, 2026" for an instant, where the viewer is. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A child's state on their card: awaiting consent, frozen, 18 or over. */
export function childStatuses(child: FamilyChild): { text: string; tone: 'warn' | 'bad' | 'info' | 'good' }[] {
  const statuses: { text: string; tone: 'warn' | 'bad' | 'info' | 'good' }[] = [];
  if (child.consentStatus === 'pending') statuses.push({ text: 'Awaiting your consent', tone: 'warn' });
  if (child.frozen) statuses.push({ text: 'Frozen: collection refused', tone: 'bad' });
  if (!child.minor) statuses.push({ text: '18 or over: they decide whether you stay linked', tone: 'info' });
  else if (child.rights === 'follow') statuses.push({ text: 'You follow: the parent who gave consent decides', tone: 'info' });
  if (statuses.length === 0) statuses.push({ text: 'Active', tone: 'good' });
  return statuses;
}

/** "Class of 2027 · Age 16" */
export function childFacts(child: FamilyChild): string {
  return [child.gradYear ? `Class of ${child.gradYear}` : null, `Age ${child.age}`].filter(Boolean).join(' · ');
}

/** "1 of 1 athlete", "2 of 3 athletes", "2 athletes (no limit)". */
export function planUse(count: number, plan: FamilyPlan): string {
  const noun = (n: number) => (n === 1 ? 'athlete' : 'athletes');
  if (plan.childrenLimit === null) return `${count} ${noun(count)} (no limit)`;
  return `${count} of ${plan.childrenLimit} ${noun(plan.childrenLimit)}`;
}

export function planFull(count: number, plan: FamilyPlan): boolean {
  return plan.childrenLimit !== null && count >= plan.childrenLimit;
}

/** The optional consent scopes, in the order shown, with what each one allows. */
export const OPTIONAL_SCOPES: readonly { scope: OptionalScope; label: string; on: (name: string) => string }[] = [
  {
    scope: 'coachCommunications',
    label: 'Coach communications',
    on: (name) =>
      `Verified college coaches may write to ${name}. Turned off, coaches cannot write and ${name} is hidden from athlete search and every coach's list.`,
  },
  {
    scope: 'thirdPartySharing',
    label: 'Third-party sharing',
    on: (name) => `RowRecruit may share ${name}'s information with third parties. Turned off, nothing is shared outside RowRecruit.`,
  },
  {
    scope: 'analytics',
    label: 'Analytics',
    on: (name) => `RowRecruit may measure how ${name} uses the site to improve it. Turned off, no usage analytics are collected.`,
  },
];

/** "Given on Jun 5, 2026", "Withdrawn on …", or the default when it was never changed. */
export function scopeDate(scope: ConsentScope): string {
  if (scope.changedAt === null) return scope.granted ? 'On by default' : 'Off by default';
  return `${scope.granted ? 'Given' : 'Withdrawn'} on ${formatDay(scope.changedAt)}`;
}

/** The same within a sentence: "withdrawn on Nov 20, 2026" (only the first word in lower case). */
export function scopeDateInSentence(scope: ConsentScope): string {
  const text = scopeDate(scope);
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A linked parent's name, or their address while they have not given one. */
export function parentName(parent: { name: string | null; email: string }): string {
  return parent.name && parent.name.trim() !== '' ? parent.name : parent.email;
}

/** "the parent who gave consent (Pat Rower)": who decides for a child the signed-in parent follows. */
export function consentingParentText(child: FamilyChild): string {
  const holder = child.parents.find((parent) => parent.gaveConsent);
  return holder ? `the parent who gave consent (${parentName(holder)})` : 'the parent who gave consent';
}

/** What a linked parent may do for the child, in words. */
export function parentRightsText(parent: ChildParent): string {
  if (parent.gaveConsent) return 'Gave consent · full rights';
  if (parent.rights === 'full') {
    return parent.rightsChangedAt ? `Full rights, given on ${formatDay(parent.rightsChangedAt)}` : 'Full rights';
  }
  return 'Follows: may withdraw a consent or refuse collection';
}

/** A failed family call in words: the server's message, or a fixed text when it sent none. */
/** The hint under the password a parent types to confirm one of their rights. */
export const PARENT_PASSWORD_HINT = 'The password of your parent account, to confirm it is you.';

export function errorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (error.isUnavailable) return 'Could not reach RowRecruit. Check your connection and try again.';
  switch (error.code) {
    case 'child_is_adult':
      return 'Your child is 18 or over: they decide for themselves now.';
    case 'minor_needs_parent':
      return 'While you are under 18, the parent who gave consent, and any parent they gave full rights to, stay linked to your account.';
    case 'full_rights_required':
      return 'Only the parent who gave consent, or a parent they gave full rights to, can make this choice.';
    case 'consenting_parent_only':
      return 'Only the parent who gave consent can give or take back full rights.';
  }
  return error.message;
}

/** The invitation link's refusal in plain words, by the contract's error codes. */
export function invitationErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  switch (error.code) {
    case 'invitation_expired':
      return 'This invitation has expired. Ask your child to send you a new one from their dashboard.';
    case 'invitation_used':
      return 'This invitation has already been used.';
    case 'not_a_parent':
      return 'This invitation is for a parent account. Sign in with your parent account, or create one, to accept it.';
    case 'parents_full':
      return 'An athlete can have at most two parents linked, and your child already has two.';
    case 'plan_limit':
      return error.message;
  }
  if (error.status === 404) return 'This invitation link is not valid. Check that you opened the whole link from the email.';
  if (error.isUnavailable) return 'Could not reach RowRecruit. Check your connection and try again.';
  return error.message;
}

export const RELATIONS: readonly { value: Relation; label: string }[] = [
  { value: 'parent', label: 'Parent' },
  { value: 'guardian', label: 'Guardian' },
];

export function relationLabel(relation: Relation): string {
  return RELATIONS.find((r) => r.value === relation)?.label ?? relation;
}

/** The athlete's "Invite a parent" form. */
export const parentInviteSchema = z.object({
  email: z.string().trim().min(1, 'Enter your parent’s email address').regex(EMAIL_PATTERN, 'Enter a valid email address'),
  relation: z.enum(['parent', 'guardian']),
});
