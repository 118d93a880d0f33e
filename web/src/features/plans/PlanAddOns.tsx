import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { billingQueryKey, heldQuantity, setAddOn, type BillingView } from '@/lib/billing';
import { formatPrice, type AddOn } from '@/lib/plans';

interface Props {
  billing: BillingView;
  addOns: readonly AddOn[];
  /** Annual plans carry add-ons billed annually too. */
  annual: boolean;
}

/**
 * The add-ons a paid plan can carry: each with its price, what the payer holds (paid, or granted
 * by our team), and Add / Remove, or how many people for parent access. Stripe prorates each
 * change on the plan's next invoice.
 */
export default function PlanAddOns({ billing, addOns, annual }: Props) {
  const shown = addOns.filter(
    (addOn) => billing.addOnOffers.includes(addOn.id) || heldQuantity(billing.addOns, addOn.id) > 0,
  );
  if (shown.length === 0) return null;
  return (
    <section className="plan-add-ons" aria-labelledby="plan-add-ons-title">
      <h3 id="plan-add-ons-title" className="plan-payment__title">
        Add-ons
      </h3>
      <ul className="plan-payment__plans">
        {shown.map((addOn) => (
          <AddOnRow key={addOn.id} addOn={addOn} billing={billing} annual={annual} />
        ))}
      </ul>
    </section>
  );
}

function AddOnRow({ addOn, billing, annual }: { addOn: AddOn; billing: BillingView; annual: boolean }) {
  const queryClient = useQueryClient();
  const held = billing.addOns.find((h) => h.addOn === addOn.id);
  const paid = held?.paid ?? 0;
  const granted = held?.granted ?? 0;
  const [people, setPeople] = useState(Math.max(paid, 1));
  const selectId = useId();
  const canBuy = billing.addOnOffers.includes(addOn.id);
  const change = useMutation({
    mutationFn: (quantity: number) => setAddOn(addOn.id, quantity),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueryKey }),
  });
  const error = change.error
    ? isApiError(change.error)
      ? change.error.message
      : 'The add-on could not be changed. Try again.'
    : null;
  const priceText = annual
    ? `${formatPrice(addOn.annualCents)} ${addOn.unit.replace('per month', 'per year')}`
    : `${formatPrice(addOn.monthlyCents)} ${addOn.unit}`;
  const perPerson = addOn.maxQuantity > 1;

  return (
    <li>
      <span className="plan-payment__name">
        {addOn.name}
        <span className="plan-add-ons__held">
          {paid > 0 ? (perPerson ? ` · ${paid} paid for` : ' · active') : null}
          {granted > 0 ? ` · ${perPerson ? `${granted} ` : ''}included by RowRecruit` : null}
        </span>
      </span>
      <span>{priceText}</span>
      {canBuy && perPerson ? (
        <span className="plan-add-ons__people">
          <label htmlFor={selectId}>People</label>
          <select id={selectId} value={people} onChange={(e) => setPeople(Number(e.target.value))}>
            {Array.from({ length: addOn.maxQuantity + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--secondary"
            disabled={change.isPending || people === paid}
            onClick={() => change.mutate(people)}
          >
            {paid === 0 ? 'Add' : 'Update'}
          </button>
        </span>
      ) : canBuy ? (
        <button
          type="button"
          className={paid > 0 ? 'button button--secondary' : 'button button--primary'}
          disabled={change.isPending}
          aria-label={`${paid > 0 ? 'Remove' : 'Add'} ${addOn.name}`}
          onClick={() => change.mutate(paid > 0 ? 0 : 1)}
        >
          {paid > 0 ? 'Remove' : 'Add'}
        </button>
      ) : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </li>
  );
}
