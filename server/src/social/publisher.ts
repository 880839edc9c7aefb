import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { NETWORK_NAMES } from '@contract/integrations';
import type { PublicationRow } from '../db/publications';
import type { JobEngine } from '../jobs/job-engine';
import { accountAdapter, type Networks } from './networks/registry';
import {
  askNetwork,
  reconcileOrUnconfirm,
  type PublicationRunContext,
} from './publication-outcome';
import { runPublication } from './publication-run';
import type { TokenService } from './tokens';

export const PUBLISH_QUEUE = 'publication-due';
/** A publication's job; `dueAt` (ISO) is when it was queued for, absent in older jobs. */
interface PublishJob {
  publicationId: string;
  dueAt?: string;
}
export const PUBLISH_SWEEP_QUEUE = 'publication-sweep';
const CLAIM_BATCH = 20;

export interface PublisherOptions {
  repo: PublicationRunContext['repo'];
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
  /**
   * At start: a sweep now, and one more queued for the moment every lease a stopped
   * predecessor can still hold has expired, so what a crash interrupted is settled then
   * rather than at the schedule's next slot (pg-boss sends a cron job at most once a minute).
   */
  sweepAfterStart(): Promise<void>;
  /** At start: due rows older than the grace period become missed. */
  markMissed(): Promise<number>;
}

/** Runs the claimed rows side by side; one run's failure is logged, not the others'. */
async function runClaimed(context: PublicationRunContext, rows: PublicationRow[]): Promise<void> {
  await Promise.all(
    rows.map((row) =>
      runPublication(context, row).catch((error: unknown) => {
        context.log.error({ publicationId: row.id, err: error }, 'publication run failed');
      }),
    ),
  );
}

/**
 * Rows whose worker vanished: one still preparing is queued again (preparation is
 * reversible); one publishing is never sent again blindly, but settled from the network's
 * read-only word or left unconfirmed for the owner.
 */
async function recoverExpiredLeases(context: PublicationRunContext): Promise<void> {
  const { repo, networks, now } = context;
  for (const row of await repo.expiredLeases(now())) {
    if (row.state === 'preparing') {
      await repo.update(row.id, ['preparing'], {
        state: row.attempt > 0 ? 'retry_wait' : 'scheduled',
        leaseOwner: null,
        leaseExpiresAt: null,
        updatedAt: now(),
      });
    } else {
      const account = await repo.account(row.accountId);
      const adapter = account ? accountAdapter(networks, account) : undefined;
      await reconcileOrUnconfirm(
        context,
        row,
        account ? NETWORK_NAMES[account.network] : 'the network',
        account && adapter ? askNetwork(context, adapter, account, row) : async () => null,
      );
    }
  }
}

/**
 * Runs publications (ADR 0030): the jobs that run one at its time, and the sweep that
 * claims every due one and settles rows whose worker vanished. Each run (see
 * publication-run.ts) commits publish_started_at before the one irreversible call, so a
 * row found in `publishing` with an expired lease is never sent again blindly: the network
 * is asked read-only where it can tell (Instagram's container, TikTok's publish status),
 * else it becomes unconfirmed for the owner to check. A post the network accepted but
 * still processes (TikTok) stays `publishing` with its publish id as the checkpoint, and
 * its lease set to the next status check: the sweep asks again then.
 */
export function createPublisher(options: PublisherOptions): Publisher {
  const { repo, jobs, now } = options;
  const owner = `publisher-${randomUUID()}`;

  const enqueue = async (row: PublicationRow) => {
    if (!row.nextAttemptAt) return;
    await jobs.send(
      PUBLISH_QUEUE,
      { publicationId: row.id, dueAt: row.nextAttemptAt.toISOString() },
      { startAfter: row.nextAttemptAt, retryLimit: 0 },
    );
  };

  const context: PublicationRunContext = {
    repo,
    networks: options.networks,
    tokens: options.tokens,
    now,
    log: options.log,
    owner,
    minGapMs: options.minGapMs,
    jitter: options.jitter ?? (() => 0.8 + Math.random() * 0.4),
    enqueue,
  };

  const claim = (limit: number, onlyId?: string) =>
    repo.claimDue({
      now: now(),
      owner,
      leaseMs: options.leaseMs,
      limit,
      ...(onlyId ? { onlyId } : {}),
    });

  const runEveryDue = async () => {
    for (;;) {
      const claimed = await claim(CLAIM_BATCH);
      if (claimed.length === 0) return;
      await runClaimed(context, claimed);
    }
  };

  const sweep = async () => {
    await recoverExpiredLeases(context);
    await runEveryDue();
  };

  return {
    async register() {
      await jobs.work<PublishJob>(PUBLISH_QUEUE, async ({ publicationId, dueAt }) => {
        // Read before anything is awaited, as the claim reads the clock.
        const onTime = !dueAt || new Date(dueAt) <= now();
        await runClaimed(context, await claim(1, publicationId));
        // The rest due by now go too: a worker takes one job per poll (2 s), so twenty
        // posts due at 9:00 would otherwise go out one poll apart, the last ~40 s late, or
        // wait for the sweep's next minute; their own jobs then find nothing to claim, and
        // each of those runs takes whatever has come due since. A job run before its time
        // (an engine that ignores `startAfter`) leaves the rest to their jobs and the sweep.
        if (onTime) await runEveryDue();
      });
      await jobs.work(PUBLISH_SWEEP_QUEUE, sweep);
      await jobs.schedule(PUBLISH_SWEEP_QUEUE, options.sweepCron);
    },
    enqueue,
    sweep,
    async sweepAfterStart() {
      await jobs.send(
        PUBLISH_SWEEP_QUEUE,
        {},
        { startAfter: new Date(now().getTime() + options.leaseMs + 1_000), retryLimit: 0 },
      );
      await sweep();
    },
    markMissed() {
      const before = new Date(now().getTime() - options.graceMinutes * 60_000);
      return repo.markMissed(before, now());
    },
  };
}
