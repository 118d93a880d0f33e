import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/Dialog';
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
  const selectId = useId();
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
        <Dialog
          title="Set family plan"
          className="admin-modal"
          busy={save.isPending}
          onClose={() => setOpen(false)}
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
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(choice === NONE ? null : choice);
            }}
          >
            <div className="field">
              <label className="field__label" htmlFor={selectId}>
                Family plan
              </label>
              <select
                id={selectId}
                className="field__input admin-select"
                value={choice}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${selectId}-error` : undefined}
                onChange={(event) => setChoice(event.target.value)}
              >
                <option value={NONE}>{NO_FAMILY_PLAN}</option>
                {(plans.data ?? []).map((option) => (
                  <option key={option.id} value={option.id}>
                    {familyPlanLabel(option)}
                  </option>
                ))}
                {account.familyPlan !== null && plans.isSuccess && !plans.data.some((plan) => plan.id === account.familyPlan) ? (
                  <option value={account.familyPlan}>{account.familyPlan}</option>
                ) : null}
              </select>
              {plans.isError ? <p className="field__hint">The family plans could not be loaded; close and try again.</p> : null}
              {fieldError ? (
                <p className="field__error" id={`${selectId}-error`}>
                  {fieldError}
                </p>
              ) : null}
            </div>
            {otherError ? (
              <p className="field__error" role="alert">
                {otherError}
              </p>
            ) : null}
            <div className="admin-modal__actions">
              <button type="button" className="button button--secondary" disabled={save.isPending} onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="submit" className="button button--primary" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save plan'}
              </button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
