import { API_MESSAGES } from '@contract/messages';
import { getDb } from '../db';
import { endpointHandler } from '../http';

/**
 * The mock backend is an installation without billing (ADR 0055): nothing is limited and
 * there is nothing to pay, as on a server without Stripe configured.
 */
export const billingHandlers = [
  endpointHandler('getBilling', ({ reply, fail }) => {
    if (!getDb().sessionUser()) return fail(401, API_MESSAGES.unauthenticated);
    return reply({ enabled: false });
  }),
  endpointHandler('startCheckout', ({ fail }) => fail(404, API_MESSAGES.billingOff)),
  endpointHandler('openBillingPortal', ({ fail }) => fail(404, API_MESSAGES.billingOff)),
];
