import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import type { Analytics } from '../social/metrics/analytics';
import type { Repositories } from '../db/repositories';
import { createPostResults } from '../social/metrics/post-results';

const idParams = z.object({ id: z.string().max(200) });

/** The owner's numbers from the networks (ADR 0060), in the signed-in scope. */
export async function analyticsRoutes(
  app: FastifyInstance,
  options: { analytics: Analytics; repos: Repositories },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const postResults = createPostResults({ repos: options.repos });
  api.get(
    endpoints.getAnalytics.path,
    {
      schema: {
        querystring: endpoints.getAnalytics.request,
        response: { 200: endpoints.getAnalytics.response },
      },
    },
    async (request) => options.analytics.read(request.business.id, request.query.range),
  );

  // One post's numbers per publication: the editor's and calendar's Results panel.
  api.get(
    endpoints.getPostResults.path,
    {
      schema: {
        params: idParams,
        querystring: endpoints.getPostResults.request,
        response: { 200: endpoints.getPostResults.response },
      },
    },
    async (request) => postResults.read(request.business.id, request.params.id),
  );
}
