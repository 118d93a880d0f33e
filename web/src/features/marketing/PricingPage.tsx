import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BillingToggle } from '@/components/BillingToggle';
import { FormMessage } from '@/components/FormField';
import { LabelledValues } from '@/components/LabelledValues';
import { Spinner } from '@/components/Spinner';
import { limitRows, plansQueryOptions, trialPath } from '@/lib/plans';
import { formatDate } from '@/lib/rowing';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';

import { audienceSearch, pricingControls } from './pricingControls';
import {
  annualSavingsCents,
  annualSavingsPercent,
  audienceFrom,
  audiences,
  audienceWords,
  formatPrice,
  maxAnnualSavingsPercent,
  plansFor,
  TRIAL_LABEL,
  type Audience,
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

/** What a college plan lets a program do, as the server enforces it. */
function PlanLimits({ plan }: { plan: Plan }) {
  if (!plan.limits) return null;
  return (
    <div className="plan__limits">
      <p className="plan__limits-title">Plan limits</p>
      <LabelledValues rows={limitRows(plan.limits)} />
    </div>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = useId();
  const saving = `${formatPrice(annualSavingsCents(plan))} a year (${annualSavingsPercent(plan)}%)`;
  return (
    <li className={plan.featured ? 'plan plan--featured' : 'plan'}>
      <article className="plan__body" aria-labelledby={titleId}>
        {plan.badge ? <p className="plan__badge">{plan.badge}</p> : null}
        <h3 id={titleId} className="plan__name">
          {plan.name}
        </h3>
        <p className="plan__description">{plan.description}</p>
        {/* Both prices are in the page; the billing toggle shows one (see pricingControls). */}
        <div data-billing="monthly">
          <p className="plan__price">
            <span className="plan__amount">{formatPrice(plan.monthlyCents)}</span>
            <span className="plan__period">/month</span>
          </p>
          <p className="plan__billing">
            Billed monthly, or {formatPrice(plan.annualCents)}/year billed annually to save{' '}
            {annualSavingsPercent(plan)}%.
          </p>
        </div>
        <div data-billing="annual" hidden>
          <p className="plan__price">
            <span className="plan__amount">{formatPrice(plan.annualCents)}</span>
            <span className="plan__period">/year</span>
          </p>
          <p className="plan__billing">
            Billed annually. <strong className="plan__saving">You save {saving}</strong> compared with monthly
            billing.
          </p>
        </div>
        <ul className="plan__features" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature.text} data-entitlement={feature.entitlement}>
              <CheckIcon />
              <span>{feature.text}</span>
            </li>
          ))}
        </ul>
        <PlanLimits plan={plan} />
        <div className="plan__action">
          <Link
            className={plan.featured ? 'button button--primary button--large' : 'button button--secondary button--large'}
            to={trialPath(plan.id)}
            aria-label={`${TRIAL_LABEL} with ${plan.name}`}
          >
            {TRIAL_LABEL}
          </Link>
        </div>
      </article>
    </li>
  );
}

