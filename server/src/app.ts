import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@contract/constants';
import { composeServices, type ServiceDependencies, type Services } from './composition';
import type { Config } from './config';
import type { Billing } from './billing/billing';
import type { Notifier } from './notifications/notifier';
import type { SocialPublishing } from './social/social-publishing';
import type { JobEngine } from './jobs/job-engine';
import type { Mailer } from './mail/mailer';
import { drainingPlugin } from './plugins/draining';
import { errorsPlugin } from './plugins/errors';
import { serialiseRequest } from './log-redaction';
import { bodyLimitsPlugin } from './plugins/body-limits';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { requestContextPlugin } from './plugins/request-context';
import { RequestLogController } from './request-log';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import type { Access } from '@contract/team';
import type { MembershipRepository } from './db/memberships';
import { signedInScope } from './plugins/signed-in-scope';
import { staticAppPlugin } from './plugins/static-app';
import { accountRecoveryRoutes, accountRoutes } from './routes/account';
import { accountSettingsRoutes, supportRoutes } from './routes/account-settings';
import { timeoutsPlugin } from './plugins/timeouts';
import { activityRoutes } from './routes/activity';
import { approvalPageRoutes } from './routes/approval-page';
import { approvalRoutes } from './routes/approvals';
import { authRoutes } from './routes/auth';
import { billingRoutes, stripeWebhookRoute } from './routes/billing';
import { aiSettingsRoutes } from './routes/ai-settings';
import { businessProfileRoutes } from './routes/business-profile';
import { redirectSignInRoutes } from './routes/redirect-sign-in';
import { draftRoutes } from './routes/drafts';
import { anonymousGenerationRoutes, generationRoutes } from './routes/generation';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { onboardingRoutes } from './routes/onboarding';
import { planRoutes } from './routes/plans';
import { postRoutes } from './routes/posts';
import { uploadRoutes } from './routes/uploads';
import { connectCallbackRoute, integrationRoutes } from './routes/integrations';
import { notificationRoutes } from './routes/notifications';
import { publishedMediaRoute } from './social/published-media-route';
import { SANDBOX_CONTROL_PREFIX, sandboxControlRoutes } from './social/sandbox/control-routes';
import { analyticsRoutes } from './routes/analytics';
import { invitationPreviewRoute, teamRoutes } from './routes/team';
import { linkedInVersionWarning } from './social/networks/linkedin-version';

export const API_PREFIX = '/api';
/** JSON bodies: 1 MiB. Uploads have their own limits. */
export const JSON_BODY_LIMIT = 1_048_576;
const MAX_FILES_PER_UPLOAD = 10;
/** Several instances on one PostgreSQL need shared storage (ADR 0018). */
export const LOCAL_STORAGE_WARNING =
  "DATABASE_URL is set but uploads are stored on this machine's disk: files uploaded " +
  'through this instance are visible only to it unless DATA_DIR/media is shared. ' +
  'Several instances need S3-compatible storage (S3_BUCKET); see the README.';

export interface AppDependencies extends ServiceDependencies {
  logger?: FastifyServerOptions['logger'];
}

/** Secrets never reach the logs, whichever object carries them. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  // Plugins may log their own view of a request (multipart does at trace level).
  '*.headers.cookie',
  '*.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.accessToken',
  '*.credential',
  '*.token',
  '*.apiKey',
  '*.refreshToken',
  '*.access_token',
  '*.refresh_token',
  '*.code_verifier',
  '*.STRIPE_SECRET_KEY',
  '*.STRIPE_WEBHOOK_SECRET',
];

/** Secrets redacted, and e-mail addresses taken out of logged URLs. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serialiseRequest },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts that many proxies, counted
 * from the server (as proxy-addr counts hops): the client address is the entry the
 * outermost trusted proxy wrote, whatever a client put to the left of it.
 */
export function trustProxyOption(
  trust: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The Fastify instance with its server options: logging, timeouts, proxies, body limits. */
function createServer(deps: AppDependencies): FastifyInstance {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    genReqId: () => randomUUID(),
    // API requests at info, the app's static files at debug.
    logController: new RequestLogController(),
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Slow clients: headers within REQUEST_TIMEOUT_MS, a whole request within the upload
    // budget (JSON bodies get REQUEST_TIMEOUT_MS, see the timeouts plugin), idle
    // keep-alive connections closed after KEEP_ALIVE_TIMEOUT_MS.
    requestTimeout: config.UPLOAD_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      // How often Node checks those two timeouts (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, config.REQUEST_TIMEOUT_MS),
    },
    // Requests already on an open connection when the server starts closing are served.
    return503OnClosing: false,
    // A malformed path (a bad %-escape) is refused in our shape, without echoing it back.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send({ success: false, error: 'The address is not valid.' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: no text/plain bodies reach a handler.
  app.removeContentTypeParser('text/plain');
  return app;
}

