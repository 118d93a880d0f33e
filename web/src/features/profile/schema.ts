/**
 * The profile form's zod schema, built from the rules module (`rules.ts`, the one source of the
 * profile's rules and messages): every input is text as typed; the rules decide what is wrong,
 * and a valid form becomes the request body the API expects (`ProfileUpdate`).
 */

import { z } from 'zod';
import { toProfileInput, type ProfileFormValues } from './formValues';
import { PROFILE_FIELDS, validateProfile, type ProfileField, type ProfileInput } from './rules';

const inputs = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string()])) as Record<
  ProfileField,
  z.ZodString
>;

/** The form's schema for a given calendar year (which bounds the graduation year). */
export function profileFormSchema(thisYear: number) {
  return z
    .object(inputs)
    .superRefine((values: ProfileFormValues, context) => {
      const errors = validateProfile(toProfileInput(values), thisYear);
      for (const field of PROFILE_FIELDS) {
        const message = errors[field];
        if (message !== undefined) context.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform((values): ProfileInput => toProfileInput(values));
}

export type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
