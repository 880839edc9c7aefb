import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import type { PublicationState } from '@contract/integrations';
import { MAX_POSTS_RANGE_MS } from '@contract/posts';
import { summarisePublications } from '@core/publishing-summary';
import { scheduleStatus } from '@core/schedule/schedule-status';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
import { businessTimeZoneOf } from '../business/business-profiles';
import { toPost } from '../db/post-rows';
import { postRepository } from '../db/posts';
import type { Repositories } from '../db/repositories';
import { isUuid } from '../db/uuid';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import type { PostPublications } from '../social/post-publications';

const idParams = z.object({ id: z.string().max(200) });

/**
 * Editing, scheduling, approving and listing posts by time; the business's time zone. In
 * the signed-in scope.
 */
export async function postRoutes(
  app: FastifyInstance,
  options: { repos: Repositories; publications: PostPublications },
) {
  const { repos, publications } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const timeZoneOf = async (userId: string) => (await businessTimeZoneOf(repos, userId)).timeZone;

  api.put(
    endpoints.updatePost.path,
    {
      schema: {
        params: idParams,
        body: endpoints.updatePost.request,
        response: { 200: endpoints.updatePost.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const { body } = request;
      const { id } = request.params;
      // Once a publication has started, what goes out can no longer change (409).
      const row =
        isUuid(id) &&
        (await publications.guardedChange(id, (tx) =>
          postRepository(tx).edit(user.id, id, {
            title: body.title,
            caption: body.caption,
            hashtags: body.hashtags,
            imageUrl: body.image_url,
            imagePrompt: body.image_prompt,
            platforms: [...new Set(body.platforms)],
            variants: body.variants?.x ? { x: body.variants.x } : null,
            // Another version kept in place of the draft says who wrote it; an edit keeps it.
            ...(body.written_by !== undefined ? { writtenBy: body.written_by } : {}),
            ...(body.image_by !== undefined ? { imageBy: body.image_by } : {}),
          }),
        ));
      if (!row) throw new HttpError(404, API_MESSAGES.draftNotFound);
      return { success: true as const, post: toPost(row, user.email) };
    },
  );

  api.put(
    endpoints.schedulePost.path,
    {
      schema: {
        params: idParams,
        body: endpoints.schedulePost.request,
        response: { 200: endpoints.schedulePost.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const { body } = request;
      const { id } = request.params;
      const current = isUuid(id) ? await repos.posts.findOwn(user.id, id) : undefined;
      if (!current) throw new HttpError(404, API_MESSAGES.draftNotFound);
      const timeZone = await timeZoneOf(user.id);
      const scheduledAt = body.date ? zonedTimeToInstant(body.date, body.time, timeZone) : null;
      const status = scheduleStatus(current.status, {
        scheduled: scheduledAt !== null,
        approve: body.approve,
      });
      const row = await publications.guardedChange(id, (tx) =>
        postRepository(tx).schedule(user.id, id, {
          scheduledAt,
          platforms: [...new Set(body.platforms)],
          status,
        }),
      );
      if (!row) throw new HttpError(404, API_MESSAGES.draftNotFound);
      await publications.sync(row);
      return { success: true as const, post: toPost(row, user.email) };
    },
  );

  api.get(
    endpoints.getPosts.path,
    {
      schema: {
        querystring: endpoints.getPosts.request,
        response: { 200: endpoints.getPosts.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      if (!(to > from) || to.getTime() - from.getTime() > MAX_POSTS_RANGE_MS) {
        throw new HttpError(400, API_MESSAGES.rangeTooLong);
      }
      const rows = await repos.posts.inRange(user.id, from, to);
      const states = new Map<string, PublicationState[]>();
      for (const { postId, state } of await repos.social.statesOfPosts(
        user.id,
        rows.map((row) => row.id),
      )) {
        states.set(postId, [...(states.get(postId) ?? []), state]);
      }
      return {
        success: true as const,
        posts: rows.map((row) => ({
          ...toPost(row, user.email),
          publishing: summarisePublications(states.get(row.id) ?? []),
        })),
        time_zone: await timeZoneOf(user.id),
      };
    },
  );

  api.post(
    endpoints.approvePosts.path,
    {
      schema: {
        body: endpoints.approvePosts.request,
        response: { 200: endpoints.approvePosts.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const ids = request.body.ids.filter((id) => isUuid(id));
      const approved = ids.length ? await repos.posts.approve(user.id, ids) : 0;
      for (const id of ids) {
        const row = await repos.posts.findOwn(user.id, id);
        if (row) await publications.sync(row);
      }
      return { success: true as const, approved };
    },
  );

  api.get(
    endpoints.getTimeZone.path,
    {
      schema: {
        querystring: endpoints.getTimeZone.request,
        response: { 200: endpoints.getTimeZone.response },
      },
    },
    async (request) => {
      const { timeZone, chosen } = await businessTimeZoneOf(repos, request.signedIn.id);
      return { success: true as const, time_zone: timeZone, chosen };
    },
  );

  api.put(
    endpoints.setTimeZone.path,
    {
      schema: {
        body: endpoints.setTimeZone.request,
        response: { 200: endpoints.setTimeZone.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      await repos.posts.setTimeZone(user.id, request.body.time_zone);
      return { success: true as const, time_zone: request.body.time_zone, chosen: true };
    },
  );
}
