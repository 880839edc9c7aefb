import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  PAID_PLAN_IDS,
  type BillingResponse,
  type Invoice,
  type PaidPlanId,
} from '@contract/billing';
import { API_MESSAGES } from '@contract/messages';
import type { Config } from '../config';
import type { BillingAccountRow, PostLimit } from '../db/billing';
import type { PlanRow } from '../db/plans';
import type { Repositories } from '../db/repositories';
import type { UserRow } from '../db/users';
import { HttpError } from '../http-error';
import { callStripe, priceIdsFrom, stripeClientFrom, type PriceIds } from './stripe-client';
import { allowanceOf, postLimitOf, refusalOf, type PostPurpose } from './post-limits';
import { graceEndOf, planInForce } from './subscription-state';
import { createWebhooks, type Webhooks } from './webhooks';

/** The business a checkout is for: its id and the name its customer is given. */
export interface BillingBusiness {
  id: string;
  name: string;
}

export interface BillingOptions {
  config: Config;
  repos: Repositories;
  /** Has the notifier e-mail the owner soon (a failed payment), honouring their settings. */
  notifySoon: () => Promise<void>;
  log: FastifyBaseLogger;
  now: () => Date;
  appUrl: string;
}

const INVOICES_SHOWN = 24;

const isoOrNull = (at: Date | null | undefined) => (at ? at.toISOString() : null);

function invoiceOf(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    created: new Date(invoice.created * 1000).toISOString(),
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? 'draft',
    pdfUrl: invoice.invoice_pdf ?? null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** The calls to Stripe for one business: its customer, invoices, Checkout and portal pages. */
function stripeCalls(options: BillingOptions, stripe: Stripe) {
  const { repos } = options;
  const appPage = (path: string) => new URL(path, options.appUrl).toString();

  return {
    /** The business's payment-provider customer, made on its first checkout. */
    async customerOf(user: UserRow, business: BillingBusiness): Promise<string> {
      const row = await repos.billing.find(business.id);
      if (row?.customerId) return row.customerId;
      const customer = await callStripe(() =>
        stripe.customers.create(
          {
            ...(user.email ? { email: user.email } : {}),
            name: business.name,
            metadata: { business_id: business.id, user_id: user.id },
          },
          // A retried or doubled request makes one customer, not two.
          { idempotencyKey: `customer-of-${business.id}` },
        ),
      );
      await repos.billing.setCustomer(business.id, customer.id);
      return customer.id;
    },

    async invoicesOf(customerId: string | null | undefined): Promise<Invoice[]> {
      if (!customerId) return [];
      const list = await callStripe(() =>
        stripe.invoices.list({ customer: customerId, limit: INVOICES_SHOWN }),
      );
      return list.data.map(invoiceOf);
    },

    async portal(customerId: string): Promise<string> {
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: appPage('/billing'),
        }),
      );
      return session.url;
    },

    async checkout(businessId: string, customerId: string, price: string): Promise<string> {
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: businessId,
          line_items: [{ price, quantity: 1 }],
          subscription_data: { metadata: { business_id: businessId } },
          success_url: appPage('/billing?checkout=done'),
          cancel_url: appPage('/billing'),
        }),
      );
      if (!session.url) throw new HttpError(502, API_MESSAGES.billingUnavailable);
      return session.url;
    },
  };
}

