import { z } from 'zod';
import type { Schema } from '@/api';

/** The plan id a trial is chosen under, as the server names it. */
export const TRIAL = 'trial';

export const PLAN_REQUIRED = 'Choose a plan';
export const TRIAL_DATE = "Enter the trial's last day as yyyy-mm-dd";

/**
 * The programs section's plan form: a plan, and for a trial an optional last day (the server
 * gives 14 days when none is given, and checks the day is after today).
 */
export const planSchema = z
  .object({
    plan: z.string().min(1, PLAN_REQUIRED),
    trialEndsOn: z.string().trim(),
  })
  .superRefine((values, context) => {
    if (values.plan === TRIAL && values.trialEndsOn !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.trialEndsOn)) {
      context.addIssue({ code: 'custom', path: ['trialEndsOn'], message: TRIAL_DATE });
    }
  })
  .transform(
    (values): Schema<'ProgramPlanChoice'> => ({
      plan: values.plan,
      trialEndsOn: values.plan === TRIAL && values.trialEndsOn !== '' ? values.trialEndsOn : null,
    }),
  );
