import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@contract/constants';
import type { PostWriter } from '@core/post-writer';
import { supportDestination } from './account/support-inbox';
import { createImageGenerator } from './ai/create-image-generator';
import type { ImageGenerator } from './ai/image';
import { createWriter } from './ai/text/create-writer';
import { accountLinks } from './auth/account-links';
import { createFacebookVerifier, type FacebookVerifier } from './auth/facebook-verifier';
import {
  createFacebookCodeExchange,
  createGoogleCodeExchange,
  type CodeExchanges,
} from './auth/code-exchange';
import { createGoogleVerifier, type GoogleVerifier } from './auth/google-verifier';
import { createLoginRedirects, type LoginProviderSettings } from './auth/login-redirect';
import type { Config } from './config';
import type { Database } from './db/client';
import { createRepositories } from './db/repositories';
import { createSessionCache, noSessionCache } from './db/session-cache';
import { registerCleanupJobs } from './jobs/cleanup-jobs';
import { createInlineJobEngine } from './jobs/inline-job-engine';
import { createPlanWriting } from './jobs/plan-writing';
import type { JobEngine } from './jobs/job-engine';
import { createMailer } from './mail/create-mailer';
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
import { signedInScope } from './plugins/signed-in-scope';
import { staticAppPlugin } from './plugins/static-app';
import { accountRecoveryRoutes, accountRoutes } from './routes/account';
import { accountSettingsRoutes, supportRoutes } from './routes/account-settings';
import { timeoutsPlugin } from './plugins/timeouts';
import { authRoutes } from './routes/auth';
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
import { publishedMediaRoute } from './social/published-media-route';
import { sandboxControlRoutes } from './social/sandbox/control-routes';
import { createSocialPublishing, type SocialPublishing } from './social/social-publishing';
import { createStorageQuota } from './storage/quota';
import type { Storage } from './storage/storage';

export const API_PREFIX = '/api';
/** JSON bodies: 1 MiB. Uploads have their own limits. */
export const JSON_BODY_LIMIT = 1_048_576;
const MAX_FILES_PER_UPLOAD = 10;
/** Several instances on one PostgreSQL need shared storage (ADR 0018). */
export const LOCAL_STORAGE_WARNING =
  "DATABASE_URL is set but uploads are stored on this machine's disk: files uploaded " +
  'through this instance are visible only to it unless DATA_DIR/media is shared. ' +
  'Several instances need S3-compatible storage (S3_BUCKET); see the README.';

