import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Draft } from '@contract/drafts';
import { endpoints } from '@contract/endpoints';
import { parseGenerationParams } from '@contract/generation';
import { assertOwnIdentifiers } from '../auth/ownership';
import { draftRepository, type DraftRow } from '../db/drafts';
import type { Repositories } from '../db/repositories';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { userOf } from '../plugins/sessions';
import type { PostPublications } from '../social/post-publications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string().max(200) });

export function toDraft(row: DraftRow, userEmail: string | null): Draft {
  return {
    id: row.id,
    user_email: userEmail ?? '',
    title: row.title,
    caption: row.caption,
    hashtags: row.hashtags,
    image_url: row.imageUrl,
    image_prompt: row.imagePrompt,
    generation_params: row.generationParams,
    original_post_desc: row.originalPostDesc,
    created_at: row.createdAt.toISOString(),
    ...(row.variants ? { variants: row.variants } : {}),
    // Planning fields only when they say more than "a plain draft" (ADR 0022).
    ...(row.platforms.length ? { platforms: row.platforms } : {}),
    ...(row.status !== 'draft' ? { status: row.status } : {}),
    ...(row.scheduledAt ? { scheduled_at: row.scheduledAt.toISOString() } : {}),
    ...(row.planId ? { plan_id: row.planId } : {}),
  };
}

/** Saving, listing and deleting the session user's drafts. */
export async function draftRoutes(
  app: FastifyInstance,
  options: { repos: Repositories; publications: PostPublications },
) {
  const { repos, publications } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  api.get(
    endpoints.getDrafts.path,
    {
      ...signedIn,
      schema: {
        querystring: endpoints.getDrafts.request,
        response: { 200: endpoints.getDrafts.response },
      },
    },
    async (request) => {
      const user = userOf(request);
      assertOwnIdentifiers(user, request.query);
      const rows = await repos.drafts.listOf(user.id);
      return {
        success: true as const,
        drafts: rows.map((row) => toDraft(row, user.email)),
        count: rows.length,
      };
    },
  );

  api.post(
    endpoints.saveDraft.path,
    {
      ...signedIn,
      schema: {
        body: endpoints.saveDraft.request,
        response: { 201: endpoints.saveDraft.response },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const body = request.body;
      assertOwnIdentifiers(user, body);
      if (!parseGenerationParams(body.generation_params)) {
        throw new HttpError(400, API_MESSAGES.badGenerationParams);
      }
      const row = await repos.drafts.add(user.id, {
        title: body.title,
        caption: body.caption,
        hashtags: body.hashtags,
        imageUrl: body.image_url,
        imagePrompt: body.image_prompt,
        generationParams: body.generation_params,
        originalPostDesc: body.original_post_desc,
        variants: body.variants?.x ? { x: body.variants.x } : null,
      });
      reply.code(201);
      return { success: true as const, draft: toDraft(row, user.email) };
    },
  );

  api.delete(
    endpoints.deleteDraft.path,
    {
      ...signedIn,
      schema: {
        params: idParams,
        body: endpoints.deleteDraft.request,
        response: { 200: endpoints.deleteDraft.response },
      },
    },
    async (request) => {
      const user = userOf(request);
      assertOwnIdentifiers(user, request.body);
      const { id } = request.params;
      // A post whose publication has started stays: deleting it cannot unpublish it (409).
      const deleted =
        UUID.test(id) &&
        (await publications.guardedChange(id, (tx) => draftRepository(tx).deleteOwn(user.id, id)));
      if (!deleted) throw new HttpError(404, API_MESSAGES.draftNotFound);
      return { success: true as const };
    },
  );
}
