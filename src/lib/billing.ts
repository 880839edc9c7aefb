import { skipToken, useQuery } from '@tanstack/react-query';
import { POSTS_LEFT_WARNING, type BillingResponse } from '@contract/billing';
import { getBilling } from './api';
import { useOptionalUser } from './current-user';
import { queryKeys } from './query-keys';

/**
 * The signed-in business's billing (ADR 0055): off, or its plan and posts counted. The
 * Billing page, the dashboard and compose read it here.
 */
export function useBilling({ awaitingCheckout = false } = {}) {
  const user = useOptionalUser();
  const key = user ? (user.email ?? user.google_id ?? user.facebook_id ?? null) : null;
  return useQuery({
    queryKey: queryKeys.billing.of(key ?? ''),
    queryFn: key ? getBilling : skipToken,
    staleTime: 30_000,
    // Back from Checkout, the plan changes when Stripe's event reaches the server: read
    // again until it has.
    refetchInterval: (query) =>
      awaitingCheckout && checkoutPending(query.state.data) ? CHECKOUT_POLL_MS : false,
  });
}

const CHECKOUT_POLL_MS = 2_000;

/** Back from a completed Checkout while the server still has the business on Free. */
export function checkoutPending(billing: BillingResponse | undefined): boolean {
  return billing?.enabled === true && billing.plan === 'free';
}

const shortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' }).format(new Date(iso));

/**
 * "25 of 30 posts of the Free plan used" (or this month's, on a paid plan) once the limit
 * nears; null when nothing needs saying.
 */
export function postAllowanceNote(billing: BillingResponse | undefined): string | null {
  if (!billing?.enabled || billing.posts.limit === null) return null;
  const { used, limit, resetsAt } = billing.posts;
  if (limit - used > POSTS_LEFT_WARNING) return null;
  if (resetsAt === null) {
    if (used >= limit)
      return `All ${limit} posts of the Free plan are used. Upgrade in Billing to write or plan more.`;
    return `${used} of ${limit} posts of the Free plan used.`;
  }
  if (used >= limit)
    return `All ${limit} posts of your plan this month are used. Move to a larger plan in Billing, or write again from ${shortDay(resetsAt)}.`;
  return `${used} of ${limit} posts of your plan this month used.`;
}
