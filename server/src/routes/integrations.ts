import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { ATTENTION_STATES, networkSchema, type ConnectedAccount } from '@contract/integrations';
import type { Repositories } from '../db/repositories';
import type { SocialAccountRow } from '../db/social-accounts';
import { isUuid } from '../db/uuid';
import { HttpError } from '../http-error';
import type { ConnectFlow } from '../social/connect';
import type { Networks } from '../social/networks/registry';
import type { PostPublications } from '../social/post-publications';
import type { Publisher } from '../social/publisher';
import type { TokenService } from '../social/tokens';
import { tiktokCreatorInfo } from '../social/tiktok-creator-info';
import { API_MESSAGES } from '@contract/messages';
import { publicationActions } from '../social/publication-actions';
import { toAccount, toPublication, toPublicationNeedingAttention } from '../social/social-rows';

const idParams = z.object({ id: z.string().max(200) });
export const CALLBACK_PATH = '/integrations/callback';
/** The dashboard shows a short list; the schedule page has every post. */
const ATTENTION_LIMIT = 5;

/** The callback address must be the same at "Connect" and at the code exchange. */
const callbackUrl = (publicUrl: string | null, request: FastifyRequest) =>
  `${publicUrl ?? `${request.protocol}://${request.host}`}/api${CALLBACK_PATH}`;

export interface IntegrationRouteOptions {
  repos: Repositories;
  networks: Networks;
  connect: ConnectFlow;
  publisher: Publisher;
  /** A newly connected account takes on the posts already scheduled for its network. */
  postPublications: Pick<PostPublications, 'adoptScheduledPosts'>;
  publicUrl: string | null;
  now: () => Date;
  /** For reading the TikTok account's creator info (social/tiktok-creator-info.ts). */
  tokens: TokenService;
  /** TIKTOK_AUDITED: until TikTok audits the app, every post goes out private. */
  tiktokAudited: boolean;
}

/**
 * Connected accounts (connect, pick, disconnect) and publications (list, retry, mark as
 * posted), in the signed-in scope.
 */
export async function integrationRoutes(app: FastifyInstance, options: IntegrationRouteOptions) {
  const asOfNow = (account: SocialAccountRow) => toAccount(account, options.now());
  registerAccountRoutes(app, { ...options, asOfNow });
  registerConnectionRoutes(app, { ...options, asOfNow });
  registerPublicationRoutes(app, options);
  registerTikTokRoutes(app, options);
}

/** The connected TikTok account's creator info, which the post editor shows and offers. */
function registerTikTokRoutes(app: FastifyInstance, options: IntegrationRouteOptions) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      endpoints.getTikTokCreatorInfo.path,
      { schema: { response: { 200: endpoints.getTikTokCreatorInfo.response } } },
      (request) =>
        tiktokCreatorInfo(
          { ...options, audited: options.tiktokAudited },
          request.business.id,
          request.log,
        ),
    );
}

type WithAccountView = IntegrationRouteOptions & {
  /** A stored account as the contract's, its reconnect date read at the request's time. */
  asOfNow: (account: SocialAccountRow) => ConnectedAccount;
};

/** The networks on offer with the user's connected accounts, and disconnecting one. */
function registerAccountRoutes(app: FastifyInstance, options: WithAccountView) {
  const { repos, networks, connect, asOfNow } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.getIntegrations.path,
    { schema: { response: { 200: endpoints.getIntegrations.response } } },
    async (request) => {
      const businessId = request.business.id;
      const accounts = await repos.social.accountsOf(businessId);
      return {
        success: true as const,
        networks: networks.availability,
        accounts: accounts.map(asOfNow),
      };
    },
  );

  api.delete(
    endpoints.disconnectAccount.path,
    {
      schema: { params: idParams, response: { 200: endpoints.disconnectAccount.response } },
    },
    async (request) => {
      const businessId = request.business.id;
      if (!isUuid(request.params.id)) throw new HttpError(404, API_MESSAGES.accountNotFound);
      await connect.disconnect(businessId, request.params.id);
      return { success: true as const };
    },
  );
}

