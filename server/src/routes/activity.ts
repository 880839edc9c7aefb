import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import type { ActivityEntry } from '@contract/team';
import type { ActivityRow } from '../db/activity';
import type { Repositories } from '../db/repositories';
import { isUuid } from '../db/uuid';
import { HttpError } from '../http-error';

const idParams = z.object({ id: z.string().max(200) });

const toEntry = (row: ActivityRow): ActivityEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorLabel,
  action: row.action,
  post_id: row.postId,
  subject: row.subject,
  detail: row.detail,
});

/**
 * The business's activity log, newest first (Owners and Admins), and one post's entries
 * (anyone in the business). In the signed-in scope.
 */
export async function activityRoutes(app: FastifyInstance, options: { repos: Repositories }) {
  const { repos } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.getActivity.path,
    {
      schema: {
        querystring: endpoints.getActivity.request,
        response: { 200: endpoints.getActivity.response },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      const rows = await repos.activity.ofBusiness(request.business.id, {
        before: before ? new Date(before) : undefined,
        limit,
      });
      return { entries: rows.map(toEntry) };
    },
  );

  api.get(
    endpoints.getPostActivity.path,
    {
      schema: {
        params: idParams,
        querystring: endpoints.getPostActivity.request,
        response: { 200: endpoints.getPostActivity.response },
      },
    },
    async (request) => {
      const businessId = request.business.id;
      const { id } = request.params;
      // A post of another business, or one never made, is not found; a deleted one keeps its log.
      const post = isUuid(id) ? await repos.posts.findOwn(businessId, id) : undefined;
      const rows = isUuid(id)
        ? await repos.activity.ofPost(businessId, id, {
            before: request.query.before ? new Date(request.query.before) : undefined,
            limit: request.query.limit,
          })
        : [];
      if (!post && rows.length === 0) throw new HttpError(404, API_MESSAGES.draftNotFound);
      return { entries: rows.map(toEntry) };
    },
  );
}
