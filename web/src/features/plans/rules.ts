import type { Schema } from '@/api';
import type { UserRole } from '@/features/auth';

export type Plan = Schema<'Plan'>;
export type Audience = Schema<'Audience'>;

/** The pricing tab of the plans a role holds itself; coaches' plans are their club's or program's. */
export function audienceOf(role: UserRole): Audience | null {
  if (role === 'student') return 'rower';
  if (role === 'parent') return 'family';
  return null;
}

/** The sign-up role a plan's trial needs. */
export function signUpRoleFor(audience: Audience): 'student' | 'parent' | 'coach' {
  if (audience === 'rower') return 'student';
  if (audience === 'family') return 'parent';
  return 'coach';
}

/** "Dec 12, 2026" from an RFC 3339 instant. */
export function trialEndDate(instant: string): string {
  return new Date(instant).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
