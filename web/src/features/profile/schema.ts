/**
 * The profile form's zod schema, built from the rules module (`rules.ts`, the one source of the
 * profile's rules and messages): every input is text as typed; the rules decide what is wrong,
 * and a valid form becomes the request body the API expects (`ProfileUpdate`).
 */

import { z } from 'zod';
import { formFieldName, toProfileInput, type ProfileFormValues, type TextInputField } from './formValues';
import { PROFILE_FIELDS, validateProfile, type ProfileInput } from './rules';

const listFields = ['coxswain', 'targetDivisions', 'coxLinks', 'links'] as const;
const textFields = PROFILE_FIELDS.filter(
  (field): field is TextInputField => !(listFields as readonly string[]).includes(field),
);

const inputs = {
  ...(Object.fromEntries(textFields.map((field) => [field, z.string()])) as Record<TextInputField, z.ZodString>),
  coxswain: z.boolean(),
  targetDivisions: z.array(z.string()),
  coxLinks: z.array(z.object({ value: z.string() })),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
};

/** The form's schema for a given calendar year (which bounds the graduation year). */
export function profileFormSchema(thisYear: number) {
  return z
    .object(inputs)
    .superRefine((values: ProfileFormValues, context) => {
      const errors = validateProfile(toProfileInput(values), thisYear);
      for (const [name, message] of Object.entries(errors)) {
        const path = formFieldName(name);
        if (path !== null && message !== undefined) {
          context.addIssue({ code: 'custom', path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message });
        }
      }
    })
    .transform((values): ProfileInput => toProfileInput(values));
}

export type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
