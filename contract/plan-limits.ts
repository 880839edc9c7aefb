/**
 * The plans and their post limits, without zod: the prerendered Pricing page reads them, and
 * a public page must not load zod before the app has set it never to probe for eval (the
 * policy forbids it, src/lib/zod-no-eval.ts).
 */

/** The plans a business can be on: Free until a paid subscription says otherwise. */
export const PAID_PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Posts a business on the Free plan may write, generate or plan, in all. */
export const FREE_PLAN_POSTS = 30;
/**
 * Posts each paid plan may write, generate or plan in one billing period (a month), as the
 * Pricing page lists them; null: no limit. The count starts again when the period renews.
 */
export const PAID_PLAN_MONTHLY_POSTS: Record<PaidPlanId, number | null> = {
  starter: 30,
  professional: 150,
  enterprise: null,
};
/** The count is shown on the dashboard and in compose from this many posts left. */
export const POSTS_LEFT_WARNING = 10;
