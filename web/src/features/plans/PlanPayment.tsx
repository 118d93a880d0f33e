import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BillingToggle } from '@/components/BillingToggle';
import { FormMessage } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { billingQueryOptions, checkoutUrl, discountLine, portalUrl, renewalLine, type BillingPeriod } from '@/lib/billing';
import { accountPlanQueryKey, formatPrice, plansQueryOptions } from '@/lib/plans';
import PlanAddOns from './PlanAddOns';
import { trialEndDate } from './rules';
import './plans.css';

const UNITS: Record<BillingPeriod, string> = { monthly: '/month', annual: '/year' };

/**
 * Paying for a plan with Stripe, wherever a plan is shown (Settings' "Your plan", the club page,
 * the coach page): "Choose a plan" monthly or annually while nothing is paid for, then the
 * subscription's renewal or end and "Manage billing". Nothing shows while payments are off.
 * Coming back from Stripe (`?checkout=success`) it says so and waits for the payment to arrive.
 */
export default function PlanPayment({ title = 'Choose a plan' }: { title?: string }) {
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const queryClient = useQueryClient();
  const billing = useQuery({
    ...billingQueryOptions(),
    // Stripe's webhook may land a moment after the browser comes back.
    refetchInterval: (query) =>
      returned === 'success' && !query.state.data?.subscription?.inForce && query.state.dataUpdateCount < 15 ? 2000 : false,
  });
  const table = useQuery(plansQueryOptions());
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const inForce = billing.data?.subscription?.inForce ?? false;

  useEffect(() => {
    if (inForce) void queryClient.invalidateQueries({ queryKey: accountPlanQueryKey });
  }, [inForce, queryClient]);

  const go = useMutation({
    mutationFn: (next: () => Promise<string>) => next(),
    onSuccess: (url) => window.location.assign(url),
  });

  if (!billing.data?.paymentsOn || !table.data) return null;
  const { subscription, offers, discount } = billing.data;
  const discountNote = discount ? (
    <p className="plan-payment__discount">
      <strong>{discountLine(discount)}</strong>
      {subscription?.inForce ? ', on every invoice.' : ', applied at checkout.'}
    </p>
  ) : null;
  const error = go.error ? (isApiError(go.error) ? go.error.message : 'The payment page could not be opened. Try again.') : null;

  const returnMessage =
    returned === 'success' ? (
      <FormMessage tone="success" title="Thank you">
        <p>{inForce ? 'Your payment went through and your plan is active.' : 'Your payment is being confirmed…'}</p>
      </FormMessage>
    ) : returned === 'cancelled' ? (
      <FormMessage tone="info">
        <p>Checkout was cancelled: nothing was charged.</p>
      </FormMessage>
    ) : null;

  if (subscription?.inForce) {
    const line = renewalLine(subscription, trialEndDate);
    return (
      <div className="plan-payment">
        {returnMessage}
        <p className="plan-payment__state">
          {subscription.planName}, billed {subscription.billing === 'annual' ? 'annually' : 'monthly'}.
          {line ? <strong> {line}.</strong> : null}
        </p>
        {subscription.cancelAtPeriodEnd ? (
          <p>The plan stays until then; everything you added stays after it.</p>
        ) : null}
        {discountNote}
        <PlanAddOns billing={billing.data} addOns={table.data.addOns} annual={subscription.billing === 'annual'} />
        <button type="button" className="button button--secondary" disabled={go.isPending} onClick={() => go.mutate(portalUrl)}>
          Manage billing
        </button>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      </div>
    );
  }

  const plans = table.data.plans.filter((plan) => offers.some((o) => o.plan === plan.id && o.billing === period));
  if (offers.length === 0) return returnMessage;
  const unit = UNITS[period];
  return (
    <div className="plan-payment">
      {returnMessage}
      <h3 className="plan-payment__title">{title}</h3>
      <BillingToggle value={period} onChange={setPeriod} />
      {discountNote}
      {plans.length === 0 ? (
        <p>No plan is sold {period === 'annual' ? 'annually' : 'monthly'} yet.</p>
      ) : (
        <ul className="plan-payment__plans">
          {plans.map((plan) => (
            <li key={plan.id}>
              <span className="plan-payment__name">{plan.name}</span>
              <span>
                {formatPrice(period === 'annual' ? plan.annualCents : plan.monthlyCents)}
                {unit}
              </span>
              <button
                type="button"
                className="button button--primary"
                disabled={go.isPending}
                aria-label={`Choose ${plan.name} ${period === 'annual' ? 'annual' : 'monthly'}`}
                onClick={() => go.mutate(() => checkoutUrl(plan.id, period))}
              >
                Choose
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="plan-payment__note">You pay on Stripe&apos;s secure page and can cancel at any time.</p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </div>
  );
}
