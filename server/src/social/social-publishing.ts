import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Repositories } from '../db/repositories';
import type { JobEngine } from '../jobs/job-engine';
import type { Storage } from '../storage/storage';
import { createHmac } from 'node:crypto';
import { createConnectionUpkeep } from './connection-upkeep';
import { createConnectFlow } from './connect';
import { createMediaLinks, mediaLinksBase, publishedMediaPrefix } from './media-links';
import { startMetrics } from './metrics/readers';
import { createNetworks } from './networks/registry';
import { createPostPublications } from './post-publications';
import { createPublisher } from './publisher';
import { publisherRepoWithActivity } from '../activity/published-activity';
import { sandboxEnvironment, startStandIns, tiktokAudit, type StandIns } from './sandbox/networks';
import { createTokenCipher } from './token-crypto';
import { resolveTokenKeyRing } from './token-key';
import { registerTokenReseal } from './token-reseal';
import { createTokenService } from './tokens';

const secretsFrom = (key: Buffer) => (purpose: string) =>
  createHmac('sha256', key).update(purpose).digest();

/**
 * Everything publishing needs, assembled once for the app: the networks (the stand-ins
 * when SOCIAL_SANDBOX=1), the token cipher, the connect flow and the publisher.
 */
/**
 * The configuration the networks use: with SOCIAL_SANDBOX=1, the stand-ins' addresses, on
 * a clock that runs `sandboxClock.offsetMs` ahead (a sandbox control moves it: metrics grow).
 */
async function sandboxOrReal(original: Config, now: () => Date, log: FastifyBaseLogger) {
  // The sandbox app has this server's own media links verified with its TikTok stand-in.
  const mediaPrefix = publishedMediaPrefix(mediaLinksBase(original));
  const sandboxClock = { offsetMs: 0 };
  if (!original.SOCIAL_SANDBOX) return { standIns: null, config: original, sandboxClock };
  // The stand-in plays the app as audited or not, as the configuration says it is.
  tiktokAudit.audited = original.TIKTOK_AUDITED;
  const standIns: StandIns = await startStandIns({
    now: () => now().getTime() + sandboxClock.offsetMs,
    verifiedUrlPrefixes: [mediaPrefix],
  });
  log.info('social networks are local stand-ins (SOCIAL_SANDBOX=1): nothing is really posted');
  const config = { ...original, ...sandboxEnvironment(standIns, { mediaPrefix }) };
  return { standIns, config, sandboxClock };
}

interface SocialPublishingOptions {
  config: Config;
  repos: Repositories;
  jobs: JobEngine;
  /** Where posts' images are read from, for networks that take the bytes. */
  storage: Pick<Storage, 'get'>;
  now: () => Date;
  log: FastifyBaseLogger;
  jitter?: () => number;
  /** A publication failed: the notifier may e-mail the owner now (bound once it exists). */
  onPublicationFailed?: () => Promise<void>;
}

export async function createSocialPublishing(options: SocialPublishingOptions) {
  const { repos, jobs, now, log } = options;
  const { standIns, config, sandboxClock } = await sandboxOrReal(options.config, now, log);
  const keyRing = await resolveTokenKeyRing(options.config, log);
  const cipher = createTokenCipher(keyRing);
  // Tokens and model API keys sealed as v1 or by an older key are sealed again with the current one.
  await registerTokenReseal({
    jobs,
    repo: repos.social,
    apiKeys: repos.aiApiKeys,
    cipher,
    log,
    cron: config.CLEANUP_CRON,
  });
  const mediaLinks = createMediaLinks({
    tokenKey: keyRing.current,
    publicUrl: mediaLinksBase(options.config),
    now,
  });
  const networks = createNetworks(config, now, config.SOCIAL_SANDBOX, mediaLinks, (key) =>
    options.storage.get(key),
  );
  const tokens = createTokenService({ repo: repos.social, cipher, networks, now, log });
  const publisher = createPublisher({
    repo: publisherRepoWithActivity(repos.social, repos.activity, log, options.onPublicationFailed),
    networks,
    tokens,
    jobs,
    now,
    log,
    graceMinutes: config.PUBLISH_GRACE_MINUTES,
    leaseMs: config.PUBLISH_LEASE_SECONDS * 1000,
    minGapMs: config.PUBLISH_MIN_GAP_SECONDS * 1000,
    sweepCron: config.PUBLISH_SWEEP_CRON,
    jitter: options.jitter,
  });
  await publisher.register();
  // Refresh tokens that would expire unused are renewed ahead, on the cleanup schedule.
  const cron = config.CLEANUP_CRON;
  const upkeep = createConnectionUpkeep({ repo: repos.social, tokens, jobs, now, log, cron });
  await upkeep.register();
  const { collector: metrics, analytics } = await startMetrics({
    config,
    repos,
    tokens,
    jobs,
    now,
    metricsNow: () => new Date(now().getTime() + sandboxClock.offsetMs),
    log,
  });
  return {
    networks,
    tokens,
    publisher,
    standIns,
    mediaLinks,
    upkeep,
    metrics,
    analytics,
    sandboxClock,
    /** A secret for `purpose` from the token key every instance shares (signed links). */
    derivedSecret: secretsFrom(keyRing.current),
    /** Seals what must stay on the server: tokens, and the sign-in redirects' verifiers. */
    cipher,
    connect: createConnectFlow({ repo: repos.social, cipher, networks, now, log }),
    postPublications: createPostPublications({ repo: repos.social, publisher, now }),
    async close() {
      await Promise.all(Object.values(standIns ?? {}).map((standIn) => standIn.close()));
    },
  };
}
export type SocialPublishing = Awaited<ReturnType<typeof createSocialPublishing>>;
