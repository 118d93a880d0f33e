import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/Dialog';
import { isApiError } from '@/lib/api';
import { setFamilyPlan, type FamilyPlanId } from './api';
import { errorText, FAMILY_PLAN_CHOICES } from './rules';
import './family.css';

/** The account a console row shows. */
export interface PlanAccount {
  id: string;
  email: string;
}

const NONE = 'none';

/**
 * The console's "Family plan" action on a parent's row (handed to the users section by the app's
 * route table): until payments exist, an operator sets how many children the parent may follow.
 */
export default function FamilyPlanControl({ account }: { account: PlanAccount }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [choice, setChoice] = useState<string>(NONE);
  const selectId = useId();
  const save = useMutation({
    mutationFn: (plan: FamilyPlanId | null) => setFamilyPlan(account.id, plan),
    onSuccess: (_, plan) => {
      setOpen(false);
      setSaved(FAMILY_PLAN_CHOICES.find((c) => c.id === plan)?.label.replace(/ \(.*$/, '') ?? 'No plan');
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
          setOpen(true);
        }}
      >
        Family plan
      </button>
      <span className="visually-hidden" role="status">
        {saved ? `${account.email} is now on ${saved}.` : ''}
      </span>
      {saved ? <span className="admin-cell-note family-muted" aria-hidden="true">{saved}</span> : null}
      {open ? (
        <Dialog
          title="Set family plan"
          className="admin-modal"
          busy={save.isPending}
          onClose={() => setOpen(false)}
          description={
            <p>
              <strong className="admin-modal__email">{account.email}</strong> may follow as many athletes as the plan allows,
              at once. Without a plan, a parent follows one athlete at no cost.
            </p>
          }
        >
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(FAMILY_PLAN_CHOICES.find((option) => (option.id ?? NONE) === choice)?.id ?? null);
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
                {FAMILY_PLAN_CHOICES.map((option) => (
                  <option key={option.id ?? NONE} value={option.id ?? NONE}>
                    {option.label}
                  </option>
                ))}
              </select>
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
