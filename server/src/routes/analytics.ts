import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@contract/endpoints';
import type { Analytics } from '../social/metrics/analytics';

/** The owner's numbers from the networks (ADR 0060), in the signed-in scope. */
export async function analyticsRoutes(app: FastifyInstance, options: { analytics: Analytics }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    endpoints.getAnalytics.path,
    {
      schema: {
        querystring: endpoints.getAnalytics.request,
        response: { 200: endpoints.getAnalytics.response },
      },
    },
    async (request) => options.analytics.read(request.signedIn.id, request.query.range),
  );
}
