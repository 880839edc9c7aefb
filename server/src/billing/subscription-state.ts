import type Stripe from 'stripe';
import type { BillingPlanId } from '@contract/billing';
import type { BillingAccountRow, SubscriptionState } from '../db/billing';
import { planOfPrice, type PriceIds } from './stripe-client';

const PAYING = new Set(['active', 'trialing', 'past_due']);

/** The columns a subscription fills: its plan from its price, its period from its items. */
export function subscriptionState(
  subscription: Stripe.Subscription,
  prices: PriceIds,
): SubscriptionState {
  const items = subscription.items.data;
  // Billing periods live on the items since API version 2025-03-31 (docs/billing.md).
  const periodEnd = Math.max(0, ...items.map((item) => item.current_period_end));
  return {
    subscriptionId: subscription.id,
    plan: planOfPrice(prices, items[0]?.price.id),
    status: subscription.status,
    periodEnd: periodEnd > 0 ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

export const customerIdOf = (subscription: { customer: string | { id: string } }) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

/** When a failed payment's grace ends. */
export const graceEndOf = (failedAt: Date, graceDays: number) =>
  new Date(failedAt.getTime() + graceDays * 24 * 60 * 60_000);

/**
 * The plan whose limits apply now: the paid plan while the subscription pays, and during
 * the grace period after a failed payment; Free otherwise.
 */
export function planInForce(
  row: BillingAccountRow | undefined,
  now: Date,
  graceDays: number,
): BillingPlanId {
  if (!row?.plan || !row.status || !PAYING.has(row.status)) return 'free';
  if (row.paymentFailedAt && now >= graceEndOf(row.paymentFailedAt, graceDays)) return 'free';
  return row.plan;
}
