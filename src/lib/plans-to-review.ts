import { skipToken, useQuery } from '@tanstack/react-query';
import type { Draft } from '@contract/drafts';
import { toLocalParts } from '@core/schedule/zoned-time';
import { getDrafts } from '@/lib/api';
import { useBusinessTimeZone } from '@/lib/business-time-zone';
import { queryKeys } from '@/lib/query-keys';

/** A month plan with posts the owner has still to review. */
export interface PlanToReview {
  planId: string;
  /** The month of its first post to review (YYYY-MM), on the business's clock. */
  month: string;
  count: number;
}

/** The plans with posts still "to review", soonest month first. */
export function plansToReview(drafts: readonly Draft[], timeZone: string): PlanToReview[] {
  const plans = new Map<string, PlanToReview>();
  for (const draft of drafts) {
    if (draft.status !== 'to_review' || !draft.plan_id) continue;
    // A post at 02:00 UTC on 1 March is a February post for a business in Los Angeles.
    const instant = new Date(draft.scheduled_at ?? draft.created_at);
    const month = toLocalParts(instant, timeZone).date.slice(0, 7);
    const plan = plans.get(draft.plan_id);
    if (!plan) plans.set(draft.plan_id, { planId: draft.plan_id, month, count: 1 });
    else
      plans.set(draft.plan_id, { ...plan, count: plan.count + 1, month: min(plan.month, month) });
  }
  return [...plans.values()].sort((a, b) => a.month.localeCompare(b.month));
}

const min = (a: string, b: string) => (a < b ? a : b);

/** The same query as the drafts list, so both read one answer and one cache entry. */
export function usePlansToReview(userEmail: string | null): PlanToReview[] {
  const { timeZone, isSettled } = useBusinessTimeZone(userEmail);
  const drafts = useQuery({
    queryKey: queryKeys.drafts.list(userEmail ?? ''),
    queryFn: userEmail ? () => getDrafts(userEmail) : skipToken,
    retry: false,
  });
  // Named only once the business's zone is known: a stand-in zone could name the wrong month.
  return drafts.data && isSettled ? plansToReview(drafts.data.drafts, timeZone) : [];
}
