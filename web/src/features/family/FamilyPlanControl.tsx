import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlanDialog, PlanSelect } from '@/components/PlanDialog';
import { isApiError } from '@/lib/api';
import { familyPlansQueryOptions, setFamilyPlan } from './api';
import { errorText, familyPlanLabel, familyPlanName, NO_FAMILY_PLAN } from './rules';
import './family.css';

/** The account a console row shows. */
export interface PlanAccount {
  id: string;
  email: string;
  /** The parent's family plan id; null when none is set. */
  familyPlan: string | null;
}

const NONE = 'none';

/**
 * The console's "Family plan" action on a parent's row (handed to the users section by the app's
 * route table): the parent's current plan, and a dialog where, until payments exist, an operator
 * sets how many children the parent may follow. The choices are the plan table's family plans.
 */
export default function FamilyPlanControl({ account }: { account: PlanAccount }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [choice, setChoice] = useState<string>(account.familyPlan ?? NONE);
  const plans = useQuery(familyPlansQueryOptions());
  const current = familyPlanName(account.familyPlan, plans.data);
  const save = useMutation({
    mutationFn: (plan: string | null) => setFamilyPlan(account.id, plan),
    onSuccess: (_, plan) => {
      setOpen(false);
      setSaved(familyPlanName(plan, plans.data));
      // The users list is read again, with the parent's new plan.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const fieldError = isApiError(save.error) ? save.error.fields?.plan : undefined;
  const otherError = save.isError && !fieldError ? errorText(save.error) : null;

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Set the family plan of ${account.email}`}
        onClick={() => {
          save.reset();
          setChoice(account.familyPlan ?? NONE);
          setOpen(true);
        }}
      >
        Family plan
      </button>
      <span className="visually-hidden" role="status">
        {saved ? `${account.email} is now on ${saved}.` : ''}
      </span>
      {open ? (
        <PlanDialog
          title="Set family plan"
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
                <strong className="admin-modal__email">{account.email}</strong> may follow as many athletes as the plan allows,
                at once. Without a plan, a parent follows one athlete at no cost.
              </p>
              <p>
                Current plan: <strong>{current}</strong>
              </p>
            </>
          }
        >
          <PlanSelect
            label="Family plan"
            options={[
              { value: NONE, label: NO_FAMILY_PLAN },
              ...(plans.data ?? []).map((option) => ({ value: option.id, label: familyPlanLabel(option) })),
              // A plan the account holds that is no longer offered stays choosable as it is.
              ...(account.familyPlan !== null && plans.isSuccess && !plans.data.some((plan) => plan.id === account.familyPlan)
                ? [{ value: account.familyPlan, label: account.familyPlan }]
                : []),
            ]}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            loadFailed={plans.isError ? 'The family plans could not be loaded; close and try again.' : undefined}
            error={fieldError}
          />
        </PlanDialog>
      ) : null}
    </>
  );
}