export interface AppDependencies {
  config: Config;
  database: Database;
  storage: Storage;
  /** Overrides for tests; by default built from the config (null when not configured). */
  verifyGoogle?: GoogleVerifier | null;
  verifyFacebook?: FacebookVerifier | null;
  /** Overrides for tests; by default the configured providers (offline unless set). */
  writer?: PostWriter;
  images?: ImageGenerator;
  /** The job engine (main.ts passes pg-boss); the inline engine when not given. */
  jobs?: JobEngine;
  /** Outgoing e-mail; by default SMTP when configured, else a mailer that logs each message. */
  mailer?: Mailer;
  /** The clock the cleanup jobs and the publisher read; tests move it forward. */
  now?: () => Date;
  /** The publisher's retry jitter (0.8–1.2 by default); tests fix it. */
  publishJitter?: () => number;
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

function googleVerifierFrom(config: Config): GoogleVerifier | null {
  if (!config.GOOGLE_CLIENT_ID) return null;
  return createGoogleVerifier({
    clientId: config.GOOGLE_CLIENT_ID,
    jwksUrl: config.GOOGLE_JWKS_URL,
  });
}

function facebookVerifierFrom(config: Config): FacebookVerifier | null {
  if (!config.FACEBOOK_APP_ID || !config.FACEBOOK_APP_SECRET) return null;
  return createFacebookVerifier({
    appId: config.FACEBOOK_APP_ID,
    appSecret: config.FACEBOOK_APP_SECRET,
    graphUrl: config.FACEBOOK_GRAPH_URL,
  });
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

function codeExchangesFrom(config: Config): CodeExchanges {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET } = config;
  return {
    google:
      GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET
        ? createGoogleCodeExchange({
            clientId: GOOGLE_CLIENT_ID,
            clientSecret: GOOGLE_CLIENT_SECRET,
            tokenUrl: config.GOOGLE_TOKEN_URL,
          })
        : null,
    facebook:
      FACEBOOK_APP_ID && FACEBOOK_APP_SECRET
        ? createFacebookCodeExchange({
            appId: FACEBOOK_APP_ID,
            appSecret: FACEBOOK_APP_SECRET,
            graphUrl: config.FACEBOOK_GRAPH_URL,
          })
        : null,
  };
}

/**
 * The sign-in pages the redirect flow may send a browser to: those whose code the server
 * can exchange. Google takes a PKCE verifier; Facebook is guarded by the state alone
 * (ADR 0042).
 */
function loginProvidersFrom(config: Config, exchanges: CodeExchanges) {
  const providers: { google?: LoginProviderSettings; facebook?: LoginProviderSettings } = {};
  if (exchanges.google && config.GOOGLE_CLIENT_ID) {
    providers.google = {
      authorizeUrl: config.GOOGLE_AUTHORIZE_URL,
      clientId: config.GOOGLE_CLIENT_ID,
      scope: 'openid email profile',
      pkce: true,
    };
  }
  if (exchanges.facebook && config.FACEBOOK_APP_ID) {
    providers.facebook = {
      authorizeUrl: config.FACEBOOK_AUTHORIZE_URL,
      clientId: config.FACEBOOK_APP_ID,
      scope: 'email,public_profile',
      pkce: false,
    };
  }
  return providers;
}

/** Builds the whole server without listening: main.ts listens, tests call it directly. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, storage } = deps;
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

  if (database.kind === 'postgres' && storage.kind === 'local') {
    app.log.warn(LOCAL_STORAGE_WARNING);
  }

  // One process owns the embedded database, so it may remember sessions (ADR 0027).
  const sessionCache =
    database.kind === 'pglite' && config.SESSION_CACHE ? createSessionCache() : noSessionCache;
  const repos = createRepositories(database.db, { engine: database.kind, sessionCache });
  const quota = createStorageQuota(repos.uploads, config.STORAGE_QUOTA_MB * 1024 * 1024);
  const jobs = deps.jobs ?? createInlineJobEngine();
  // An engine made here is this app's to stop; one passed in belongs to its owner (main.ts).
  if (!deps.jobs) app.addHook('onClose', () => jobs.stop());
  const mailer = deps.mailer ?? createMailer(config, app.log);
  // The installation says where the Support form's requests go, once, at start.
  app.log.info(supportDestination(config.SUPPORT_EMAIL, mailer));
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  await registerCleanupJobs({
    jobs,
    repos,
    storage,
    log: app.log,
    cron: config.CLEANUP_CRON,
    now: deps.now,
  });

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

  const writer = deps.writer ?? createWriter(config, app.log);
  const images = deps.images ?? createImageGenerator(config);
  // Plans are written by jobs (ADR 0022); a plan a stop left mid-way carries on at start.
  const planWriting = createPlanWriting({
    repos,
    storage,
    writer,
    images,
    jobs,
    log: app.log,
    // A written slot costs what a generation request costs: one use of the user's AI limit.
    spendAi: (userId) => app.spendLimit('ai', userId),
  });
  await planWriting.register();
  app.addHook('onReady', () => planWriting.resume());
  const now = deps.now ?? (() => new Date());
  const social = await createSocialPublishing({
    config,
    repos,
    jobs,
    storage,
    now,
    log: app.log,
    jitter: deps.publishJitter,
  });
  app.decorate('social', social);
  await app.register(publishedMediaRoute, { storage, mediaLinks: social.mediaLinks });
  app.addHook('onClose', () => social.close());
  // Posts whose time passed during a long outage wait for the owner instead of going out late.
  app.addHook('onReady', async () => {
    const missed = await social.publisher.markMissed();
    if (missed > 0) app.log.warn({ missed }, 'posts missed their time while the server was down');
    // Rows a crash left behind are settled, and due ones sent, without waiting for the cron.
    if (jobs.kind === 'pg-boss')
      void social.publisher.sweep().catch((error: unknown) => {
        app.log.error({ err: error }, 'the start-up publishing sweep failed');
      });
  });
  const links = accountLinks({
    tokens: repos.accountTokens,
    mailer,
    log: app.log,
    appUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    ceilings: app.accountCeilings,
  });

  const exchangeCodes = codeExchangesFrom(config);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, storage });
      const signInOptions = {
        repos,
        verifyGoogle:
          deps.verifyGoogle === undefined ? googleVerifierFrom(config) : deps.verifyGoogle,
        verifyFacebook:
          deps.verifyFacebook === undefined ? facebookVerifierFrom(config) : deps.verifyFacebook,
      };
      await api.register(authRoutes, { ...signInOptions, links });
      await api.register(redirectSignInRoutes, {
        ...signInOptions,
        exchangeCodes,
        loginRedirects: createLoginRedirects({
          repo: repos.loginRedirects,
          cipher: social.cipher,
          providers: loginProvidersFrom(config, exchangeCodes),
          now,
        }),
        publicUrl: config.PUBLIC_URL ?? null,
        secureCookies: config.secureCookies,
      });
      await api.register(accountRecoveryRoutes, { repos, links });
      await api.register(supportRoutes, { repos, supportEmail: config.SUPPORT_EMAIL });
      await api.register(anonymousGenerationRoutes, { repos, storage, writer, images });
      await api.register(connectCallbackRoute, {
        connect: social.connect,
        publicUrl: config.PUBLIC_URL ?? null,
      });
      // Every route below needs a signed-in user: the scope resolves the session once.
      await api.register(async (scope) => {
        await scope.register(signedInScope);
        await scope.register(accountRoutes, { repos, links });
        await scope.register(onboardingRoutes, { repos });
        await scope.register(uploadRoutes, { repos, storage, quota });
        await scope.register(draftRoutes, { repos, publications: social.postPublications });
        await scope.register(postRoutes, { repos, publications: social.postPublications });
        await scope.register(generationRoutes, { repos, storage, quota, writer, images });
        await scope.register(accountSettingsRoutes, {
          repos,
          storage,
          revokeLogins: social.connect.revokeLogins,
        });
        await scope.register(planRoutes, {
          repos,
          writing: planWriting,
          plansPerDay: config.PLANS_PER_DAY,
        });
        await scope.register(integrationRoutes, {
          repos,
          networks: social.networks,
          connect: social.connect,
          publisher: social.publisher,
          postPublications: social.postPublications,
          publicUrl: config.PUBLIC_URL ?? null,
          now,
        });
        if (social.standIns)
          await scope.register(sandboxControlRoutes, { standIns: social.standIns });
      });
    },
    { prefix: API_PREFIX },
  );
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
  }
}
