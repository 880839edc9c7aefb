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
import { createImageGenerator } from './ai/create-image-generator';
import type { ImageGenerator } from './ai/image';
import { createWriter } from './ai/text/create-writer';
import { createFacebookVerifier, type FacebookVerifier } from './auth/facebook-verifier';
import {
  createFacebookCodeExchange,
  createGoogleCodeExchange,
  type CodeExchanges,
} from './auth/code-exchange';
import { createGoogleVerifier, type GoogleVerifier } from './auth/google-verifier';
import type { Config } from './config';
import type { Database } from './db/client';
import { createRepositories } from './db/repositories';
import { createInlineJobEngine } from './jobs/inline-job-engine';
import type { JobEngine } from './jobs/job-engine';
import { createLogMailer, type Mailer } from './mail/mailer';
import { drainingPlugin } from './plugins/draining';
import { errorsPlugin } from './plugins/errors';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { staticAppPlugin } from './plugins/static-app';
import { authRoutes } from './routes/auth';
import { draftRoutes } from './routes/drafts';
import { generationRoutes } from './routes/generation';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { onboardingRoutes } from './routes/onboarding';
import { uploadRoutes } from './routes/uploads';
import type { Storage } from './storage/storage';

export const API_PREFIX = '/api';
/** JSON bodies: 1 MiB. Uploads have their own limits. */
export const JSON_BODY_LIMIT = 1_048_576;
const MAX_FILES_PER_UPLOAD = 10;

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
  /** Outgoing e-mail; a mailer that logs each message when not given. */
  mailer?: Mailer;
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
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } };
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

/** Builds the whole server without listening: main.ts listens, tests call it directly. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, storage } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
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

  const repos = createRepositories(database.db);
  const jobs = deps.jobs ?? createInlineJobEngine();
  const mailer = deps.mailer ?? createLogMailer(app.log);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);

  await app.register(errorsPlugin);
  await app.register(drainingPlugin);
  await app.register(securityPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(sessionsPlugin, {
    sessions: repos.sessions,
    lifetimeDays: config.SESSION_DAYS,
    secureCookies: config.secureCookies,
  });
  await app.register(rateLimitsPlugin, {
    authPerIp: config.AUTH_RATE_LIMIT,
    authPerEmail: config.AUTH_EMAIL_RATE_LIMIT,
    uploadsPerUser: config.UPLOAD_RATE_LIMIT,
    aiPerUser: config.AI_RATE_LIMIT,
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

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        repos,
        verifyGoogle:
          deps.verifyGoogle === undefined ? googleVerifierFrom(config) : deps.verifyGoogle,
        verifyFacebook:
          deps.verifyFacebook === undefined ? facebookVerifierFrom(config) : deps.verifyFacebook,
        exchangeCodes: codeExchangesFrom(config),
        publicUrl: config.PUBLIC_URL ?? null,
      });
      await api.register(onboardingRoutes, { repos });
      await api.register(uploadRoutes, { repos, storage });
      await api.register(draftRoutes, { repos });
      await api.register(generationRoutes, {
        repos,
        storage,
        writer: deps.writer ?? createWriter(config, app.log),
        images: deps.images ?? createImageGenerator(config),
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
  }
}
