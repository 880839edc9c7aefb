import { composeApprovals } from './approvals/compose';
import type { FastifyBaseLogger } from 'fastify';
import type { PostWriter } from '@core/post-writer';
import { supportDestination } from './account/support-inbox';
import { createBilling } from './billing/billing';
import { createAiSettingsService } from './ai/ai-settings-service';
import { createBusinessAi } from './ai/business-ai';
import type { ImageGenerator } from './ai/image';
import { findLocalOllama } from './ai/model-discovery';
import { createModelSettings, fixedByInstallation } from './ai/model-settings';
import { createPlanModelCalls } from './plans/plan-model-calls';
import { accountLinks, type AccountLinkOptions } from './auth/account-links';
import type { FacebookVerifier } from './auth/facebook-verifier';
import type { GoogleVerifier } from './auth/google-verifier';
import { createBusinessProfiles } from './business/business-profiles';
import { createLoginRedirects } from './auth/login-redirect';
import {
  codeExchangesFrom,
  facebookVerifierFrom,
  googleVerifierFrom,
  loginProvidersFrom,
} from './auth/sign-in-providers';
import type { Config } from './config';
import type { Database } from './db/client';
import { createRepositories } from './db/repositories';
import { createSessionCache, noSessionCache } from './db/session-cache';
import { SafeFetcher, type LoopbackTarget } from './fetching/safe-fetch';
import { registerCleanupJobs } from './jobs/cleanup-jobs';
import { createInlineJobEngine } from './jobs/inline-job-engine';
import type { JobEngine } from './jobs/job-engine';
import { createPlanWriting, type PlanWritingOptions } from './plans/plan-writing';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { createNotifier } from './notifications/notifier';
import { createWeeklySummaries } from './notifications/weekly-summary';
import { createUnsubscribeLinks } from './notifications/unsubscribe-links';
import { createSocialPublishing } from './social/social-publishing';
import { createStorageQuota } from './storage/quota';
import type { Storage } from './storage/storage';
import { createTeam } from './team/team';

export interface ServiceDependencies {
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
  /**
   * Tests only: the loopback sites the website reader may fetch from (ADR 0051), passed
   * by the test harness to the app builder. An `npm start` server under end-to-end tests
   * gets the same from WEBSITE_FETCH_LOOPBACK_FOR_TESTS, which production refuses.
   */
  websiteLoopbackTargetsForTests?: readonly LoopbackTarget[];
}

/**
 * The website reader's fetcher: public addresses only, plus the loopback sites a test
 * names, in-process or through WEBSITE_FETCH_LOOPBACK_FOR_TESTS (refused in production).
 */
function websiteFetcher(deps: ServiceDependencies): SafeFetcher {
  return new SafeFetcher({
    loopbackTargetsForTests: [
      ...(deps.websiteLoopbackTargetsForTests ?? []),
      ...deps.config.WEBSITE_FETCH_LOOPBACK_FOR_TESTS,
    ],
  });
}

/** What the services take from the HTTP server: its log and its per-user limits. */
export interface ServerHooks {
  log: FastifyBaseLogger;
  /** A written slot costs what a generation request costs: one use of the user's AI limit. */
  spendAi: PlanWritingOptions['spendAi'];
  /** The per-account ceiling on e-mails sent. */
  ceilings: AccountLinkOptions['ceilings'];
}

/** Says once at start when a local Ollama answers, so the owner learns it can be chosen. */
async function announceLocalModel(ollamaUrl: string, log: FastifyBaseLogger) {
  const local = await findLocalOllama(ollamaUrl);
  if (local.found) {
    log.info(
      { models: local.models, address: local.base_url },
      'a local Ollama answers; the owner can choose it in Settings, Writer',
    );
  }
}