/** Request context, errors, draining, security, body limits, timeouts, sessions, rate limits, uploads. */
async function registerPlugins(
  app: FastifyInstance,
  { config, database }: AppDependencies,
  { repos }: Services,
): Promise<void> {
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(drainingPlugin);
  await app.register(securityPlugin, {
    publicUrl: config.PUBLIC_URL,
    alwaysHttps: config.secureCookies,
  });
  await app.register(bodyLimitsPlugin);
  await app.register(timeoutsPlugin, { requestTimeoutMs: config.REQUEST_TIMEOUT_MS });
  await app.register(sessionsPlugin, {
    sessions: repos.sessions,
    lifetimeDays: config.SESSION_DAYS,
    maxLifetimeDays: config.SESSION_MAX_DAYS,
    secureCookies: config.secureCookies,
  });
  await app.register(rateLimitsPlugin, {
    authPerAddress: config.AUTH_RATE_LIMIT,
    authPerPair: config.AUTH_EMAIL_RATE_LIMIT,
    uploadsPerUser: config.UPLOAD_RATE_LIMIT,
    aiPerUser: config.AI_RATE_LIMIT,
    approvalLinkPer: config.APPROVAL_LINK_RATE_LIMIT,
    // Several processes share one PostgreSQL, so they share its counters too.
    sharedCounters: database.kind === 'postgres' ? repos.rateLimits : undefined,
    perAccount: {
      counters: repos.rateLimits,
      mailsPerHour: config.ACCOUNT_EMAILS_PER_HOUR,
      failedSignInsPerHour: config.FAILED_SIGN_INS_PER_HOUR,
    },
  });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1_024,
      parts: MAX_FILES_PER_UPLOAD + 10,
      headerPairs: 100,
    },
  });
}

/** Drafts, posts, their reviews, approval links and the activity log (signed-in scope). */
async function registerPostWork(scope: FastifyInstance, { repos, social, approvals }: Services) {
  const publications = social.postPublications;
  await scope.register(draftRoutes, {
    repos,
    publications,
    activity: approvals.activity,
    reviews: approvals.reviews,
  });
  await scope.register(postRoutes, { repos, publications, approvals });
  await scope.register(approvalRoutes, { approvals });
  await scope.register(activityRoutes, { repos });
}

/** Every route under /api, each handed the services it uses. */
/** The sandbox networks' faults and clock: the business's Owner's, like its accounts. */
const outsideContract = (url: string): Access | undefined =>
  url.startsWith(`${API_PREFIX}${SANDBOX_CONTROL_PREFIX}/`) ? 'owner' : undefined;

/** The routes open without a session: their own checks (a token, a signature) decide. */
async function registerVisitorRoutes(
  api: FastifyInstance,
  { config, database, storage }: AppDependencies,
  services: Services,
): Promise<void> {
  const { repos, social, links, signIn, ai } = services;
  const publicUrl = config.PUBLIC_URL ?? null;
  const verifiers = { verifyGoogle: signIn.verifyGoogle, verifyFacebook: signIn.verifyFacebook };
  await api.register(healthRoutes, { database, storage });
  await api.register(authRoutes, {
    repos,
    ...verifiers,
    links,
    invitations: services.team.invitations,
  });
  await api.register(redirectSignInRoutes, {
    repos,
    ...verifiers,
    exchangeCodes: signIn.exchangeCodes,
    loginRedirects: signIn.loginRedirects,
    publicUrl,
    secureCookies: config.secureCookies,
  });
  await api.register(accountRecoveryRoutes, { repos, links });
  await api.register(supportRoutes, { repos, supportEmail: config.SUPPORT_EMAIL });
  await api.register(anonymousGenerationRoutes, { repos, storage, ai });
  await api.register(connectCallbackRoute, { connect: social.connect, publicUrl });
  // An e-mail's unsubscribe link and an approval link work without signing in: their tokens are the key.
  await api.register(notificationRoutes, { repos, links: services.unsubscribeLinks });
  await api.register(approvalPageRoutes, { links: services.approvals.links, storage });
  // Stripe signs its events; no session, and its own raw-body parser (its own scope).
  await api.register(stripeWebhookRoute, { billing: services.billing });
  // An invitation's link shows what its e-mail said to whoever holds it.
  await api.register(invitationPreviewRoute, { team: services.team });
}

