import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { memberActor } from '../activity/activity-log';
import type { Approvals } from '../approvals/compose';
import { toPost } from '../db/post-rows';

const idParams = z.object({ id: z.string().max(200) });

/**
 * Reviewing a post waiting for approval, and the business's approval links (Owners and
 * Admins, as the contract says). In the signed-in scope.
 */
export async function approvalRoutes(app: FastifyInstance, options: { approvals: Approvals }) {
  const { reviews, links } = options.approvals;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const managerOf = (request: {
    business: { id: string };
    signedIn: Parameters<typeof memberActor>[0];
  }) => ({
    businessId: request.business.id,
    userId: request.signedIn.id,
    who: memberActor(request.signedIn),
  });

  api.post(
    endpoints.reviewPost.path,
    {
      schema: {
        params: idParams,
        body: endpoints.reviewPost.request,
        response: { 200: endpoints.reviewPost.response },
      },
    },
    async (request) => {
      const who = memberActor(request.signedIn);
      const { post, review } = await reviews.decide(
        request.business.id,
        request.params.id,
        request.body,
        { by: who.label, actor: who, userId: request.signedIn.id, approvalLinkId: null },
      );
      const reviewOf = await reviews.latestOf([review.postId]);
      return {
        success: true as const,
        post: { ...toPost(post, request.signedIn.email), review: reviewOf(post.id) },
      };
    },
  );

  api.get(
    endpoints.getApprovalLinks.path,
    { schema: { response: { 200: endpoints.getApprovalLinks.response } } },
    async (request) => ({ links: await links.list(request.business.id) }),
  );

  api.post(
    endpoints.createApprovalLink.path,
    {
      schema: {
        body: endpoints.createApprovalLink.request,
        response: { 201: endpoints.createApprovalLink.response },
      },
    },
    async (request, reply) => {
      const link = await links.create(managerOf(request), request.body.label);
      reply.code(201);
      return { link };
    },
  );

  api.delete(
    endpoints.revokeApprovalLink.path,
    { schema: { params: idParams, response: { 200: endpoints.revokeApprovalLink.response } } },
    async (request) => {
      await links.revoke(managerOf(request), request.params.id);
      return { success: true as const };
    },
  );
}
