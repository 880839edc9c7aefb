import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import type { Billing } from '../billing/billing';
import { HttpError } from '../http-error';

export const STRIPE_WEBHOOK_PATH = '/billing/stripe-webhook';

/** The plan, Checkout and the customer portal, in the signed-in scope. */
export async function billingRoutes(app: FastifyInstance, options: { billing: Billing }) {
  const { billing } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const billingOn = () => {
    if (!billing.on) throw new HttpError(404, API_MESSAGES.billingOff);
    return billing.on;
  };

  api.get(
    endpoints.getBilling.path,
    { schema: { response: { 200: endpoints.getBilling.response } } },
    async (request) => billing.status(request.business.id),
  );

  api.post(
    endpoints.startCheckout.path,
    {
      schema: {
        body: endpoints.startCheckout.request,
        response: { 200: endpoints.startCheckout.response },
      },
    },
    async (request) => ({
      url: await billingOn().checkout(request.signedIn, request.business, request.body.plan),
    }),
  );

  api.post(
    endpoints.openBillingPortal.path,
    {
      schema: {
        body: endpoints.openBillingPortal.request,
        response: { 200: endpoints.openBillingPortal.response },
      },
    },
    async (request) => ({ url: await billingOn().portal(request.business.id) }),
  );
}

/**
 * Stripe's events, signed over the exact bytes sent: this scope keeps the body raw (the
 * app's JSON parser would re-encode it) and answers 2xx only once an event is handled, so
 * Stripe retries any that failed.
 */
export async function stripeWebhookRoute(app: FastifyInstance, options: { billing: Billing }) {
  const webhooks = options.billing.on?.webhooks;
  if (!webhooks) return;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(STRIPE_WEBHOOK_PATH, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body)) throw new HttpError(400, API_MESSAGES.webhookRefused);
    const outcome = await webhooks.receive(
      request.body,
      typeof signature === 'string' ? signature : undefined,
    );
    return { received: true, outcome };
  });
}
