/**
 * The search form's zod schema, built from `rules.ts`: every input is text as typed; the rules
 * decide what is wrong, with the server's messages.
 */

import { z } from 'zod';
import { checkSavedName, validateFilters, type SearchFilters } from './rules';

const text = z.string();

export const searchFormSchema = z
  .object({
    gradYears: z.array(z.string()),
    squad: text,
    weightClass: text,
    side: text,
    coxswain: text,
    min2k: text,
    max2k: text,
    min6k: text,
    max6k: text,
    minHeight: text,
    maxHeight: text,
    minGpa: text,
    minSat: text,
    minAct: text,
    states: z.array(z.string()),
    division: text,
    q: text,
    verifiedOnly: z.boolean(),
  })
  .superRefine((values: SearchFilters, context) => {
    for (const [path, message] of Object.entries(validateFilters(values))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  });

export const saveSearchSchema = z.object({ name: z.string() }).superRefine((values, context) => {
  const message = checkSavedName(values.name);
  if (message !== undefined) context.addIssue({ code: 'custom', path: ['name'], message });
});
