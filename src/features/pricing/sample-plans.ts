/**
 * product.md §3 Sample plan and product.md §9 prices: the one catalogue that both the pricing and
 * the billing pages read, so a plan can never say two different things. Sample data
 * only: nothing here comes from, or goes to, a payment provider.
 */
import { PAID_PLAN_MONTHLY_POSTS, type PaidPlanId } from '@contract/plan-limits';

export type PlanId = PaidPlanId;

export interface SamplePlan {
  id: PlanId;
  name: string;
  /** US dollars per interval. */
  price: number;
  interval: 'month';
  description: string;
  /** Posts that can be written, generated or planned each month (the server's limit); null: none. */
  monthlyPosts: number | null;
  features: readonly string[];
  recommended: boolean;
}

export const SAMPLE_PLANS: readonly SamplePlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 29,
    interval: 'month',
    description: 'For a single business getting consistent on social.',
    monthlyPosts: PAID_PLAN_MONTHLY_POSTS.starter,
    features: [
      'AI titles, captions and hashtags',
      '3 connected social accounts',
      'Content calendar',
      'E-mail support',
    ],
    recommended: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 79,
    interval: 'month',
    description: 'For growing teams that post every day.',
    monthlyPosts: PAID_PLAN_MONTHLY_POSTS.professional,
    features: [
      'Branded AI images with your logo and colours',
      '10 connected social accounts',
      'Analytics and weekly reports',
      'Up to 5 team members',
      'Priority support',
    ],
    recommended: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 199,
    interval: 'month',
    description: 'For agencies and brands with many locations.',
    monthlyPosts: PAID_PLAN_MONTHLY_POSTS.enterprise,
    features: [
      'Unlimited connected social accounts',
      'Unlimited team members',
      'Advanced analytics and exports',
      'Dedicated account manager',
    ],
    recommended: false,
  },
];

/** The plan the sample account is on (product.md §9). */
export const SAMPLE_CURRENT_PLAN_ID: PlanId = 'professional';

/** Every feature line of a plan, its post allowance first. */
export function planFeatures(plan: SamplePlan): string[] {
  const posts =
    plan.monthlyPosts === null
      ? 'Unlimited posts'
      : `${plan.monthlyPosts} posts written or planned per month`;
  return [posts, ...plan.features];
}

export function findPlan(id: PlanId): SamplePlan {
  const plan = SAMPLE_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}
