import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import {
  ATTENTION_STATES,
  networkSchema,
  type ConnectedAccount,
  type Publication,
} from '@contract/integrations';
import type { Repositories } from '../db/repositories';
import type { PublicationRow, SocialAccountRow } from '../db/social';
import { HttpError } from '../http-error';
import { userOf } from '../plugins/sessions';
import type { ConnectFlow } from '../social/connect';
import type { Networks } from '../social/networks/registry';
import type { PostPublications } from '../social/post-publications';
import type { Publisher } from '../social/publisher';
import { API_MESSAGES } from '@contract/messages';
import { accountKind } from '../social/account-kind';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string().max(200) });
export const CALLBACK_PATH = '/integrations/callback';
/** The dashboard shows a short list; the schedule page has every post. */
const ATTENTION_LIMIT = 5;

export const toAccount = (row: SocialAccountRow): ConnectedAccount => ({
  id: row.id,
  network: row.network,
  display_name: row.displayName,
  ...accountKind(row.network, row.remoteId),
  sandbox: row.sandbox,
  status: row.status,
  connected_at: row.createdAt.toISOString(),
});

const toPublication = (row: PublicationRow): Publication => ({
  id: row.id,
  post_id: row.postId,
  account_id: row.accountId,
  network: row.network,
  account_name: row.accountName,
  sandbox: row.sandbox,
  state: row.state,
  publish_at: row.publishAt.toISOString(),
  attempts: row.attempt,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  remote_url: row.remoteUrl,
  error_class: row.errorClass,
  error_message: row.errorMessage,
  updated_at: row.updatedAt.toISOString(),
});

export interface IntegrationRouteOptions {
  repos: Repositories;
  networks: Networks;
  connect: ConnectFlow;
  publisher: Publisher;
  /** A newly connected account takes on the posts already scheduled for its network. */
  postPublications: Pick<PostPublications, 'adoptScheduledPosts'>;
  publicUrl: string | null;
  now: () => Date;
}

