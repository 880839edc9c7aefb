import type { FastifyBaseLogger } from 'fastify';
import { SNAPSHOT_AGE_MS, SNAPSHOT_AGES, type SnapshotAge } from '@contract/analytics';
import type { Network } from '@contract/integrations';
import type { MetricsRepository, PublishedForMetrics } from '../../db/metrics';
import type { SocialAccountRepository, SocialAccountRow } from '../../db/social-accounts';
import type { JobEngine } from '../../jobs/job-engine';
import { PublishError, ReconnectNeeded } from '../networks/adapter';
import type { TokenService } from '../tokens';
import type { MetricReader } from './reader';

export const METRICS_QUEUE = 'metrics-collect';
/** Every quarter of an hour: the 1-hour reading comes at 60–75 minutes. */
export const METRICS_CRON = '*/15 * * * *';
/** A reading missed for this long after its last age (28 days) is given up. */
const LAST_READ_GRACE_MS = 3 * 86_400_000;
/** Reads under way at once, across accounts. */
const PARALLEL_READS = 8;

/** The newest age a post has reached, when it has not been read at that age yet. */
export function dueAge(post: Pick<PublishedForMetrics, 'publishedAt' | 'takenAges'>, now: Date) {
  const elapsed = now.getTime() - post.publishedAt.getTime();
  const reached = SNAPSHOT_AGES.filter((age) => elapsed >= SNAPSHOT_AGE_MS[age]).at(-1);
  return reached && !post.takenAges.includes(reached) ? reached : null;
}

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** One collection's view of an account: its token, and whether to go on reading with it. */
interface AccountRun {
  account: SocialAccountRow | undefined;
  token: string | null;
  stopped: boolean;
}

export interface MetricsCollectorOptions {
  repo: MetricsRepository;
  accounts: Pick<SocialAccountRepository, 'account'>;
  readers: Partial<Record<Network, MetricReader>>;
  tokens: TokenService;
  jobs: JobEngine;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Reads published posts' numbers at about 1 h, 24 h, 7 d and 28 d, and each connected
 * account's followers once a day (ADR 0060), on its own queue: a read never holds up a
 * publication. Tokens come from publishing's token service: one refresh after a refusal,
 * and a refused refresh marks the account "needs reconnect" as publishing does. A network
 * that asks us to slow down is left alone until the next collection.
 */
export function createMetricsCollector(options: MetricsCollectorOptions) {
  const { repo, readers, tokens, now, log } = options;

  /** Runs `read` with the account's token; one refresh when the network refuses it. */
  async function withToken<T>(run: AccountRun, read: (token: string) => Promise<T>) {
    const { account } = run;
    if (run.stopped || !account || account.status !== 'connected') return undefined;
    try {
      run.token ??= await tokens.accessToken(account);
      try {
        return await read(run.token);
      } catch (error) {
        if (!(error instanceof PublishError && error.errorClass === 'auth')) throw error;
        run.token = await tokens.refreshAfterRejection(account, run.token);
        return await read(run.token);
      }
    } catch (error) {
      const refused = error instanceof ReconnectNeeded;
      const slowDown = error instanceof PublishError && error.errorClass === 'rate_limit';
      if (refused || slowDown || (error instanceof PublishError && error.errorClass === 'auth')) {
        run.stopped = true;
      }
      if (!refused) log.warn({ accountId: account.id, err: error }, 'a metrics read failed');
      return undefined;
    }
  }

  async function readPost(post: PublishedForMetrics, age: SnapshotAge, run: AccountRun) {
    const reader = readers[post.network];
    if (!reader || !run.account) return;
    const target = run.account.remoteId;
    const reading = await withToken(run, (accessToken) =>
      reader.readPost({ target, accessToken, remoteId: post.remoteId }),
    );
    if (!reading) return;
    await repo.addSnapshot({
      publicationId: post.publicationId,
      userId: post.userId,
      network: post.network,
      age,
      metrics: reading.metrics,
      note: reading.note,
      takenAt: now(),
    });
  }

  async function collectPosts() {
    const at = now();
    const since = new Date(at.getTime() - SNAPSHOT_AGE_MS['28d'] - LAST_READ_GRACE_MS);
    const due = (await repo.publishedSince(since)).flatMap((post) => {
      const age = dueAge(post, at);
      return age ? [{ post, age }] : [];
    });
    const runs = new Map<string, Promise<AccountRun>>();
    const runOf = (accountId: string) => {
      let run = runs.get(accountId);
      if (!run) {
        run = options.accounts
          .account(accountId)
          .then((account) => ({ account, token: null, stopped: false }));
        runs.set(accountId, run);
      }
      return run;
    };
    // Reads per account go one after another (a network's limits are per account).
    const byAccount = new Map<string, typeof due>();
    for (const item of due) {
      byAccount.set(item.post.accountId, [...(byAccount.get(item.post.accountId) ?? []), item]);
    }
    const queue = [...byAccount.entries()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const run = await runOf(next[0]);
        for (const { post, age } of next[1]) await readPost(post, age, run);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_READS }, worker));
    return due.length;
  }

  async function collectFollowers() {
    const day = utcDay(now());
    const accounts = await repo.accountsWithoutFollowers(day);
    for (const account of accounts) {
      const reader = readers[account.network];
      if (!reader) continue;
      const run: AccountRun = { account, token: null, stopped: false };
      const followers = await withToken(run, (accessToken) =>
        reader.readFollowers({ target: account.remoteId, accessToken }),
      );
      if (followers === undefined) continue;
      await repo.addFollowers({
        accountId: account.id,
        userId: account.userId,
        network: account.network,
        day,
        followers,
        takenAt: now(),
      });
    }
  }

  const collect = async () => {
    const posts = await collectPosts();
    await collectFollowers();
    if (posts > 0) log.info({ posts }, 'post metrics read');
  };

  return {
    collect,
    async register() {
      await options.jobs.work(METRICS_QUEUE, collect);
      await options.jobs.schedule(METRICS_QUEUE, METRICS_CRON);
    },
  };
}
export type MetricsCollector = ReturnType<typeof createMetricsCollector>;
