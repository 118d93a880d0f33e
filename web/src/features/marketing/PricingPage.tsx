import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { limitRows } from '@/lib/plans';
import { formatDate } from '@/lib/rowing';
import { usePageTitle } from '@/lib/usePageTitle';
import { CONTACT_EMAIL, paths } from '@/paths';
import { plansQueryOptions } from './api';
import {
  ACTION_LABELS,
  annualSavingsCents,
  annualSavingsPercent,
  audienceFrom,
  audiences,
  DEFAULT_AUDIENCE,
  formatPrice,
  maxAnnualSavingsPercent,
  plansFor,
  type Audience,
  type Billing,
  type Plan,
  type PlanTable,
} from './plans';
import './marketing.css';
import './pricing.css';

const DESCRIPTION =
  'RowRecruit plans for individual rowers, families, club coaches and college coaches, billed monthly or annually, with a 14-day free trial and no credit card required.';

function CheckIcon({ className = 'plan__check' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function salesLink(plan: Plan): string {
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(`${plan.name} plan`)}`;
}

/** What a college plan lets a program do, as the server enforces it. */
function PlanLimits({ plan }: { plan: Plan }) {
  if (!plan.limits) return null;
  return (
    <div className="plan__limits">
      <p className="plan__limits-title">Plan limits</p>
      <dl>
        {limitRows(plan.limits).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const titleId = useId();
  const annual = billing === 'annual';
  const label = ACTION_LABELS[plan.action];
  const saving = `${formatPrice(annualSavingsCents(plan))} a year (${annualSavingsPercent(plan)}%)`;
  return (
    <li className={plan.featured ? 'plan plan--featured' : 'plan'}>
      <article className="plan__body" aria-labelledby={titleId}>
        {plan.badge ? <p className="plan__badge">{plan.badge}</p> : null}
        <h3 id={titleId} className="plan__name">
          {plan.name}
        </h3>
        <p className="plan__description">{plan.description}</p>
        <p className="plan__price">
          <span className="plan__amount">{formatPrice(annual ? plan.annualCents : plan.monthlyCents)}</span>
          <span className="plan__period">{annual ? '/year' : '/month'}</span>
        </p>
        <p className="plan__billing">
          {annual ? (
            <>
              Billed annually. <strong className="plan__saving">You save {saving}</strong> compared with monthly
              billing.
            </>
          ) : (
            <>
              Billed monthly, or {formatPrice(plan.annualCents)}/year billed annually to save{' '}
              {annualSavingsPercent(plan)}%.
            </>
          )}
        </p>
        <ul className="plan__features" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature}>
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <PlanLimits plan={plan} />
        <div className="plan__action">
          {plan.action === 'trial' ? (
            <Link
              className={plan.featured ? 'button button--primary button--large' : 'button button--secondary button--large'}
              to={paths.register}
              aria-label={`${label} with ${plan.name}`}
            >
              {label}
            </Link>
          ) : (
            <a
              className="button button--secondary button--large"
              href={salesLink(plan)}
              aria-label={`${label} about ${plan.name}`}
            >
              {label}
            </a>
          )}
        </div>
      </article>
    </li>
  );
}

function AudienceTabs({
  selected,
  onSelect,
  panelId,
  tabId,
}: {
  selected: Audience;
  onSelect: (audience: Audience) => void;
  panelId: string;
  tabId: (audience: Audience) => string;
}) {
  const refs = useRef(new Map<Audience, HTMLButtonElement>());

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = audiences.findIndex((a) => a.id === selected);
    const last = audiences.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const audience = audiences[next];
    if (!audience) return;
    onSelect(audience.id);
    refs.current.get(audience.id)?.focus();
  }

  return (
    <div className="audience-tabs" role="tablist" aria-label="Plans for" onKeyDown={move}>
      {audiences.map((audience) => {
        const isSelected = audience.id === selected;
        return (
          <button
            key={audience.id}
            ref={(element) => {
              if (element) refs.current.set(audience.id, element);
              else refs.current.delete(audience.id);
            }}
            type="button"
            role="tab"
            id={tabId(audience.id)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={isSelected ? 'audience-tab audience-tab--selected' : 'audience-tab'}
            onClick={() => {
              onSelect(audience.id);
            }}
          >
            {audience.label}
          </button>
        );
      })}
    </div>
  );
}

function BillingToggle({ billing, onChange }: { billing: Billing; onChange: (billing: Billing) => void }) {
  const name = useId();
  const options: { value: Billing; label: string }[] = [
    { value: 'monthly', label: 'Monthly' },
    { value: 'annual', label: 'Annual' },
  ];
  return (
    <fieldset className="billing-toggle">
      <legend className="visually-hidden">Billing period</legend>
      {options.map((option) => (
        <span key={option.value} className="billing-toggle__option">
          <input
            type="radio"
            className="billing-toggle__input"
            id={`${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={billing === option.value}
            onChange={() => {
              onChange(option.value);
            }}
          />
          <label className="billing-toggle__label" htmlFor={`${name}-${option.value}`}>
            {option.label}
          </label>
        </span>
      ))}
    </fieldset>
  );
}

