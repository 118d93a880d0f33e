import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlanDialog, PlanSelect } from '@/components/PlanDialog';
import { isApiError } from '@/lib/api';
import { adminKeys, plansQuery, setAccountPlan, type Plan } from './api';
import { errorText } from './sectionUi';

/** An athlete's or a parent's row, and whose plans they buy. */
export interface PlanAccount {
  id: string;
  email: string;
  /** The account's own plan id; null when none is set. */
  plan: string | null;
  audience: 'rower' | 'family';
}

const NONE = 'none';

const WORDS = {
  rower: {
    button: 'Rower plan',
    title: 'Set rower plan',
    none: 'No plan (the free level: 5 saved schools)',
    effect: 'gets what the plan allows, at once. Without a plan, an athlete has the free level.',
  },
  family: {
    button: 'Family plan',
    title: 'Set family plan',
    none: 'No plan (Family Basic’s limit: 1 athlete, free)',
    effect: 'may follow as many athletes as the plan allows, at once. Without a plan, a parent follows one athlete at no cost.',
  },
} as const;

/** "Family Plus (up to 3 athletes)", "Family Premier (no limit)", "Elite": a plan and, for a family plan, what it allows. */
export function accountPlanLabel(plan: Plan): string {
  const limits = plan.familyLimits;
  if (!limits) return plan.name;
  const children = limits.children;
  if (children == null) return `${plan.name} (no limit)`;
  return `${plan.name} (${children === 1 ? '1 athlete' : `up to ${children} athletes`})`;
}

/** An account's plan id in words: the table's name, the id itself when the table lacks it, or "No plan". */
export function accountPlanName(planId: string | null, plans: readonly Plan[] | undefined): string {
  if (planId === null) return 'No plan';
  return plans?.find((plan) => plan.id === planId)?.name ?? planId;
}

/** The plan under the role in the users list. */
export function AccountPlanNote({ account }: { account: PlanAccount }) {
  const plans = useQuery(plansQuery(account.audience));
  const name = account.plan === null ? null : accountPlanName(account.plan, plans.data);
  return (
    <span className="admin-cell-note admin-muted">
      {name ?? (account.audience === 'family' ? 'No family plan' : 'No rower plan')}
    </span>
  );
}

/**
 * The console's "Rower plan" or "Family plan" action on an athlete's or a parent's row: a dialog
 * where an operator sets the account's own plan by hand (payments off, or a courtesy). The
 * choices are the plan table's plans for the account.
 */
export function AccountPlanControl({ account }: { account: PlanAccount }) {
  const queryClient = useQueryClient();
  const words = WORDS[account.audience];
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [choice, setChoice] = useState<string>(account.plan ?? NONE);
  const plans = useQuery(plansQuery(account.audience));
  const current = accountPlanName(account.plan, plans.data);
  const save = useMutation({
    mutationFn: (plan: string | null) => setAccountPlan(account.id, plan),
    onSuccess: (_, plan) => {
      setOpen(false);
      setSaved(accountPlanName(plan, plans.data));
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
  const fieldError = isApiError(save.error) ? save.error.fields?.plan : undefined;
  const otherError = save.isError && !fieldError ? errorText(save.error) : null;

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Set the ${account.audience === 'family' ? 'family' : 'rower'} plan of ${account.email}`}
        onClick={() => {
          save.reset();
          setChoice(account.plan ?? NONE);
          setOpen(true);
        }}
      >
        {words.button}
      </button>
      <span className="visually-hidden" role="status">
        {saved ? `${account.email} is now on ${saved}.` : ''}
      </span>
      {open ? (
        <PlanDialog
          title={words.title}
          busy={save.isPending}
          failure={otherError}
          onCancel={() => setOpen(false)}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(choice === NONE ? null : choice);
          }}
          description={
            <>
              <p>
                <strong className="admin-modal__email">{account.email}</strong> {words.effect}
              </p>
              <p>
                Current plan: <strong>{current}</strong>
              </p>
            </>
          }
        >
          <PlanSelect
            label={words.button}
            options={[
              { value: NONE, label: words.none },
              ...(plans.data ?? []).map((option) => ({ value: option.id, label: accountPlanLabel(option) })),
              // A plan the account holds that is no longer offered stays choosable as it is.
              ...(account.plan !== null && plans.isSuccess && !plans.data.some((plan) => plan.id === account.plan)
                ? [{ value: account.plan, label: account.plan }]
                : []),
            ]}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            loadFailed={plans.isError ? 'The plans could not be loaded; close and try again.' : undefined}
            error={fieldError}
          />
        </PlanDialog>
      ) : null}
    </>
  );
}