/** The tabs; pricingControls handles clicks and arrow keys. */
function AudienceTabs({
  selected,
  panelId,
  tabId,
}: {
  selected: Audience;
  panelId: (audience: Audience) => string;
  tabId: (audience: Audience) => string;
}) {
  return (
    <div className="audience-tabs" role="tablist" aria-label="Plans for">
      {audiences.map((audience) => {
        const isSelected = audience.id === selected;
        return (
          <button
            key={audience.id}
            type="button"
            role="tab"
            id={tabId(audience.id)}
            data-audience={audience.id}
            aria-selected={isSelected}
            aria-controls={panelId(audience.id)}
            tabIndex={isSelected ? 0 : -1}
            className={isSelected ? 'audience-tab audience-tab--selected' : 'audience-tab'}
          >
            {audience.label}
          </button>
        );
      })}
    </div>
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

/** What every athlete has without a plan: the rights and everything needed to be recruited. */
function FreeLevel({ level }: { level: PlanTable['freeRowerLevel'] }) {
  return (
    <p className="pricing__note">
      Free for every athlete, without a plan: your recruiting profile and whether coaches see it, your erg and race
      log, the programs, the recruitment calendar, messages with coaches, your data and its export
      {level.savedSchools ? `, and up to ${level.savedSchools} saved schools` : ''}. A parent&apos;s consent and
      rights over a minor&apos;s account never need a plan.
    </p>
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
  const baseId = useId();
  const panelId = (id: Audience) => `${baseId}-panel-${id}`;
  const tabId = (id: Audience) => `${baseId}-tab-${id}`;
  const root = useRef<HTMLDivElement>(null);
  const setAudience = useEffectEvent((id: Audience) => {
    setParams(audienceSearch(id), { replace: true, preventScrollReset: true });
  });
  useEffect(() => {
    if (!root.current) return undefined;
    return pricingControls(root.current, setAudience);
  }, []);

  return (
    <div ref={root} className="pricing__plans">
      <div className="pricing__controls">
        <AudienceTabs selected={audience} panelId={panelId} tabId={tabId} />
        <BillingToggle />
      </div>

      {audiences.map((tab) => (
        <section
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          className="pricing__panel"
          tabIndex={0}
          data-audience={tab.id}
          hidden={tab.id !== audience}
        >
          <h2 className="pricing__panel-title visually-hidden">{tab.label} plans</h2>
          <p className="pricing__intro">{tab.intro}</p>
          {tab.id === 'rower' ? <FreeLevel level={table.freeRowerLevel} /> : null}
          <ul className="plan-grid">
            {plansFor(table.plans, tab.id).map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
          {tab.id === 'college' ? (
            <p className="pricing__note">
              College coach accounts are verified before they can see athlete profiles, and all messaging follows NCAA
              recruiting rules. A program&apos;s first coach starts a {table.freeTrialDays}-day free trial.
            </p>
          ) : null}
        </section>
      ))}
      <p className="pricing__as-of">Prices as of {formatDate(table.updatedOn)}.</p>

      {table.addOns.length > 0 || table.discounts.length > 0 ? (
        <div className="pricing__extras">
          {table.addOns.length > 0 ? (
            <section className="card" aria-labelledby="addons-title">
              <h2 id="addons-title">Add-ons</h2>
              <p className="price-list__intro">Added to a paid plan, billed with it; change or remove them at any time.</p>
              <ul className="price-list">
                {table.addOns.map((addOn) => (
                  <li key={addOn.id}>
                    <div>
                      <p className="price-list__name">{addOn.name}</p>
                      <p className="price-list__text">{addOn.description}</p>
                      <p className="price-list__text">For {audienceWords(addOn.audiences)}.</p>
                    </div>
                    <p className="price-list__price">
                      {formatPrice(addOn.monthlyCents)} <span>{addOn.unit}</span>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {table.discounts.length > 0 ? (
            <section className="card" aria-labelledby="discounts-title">
              <h2 id="discounts-title">Discounts</h2>
              <p className="price-list__intro">
                Granted once we have checked eligibility: <Link to={paths.support}>ask us</Link> before you pay, and the
                discount applies at checkout.
              </p>
              <ul className="price-list">
                {table.discounts.map((discount) => (
                  <li key={discount.id}>
                    <div>
                      <p className="price-list__name">{discount.name}</p>
                      <p className="price-list__text">{discount.eligibility}</p>
                      <p className="price-list__text">On {audienceWords(discount.audiences)}.</p>
                    </div>
                    <p className="price-list__price">{discount.percent}% off</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}

      <section className="pricing__trial" aria-labelledby="trial-title">
        <h2 id="trial-title">Try any plan free for {table.freeTrialDays} days</h2>
        <p>No credit card required: when the trial ends, pick the plan that suits you or simply stop. There is nothing to cancel.</p>
        <Link className="button button--accent button--large" to={paths.register}>
          Start Your Journey
        </Link>
      </section>
    </div>
  );
}
