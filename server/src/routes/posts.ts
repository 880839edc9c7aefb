import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { MAX_POSTS_RANGE_MS } from '@contract/posts';
import { postActorOf } from '../activity/request-actor';
import type { Approvals } from '../approvals/compose';
import { businessTimeZoneOf } from '../business/business-profiles';
import type { DraftRow } from '../db/drafts';
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
  options: { repos: Repositories; publications: PostPublications; approvals: Approvals },
) {
  const { repos, approvals } = options;
  const changes = createPostChanges({
    ...options,
    activity: approvals.activity,
    reviews: approvals.reviews,
  });
  registerPostChangeRoutes(app, { changes, approvals });
  registerPostListRoutes(app, { repos, changes, approvals });
  registerTimeZoneRoutes(app, repos);
}

/** A saved post as the response shows it, with its latest review. */
async function withReview(approvals: Approvals, row: DraftRow, email: string | null) {
  const reviewOf = await approvals.reviews.latestOf([row.id]);
  return { success: true as const, post: { ...toPost(row, email), review: reviewOf(row.id) } };
}

/** Editing and scheduling one post. */
function registerPostChangeRoutes(
  app: FastifyInstance,
  { changes, approvals }: { changes: PostChanges; approvals: Approvals },
) {
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
      const row = await changes.edit(postActorOf(request), request.params.id, request.body);
      return withReview(approvals, row, request.signedIn.email);
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
      const row = await changes.schedule(postActorOf(request), request.params.id, request.body);
      return withReview(approvals, row, request.signedIn.email);
    },
  );
}

/** The posts of a time range with their publishing word, and approving several at once. */
function registerPostListRoutes(
  app: FastifyInstance,
  {
    repos,
    changes,
    approvals,
  }: { repos: Repositories; changes: PostChanges; approvals: Approvals },
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
      const ids = rows.map((row) => row.id);
      const publishingOf = await changes.publishingOf(businessId, ids);
      const reviewOf = await approvals.reviews.latestOf(ids);
      return {
        success: true as const,
        posts: rows.map((row) => ({
          ...toPost(row, user.email),
          publishing: publishingOf(row.id),
          review: reviewOf(row.id),
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
      const approved = await changes.approve(postActorOf(request), request.body.ids);
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
