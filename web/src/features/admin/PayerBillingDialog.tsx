import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormDialog } from '@/components/FormDialog';
import { isApiError } from '@/lib/api';
import {
  adminKeys,
  extrasQuery,
  grantAddOn,
  grantDiscount,
  payerBillingQuery,
  type AddOnId,
  type Audience,
  type DiscountId,
  type PayerBilling,
  type PayerKind,
  type PlanExtras,
} from './api';
import { errorText } from './sectionUi';

export interface Payer {
  kind: PayerKind;
  id: string;
  /** The account's email, the club's or the program's name. */
  name: string;
  /** Whose plans it has: rower (an athlete), family (a parent), club or college. */
  audience: Audience;
}

/**
 * The dialog as a section mounts it: `open` for a row's payer, and the dialog to render, which
 * closes on save with the saved notice handed to `onNotice`.
 */
export function usePayerBillingDialog(onNotice: (text: string | null) => void): {
  open: (payer: Payer) => void;
  dialog: ReactNode;
} {
  const [payer, setPayer] = useState<Payer | null>(null);
  return {
    open: (next) => {
      onNotice(null);
      setPayer(next);
    },
    dialog: payer ? (
      <PayerBillingDialog
        payer={payer}
        onCancel={() => setPayer(null)}
        onSaved={(text) => {
          setPayer(null);
          onNotice(text);
        }}
      />
    ) : null,
  };
}

/** The row action that opens the dialog. */
export function AddOnsButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary button--small" aria-label={`Add-ons and discount of ${name}`} onClick={onClick}>
      Add-ons
    </button>
  );
}

/**
 * A payer's add-ons and discount as an operator grants them: add-ons beside what the payer pays
 * for (payments off, or a courtesy), and a discount once eligibility is checked, with a note of
 * what was checked. Only what the plan table sells to this payer is offered.
 */
export function PayerBillingDialog({ payer, onCancel, onSaved }: { payer: Payer; onCancel: () => void; onSaved: (notice: string) => void }) {
  const billing = useQuery(payerBillingQuery(payer.kind, payer.id));
  const extras = useQuery(extrasQuery());
  if (!billing.data || !extras.data) {
    const failed = billing.isError || extras.isError;
    return (
      <FormDialog
        title="Add-ons and discount"
        description={<p>{failed ? errorText(billing.error ?? extras.error) : 'Loading…'}</p>}
        busy={!failed}
        failure={null}
        submitLabel="Save"
        busyLabel="Loading…"
        onSubmit={(event) => event.preventDefault()}
        onCancel={onCancel}
      >
        {null}
      </FormDialog>
    );
  }
  return <PayerBillingForm payer={payer} held={billing.data} extras={extras.data} onCancel={onCancel} onSaved={onSaved} />;
}

function PayerBillingForm({
  payer,
  held,
  extras,
  onCancel,
  onSaved,
}: {
  payer: Payer;
  held: PayerBilling;
  extras: PlanExtras;
  onCancel: () => void;
  onSaved: (notice: string) => void;
}) {
  const queryClient = useQueryClient();
  const formId = useId();
  const addOns = extras.addOns.filter((a) => a.audiences.includes(payer.audience));
  const discounts = extras.discounts.filter((d) => d.audiences.includes(payer.audience));
  const grantedOf = (id: AddOnId) => held.addOns.find((h) => h.addOn === id)?.granted ?? 0;
  const paidOf = (id: AddOnId) => held.addOns.find((h) => h.addOn === id)?.paid ?? 0;
  const [granted, setGranted] = useState<Record<string, number>>(() =>
    Object.fromEntries(addOns.map((a) => [a.id, grantedOf(a.id)])),
  );
  const [discount, setDiscount] = useState<string>(held.discount?.discount ?? '');
  const [note, setNote] = useState(held.discount?.note ?? '');

  const save = useMutation({
    mutationFn: async () => {
      for (const addOn of addOns) {
        const quantity = granted[addOn.id] ?? 0;
        if (quantity !== grantedOf(addOn.id)) await grantAddOn(payer.kind, payer.id, addOn.id, quantity);
      }
      const chosen = discount === '' ? null : (discount as DiscountId);
      if (chosen !== (held.discount?.discount ?? null) || (chosen && note.trim() !== held.discount?.note)) {
        await grantDiscount(payer.kind, payer.id, chosen, note);
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.billing(payer.kind, payer.id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      onSaved(`The add-ons and discount of ${payer.name} are saved.`);
    },
  });
  const fields = isApiError(save.error) ? save.error.fields : undefined;
  const failure = save.isError && !fields ? errorText(save.error) : null;

  return (
    <FormDialog
      title="Add-ons and discount"
      busy={save.isPending}
      failure={failure}
      submitLabel="Save"
      busyLabel="Saving…"
      onCancel={onCancel}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      description={
        <p>
          <strong className="admin-modal__email">{payer.name}</strong>: what you grant here is beside what is paid for with
          Stripe, and takes effect at once.
        </p>
      }
    >
      {addOns.length === 0 ? <p>No add-on is sold with these plans.</p> : null}
      {addOns.map((addOn) => {
        const id = `${formId}-${addOn.id}`;
        return (
          <div className="field" key={addOn.id}>
            <label className="field__label" htmlFor={id}>
              {addOn.name}
              {addOn.maxQuantity > 1 ? ' (people)' : ''}
            </label>
            <select
              id={id}
              className="field__input admin-select"
              value={granted[addOn.id] ?? 0}
              onChange={(e) => setGranted({ ...granted, [addOn.id]: Number(e.target.value) })}
              aria-describedby={`${id}-hint`}
            >
              {Array.from({ length: addOn.maxQuantity + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {addOn.maxQuantity > 1 ? String(n) : n === 0 ? 'Not granted' : 'Granted'}
                </option>
              ))}
            </select>
            <p className="field__hint" id={`${id}-hint`}>
              {paidOf(addOn.id) > 0 ? `Paid for: ${paidOf(addOn.id)}.` : 'Not paid for.'}
            </p>
          </div>
        );
      })}
      {discounts.length > 0 ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-discount`}>
              Discount
            </label>
            <select
              id={`${formId}-discount`}
              className="field__input admin-select"
              value={discount}
              onChange={(e) => setDiscount(e.target.value)}
            >
              <option value="">None</option>
              {discounts.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name} ({d.percent}% off)
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-note`}>
              What you checked
            </label>
            <input
              id={`${formId}-note`}
              className="field__input"
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={fields?.note ? true : undefined}
              aria-describedby={fields?.note ? `${formId}-note-error` : undefined}
            />
            {fields?.note ? (
              <p className="field__error" id={`${formId}-note-error`}>
                {fields.note}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      {fields?.quantity ? (
        <p className="field__error" role="alert">
          {fields.quantity}
        </p>
      ) : null}
    </FormDialog>
  );
}