/** Connecting an account: sent to the network, the pending connection, the accounts picked. */
function registerConnectionRoutes(app: FastifyInstance, options: WithAccountView) {
  const { networks, connect, asOfNow } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    endpoints.connectNetwork.path,
    {
      schema: {
        params: z.object({ network: z.string().max(40) }),
        body: endpoints.connectNetwork.request,
        response: { 200: endpoints.connectNetwork.response },
      },
    },
    async (request) => {
      const businessId = request.business.id;
      const network = networkSchema.safeParse(request.params.network);
      if (!network.success) throw new HttpError(404, API_MESSAGES.networkUnknown);
      const redirectUri = callbackUrl(options.publicUrl, request);
      const url = await connect.start(businessId, network.data, redirectUri, request.body.as);
      return { success: true as const, authorize_url: url };
    },
  );

  api.get(
    endpoints.getPendingConnection.path,
    {
      schema: { params: idParams, response: { 200: endpoints.getPendingConnection.response } },
    },
    async (request) => {
      const businessId = request.business.id;
      if (!isUuid(request.params.id)) throw new HttpError(404, API_MESSAGES.connectionNotFound);
      const pending = await connect.pending(businessId, request.params.id);
      return { success: true as const, sandbox: networks.sandbox, ...pending };
    },
  );

  api.post(
    endpoints.pickConnectionTargets.path,
    {
      schema: {
        params: idParams,
        body: endpoints.pickConnectionTargets.request,
        response: { 200: endpoints.pickConnectionTargets.response },
      },
    },
    async (request) => {
      const businessId = request.business.id;
      if (!isUuid(request.params.id)) throw new HttpError(404, API_MESSAGES.connectionNotFound);
      const accounts = await connect.pick(businessId, request.params.id, request.body.target_ids);
      await options.postPublications.adoptScheduledPosts(
        businessId,
        accounts.map((account) => account.id),
      );
      return { success: true as const, accounts: accounts.map(asOfNow) };
    },
  );
}

/** A post's publications, those needing the owner, retrying one and marking one as posted. */
function registerPublicationRoutes(app: FastifyInstance, options: IntegrationRouteOptions) {
  const { repos } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const actions = publicationActions({
    social: repos.social,
    publisher: options.publisher,
    now: options.now,
  });

  api.get(
    endpoints.getPublications.path,
    {
      schema: {
        querystring: endpoints.getPublications.request,
        response: { 200: endpoints.getPublications.response },
      },
    },
    async (request) => {
      const businessId = request.business.id;
      const postId = request.query.post;
      const post = isUuid(postId) ? await repos.posts.findOwn(businessId, postId) : undefined;
      if (!post) throw new HttpError(404, API_MESSAGES.postNotFound);
      const rows = await repos.social.publicationsOfPost(post.id);
      return { success: true as const, publications: rows.map(toPublication) };
    },
  );

  api.get(
    endpoints.getPublicationsNeedingAttention.path,
    {
      schema: { response: { 200: endpoints.getPublicationsNeedingAttention.response } },
    },
    async (request) => {
      const businessId = request.business.id;
      const found = await repos.social.latestInStates(
        businessId,
        ATTENTION_STATES,
        ATTENTION_LIMIT,
      );
      return { success: true as const, publications: found.map(toPublicationNeedingAttention) };
    },
  );

  api.post(
    endpoints.retryPublication.path,
    {
      schema: { params: idParams, response: { 200: endpoints.retryPublication.response } },
    },
    async (request) => {
      const saved = await actions.retry(request.business.id, request.params.id);
      return { success: true as const, publication: toPublication(saved) };
    },
  );

  api.post(
    endpoints.markPublicationPosted.path,
    {
      schema: { params: idParams, response: { 200: endpoints.markPublicationPosted.response } },
    },
    async (request) => {
      const saved = await actions.markPosted(request.business.id, request.params.id);
      return { success: true as const, publication: toPublication(saved) };
    },
  );
}

/**
 * The network sends the browser back here (a top-level navigation): outside the signed-in
 * scope, since a visitor without a session is redirected to log in rather than answered 401.
 */
export async function connectCallbackRoute(
  app: FastifyInstance,
  options: Pick<IntegrationRouteOptions, 'connect' | 'publicUrl'>,
) {
  const { connect, publicUrl } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      const businessId = request.business.id;
      const { code, state, error } = request.query;
      if (error || !code || !state) return reply.redirect('/integrations?connect_error=denied');
      try {
        const id = await connect.callback({
          businessId,
          state,
          code,
          redirectUri: callbackUrl(publicUrl, request),
        });
        return reply.redirect(`/integrations?connection=${encodeURIComponent(id)}`);
      } catch (failure) {
        request.log.warn({ err: failure }, 'connecting an account failed');
        return reply.redirect('/integrations?connect_error=failed');
      }
    },
  );
}
