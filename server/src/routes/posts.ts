import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { MAX_POSTS_RANGE_MS } from '@contract/posts';
import { businessTimeZoneOf } from '../business/business-profiles';
import { toPost } from '../db/post-rows';
import type { Repositories } from '../db/repositories';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { createPostChanges, type PostChanges } from '../social/post-changes';
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
  const { repos } = options;
  const changes = createPostChanges(options);
  registerPostChangeRoutes(app, changes);
  registerPostListRoutes(app, { repos, changes });
  registerTimeZoneRoutes(app, repos);
}

/** Editing and scheduling one post. */
function registerPostChangeRoutes(app: FastifyInstance, changes: PostChanges) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      const businessId = request.business.id;
      const row = await changes.edit(businessId, request.params.id, request.body);
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
      const businessId = request.business.id;
      const row = await changes.schedule(businessId, request.params.id, request.body);
      return { success: true as const, post: toPost(row, user.email) };
    },
  );
}

/** The posts of a time range with their publishing word, and approving several at once. */
function registerPostListRoutes(
  app: FastifyInstance,
  { repos, changes }: { repos: Repositories; changes: PostChanges },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      const businessId = request.business.id;
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      if (!(to > from) || to.getTime() - from.getTime() > MAX_POSTS_RANGE_MS) {
        throw new HttpError(400, API_MESSAGES.rangeTooLong);
      }
      const rows = await repos.posts.inRange(businessId, from, to);
      const publishingOf = await changes.publishingOf(
        businessId,
        rows.map((row) => row.id),
      );
      return {
        success: true as const,
        posts: rows.map((row) => ({
          ...toPost(row, user.email),
          publishing: publishingOf(row.id),
        })),
        time_zone: (await businessTimeZoneOf(repos, businessId)).timeZone,
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
      const approved = await changes.approve(request.business.id, request.body.ids);
      return { success: true as const, approved };
    },
  );
}

/** The time zone the business's dates and times are read in, and choosing it. */
function registerTimeZoneRoutes(app: FastifyInstance, repos: Repositories) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.getTimeZone.path,
    {
      schema: {
        querystring: endpoints.getTimeZone.request,
        response: { 200: endpoints.getTimeZone.response },
      },
    },
    async (request) => {
      const { timeZone, chosen } = await businessTimeZoneOf(repos, request.business.id);
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
      const businessId = request.business.id;
      await repos.posts.setTimeZone(businessId, request.body.time_zone);
      return { success: true as const, time_zone: request.body.time_zone, chosen: true };
    },
  );
}
