import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { NETWORK_NAMES } from '@contract/integrations';
import { API_MESSAGES } from '@contract/messages';
import { needsImage } from '@core/image-required';
import type { JobEngine } from '../jobs/job-engine';
import type { PublicationRow, SocialRepository } from '../db/social';
import type { SocialAccountRow } from '../db/social';
import { mediaKeyFromUrl } from '../storage/media-keys';
import {
  isProcessing,
  PublishError,
  ReconnectNeeded,
  RETRY_LATER,
  type NetworkAdapter,
  type OutgoingPost,
  type PreparedRefs,
  type Processing,
  type Published,
} from './networks/adapter';
import { RECONNECT_MESSAGE } from './tokens';
import type { Networks } from './networks/registry';
import { backoffMs, MAX_TRANSIENT_ATTEMPTS } from './backoff';
import { nextAllowedStart, pacingWindowMs } from './pacing';
import type { TokenService } from './tokens';

export const PUBLISH_QUEUE = 'publication-due';
export const PUBLISH_SWEEP_QUEUE = 'publication-sweep';
const CLAIM_BATCH = 20;

export interface PublisherOptions {
  repo: SocialRepository;
  networks: Networks;
  tokens: TokenService;
  jobs: JobEngine;
  now: () => Date;
  log: FastifyBaseLogger;
  graceMinutes: number;
  /** A claim is short (preparation and one call): a worker silent longer is presumed dead. */
  leaseMs: number;
  sweepCron: string;
  /** The least time between two posts on one account. */
  minGapMs: number;
  /** 0.8–1.2 by default; tests fix it. */
  jitter?: () => number;
}

export interface Publisher {
  /** Registers the job handlers on this instance. */
  register(): Promise<void>;
  /** Queues the job that runs a publication at its time. */
  enqueue(row: PublicationRow): Promise<void>;
  /** Claims and runs every due publication, and settles rows whose worker vanished. */
  sweep(): Promise<void>;
  /** At start: due rows older than the grace period become missed. */
  markMissed(): Promise<number>;
}

const unconfirmedMessage = (network: PublicationRow['errorClass'] | string) =>
  `We lost the connection while sending this post and cannot tell whether ${network} published it. ` +
  'Check the account: if the post is there, choose Mark as posted; if not, Try again.';
const stillProcessingMessage = (network: string) =>
  `${network} accepted this post but has not finished publishing it after a day. ` +
  'Check the account: if the post is there, choose Mark as posted; if not, Try again.';

/** The checkpoint stage of a post the network accepted and is still processing. */
const ACCEPTED = 'accepted';
/** How often a post being processed is asked about: soon at first, then less often. */
const STATUS_CHECK_SOON_MS = 60_000;
const STATUS_CHECK_LATER_MS = 10 * 60_000;
const STATUS_CHECK_SOON_FOR_MS = 10 * 60_000;
/** After this long "processing", the owner is asked to check instead. */
const MAX_PROCESSING_MS = 24 * 60 * 60_000;

/**
 * Runs publications (ADR 0030). Each run: claim (lease) → prepare (reversible; checkpoint
 * saved) → commit publish_started_at → the one irreversible call → record the outcome.
 * A row found in `publishing` with an expired lease is never sent again blindly: the
 * network is asked read-only where it can tell (Instagram's container, TikTok's publish
 * status), else it becomes unconfirmed for the owner to check. A post the network
 * accepted but still processes (TikTok) stays `publishing` with its publish id as the
 * checkpoint, and its lease set to the next status check: the sweep asks again then.
 */
