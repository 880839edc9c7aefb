import {
  FREE_PLAN_POSTS,
  PAID_PLAN_MONTHLY_POSTS,
  type BillingPlanId,
  type PostAllowance,
} from '@contract/billing';
import { API_MESSAGES } from '@contract/messages';
import type { BillingAccountRow, PostLimit } from '../db/billing';

/** What the posts are taken for: one post written, or a month's plan written. */
export type PostPurpose = 'write' | 'plan';

/**
 * The limit of a plan (ADR 0055): Free's posts in all; a paid plan's posts in its current
 * period, as the Pricing page lists them; none for a plan without a limit.
 */
export function postLimitOf(plan: BillingPlanId, row: BillingAccountRow | undefined): PostLimit {
  if (plan === 'free') return { kind: 'total', posts: FREE_PLAN_POSTS };
  const posts = PAID_PLAN_MONTHLY_POSTS[plan];
  if (posts === null) return { kind: 'none' };
  return { kind: 'period', posts, periodEnd: row?.periodEnd ?? null };
}

const sameInstant = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The count the owner sees: the period's for a paid plan, all posts otherwise. */
export function allowanceOf(limit: PostLimit, row: BillingAccountRow | undefined): PostAllowance {
  if (limit.kind !== 'period') {
    return {
      used: row?.postsUsed ?? 0,
      limit: limit.kind === 'total' ? limit.posts : null,
      resetsAt: null,
    };
  }
  // A count kept for an earlier period is not this period's: it starts at zero.
  const counted = row && sameInstant(row.periodCountedFor, limit.periodEnd);
  return {
    used: counted ? row.periodPostsUsed : 0,
    limit: limit.posts,
    resetsAt: limit.periodEnd ? limit.periodEnd.toISOString() : null,
  };
}

/** The clear answer when the limit is reached, with the way to upgrade. */
export function refusalOf(limit: PostLimit, purpose: PostPurpose): string {
  if (limit.kind === 'period')
    return purpose === 'plan'
      ? API_MESSAGES.planNeedsMoreMonthlyPosts
      : API_MESSAGES.monthlyPostsUsed;
  return purpose === 'plan' ? API_MESSAGES.planNeedsMorePosts : API_MESSAGES.freePostsUsed;
}
