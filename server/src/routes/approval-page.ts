import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import type { ApprovalLinks } from '../approvals/approval-links';
import { clientKeyOf } from '../rate-limit/client-key';
import { contentTypeOfKey } from '../storage/media-keys';
import type { Storage } from '../storage/storage';
import { HttpError } from '../http-error';
import { API_MESSAGES } from '@contract/messages';

const tokenParams = z.object({ token: z.string().max(200) });
const decisionParams = tokenParams.extend({ postId: z.string().max(200) });
const mediaParams = tokenParams.extend({ key: z.string().max(200) });

/**
 * The approval page, open to anyone holding a link (no session): the business's posts
 * waiting for review, a decision on one of them, and their images served through the
 * link. Each request counts against a limit per token and one per address, so a token
 * cannot be guessed by trying many.
 */
export async function approvalPageRoutes(
  app: FastifyInstance,
  options: { links: ApprovalLinks; storage: Storage },
) {
  const { links, storage } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = async (request: FastifyRequest, token: string) => {
    await app.enforceLimit('approvalLink', request, `address:${clientKeyOf(request)}`);
    await app.enforceLimit('approvalLink', request, `token:${token}`);
  };
  const noStore = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

  api.get(
    endpoints.getApprovalPage.path,
    {
      schema: { params: tokenParams, response: { 200: endpoints.getApprovalPage.response } },
    },
    async (request, reply) => {
      await limit(request, request.params.token);
      void reply.headers(noStore);
      return links.page(request.params.token);
    },
  );

  api.post(
    endpoints.decideThroughLink.path,
    {
      schema: {
        params: decisionParams,
        body: endpoints.decideThroughLink.request,
        response: { 200: endpoints.decideThroughLink.response },
      },
    },
    async (request, reply) => {
      const { token, postId } = request.params;
      await limit(request, token);
      void reply.headers(noStore);
      return { post: await links.decide(token, postId, request.body) };
    },
  );

  // Only an image of a post on the link's page; the bytes were judged when uploaded.
  api.get(
    '/approve/:token/media/:key',
    { schema: { params: mediaParams } },
    async (request, reply) => {
      const { token } = request.params;
      await limit(request, token);
      const key = await links.mediaKey(token, request.params.key);
      const bytes = await storage.get(key);
      if (!bytes) throw new HttpError(404, API_MESSAGES.notFound);
      return reply
        .headers(noStore)
        .header('Content-Type', contentTypeOfKey(key))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header('Content-Disposition', 'inline')
        .send(bytes);
    },
  );
}
