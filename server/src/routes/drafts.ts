import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withReview } from '@contract/drafts';
import { endpoints } from '@contract/endpoints';
import { parseGenerationParams } from '@contract/generation';
import { memberActor, type ActivityLog } from '../activity/activity-log';
import { draftRepository } from '../db/drafts';
import { postRepository } from '../db/posts';
import { toDraft } from '../db/post-rows';
import type { Repositories } from '../db/repositories';
import { isUuid } from '../db/uuid';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import type { Reviews } from '../approvals/reviews';
import type { PostPublications } from '../social/post-publications';

const idParams = z.object({ id: z.string().max(200) });

interface DraftRouteOptions {
  repos: Repositories;
  publications: PostPublications;
  activity: ActivityLog;
  reviews: Pick<Reviews, 'latestOf'>;
}

/** Saving, listing and deleting the session user's drafts, in the signed-in scope. */
export async function draftRoutes(app: FastifyInstance, options: DraftRouteOptions) {
  listDrafts(app, options);
  saveDraft(app, options);
  deleteDraft(app, options);
}

/** GET /get-drafts: the business's drafts, newest first. */
function listDrafts(app: FastifyInstance, options: DraftRouteOptions) {
  const { repos, reviews } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    endpoints.getDrafts.path,
    {
      schema: {
        querystring: endpoints.getDrafts.request,
        response: { 200: endpoints.getDrafts.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      const rows = await repos.drafts.listOf(businessId);
      const reviewOf = await reviews.latestOf(rows.map((row) => row.id));
      return {
        success: true as const,
        drafts: rows.map((row) => withReview(toDraft(row, user.email), reviewOf(row.id))),
        count: rows.length,
      };
    },
  );
}

/** POST /save-draft: a new draft of the business, written to its log. */
function saveDraft(app: FastifyInstance, options: DraftRouteOptions) {
  const { repos, activity } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    endpoints.saveDraft.path,
    {
      schema: {
        body: endpoints.saveDraft.request,
        response: { 201: endpoints.saveDraft.response },
      },
    },
    async (request, reply) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      const body = request.body;
      if (!parseGenerationParams(body.generation_params)) {
        throw new HttpError(400, API_MESSAGES.badGenerationParams);
      }
      const row = await repos.drafts.add(businessId, {
        title: body.title,
        caption: body.caption,
        hashtags: body.hashtags,
        imageUrl: body.image_url,
        imagePrompt: body.image_prompt,
        generationParams: body.generation_params,
        originalPostDesc: body.original_post_desc,
        variants: body.variants?.x ? { x: body.variants.x } : null,
        resultId: body.result_id ?? null,
        writtenBy: body.written_by ?? null,
        imageBy: body.image_by ?? null,
      });
      await activity.record({
        businessId,
        actor: memberActor(user),
        action: 'created',
        post: { id: row.id, title: row.title },
      });
      reply.code(201);
      return { success: true as const, draft: toDraft(row, user.email) };
    },
  );
}

/** DELETE /delete-draft/:id: unless its publication has started; written to the log. */
function deleteDraft(app: FastifyInstance, options: DraftRouteOptions) {
  const { publications, activity } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    endpoints.deleteDraft.path,
    {
      schema: {
        params: idParams,
        body: endpoints.deleteDraft.request,
        response: { 200: endpoints.deleteDraft.response },
      },
    },
    async (request) => {
      const businessId = request.business.id;
      const { id } = request.params;
      // A post whose publication has started stays: deleting it cannot unpublish it (409).
      const deleted =
        isUuid(id) &&
        (await publications.guardedChange(id, async (tx) => {
          const post = await postRepository(tx).findOwn(businessId, id);
          const gone = post && (await draftRepository(tx).deleteOwn(businessId, id));
          return gone ? post : undefined;
        }));
      if (!deleted) throw new HttpError(404, API_MESSAGES.draftNotFound);
      await activity.record({
        businessId,
        actor: memberActor(request.signedIn),
        action: 'deleted',
        post: { id: deleted.id, title: deleted.title },
      });
      return { success: true as const };
    },
  );
}
