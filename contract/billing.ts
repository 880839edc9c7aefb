import { z } from 'zod';

import { PAID_PLAN_IDS, type PaidPlanId } from './plan-limits';

export {
  FREE_PLAN_POSTS,
  PAID_PLAN_IDS,
  PAID_PLAN_MONTHLY_POSTS,
  POSTS_LEFT_WARNING,
  type PaidPlanId,
} from './plan-limits';
export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS);
export type BillingPlanId = 'free' | PaidPlanId;

/** The posts counted against the plan: written, generated or planned. */
export const postAllowanceSchema = z.object({
  used: z.number().int().nonnegative(),
  /** null: the plan has no limit. */
  limit: z.number().int().positive().nullable(),
  /**
   * ISO instant the count starts again (a paid plan's renewal); null when it never does
   * (Free's posts are counted in all) or there is no limit.
   */
  resetsAt: z.string().nullable(),
});
export type PostAllowance = z.infer<typeof postAllowanceSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** ISO instant the invoice was issued. */
  created: z.string(),
  /** In the currency's smallest unit (cents). */
  amountPaid: z.number().int(),
  amountDue: z.number().int(),
  currency: z.string(),
  status: z.string(),
  pdfUrl: z.url().nullable(),
  hostedUrl: z.url().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A payment that failed: the plan's limits apply once the grace period ends. */
export const paymentProblemSchema = z.object({
  since: z.string(),
  graceEndsAt: z.string(),
});

const billingOffSchema = z.object({ enabled: z.literal(false) });

const billingOnSchema = z.object({
  enabled: z.literal(true),
  plan: z.enum(['free', ...PAID_PLAN_IDS]),
  /** The subscription's status as the payment provider says it; null on Free. */
  status: z.string().nullable(),
  /** ISO instant the paid period ends (renewal or, when cancelling, the end). */
  renewsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentProblem: paymentProblemSchema.nullable(),
  posts: postAllowanceSchema,
  /** The paid plans this installation sells (those with a price configured). */
  plansOnSale: z.array(paidPlanIdSchema),
  invoices: z.array(invoiceSchema),
});

/**
 * What the app is told about billing. Off (no payment provider configured) means no
 * plan, no limit and nothing to pay (ADR 0055).
 */
export const billingResponseSchema = z.discriminatedUnion('enabled', [
  billingOffSchema,
  billingOnSchema,
]);
export type BillingResponse = z.infer<typeof billingResponseSchema>;
export type BillingOn = z.infer<typeof billingOnSchema>;

export const startCheckoutRequestSchema = z.object({ plan: paidPlanIdSchema });
export const redirectResponseSchema = z.object({ url: z.url() });
export const emptyBillingRequestSchema = z.object({});