async function registerApiRoutes(
  api: FastifyInstance,
  dependencies: AppDependencies,
  services: Services,
): Promise<void> {
  const { config, storage } = dependencies;
  const { repos, quota, social, links, ai, now } = services;
  const publicUrl = config.PUBLIC_URL ?? null;
  await registerVisitorRoutes(api, dependencies, services);
  // Every route below needs a signed-in user: the scope resolves the session once.
  await api.register(async (scope) => {
    await scope.register(signedInScope, { prefix: API_PREFIX, outsideContract });
    await scope.register(accountRoutes, { repos, links });
    await scope.register(onboardingRoutes, { repos });
    await scope.register(businessProfileRoutes, { businessProfiles: services.businessProfiles });
    await scope.register(uploadRoutes, { repos, storage, quota });
    await registerPostWork(scope, services);
    await scope.register(generationRoutes, {
      repos,
      storage,
      quota,
      ai,
      billing: services.billing,
    });
    await scope.register(billingRoutes, { billing: services.billing });
    await scope.register(aiSettingsRoutes, { aiSettings: services.aiSettings });
    await scope.register(accountSettingsRoutes, {
      repos,
      storage,
      revokeLogins: social.connect.revokeLogins,
    });
    await scope.register(planRoutes, {
      repos,
      writing: services.planWriting,
      modelCalls: services.planModelCalls,
      billing: services.billing,
      plansPerDay: config.PLANS_PER_DAY,
      now,
    });
    await scope.register(integrationRoutes, {
      repos,
      networks: social.networks,
      connect: social.connect,
      publisher: social.publisher,
      postPublications: social.postPublications,
      tokens: social.tokens,
      tiktokAudited: config.TIKTOK_AUDITED,
      publicUrl,
      now,
    });
    await scope.register(analyticsRoutes, { analytics: social.analytics, repos });
    await scope.register(teamRoutes, { team: services.team });
    if (social.standIns) {
      await scope.register(sandboxControlRoutes, {
        standIns: social.standIns,
        clock: social.sandboxClock,
        collectMetrics: social.metrics.collect,
      });
    }
  });
}

/**
 * LinkedIn answers 426 to every call naming a sunset version: said at start-up from 60
 * days before (docs/network-facts.md), when a LinkedIn app is configured at all.
 */
function warnOfLinkedInSunset(
  app: FastifyInstance,
  config: AppDependencies['config'],
  services: Pick<Services, 'social' | 'now'>,
) {
  const { networks } = services.social;
  if (!networks.adapters.linkedin && !networks.linkedInPages) return;
  const warning = linkedInVersionWarning(config.LINKEDIN_VERSION, services.now());
  if (warning) app.log.warn({ linkedInVersion: config.LINKEDIN_VERSION }, warning);
}

/**
 * Builds the whole server without listening: main.ts listens, tests call it directly.
 * The services come from composition.ts; this builds only HTTP: plugins, routes, errors.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, storage } = deps;
  const app = createServer(deps);
  if (database.kind === 'postgres' && storage.kind === 'local') {
    app.log.warn(LOCAL_STORAGE_WARNING);
  }
  const services = await composeServices(deps, {
    log: app.log,
    spendAi: (userId) => app.spendLimit('ai', userId),
    // The rate-limits plugin, registered below, holds the ceilings.
    ceilings: { mayMail: (userId) => app.accountCeilings.mayMail(userId) },
  });
  warnOfLinkedInSunset(app, config, services);
  app.decorate('jobs', services.jobs);
  app.decorate('mailer', services.mailer);
  app.decorate('social', services.social);
  app.decorate('notifier', services.notifier);
  app.decorate('billing', services.billing);
  // Through the app's own repositories, so a remembered session learns of a change at once.
  app.decorate('memberships', services.repos.memberships);
  app.addHook('onReady', () => services.start());
  app.addHook('onClose', () => services.close());

  await registerPlugins(app, deps, services);
  await app.register(publishedMediaRoute, { storage, mediaLinks: services.social.mediaLinks });
  await app.register((api) => registerApiRoutes(api, deps, services), { prefix: API_PREFIX });
  await app.register(mediaRoutes, { storage });
  if (config.APP_DIR) {
    await app.register(staticAppPlugin, { root: config.APP_DIR, secure: config.secureCookies });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
    mailer: Mailer;
    social: SocialPublishing;
    notifier: Notifier;
    billing: Billing;
    memberships: MembershipRepository;
  }
}