export default function PricingPage() {
  usePageTitle('Pricing', DESCRIPTION);
  const table = useQuery(plansQueryOptions());

  return (
    <div className="container page pricing">
      <header className="page-header pricing__header">
        <p className="eyebrow">Plans</p>
        <h1>Pricing</h1>
        <p className="lead">
          Plans for individual rowers, families, club coaches and college coaches, billed monthly or annually.
        </p>
        {table.data ? <Promises table={table.data} /> : null}
      </header>
      {table.isPending ? (
        <Spinner label="Loading the plans" fullPage={false} />
      ) : table.isError ? (
        <FormMessage tone="error" title="The plans could not be loaded.">
          <p>
            Check your connection and{' '}
            <button type="button" className="link-button" onClick={() => void table.refetch()}>
              try again
            </button>
            .
          </p>
        </FormMessage>
      ) : (
        <Plans table={table.data} />
      )}
    </div>
  );
}

function Promises({ table }: { table: PlanTable }) {
  return (
    <ul className="pricing__promises" aria-label="Every plan includes">
      <li>
        <CheckIcon className="pricing__promise-check" />
        {table.freeTrialDays}-day free trial
      </li>
      <li>
        <CheckIcon className="pricing__promise-check" />
        No credit card required
      </li>
      <li>
        <CheckIcon className="pricing__promise-check" />
        Annual saves up to {maxAnnualSavingsPercent(table.plans)}%
      </li>
    </ul>
  );
}

function Plans({ table }: { table: PlanTable }) {
  // The open tab is kept in the address (?audience=college), so it can be linked to.
  const [params, setParams] = useSearchParams();
  const audience = audienceFrom(params.get('audience'));
  const [billing, setBilling] = useState<Billing>('monthly');
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (id: Audience) => `${baseId}-tab-${id}`;
  const current = audiences.find((a) => a.id === audience) ?? audiences[0];
  const setAudience = (id: Audience) => {
    setParams(id === DEFAULT_AUDIENCE ? {} : { audience: id }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <div className="pricing__controls">
        <AudienceTabs selected={audience} onSelect={setAudience} panelId={panelId} tabId={tabId} />
        <BillingToggle billing={billing} onChange={setBilling} />
      </div>

      <section id={panelId} role="tabpanel" aria-labelledby={tabId(audience)} className="pricing__panel" tabIndex={0}>
        <h2 className="visually-hidden">{current?.label} plans</h2>
        <p className="pricing__intro">{current?.intro}</p>
        <ul className="plan-grid">
          {plansFor(table.plans, audience).map((plan) => (
            <PlanCard key={plan.id} plan={plan} billing={billing} />
          ))}
        </ul>
        {audience === 'college' ? (
          <p className="pricing__note">
            College coach accounts are verified before they can see athlete profiles, and all messaging follows NCAA
            recruiting rules. A program&apos;s first coach starts a {table.freeTrialDays}-day free trial.
          </p>
        ) : null}
        <p className="pricing__as-of">Prices as of {formatDate(table.updatedOn)}.</p>
      </section>

      <div className="pricing__extras">
        <section className="card" aria-labelledby="addons-title">
          <h2 id="addons-title">Add-ons</h2>
          <ul className="price-list">
            {table.addOns.map((addOn) => (
              <li key={addOn.name}>
                <div>
                  <p className="price-list__name">{addOn.name}</p>
                  <p className="price-list__text">{addOn.description}</p>
                </div>
                <p className="price-list__price">
                  {formatPrice(addOn.monthlyCents)} <span>{addOn.unit}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="discounts-title">
          <h2 id="discounts-title">Discounts</h2>
          <ul className="price-list">
            {table.discounts.map((discount) => (
              <li key={discount.name}>
                <p className="price-list__name">{discount.name}</p>
                <p className="price-list__price">{discount.percent}% off</p>
              </li>
            ))}
          </ul>
          <p className="price-list__footnote">
            To apply a discount, <a href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Discount')}`}>email us</a>{' '}
            from your organization&apos;s address.
          </p>
        </section>
      </div>

      <section className="pricing__trial" aria-labelledby="trial-title">
        <h2 id="trial-title">Try any plan free for {table.freeTrialDays} days</h2>
        <p>No credit card required: when the trial ends, pick the plan that suits you or simply stop. There is nothing to cancel.</p>
        <Link className="button button--accent button--large" to={paths.register}>
          Start Your Journey
        </Link>
      </section>
    </>
  );
}