/** Billing when it is on: Stripe, its webhooks, the plan in force and its post limit. */
function billingOn(options: BillingOptions, stripe: Stripe, webhookSecret: string) {
  const { config, repos, now } = options;
  const prices: PriceIds = priceIdsFrom(config);
  const graceDays = config.BILLING_GRACE_DAYS;
  const webhooks: Webhooks = createWebhooks({
    ...options,
    stripe,
    webhookSecret,
    prices,
    graceDays,
  });
  const calls = stripeCalls(options, stripe);
  const limitOf = (row: BillingAccountRow | undefined) =>
    postLimitOf(planInForce(row, now(), graceDays), row);
  const problemOf = (failedAt: Date | null | undefined) =>
    failedAt
      ? {
          since: failedAt.toISOString(),
          graceEndsAt: graceEndOf(failedAt, graceDays).toISOString(),
        }
      : null;

  return {
    enabled: true as const,
    webhooks,

    async status(businessId: string): Promise<BillingResponse> {
      const row = await repos.billing.find(businessId);
      return {
        enabled: true,
        plan: planInForce(row, now(), graceDays),
        status: row?.status ?? null,
        renewsAt: isoOrNull(row?.periodEnd),
        cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
        paymentProblem: problemOf(row?.paymentFailedAt),
        posts: allowanceOf(limitOf(row), row),
        plansOnSale: PAID_PLAN_IDS.filter((plan) => prices[plan] !== undefined),
        invoices: await calls.invoicesOf(row?.customerId),
      };
    },

    /** The limit of the plan in force now. */
    async limitFor(businessId: string): Promise<PostLimit> {
      return limitOf(await repos.billing.find(businessId));
    },

    /** A Checkout page for a paid plan; a business already paying is sent to the portal. */
    async checkout(user: UserRow, business: BillingBusiness, plan: PaidPlanId): Promise<string> {
      const price = prices[plan];
      if (!price) throw new HttpError(400, API_MESSAGES.planNotOnSale);
      const customerId = await calls.customerOf(user, business);
      const row = await repos.billing.find(business.id);
      if (row?.plan && row.status && row.status !== 'canceled') return calls.portal(customerId);
      return calls.checkout(business.id, customerId, price);
    },

    async portal(businessId: string): Promise<string> {
      const row = await repos.billing.find(businessId);
      if (!row?.customerId) throw new HttpError(409, API_MESSAGES.noBillingAccount);
      return calls.portal(row.customerId);
    },

    /** Reads every known subscription again: events missed while the server was down. */
    async reconcile(): Promise<number> {
      let read = 0;
      for (const { subscriptionId } of await repos.billing.subscribed()) {
        try {
          await webhooks.syncSubscription(subscriptionId);
          read += 1;
        } catch (error) {
          options.log.warn(
            { err: error, subscriptionId },
            'a subscription could not be read again',
          );
        }
      }
      return read;
    },
  };
}

/**
 * The business's billing (ADR 0055). Off unless Stripe is configured: then nothing is
 * limited and the posts are only counted. On: Free is the first FREE_PLAN_POSTS posts
 * written, generated or planned; a paid plan's are its posts per period (post-limits.ts).
 */
export function createBilling(options: BillingOptions) {
  const { config, repos } = options;
  const stripe = stripeClientFrom(config);
  const on =
    stripe && config.STRIPE_WEBHOOK_SECRET
      ? billingOn(options, stripe, config.STRIPE_WEBHOOK_SECRET)
      : null;

  /**
   * Counts `count` posts about to be written or planned, refused with the way to upgrade
   * when the plan's limit would pass. The answer gives them back if the work fails.
   */
  async function takePosts(businessId: string, count: number, purpose: PostPurpose = 'write') {
    const limit: PostLimit = on ? await on.limitFor(businessId) : { kind: 'none' };
    if (!(await repos.billing.takePosts(businessId, count, limit)))
      throw new HttpError(402, refusalOf(limit, purpose));
    return { giveBack: () => repos.billing.givePostsBack(businessId, count) };
  }

  return {
    on,
    async status(businessId: string): Promise<BillingResponse> {
      return on ? on.status(businessId) : { enabled: false };
    },

    takePosts,
    /** The posts of a plan about to be written: its slots still waiting to be written. */
    async takePlanPosts(businessId: string, plan: PlanRow) {
      const slots = plan.state === 'planning' ? await repos.plans.slotsOf(plan.id) : [];
      const toWrite = slots.filter((slot) => slot.state === 'planned').length;
      return takePosts(businessId, toWrite, 'plan');
    },

    async reconcile(): Promise<number> {
      return on ? on.reconcile() : 0;
    },
  };
}
export type Billing = ReturnType<typeof createBilling>;
