import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from '@/lib/api';

/** Whether payments are on, who the signed-in person pays for, and their subscription. */
export type BillingView = Schema<'BillingView'>;
export type BillingPeriod = Schema<'Billing'>;
export type Subscription = Schema<'SubscriptionView'>;

export const billingQueryKey = ['billing'] as const;

/** GET /api/billing: payments on or off, what can be bought, and the subscription. */
export const billingQueryOptions = () =>
  queryOptions({
    queryKey: billingQueryKey,
    queryFn: ({ signal }) => api.get<BillingView>('/billing', signal),
  });

/** POST /api/billing/checkout: Stripe Checkout's address for the plan, billed monthly or annually. */
export async function checkoutUrl(plan: string, billing: BillingPeriod): Promise<string> {
  const choice: Schema<'CheckoutChoice'> = { plan, billing };
  const answer = await api.post<Schema<'Redirect'>>('/billing/checkout', choice);
  return answer.url;
}

/** POST /api/billing/portal: Stripe's Customer Portal address (change plan, card, cancel). */
export async function portalUrl(): Promise<string> {
  const answer = await api.post<Schema<'Redirect'>>('/billing/portal');
  return answer.url;
}

/** What the subscription's period end means: "Renews on …", or "Ends on …" once cancelled. */
export function renewalLine(subscription: Subscription, formatDay: (instant: string) => string): string | null {
  if (!subscription.currentPeriodEnd) return null;
  const day = formatDay(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? `Ends on ${day}` : `Renews on ${day}`;
}

export type AddOnId = Schema<'AddOnId'>;
export type HeldAddOn = Schema<'HeldAddOn'>;
export type GrantedDiscount = Schema<'GrantedDiscount'>;

/** POST /api/billing/add-ons: how many of an add-on the paid plan carries (0 removes it). */
export async function setAddOn(addOn: AddOnId, quantity: number): Promise<number> {
  const choice: Schema<'AddOnChoice'> = { addOn, quantity };
  const answer = await api.post<Schema<'AddOnQuantity'>>('/billing/add-ons', choice);
  return answer.quantity;
}

/** How many of `addOn` the payer holds, paid for or granted. */
export function heldQuantity(held: readonly HeldAddOn[], addOn: AddOnId): number {
  return held.find((h) => h.addOn === addOn)?.quantity ?? 0;
}

/** The discount as one line: "Non-profit clubs: 20% off". */
export function discountLine(discount: GrantedDiscount): string {
  return `${discount.name}: ${discount.percent}% off`;
}