/** Connected accounts (connect, pick, disconnect) and publications (list, retry, mark as posted). */
export async function integrationRoutes(app: FastifyInstance, options: IntegrationRouteOptions) {
  const { repos, networks, connect, publisher, now } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };
  // The callback address must be the same at "Connect" and at the code exchange.
  const callbackUrl = (request: FastifyRequest) =>
    `${options.publicUrl ?? `${request.protocol}://${request.host}`}/api${CALLBACK_PATH}`;

  api.get(
    endpoints.getIntegrations.path,
    { ...signedIn, schema: { response: { 200: endpoints.getIntegrations.response } } },
    async (request) => {
      const user = userOf(request);
      const accounts = await repos.social.accountsOf(user.id);
      return {
        success: true as const,
        networks: networks.availability,
        accounts: accounts.map(toAccount),
      };
    },
  );

  api.post(
    endpoints.connectNetwork.path,
    {
      ...signedIn,
      schema: {
        params: z.object({ network: z.string().max(40) }),
        response: { 200: endpoints.connectNetwork.response },
      },
    },
    async (request) => {
      const user = userOf(request);
      const network = networkSchema.safeParse(request.params.network);
      if (!network.success) throw new HttpError(404, API_MESSAGES.networkUnknown);
      const url = await connect.start(user.id, network.data, callbackUrl(request));
      return { success: true as const, authorize_url: url };
    },
  );

  // The browser arrives here from the network (a top-level navigation): answer with redirects.
  api.get(
    CALLBACK_PATH,
    {
      schema: {
        querystring: z.object({
          code: z.string().max(2_000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      try {
        await app.requireUser(request, reply);
      } catch {
        return reply.redirect('/login');
      }
      const user = userOf(request);
      const { code, state, error } = request.query;
      if (error || !code || !state) return reply.redirect('/integrations?connect_error=denied');
      try {
        const id = await connect.callback({
          userId: user.id,
          state,
          code,
          redirectUri: callbackUrl(request),
        });
        return reply.redirect(`/integrations?connection=${encodeURIComponent(id)}`);
      } catch (failure) {
        request.log.warn({ err: failure }, 'connecting an account failed');
        return reply.redirect('/integrations?connect_error=failed');
      }
    },
  );

  api.get(
    endpoints.getPendingConnection.path,
    {
      ...signedIn,
      schema: { params: idParams, response: { 200: endpoints.getPendingConnection.response } },
    },
    async (request) => {
      const user = userOf(request);
      if (!UUID.test(request.params.id)) throw new HttpError(404, API_MESSAGES.connectionNotFound);
      const pending = await connect.pending(user.id, request.params.id);
      return { success: true as const, sandbox: networks.sandbox, ...pending };
    },
  );

  api.post(
    endpoints.pickConnectionTargets.path,
    {
      ...signedIn,
      schema: {
        params: idParams,
        body: endpoints.pickConnectionTargets.request,
        response: { 200: endpoints.pickConnectionTargets.response },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (!UUID.test(request.params.id)) throw new HttpError(404, API_MESSAGES.connectionNotFound);
      const accounts = await connect.pick(user.id, request.params.id, request.body.target_ids);
      await options.postPublications.adoptScheduledPosts(
        user.id,
        accounts.map((account) => account.id),
      );
      return { success: true as const, accounts: accounts.map(toAccount) };
    },
  );

  api.delete(
    endpoints.disconnectAccount.path,
    {
      ...signedIn,
      schema: { params: idParams, response: { 200: endpoints.disconnectAccount.response } },
    },
    async (request) => {
      const user = userOf(request);
      if (!UUID.test(request.params.id)) throw new HttpError(404, API_MESSAGES.accountNotFound);
      await connect.disconnect(user.id, request.params.id);
      return { success: true as const };
    },
  );

  api.get(
    endpoints.getPublications.path,
    {
      ...signedIn,
      schema: {
        querystring: endpoints.getPublications.request,
        response: { 200: endpoints.getPublications.response },
      },
    },
    async (request) => {
      const user = userOf(request);
      const postId = request.query.post;
      const post = UUID.test(postId) ? await repos.posts.findOwn(user.id, postId) : undefined;
      if (!post) throw new HttpError(404, API_MESSAGES.postNotFound);
      const rows = await repos.social.publicationsOfPost(post.id);
      return { success: true as const, publications: rows.map(toPublication) };
    },
  );

  api.get(
    endpoints.getPublicationsNeedingAttention.path,
    {
      ...signedIn,
      schema: { response: { 200: endpoints.getPublicationsNeedingAttention.response } },
    },
    async (request) => {
      const user = userOf(request);
      const found = await repos.social.latestInStates(user.id, ATTENTION_STATES, ATTENTION_LIMIT);
      return {
        success: true as const,
        publications: found.map(({ row, postTitle }) => ({
          ...toPublication(row),
          post_title: postTitle,
        })),
      };
    },
  );

  const ownPublication = async (userId: string, id: string) => {
    const row = UUID.test(id) ? await repos.social.ownPublication(userId, id) : undefined;
    if (!row) throw new HttpError(404, API_MESSAGES.publicationNotFound);
    return row;
  };

  api.post(
    endpoints.retryPublication.path,
    {
      ...signedIn,
      schema: { params: idParams, response: { 200: endpoints.retryPublication.response } },
    },
    async (request) => {
      const user = userOf(request);
      const row = await ownPublication(user.id, request.params.id);
      if (row.accountId === null) throw new HttpError(409, API_MESSAGES.accountDisconnected);
      // "Try again" is a new attempt the owner asked for; an unconfirmed post is their call too.
      const saved = await repos.social.update(row.id, ['failed', 'missed', 'unconfirmed'], {
        state: 'scheduled',
        nextAttemptAt: now(),
        attempt: 0,
        publishStartedAt: null,
        errorClass: null,
        errorMessage: null,
        errorCode: null,
        updatedAt: now(),
        version: row.version + 1,
      });
      if (!saved)
        throw new HttpError(409, 'Only a failed, missed or unconfirmed post can be tried again.');
      await publisher.enqueue(saved);
      return { success: true as const, publication: toPublication(saved) };
    },
  );

  api.post(
    endpoints.markPublicationPosted.path,
    {
      ...signedIn,
      schema: { params: idParams, response: { 200: endpoints.markPublicationPosted.response } },
    },
    async (request) => {
      const user = userOf(request);
      const row = await ownPublication(user.id, request.params.id);
      const saved = await repos.social.update(row.id, ['unconfirmed', 'failed', 'missed'], {
        state: 'published',
        errorClass: null,
        errorMessage: 'Marked as posted by you.',
        updatedAt: now(),
        version: row.version + 1,
      });
      if (!saved)
        throw new HttpError(
          409,
          'Only an unconfirmed, failed or missed post can be marked as posted.',
        );
      return { success: true as const, publication: toPublication(saved) };
    },
  );
}
