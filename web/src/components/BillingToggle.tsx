import { useId } from 'react';
import './billing-toggle.css';

export type BillingChoice = 'monthly' | 'annual';

const OPTIONS: { value: BillingChoice; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/**
 * Monthly or annual, as two radio buttons in one pill. Given `value`, the caller holds the choice;
 * without it the inputs start on monthly and the pricing page's script (pricingControls, which
 * finds them by `data-billing-choice`) shows the matching prices, also in the pre-rendered page.
 */
export function BillingToggle({ value, onChange }: { value?: BillingChoice; onChange?: (choice: BillingChoice) => void }) {
  const name = useId();
  return (
    <fieldset className="billing-toggle">
      <legend className="visually-hidden">Billing period</legend>
      {OPTIONS.map((option) => (
        <span key={option.value} className="billing-toggle__option">
          <input
            type="radio"
            className="billing-toggle__input"
            id={`${name}-${option.value}`}
            name={name}
            value={option.value}
            data-billing-choice
            {...(value === undefined
              ? { defaultChecked: option.value === 'monthly' }
              : { checked: value === option.value, onChange: () => onChange?.(option.value) })}
          />
          <label className="billing-toggle__label" htmlFor={`${name}-${option.value}`}>
            {option.label}
          </label>
        </span>
      ))}
    </fieldset>
  );
}
