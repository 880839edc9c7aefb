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

/** Runs `read` with the account's token; one refresh when the network refuses it. */
async function withToken<T>(
  options: MetricsCollectorOptions,
  run: AccountRun,
  read: (token: string) => Promise<T>,
): Promise<T | undefined> {
  const { account } = run;
  if (run.stopped || !account || account.status !== 'connected') return undefined;
  try {
    run.token ??= await options.tokens.accessToken(account);
    try {
      return await read(run.token);
    } catch (error) {
      if (!(error instanceof PublishError && error.errorClass === 'auth')) throw error;
      run.token = await options.tokens.refreshAfterRejection(account, run.token);
      return await read(run.token);
    }
  } catch (error) {
    const refused = error instanceof ReconnectNeeded;
    const classOf = error instanceof PublishError ? error.errorClass : null;
    // A refused token, or a network asking us to slow down: no more reads this time.
    if (refused || classOf === 'rate_limit' || classOf === 'auth') run.stopped = true;
    if (!refused) options.log.warn({ accountId: account.id, err: error }, 'a metrics read failed');
    return undefined;
  }
}

async function readPost(
  options: MetricsCollectorOptions,
  item: { post: PublishedForMetrics; age: SnapshotAge },
  run: AccountRun,
) {
  const { post, age } = item;
  const reader = options.readers[post.network];
  if (!reader || !run.account) return;
  const target = run.account.remoteId;
  const reading = await withToken(options, run, (accessToken) =>
    reader.readPost({ target, accessToken, remoteId: post.remoteId }),
  );
  if (!reading) return;
  await options.repo.addSnapshot({
    publicationId: post.publicationId,
    businessId: post.businessId,
    network: post.network,
    age,
    metrics: reading.metrics,
    note: reading.note,
    takenAt: options.now(),
  });
}

/** Every post whose next age has come, read account by account, a few accounts at once. */
async function collectPosts(options: MetricsCollectorOptions): Promise<number> {
  const at = options.now();
  const since = new Date(at.getTime() - SNAPSHOT_AGE_MS['28d'] - LAST_READ_GRACE_MS);
  const byAccount = new Map<string, { post: PublishedForMetrics; age: SnapshotAge }[]>();
  let due = 0;
  for (const post of await options.repo.publishedSince(since)) {
    const age = dueAge(post, at);
    if (!age) continue;
    due += 1;
    byAccount.set(post.accountId, [...(byAccount.get(post.accountId) ?? []), { post, age }]);
  }
  // Reads of one account go one after another (a network's limits are per account).
  const queue = [...byAccount.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [accountId, items] = next;
      const run: AccountRun = {
        account: await options.accounts.account(accountId),
        token: null,
        stopped: false,
      };
      for (const item of items) await readPost(options, item, run);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_READS }, worker));
  return due;
}

/** Each connected account's followers, once per UTC day. */
async function collectFollowers(options: MetricsCollectorOptions) {
  const day = utcDay(options.now());
  for (const account of await options.repo.accountsWithoutFollowers(day)) {
    const reader = options.readers[account.network];
    if (!reader) continue;
    const run: AccountRun = { account, token: null, stopped: false };
    const followers = await withToken(options, run, (accessToken) =>
      reader.readFollowers({ target: account.remoteId, accessToken }),
    );
    if (followers === undefined) continue;
    await options.repo.addFollowers({
      accountId: account.id,
      businessId: account.businessId,
      network: account.network,
      day,
      followers,
      takenAt: options.now(),
    });
  }
}

/**
 * Reads published posts' numbers at about 1 h, 24 h, 7 d and 28 d, and each connected
 * account's followers once a day (ADR 0060), on its own queue: a read never holds up a
 * publication. Tokens come from publishing's token service: one refresh after a refusal,
 * and a refused refresh marks the account "needs reconnect" as publishing does. A network
 * that asks us to slow down is left alone until the next collection.
 */
export function createMetricsCollector(options: MetricsCollectorOptions) {
  const collect = async () => {
    const posts = await collectPosts(options);
    await collectFollowers(options);
    if (posts > 0) options.log.info({ posts }, 'post metrics read');
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
