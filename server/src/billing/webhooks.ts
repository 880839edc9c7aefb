import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { API_MESSAGES } from '@contract/messages';
import type { Repositories } from '../db/repositories';
import { HttpError } from '../http-error';
import { callStripe, type PriceIds } from './stripe-client';
import { customerIdOf, subscriptionState } from './subscription-state';

export interface WebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  prices: PriceIds;
  repos: Repositories;
  notifySoon: () => Promise<void>;
  log: FastifyBaseLogger;
  now: () => Date;
  appUrl: string;
  graceDays: number;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Reads a subscription from Stripe and stores it on its business; the business's id, or null. */
function subscriptionSync({ stripe, repos, log, prices }: WebhookOptions) {
  return async function syncSubscription(subscriptionId: string): Promise<string | null> {
    const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
    const customerId = customerIdOf(subscription);
    let row = await repos.billing.findByCustomer(customerId);
    // Subscriptions started before businesses (ADR 0061) name the user: the same id.
    const named = subscription.metadata.business_id ?? subscription.metadata.user_id;
    if (!row && named && (await repos.memberships.ownerOf(named))) {
      await repos.billing.setCustomer(named, customerId);
      row = await repos.billing.find(named);
    }
    if (!row) {
      log.warn({ subscriptionId }, 'a subscription of an unknown customer was ignored');
      return null;
    }
    await repos.billing.applySubscription(row.businessId, subscriptionState(subscription, prices));
    return row.businessId;
  };
}

/**
 * The owner hears of a failed payment by e-mail through the notifier (their billing-alerts
 * setting decides; a failed send is tried again by its sweep); the Billing page and the
 * dashboard say it too. A failure to ask must not make Stripe send the event again: the
 * scheduled sweep finds the payment all the same.
 */
async function tellOwner(options: WebhookOptions, businessId: string) {
  try {
    await options.notifySoon();
  } catch (error) {
    options.log.warn({ err: error, businessId }, 'the failed-payment e-mail could not be queued');
  }
}

/**
 * Stripe's events as the source of truth (ADR 0055). Each subscription event makes the
 * server read the subscription as it is now, so events arriving late or out of order
 * (updated before created) cannot leave an older state behind. An event id is recorded
 * once handled: a replay is acknowledged and skipped. Handling is safe to repeat, so an
 * event that failed half-way is simply handled again when Stripe retries it.
 */
export function createWebhooks(options: WebhookOptions) {
  const { stripe, repos, log } = options;
  const syncSubscription = subscriptionSync(options);

  async function invoicePaid(invoice: Stripe.Invoice) {
    const row = await repos.billing.findByCustomer(idOf(invoice.customer) ?? '');
    if (row) await repos.billing.clearPaymentFailed(row.businessId);
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (subscriptionId) await syncSubscription(subscriptionId);
  }

  async function paymentFailed(invoice: Stripe.Invoice) {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    const businessId = subscriptionId
      ? await syncSubscription(subscriptionId)
      : ((await repos.billing.findByCustomer(idOf(invoice.customer) ?? ''))?.businessId ?? null);
    if (!businessId) return;
    const failedAt = options.now();
    // Only the first failure of an episode tells the owner; Stripe's retries stay quiet.
    if (await repos.billing.markPaymentFailed(businessId, failedAt))
      await tellOwner(options, businessId);
  }

  async function handle(event: Stripe.Event) {
    switch (event.type) {
      case 'checkout.session.completed': {
        const subscriptionId = idOf(event.data.object.subscription);
        if (subscriptionId) await syncSubscription(subscriptionId);
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await syncSubscription(event.data.object.id);
        return;
      case 'invoice.paid':
        await invoicePaid(event.data.object);
        return;
      case 'invoice.payment_failed':
        await paymentFailed(event.data.object);
        return;
      default:
        return;
    }
  }

  return {
    syncSubscription,
    /** One delivery: verified on its raw bytes, handled unless already handled. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<'handled' | 'replayed'> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new HttpError(400, API_MESSAGES.webhookRefused);
      }
      if (await repos.billing.eventHandled(event.id)) return 'replayed';
      await handle(event);
      await repos.billing.recordEvent(event.id, event.type);
      log.info({ eventId: event.id, type: event.type }, 'billing event handled');
      return 'handled';
    },
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