/** The database's repositories, the storage quota, the job engine, the mailer and cleanup. */
async function composeFoundations(deps: ServiceDependencies, log: FastifyBaseLogger) {
  const { config, database, storage } = deps;
  // One process owns the embedded database, so it may remember sessions (ADR 0027).
  const sessionCache =
    database.kind === 'pglite' && config.SESSION_CACHE ? createSessionCache() : noSessionCache;
  const repos = createRepositories(database.db, { engine: database.kind, sessionCache });
  const quota = createStorageQuota(repos.uploads, config.STORAGE_QUOTA_MB * 1024 * 1024);
  const jobs = deps.jobs ?? createInlineJobEngine();
  const mailer = deps.mailer ?? createMailer(config, log);
  // The installation says where the Support form's requests go, once, at start.
  log.info(supportDestination(config.SUPPORT_EMAIL, mailer));
  await registerCleanupJobs({
    jobs,
    repos,
    storage,
    log,
    cron: config.CLEANUP_CRON,
    now: deps.now,
  });
  return { repos, quota, jobs, mailer };
}

type Foundations = Awaited<ReturnType<typeof composeFoundations>>;
type SocialPublishing = Awaited<ReturnType<typeof createSocialPublishing>>;

/** The business's writer and image maker, its AI settings, and plans written by jobs. */
async function composeAi(
  deps: ServiceDependencies,
  server: ServerHooks,
  parts: Foundations & { social: SocialPublishing; now: () => Date },
) {
  const { config, storage } = deps;
  const { log } = server;
  const { repos, jobs, social, now } = parts;
  // The business's writer is read per request; its key is sealed like the networks' tokens.
  const modelSettings = createModelSettings({ config, repos, cipher: social.cipher, now });
  const ai = createBusinessAi({
    settings: modelSettings,
    repos,
    log,
    now,
    timeoutMs: config.AI_TIMEOUT_MS,
    installationWriter: deps.writer,
    installationImages: deps.images,
  });
  const aiSettings = createAiSettingsService({
    settings: modelSettings,
    repos,
    storage,
    log,
    timeoutMs: config.AI_TIMEOUT_MS,
    ollamaUrl: config.OLLAMA_URL,
  });
  // Plans are written by jobs (ADR 0022); a plan a stop left mid-way carries on at start.
  const planWriting = createPlanWriting({
    repos,
    storage,
    ai,
    jobs,
    log,
    spendAi: server.spendAi,
  });
  await planWriting.register();
  const planModelCalls = createPlanModelCalls({ settings: modelSettings, repos, now });
  return { ai, aiSettings, planWriting, planModelCalls };
}

/** The e-mails the server sends on its own (notifications and their unsubscribe links), and billing. */
async function composeNotifyingAndBilling(
  config: Config,
  log: FastifyBaseLogger,
  parts: Foundations & { social: SocialPublishing; now: () => Date },
) {
  const { repos, mailer, jobs, social, now } = parts;
  const appUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const unsubscribeLinks = createUnsubscribeLinks({
    secret: social.derivedSecret('unsubscribe-links/v1'),
    publicUrl: appUrl,
  });
  const notifier = createNotifier({
    repo: repos.notifications,
    settingsOf: (userId) => repos.account.notificationsOf(userId),
    mailer,
    jobs,
    links: unsubscribeLinks,
    appUrl,
    now,
    log,
    cron: config.NOTIFY_CRON,
    graceDays: config.BILLING_GRACE_DAYS,
    weeklySummaries: createWeeklySummaries({
      repo: repos.weeklySummaries,
      metrics: repos.metrics,
    }),
  });
  await notifier.register();
  const notifySoon = notifier.sweepSoon;
  const billing = createBilling({ config, repos, log, now, appUrl, notifySoon });
  return { appUrl, unsubscribeLinks, notifier, billing };
}

/** The sign-in providers: verifiers, code exchanges and the redirects they come back by. */
function composeSignIn(
  deps: ServiceDependencies,
  parts: Pick<Foundations, 'repos'> & { social: SocialPublishing; now: () => Date },
) {
  const { config } = deps;
  const exchangeCodes = codeExchangesFrom(config);
  return {
    verifyGoogle: deps.verifyGoogle === undefined ? googleVerifierFrom(config) : deps.verifyGoogle,
    verifyFacebook:
      deps.verifyFacebook === undefined ? facebookVerifierFrom(config) : deps.verifyFacebook,
    exchangeCodes,
    loginRedirects: createLoginRedirects({
      repo: parts.repos.loginRedirects,
      cipher: parts.social.cipher,
      providers: loginProvidersFrom(config, exchangeCodes),
      now: parts.now,
    }),
  };
}