export function createPublisher(options: PublisherOptions): Publisher {
  const { repo, networks, tokens, jobs, now, log } = options;
  const owner = `publisher-${randomUUID()}`;
  const jitter = options.jitter ?? (() => 0.8 + Math.random() * 0.4);

  const settle = (row: PublicationRow, change: Parameters<SocialRepository['update']>[2]) =>
    repo.update(row.id, ['preparing', 'publishing'], { ...change, updatedAt: now() }, owner);

  const retryLater = async (
    row: PublicationRow,
    at: Date,
    change: Parameters<SocialRepository['update']>[2],
  ) => {
    const saved = await settle(row, {
      ...change,
      state: 'retry_wait',
      nextAttemptAt: at,
      publishStartedAt: null,
      leaseOwner: null,
      leaseExpiresAt: null,
    });
    if (saved) await enqueue(saved);
  };

  const enqueue = async (row: PublicationRow) => {
    if (!row.nextAttemptAt) return;
    await jobs.send(
      PUBLISH_QUEUE,
      { publicationId: row.id },
      { startAfter: row.nextAttemptAt, retryLimit: 0 },
    );
  };

  const contentOf = async (row: PublicationRow, network: string): Promise<OutgoingPost | null> => {
    const post = await repo.postText(row.postId);
    if (!post) return null;
    // X's shorter variant, when the caption is over its limit, is what goes to X.
    const own = network === 'x' ? post.variants?.x : undefined;
    const text = [own?.caption ?? post.caption, own?.hashtags ?? post.hashtags]
      .filter((part) => part.trim())
      .join('\n\n');
    return { text, imageKey: mediaKeyFromUrl(post.imageUrl) };
  };

  /**
   * Keeps a post the network accepted in `publishing`, its refs (a publish id) saved, until
   * the next status check; the sweep finds the lapsed lease and asks the network then.
   */
  const awaitNetwork = (row: PublicationRow, refs: PreparedRefs, leaseOwner?: string) => {
    const startedAt = row.publishStartedAt?.getTime() ?? now().getTime();
    const soon = now().getTime() - startedAt < STATUS_CHECK_SOON_FOR_MS;
    return repo.update(
      row.id,
      ['publishing'],
      {
        checkpoint: { stage: ACCEPTED, refs: { ...row.checkpoint?.refs, ...refs } },
        errorClass: null,
        errorMessage: null,
        errorCode: null,
        leaseOwner: null,
        leaseExpiresAt: new Date(
          now().getTime() + (soon ? STATUS_CHECK_SOON_MS : STATUS_CHECK_LATER_MS),
        ),
        updatedAt: now(),
      },
      leaseOwner,
    );
  };

  /** After a call with no answer: the network's read-only word, else the owner decides. */
  const reconcileOrUnconfirm = async (
    row: PublicationRow,
    networkName: string,
    ask: () => Promise<Published | Processing | null>,
    /** This worker's lease, when the row is still ours; none when settling a dead worker's row. */
    leaseOwner?: string,
  ) => {
    const states = ['publishing'] as const;
    const accepted = row.checkpoint?.stage === ACCEPTED;
    let found: Published | Processing | null;
    try {
      found = await ask();
    } catch (error) {
      if (error instanceof PublishError && error.errorClass === 'content') {
        // The network says the post it had accepted did not go out, and why.
        await repo.update(
          row.id,
          states,
          {
            state: 'failed',
            errorClass: 'content',
            errorMessage: error.message,
            errorCode: error.code,
            leaseOwner: null,
            leaseExpiresAt: null,
            updatedAt: now(),
          },
          leaseOwner,
        );
        return;
      }
      // A post the network is known to have taken is asked about again; others cannot be told.
      found = accepted ? { processing: {} } : null;
    }
    if (found && isProcessing(found)) {
      const startedAt = row.publishStartedAt?.getTime() ?? now().getTime();
      if (now().getTime() - startedAt < MAX_PROCESSING_MS) {
        await awaitNetwork(row, found.processing, leaseOwner);
        return;
      }
      await repo.update(
        row.id,
        states,
        {
          state: 'unconfirmed',
          errorClass: 'unknown_outcome',
          errorMessage: stillProcessingMessage(networkName),
          leaseOwner: null,
          leaseExpiresAt: null,
          updatedAt: now(),
        },
        leaseOwner,
      );
      return;
    }
    if (found) {
      await repo.update(
        row.id,
        states,
        {
          state: 'published',
          remoteId: found.remoteId,
          remoteUrl: found.url,
          errorClass: null,
          errorMessage: null,
          errorCode: null,
          leaseOwner: null,
          leaseExpiresAt: null,
          updatedAt: now(),
        },
        leaseOwner,
      );
      return;
    }
    await repo.update(
      row.id,
      states,
      {
        state: 'unconfirmed',
        errorClass: 'unknown_outcome',
        errorMessage: unconfirmedMessage(networkName),
        leaseOwner: null,
        leaseExpiresAt: null,
        updatedAt: now(),
      },
      leaseOwner,
    );
  };

  /** The adapter's read-only check for a row's checkpoint, when it has one. */
  const askNetwork =
    (adapter: NetworkAdapter, account: SocialAccountRow, row: PublicationRow) =>
    async (): Promise<Published | Processing | null> => {
      if (!adapter.reconcile || !row.checkpoint) return null;
      return adapter.reconcile({
        target: account.remoteId,
        accessToken: await tokens.accessToken(account),
        prepared: row.checkpoint.refs,
      });
    };

  const run = async (claimed: PublicationRow) => {
    const account = await repo.account(claimed.accountId);
    const adapter = account ? networks.adapters[account.network] : undefined;
    if (!account || !adapter) {
      await settle(claimed, {
        state: 'failed',
        errorClass: 'permission',
        errorMessage: 'This account is no longer connected.',
        leaseOwner: null,
      });
      return;
    }
    const networkName = NETWORK_NAMES[account.network];
    if (account.status === 'needs_reconnect') {
      await repo.markNeedsReconnect(account.id, 'Reconnect this account to publish.', now());
      return;
    }
    // Preparation (reversible): the content, and the token (refreshed first when close to expiry).
    const post = await contentOf(claimed, account.network);
    if (post === null) return;
    if (!post.imageKey && needsImage(account.network)) {
      // Nothing the network could take: a content reason the owner can fix, no call made.
      await settle(claimed, {
        state: 'failed',
        errorClass: 'content',
        errorCode: 'image_required',
        errorMessage: `${networkName} posts need an image. Add one to the post.`,
        leaseOwner: null,
        leaseExpiresAt: null,
      });
      return;
    }
    let accessToken: string;
    try {
      accessToken = await tokens.accessToken(account);
    } catch (error) {
      if (error instanceof ReconnectNeeded) return;
      await retryLater(claimed, new Date(now().getTime() + backoffMs(1, jitter())), {
        errorClass: 'transient',
        errorMessage: 'We could not renew the connection; we will try again.',
      });
      return;
    }
    // The network's reversible part (a container, an upload), saved as the checkpoint and
    // reused by a later attempt; then its own limits, read before anything irreversible.
    let prepared = claimed;
    try {
      const checkpoint = prepared.checkpoint;
      if (checkpoint?.stage !== 'prepared' || adapter.stillUsable?.(checkpoint.refs) === false) {
        const refs = adapter.prepare
          ? await adapter.prepare({ target: account.remoteId, accessToken, post })
          : {};
        const saved = await settle(prepared, { checkpoint: { stage: 'prepared', refs } });
        if (!saved) return;
        prepared = saved;
      }
      await adapter.checkLimits?.({ target: account.remoteId, accessToken });
    } catch (error) {
      // Nothing irreversible happened: a lost answer here is only a failure to retry.
      await recordFailure(
        prepared,
        error instanceof PublishError ? error : new PublishError('transient', RETRY_LATER),
        networkName,
      );
      return;
    }
    const refs = prepared.checkpoint?.refs ?? {};
    // The commit that makes a crash from here on visible: never publish blindly again. It
    // waits instead when the account's last post was too recent (gap, network's cap).
    const rules = { minGapMs: options.minGapMs, perMinute: adapter.maxPostsPerMinute ?? null };
    const start = await repo.startPublishing({
      id: prepared.id,
      accountId: account.id,
      owner,
      since: new Date(now().getTime() - pacingWindowMs(rules)),
      decide: (starts) => nextAllowedStart(starts, now(), rules),
      change: { state: 'publishing', publishStartedAt: now(), updatedAt: now() },
    });
    if (!start) return;
    if ('waitUntil' in start) {
      await retryLater(prepared, start.waitUntil, {
        errorClass: null,
        errorMessage: `Waiting so that posts on this ${networkName} account are spaced out.`,
      });
      return;
    }
    const started = start.started;

    const call = (token: string) =>
      adapter.publish({ target: account.remoteId, accessToken: token, post, prepared: refs });
    try {
      let result;
      try {
        result = await call(accessToken);
      } catch (error) {
        // One refresh-and-retry on an expired token; it does not count as an attempt.
        if (!(error instanceof PublishError && error.errorClass === 'auth')) throw error;
        result = await call(await tokens.refreshAfterRejection(account, accessToken));
      }
      if (isProcessing(result)) {
        // Accepted, not yet live: the publish id is saved first, then the network is asked
        // (read-only) at once; a post still processing is asked again by a later sweep.
        const waiting = await awaitNetwork(started, result.processing, owner);
        if (waiting) {
          await reconcileOrUnconfirm(waiting, networkName, askNetwork(adapter, account, waiting));
        }
        return;
      }
      await settle(started, {
        state: 'published',
        remoteId: result.remoteId,
        remoteUrl: result.url,
        errorClass: null,
        errorMessage: null,
        errorCode: null,
        leaseOwner: null,
        leaseExpiresAt: null,
      });
    } catch (error) {
      await recordFailure(started, error, networkName, askNetwork(adapter, account, started));
    }
  };

  const recordFailure = async (
    row: PublicationRow,
    error: unknown,
    networkName: string,
    ask: () => Promise<Published | Processing | null> = async () => null,
  ) => {
    if (error instanceof ReconnectNeeded) {
      // The account and its queue are marked; this row was already sending, and the
      // network's refusal of the old token proves nothing went out: it waits too.
      await settle(row, {
        state: 'needs_reconnect',
        errorClass: 'auth',
        errorMessage: RECONNECT_MESSAGE,
        leaseOwner: null,
        leaseExpiresAt: null,
      });
      return;
    }
    if (!(error instanceof PublishError)) {
      // No answer (reset, timeout): the network may have published. Ask it, read-only,
      // where it can tell; otherwise the owner checks.
      log.warn({ publicationId: row.id, err: error }, 'publish outcome unknown');
      await reconcileOrUnconfirm(row, networkName, ask, owner);
      return;
    }
    const base = { errorCode: error.code, errorMessage: error.message };
    switch (error.errorClass) {
      case 'duplicate':
        // The network already holds this very post: count it as published.
        await settle(row, {
          ...base,
          state: 'published',
          errorClass: null,
          errorMessage: `${networkName} already had this post, so it was not sent again.`,
          leaseOwner: null,
          leaseExpiresAt: null,
        });
        return;
      case 'quota':
      case 'rate_limit':
        await retryLater(row, error.retryAt ?? new Date(now().getTime() + backoffMs(1, jitter())), {
          ...base,
          errorClass: error.errorClass,
        });
        return;
      case 'transient': {
        const attempt = row.attempt + 1;
        if (attempt >= MAX_TRANSIENT_ATTEMPTS) {
          await settle(row, {
            ...base,
            attempt,
            state: 'failed',
            errorClass: 'transient',
            errorMessage: `${networkName} kept failing after ${attempt} attempts. Choose Try again later.`,
            publishStartedAt: null,
            leaseOwner: null,
            leaseExpiresAt: null,
          });
          return;
        }
        await retryLater(row, new Date(now().getTime() + backoffMs(attempt, jitter())), {
          ...base,
          attempt,
          errorClass: 'transient',
        });
        return;
      }
      case 'auth':
        if (row.accountId) {
          await repo.markNeedsReconnect(row.accountId, 'Reconnect this account to publish.', now());
          return;
        }
        await settle(row, {
          ...base,
          state: 'failed',
          errorClass: 'permission',
          errorMessage: API_MESSAGES.accountDisconnected,
          publishStartedAt: null,
          leaseOwner: null,
          leaseExpiresAt: null,
        });
        return;
      default:
        await settle(row, {
          ...base,
          state: 'failed',
          errorClass: error.errorClass,
          publishStartedAt: null,
          leaseOwner: null,
          leaseExpiresAt: null,
        });
    }
  };

  const runClaimed = async (rows: PublicationRow[]) => {
    await Promise.all(
      rows.map((row) =>
        run(row).catch((error: unknown) => {
          log.error({ publicationId: row.id, err: error }, 'publication run failed');
        }),
      ),
    );
  };

  const recoverExpiredLeases = async () => {
    for (const row of await repo.expiredLeases(now())) {
      if (row.state === 'preparing') {
        // Preparation is reversible: queue it again.
        await repo.update(row.id, ['preparing'], {
          state: row.attempt > 0 ? 'retry_wait' : 'scheduled',
          leaseOwner: null,
          leaseExpiresAt: null,
          updatedAt: now(),
        });
      } else {
        const account = await repo.account(row.accountId);
        const adapter = account ? networks.adapters[account.network] : undefined;
        await reconcileOrUnconfirm(
          row,
          account ? NETWORK_NAMES[account.network] : 'the network',
          account && adapter ? askNetwork(adapter, account, row) : async () => null,
        );
      }
    }
  };

  const sweep = async () => {
    await recoverExpiredLeases();
    for (;;) {
      const claimed = await repo.claimDue({
        now: now(),
        owner,
        leaseMs: options.leaseMs,
        limit: CLAIM_BATCH,
      });
      if (claimed.length === 0) return;
      await runClaimed(claimed);
    }
  };

  return {
    async register() {
      await jobs.work<{ publicationId: string }>(PUBLISH_QUEUE, async ({ publicationId }) => {
        const claimed = await repo.claimDue({
          now: now(),
          owner,
          leaseMs: options.leaseMs,
          limit: 1,
          onlyId: publicationId,
        });
        await runClaimed(claimed);
      });
      await jobs.work(PUBLISH_SWEEP_QUEUE, sweep);
      await jobs.schedule(PUBLISH_SWEEP_QUEUE, options.sweepCron);
    },
    enqueue,
    sweep,
    markMissed() {
      const before = new Date(now().getTime() - options.graceMinutes * 60_000);
      return repo.markMissed(before, now());
    },
  };
}
