/**
 * The registration forms' zod schemas, built from the rules module (`rules.ts`, the one source of
 * the rules and their messages). Each form's inputs go by the names the browser sees; a valid form
 * becomes the answers the next step sends.
 */

import { z } from 'zod';
import {
  validateAccount,
  validateAge,
  validateParent,
  type AccountDetails,
  type AgeDetails,
  type ParentDetails,
} from './rules';

/** Reports each rule's message on the input it belongs to (`inputs` maps the rule's field to it). */
function reportErrors<E extends object>(errors: E, inputs: Record<keyof E, string>, ctx: z.RefinementCtx): void {
  for (const [field, message] of Object.entries(errors) as [keyof E, string | undefined][]) {
    if (message !== undefined) ctx.addIssue({ code: 'custom', path: [inputs[field]], message });
  }
}

const ROLES = ['student', 'parent', 'coach'] as const satisfies readonly AccountDetails['role'][];

export const accountSchema = z
  .object({ role: z.enum(ROLES), email: z.string(), password: z.string(), 'confirm-password': z.string() })
  .transform(
    (values): AccountDetails => ({
      role: values.role,
      email: values.email,
      password: values.password,
      confirmPassword: values['confirm-password'],
    }),
  )
  .superRefine((details, ctx) => {
    reportErrors(validateAccount(details), { email: 'email', password: 'password', confirmPassword: 'confirm-password' }, ctx);
  })
  .transform((details) => ({ ...details, email: details.email.trim() })) satisfies z.ZodType<AccountDetails>;

export type AccountInputs = z.input<typeof accountSchema>;

export function toAccountInputs(details: AccountDetails): AccountInputs {
  return { role: details.role, email: details.email, password: details.password, 'confirm-password': details.confirmPassword };
}

/**
 * The age step's schema. A state not chosen yet (null) stands for `fallbackState`, the state the
 * step preselects.
 */
export function ageSchema(fallbackState: string) {
  return z
    .object({ 'birth-date': z.string(), state: z.string().nullable() })
    .transform((values): AgeDetails => ({ birthDate: values['birth-date'], userState: values.state ?? fallbackState }))
    .superRefine((details, ctx) => {
      reportErrors(validateAge(details), { birthDate: 'birth-date', userState: 'state' }, ctx);
    }) satisfies z.ZodType<AgeDetails>;
}

export type AgeInputs = z.input<ReturnType<typeof ageSchema>>;

/** The consent form's schema for the account's own email (which the parent's must differ from). */
export function parentSchema(userEmail: string) {
  return z
    .object({
      relation: z.enum(['parent', 'guardian']),
      'parent-email': z.string(),
      'parent-email-confirm': z.string(),
      acknowledge: z.boolean(),
    })
    .transform(
      (values): ParentDetails => ({
        email: values['parent-email'],
        confirmEmail: values['parent-email-confirm'],
        relation: values.relation,
        acknowledged: values.acknowledge,
      }),
    )
    .superRefine((details, ctx) => {
      reportErrors(
        validateParent(details, userEmail),
        { email: 'parent-email', confirmEmail: 'parent-email-confirm', acknowledged: 'acknowledge' },
        ctx,
      );
    })
    .transform((details) => ({
      ...details,
      email: details.email.trim(),
      confirmEmail: details.confirmEmail.trim(),
    })) satisfies z.ZodType<ParentDetails>;
}

export type ParentInputs = z.input<ReturnType<typeof parentSchema>>;

export function toParentInputs(details: ParentDetails): ParentInputs {
  return {
    relation: details.relation,
    'parent-email': details.email,
    'parent-email-confirm': details.confirmEmail,
    acknowledge: details.acknowledged,
  };
}