/** Once the server is ready: interrupted work carries on. */
async function resumeWork(parts: {
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobEngine;
  ai: { planWriting: { resume(): Promise<unknown> } };
  social: SocialPublishing;
  billing: { on: object | null; reconcile(): Promise<unknown> };
}) {
  const { config, log, jobs, ai, social, billing } = parts;
  await ai.planWriting.resume();
  // Events Stripe sent while the server was down: each subscription is read again.
  if (billing.on)
    void billing.reconcile().catch((error: unknown) => {
      log.error({ err: error }, 'the start-up billing reconciliation failed');
    });
  if (!fixedByInstallation(config)) void announceLocalModel(config.OLLAMA_URL, log);
  // Posts whose time passed during a long outage wait for the owner instead of going out late.
  const missed = await social.publisher.markMissed();
  if (missed > 0) log.warn({ missed }, 'posts missed their time while the server was down');
  // Rows a crash left behind are settled, and due ones sent, without waiting for the cron.
  if (jobs.kind === 'pg-boss')
    void social.publisher.sweepAfterStart().catch((error: unknown) => {
      log.error({ err: error }, 'the start-up publishing sweep failed');
    });
}

/**
 * Every service the server runs, made once from the config: repositories, storage quota,
 * mailer, AI, plan writing, publishing and their jobs, and the sign-in providers. The
 * HTTP server (app.ts) only hands them to its plugins and routes, and calls `start` once
 * it is ready and `close` when it closes.
 */
export async function composeServices(deps: ServiceDependencies, server: ServerHooks) {
  const { config, storage } = deps;
  const { log } = server;
  const foundations = await composeFoundations(deps, log);
  const { repos, jobs, mailer } = foundations;
  const now = deps.now ?? (() => new Date());
  // The notifier is made after publishing (it reads publishing's links), so a failed
  // publication reaches it through this binding, set once the notifier exists.
  const failures = { notify: async () => {} };
  const social = await createSocialPublishing({
    config,
    repos,
    jobs,
    storage,
    now,
    log,
    jitter: deps.publishJitter,
    onPublicationFailed: () => failures.notify(),
  });
  const ai = await composeAi(deps, server, { ...foundations, social, now });
  const businessProfiles = createBusinessProfiles({
    repos,
    fetcher: websiteFetcher(deps),
    importsPerHour: config.WEBSITE_IMPORTS_PER_HOUR,
    storage,
    quota: foundations.quota,
  });
  const { appUrl, ...notifyingAndBilling } = await composeNotifyingAndBilling(config, log, {
    ...foundations,
    social,
    now,
  });
  failures.notify = notifyingAndBilling.notifier.sweepSoon;
  const billing = notifyingAndBilling.billing;
  const approvals = composeApprovals({
    repos,
    publications: social.postPublications,
    appUrl,
    now,
    log,
  });

  return {
    ...foundations,
    ...ai,
    social,
    businessProfiles,
    ...notifyingAndBilling,
    approvals,
    now,
    links: accountLinks({
      tokens: repos.accountTokens,
      mailer,
      log,
      appUrl,
      ceilings: server.ceilings,
    }),
    signIn: composeSignIn(deps, { repos, social, now }),
    team: createTeam({ repos, mailer, log, appUrl, now, activity: approvals.activity }),

    /** Once the server is ready: interrupted work carries on. */
    start: () => resumeWork({ config, log, jobs, ai, social, billing }),

    /** When the server closes: the stand-ins, then a job engine made here (one passed in is its owner's). */
    async close() {
      await social.close();
      if (!deps.jobs) await jobs.stop();
    },
  };
}
export type Services = Awaited<ReturnType<typeof composeServices>>;
