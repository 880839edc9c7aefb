import Stripe from 'stripe';
import { PAID_PLAN_IDS, type PaidPlanId } from '@contract/billing';
import type { Config } from '../config';
import { ServiceError, type ServiceFailureAnswer } from '../http-error';
import { API_MESSAGES } from '@contract/messages';

/** The configured price id of each paid plan; a plan without one is not on sale. */
export type PriceIds = Partial<Record<PaidPlanId, string>>;

export function priceIdsFrom(config: Config): PriceIds {
  const prices: PriceIds = {};
  if (config.STRIPE_PRICE_STARTER) prices.starter = config.STRIPE_PRICE_STARTER;
  if (config.STRIPE_PRICE_PROFESSIONAL) prices.professional = config.STRIPE_PRICE_PROFESSIONAL;
  if (config.STRIPE_PRICE_ENTERPRISE) prices.enterprise = config.STRIPE_PRICE_ENTERPRISE;
  return prices;
}

export function planOfPrice(prices: PriceIds, priceId: string | undefined): PaidPlanId | null {
  return PAID_PLAN_IDS.find((plan) => priceId !== undefined && prices[plan] === priceId) ?? null;
}

/**
 * Stripe's official client, or null when billing is off. STRIPE_API_URL points it at
 * another address (a local stand-in) through the client's own host, port and protocol.
 */
export function stripeClientFrom(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const base = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol }
      : {}),
  });
}

/** Stripe did not answer, or refused: the owner is told nothing changed. */
export class BillingProviderError extends ServiceError {
  constructor(cause: unknown) {
    super(API_MESSAGES.billingUnavailable, { cause });
    this.name = 'BillingProviderError';
  }

  answer(): ServiceFailureAnswer {
    const cause: unknown = this.cause;
    return {
      status: 502,
      message: this.message,
      logLevel: 'error',
      logMessage: 'the payment provider failed',
      // The error's type and code only: its message may quote the request.
      logFields:
        cause instanceof Stripe.errors.StripeError
          ? { type: cause.type, code: cause.code ?? null, status: cause.statusCode ?? null }
          : {},
    };
  }
}

/** Runs one call to Stripe; its failure becomes the answer above. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new BillingProviderError(error);
  }
}
