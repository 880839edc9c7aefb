import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { SNAPSHOT_AGE_MS } from '@contract/analytics';
import { endpoints } from '@contract/endpoints';
import type { Network } from '@contract/integrations';
import { sampleDraftRequest } from '@contract/samples';
import { buildApp, loggerOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { metricSnapshots, publications } from '../src/db/schema';
import type { JobEngine, JobHandler } from '../src/jobs/job-engine';
import { startPgBossEngine } from '../src/jobs/pg-boss-engine';
import { METRICS_QUEUE } from '../src/social/metrics/collector';
import { createLocalDiskStorage } from '../src/storage/local-disk';
import { mediaUrl, newMediaKey } from '../src/storage/media-keys';
import type { Storage } from '../src/storage/storage';
import { expectSuccess, TestClient } from '../test/support/client';
import { createPostgresDatabase } from '../test/support/postgres-database';
import { announceMode, SMOKE, smokeOr } from './bench-mode';
import { inBatches, percentile, sleep, UNLIMITED } from './reliability-support';
import { freePort } from './spawn-server';

/**
 * npm run bench:metrics: collecting the 1-hour readings of PUBLICATIONS (1,000) published
 * publications on PostgreSQL (ADR 0060), against the sandbox stand-ins over loopback HTTP.
 * OWNERS (50) sign up and connect ACCOUNTS_EACH stand-in accounts each (Facebook, a
 * LinkedIn page and X), schedule posts through the HTTP API and the real
 * publisher publishes them; the sandbox clock is then moved 61 minutes ahead, so every one
 * has its 1-hour reading due, and the collector's job (`metrics-collect`) runs once to the
 * end, in the same process as pg-boss and the publisher, as in production.
 * Printed: the job's time, calls per network, the time per reading (the gap between an
 * account's consecutive snapshots: an account's reads go one after another), snapshots
 * written; and how late LATE_POSTS (20) scheduled posts were published, due while the
 * collection ran, against the same with nothing running (the usual margin). No time is
 * asserted (ADR 0047); exits 1 only on a missing snapshot with no warning logged for its
 * account, or a late post not published exactly once.
 * BENCH_SMOKE=1: 10 owners, 50 publications, 5 late posts.
 */
const OWNERS = smokeOr(10, 50);
const PUBLICATIONS = smokeOr(50, 1000);
const ACCOUNTS_EACH = 3;
const LATE_POSTS = smokeOr(5, 20);
/** The late posts come due over this long, from the moment the collection starts. */
const LATE_SPREAD_MS = smokeOr(2_000, 15_000);
/**
 * Instagram is left out: its stand-in gives every owner the same account, which takes 50
 * posts a day (as Instagram does), far fewer than the 1,000 seeded here.
 */
const ROTATION: Network[] = ['facebook', 'linkedin', 'x'];
const HOUR = SNAPSHOT_AGE_MS['1h'];

interface Owner {
  client: TestClient;
  email: string;
  networks: Network[];
}

interface World {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  url: string;
  warnings: string[];
  /** Sends one `metrics-collect` job and resolves with its handler's time once it is done. */
  runCollection(): Promise<number>;
  close(): Promise<void>;
}

/**
 * pg-boss as main.ts starts it, but the collection's cron is left out: its job is sent
 * when the benchmark says, and its handler reports when it is done and how long it took.
 */
function benchJobs(engine: JobEngine) {
  let finished: ((ms: number) => void) | undefined;
  const jobs: JobEngine = {
    kind: engine.kind,
    work: <T extends object>(queue: string, handler: JobHandler<T>) =>
      engine.work<T>(
        queue,
        queue !== METRICS_QUEUE
          ? handler
          : async (data: T) => {
              const start = performance.now();
              await handler(data);
              finished?.(performance.now() - start);
            },
      ),
    send: (queue, data, options) => engine.send(queue, data, options),
    schedule: async (queue, cron) =>
      queue === METRICS_QUEUE ? undefined : engine.schedule(queue, cron),
    stop: () => engine.stop(),
  };
  const runCollection = async () => {
    const done = new Promise<number>((resolve) => (finished = resolve));
    await engine.send(METRICS_QUEUE, {}, { retryLimit: 0 });
    return done;
  };
  return { jobs, runCollection };
}

/** The server in this process with pg-boss, the stand-ins (SOCIAL_SANDBOX=1) and PostgreSQL. */
async function startWorld(databaseUrl: string): Promise<World> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-bench-metrics-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SOCIAL_SANDBOX: '1',
    PUBLIC_URL: url,
    // Seeding publishes many posts per account at once; pacing is not what is measured.
    PUBLISH_MIN_GAP_SECONDS: '0',
    ...UNLIMITED,
  });
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 10 });
  await database.migrate();
  const say = (object: object, message: string) => console.error(message, object);
  const log = { info: () => undefined, warn: say, error: say };
  const engine = await startPgBossEngine({ connection: database.jobsConnection, log });
  const { jobs, runCollection } = benchJobs(engine);
  const warnings: string[] = [];
  const stream = { write: (line: string) => void warnings.push(line) };
  const storage = await createLocalDiskStorage(path.join(dataDir, 'media'));
  const app = await buildApp({
    config,
    database,
    storage,
    jobs,
    logger: loggerOptions('warn', stream),
  });
  await app.listen({ host: '127.0.0.1', port });
  const close = async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, database, storage, url, warnings, runCollection, close };
}

/** "Connect" as a browser runs it: to the stand-in, back to our callback, the first target. */
async function connect(client: TestClient, network: Network) {
  const { authorize_url } = expectSuccess(
    // A business posts as its LinkedIn page (a member's posts have no statistics to read).
    await client.post(
      `/api/integrations/${network}/connect`,
      network === 'linkedin' ? { as: 'pages' } : {},
    ),
    endpoints.connectNetwork.response,
  );
  const atNetwork = await fetch(authorize_url, { redirect: 'manual' });
  const callback = new URL(atNetwork.headers.get('location') ?? '');
  const back = await client.get(`${callback.pathname}${callback.search}`);
  const landing = new URL(back.headers.get('location') ?? '', 'http://app');
  const connectionId = landing.searchParams.get('connection') ?? '';
  const pending = expectSuccess(
    await client.get(`/api/integrations/pending/${connectionId}`),
    endpoints.getPendingConnection.response,
  );
  const target = pending.targets[0];
  if (!target) throw new Error(`The ${network} stand-in offered no account`);
  expectSuccess(
    await client.post(`/api/integrations/pending/${connectionId}`, { target_ids: [target.id] }),
    endpoints.pickConnectionTargets.response,
  );
}

async function signUpOwners(world: World): Promise<Owner[]> {
  const stamp = Date.now();
  return inBatches(
    Array.from({ length: OWNERS }, (_, index) => index),
    10,
    async (index) => {
      const client = new TestClient(world.url);
      const email = `metrics-owner${index}-${stamp}@example.com`;
      await client.signUp(email);
      // Each owner's accounts in another order, so that the late posts go to every network.
      const networks = ROTATION.map((_, at) => ROTATION[(at + index) % ROTATION.length]);
      const chosen = networks.filter((network) => network !== undefined).slice(0, ACCOUNTS_EACH);
      for (const network of chosen) await connect(client, network);
      return { client, email, networks: chosen };
    },
  );
}

/** A post saved and scheduled through the API about ten minutes ahead. */
async function schedule(owner: Owner, imageUrl: string, networks = owner.networks) {
  const caption = `Fresh rye today ${Math.random().toString(36).slice(2)}`;
  const draft = expectSuccess(
    await owner.client.post('/api/save-draft', {
      ...sampleDraftRequest(owner.email),
      caption,
      hashtags: '',
      image_url: imageUrl,
    }),
    endpoints.saveDraft.response,
    201,
  ).draft;
  // Far enough ahead that the job each publication gets for this time does not come due
  // during the run (each is brought forward and queued again by `dueAt`).
  const at = new Date(Date.now() + 10 * 60_000).toISOString();
  const { post } = expectSuccess(
    await owner.client.put(`/api/drafts/${draft.id}/schedule`, {
      user_email: owner.email,
      date: at.slice(0, 10),
      time: at.slice(11, 16),
      platforms: networks,
      approve: true,
    }),
    endpoints.schedulePost.response,
  );
  return post.id;
}

async function storedImage(world: World) {
  const key = newMediaKey('image/png');
  const background = { r: 180, g: 120, b: 60 };
  const png = await sharp({ create: { width: 1080, height: 1080, channels: 3, background } })
    .png()
    .toBuffer();
  await world.storage.put(key, png, 'image/png');
  return mediaUrl(key);
}

/** Every scheduled publication of `postIds` brought forward to `at` and queued for then. */
async function dueAt(world: World, postIds: string[], at: (index: number) => Date) {
  const rows = await world.database.db
    .select()
    .from(publications)
    .where(and(inArray(publications.postId, postIds), eq(publications.state, 'scheduled')));
  if (rows.length < postIds.length) {
    const all = await world.database.db
      .select({ state: publications.state, error: publications.errorMessage })
      .from(publications)
      .where(inArray(publications.postId, postIds));
    const states = new Set(all.map((row) => `${row.state}: ${row.error}`));
    console.info(
      `only ${rows.length} of ${postIds.length} posts scheduled: ${[...states].join('; ')}`,
    );
  }
  for (const [index, row] of rows.entries()) {
    const when = at(index);
    await world.database.db
      .update(publications)
      .set({ publishAt: when, nextAttemptAt: when })
      .where(eq(publications.id, row.id));
    await world.app.social.publisher.enqueue({ ...row, publishAt: when, nextAttemptAt: when });
  }
  return rows.map((row) => row.id);
}

/** PUBLICATIONS publications published now, each owner's posts on all their accounts. */
async function seedPublished(world: World, owners: Owner[], imageUrl: string) {
  const postsEach = Math.ceil(PUBLICATIONS / (owners.length * ACCOUNTS_EACH));
  const jobs = owners.flatMap((owner) => Array.from({ length: postsEach }, () => owner));
  const postIds = await inBatches(jobs, 10, (owner) => schedule(owner, imageUrl));
  const ids = (await dueAt(world, postIds, () => new Date())).slice(0, PUBLICATIONS);
  // The surplus of the last round is left unpublished: exactly PUBLICATIONS go out.
  const surplus = await world.database.db
    .select({ id: publications.id })
    .from(publications)
    .where(and(inArray(publications.postId, postIds), eq(publications.state, 'scheduled')));
  const keep = new Set(ids);
  const drop = surplus.map((row) => row.id).filter((id) => !keep.has(id));
  if (drop.length > 0) {
    await world.database.db.delete(publications).where(inArray(publications.id, drop));
  }
  await world.app.social.publisher.sweep();
  return ids;
}

const NETWORKS = ROTATION;

/** Per network: requests the stand-in received, and posts on its ledger. */
function standInCounts(world: World) {
  const standIns = world.app.social.standIns ?? {};
  return Object.fromEntries(
    NETWORKS.map((network) => {
      const standIn = standIns[network];
      return [
        network,
        { calls: standIn?.requests.length ?? 0, posts: standIn?.ledger.length ?? 0 },
      ];
    }),
  ) as Record<Network, { calls: number; posts: number }>;
}

const rowsOf = (world: World, ids: string[]) =>
  world.database.db.select().from(publications).where(inArray(publications.id, ids));

/**
 * Waits (at most 70 s: past the publisher's minute sweep) until no publication of `ids` is
 * scheduled or publishing. A smoke run sweeps itself after 3 s instead of waiting for the
 * sweep's minute: CI's time is short and its figures are not measurements.
 */
const IN_FLIGHT = new Set(['scheduled', 'preparing', 'publishing', 'retry_wait']);

async function settled(world: World, ids: string[]) {
  const start = Date.now();
  let swept = false;
  for (;;) {
    const rows = await rowsOf(world, ids);
    // In flight until it settles: a claimed row is `preparing` before it is `publishing`.
    const open = rows.filter((row) => IN_FLIGHT.has(row.state));
    if (open.length === 0 || Date.now() - start > 70_000) return rows;
    if (SMOKE && !swept && Date.now() - start > 3_000) {
      swept = true;
      await world.app.social.publisher.sweep();
    }
    await sleep(250);
  }
}

interface LateRun {
  lateMs: number[];
  /** Publications not published, or published more than once (the stand-ins' ledgers). */
  breaches: string[];
}

/** LATE_POSTS posts, one per owner's first account, due over LATE_SPREAD_MS from `start`. */
async function latePosts(world: World, owners: Owner[], imageUrl: string) {
  const chosen = Array.from({ length: LATE_POSTS }, (_, index) => owners[index % owners.length]);
  const postIds = await inBatches(chosen, 5, (owner) =>
    owner ? schedule(owner, imageUrl, owner.networks.slice(0, 1)) : Promise.resolve(''),
  );
  return {
    postIds,
    comeDue: (start: number) =>
      dueAt(world, postIds, (index) => new Date(start + (index * LATE_SPREAD_MS) / LATE_POSTS)),
  };
}

/** How late each was published (publish_started_at against publish_at), and any breach. */
async function lateness(world: World, ids: string[], before: Record<Network, { posts: number }>) {
  const rows = await settled(world, ids);
  const after = standInCounts(world);
  const breaches = rows
    .filter((row) => row.state !== 'published' || !row.publishStartedAt)
    .map((row) => `${row.id} is ${row.state}, not published`);
  for (const network of NETWORKS) {
    const expected = rows.filter((row) => row.network === network).length;
    const posted = after[network].posts - before[network].posts;
    if (posted !== expected) breaches.push(`${network}: ${posted} posts for ${expected} due`);
  }
  const lateMs = rows
    .map((row) => (row.publishStartedAt?.getTime() ?? NaN) - row.publishAt.getTime())
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return { lateMs, breaches } satisfies LateRun;
}

/** The snapshots of `ids` at 1 h, and the gaps between an account's consecutive readings. */
async function readings(world: World, ids: string[]) {
  const rows = await world.database.db
    .select({
      publicationId: metricSnapshots.publicationId,
      takenAt: metricSnapshots.takenAt,
      accountId: publications.accountId,
    })
    .from(metricSnapshots)
    .innerJoin(publications, eq(publications.id, metricSnapshots.publicationId))
    .where(and(inArray(metricSnapshots.publicationId, ids), eq(metricSnapshots.age, '1h')));
  const byAccount = new Map<string, number[]>();
  for (const row of rows) {
    const key = row.accountId ?? '';
    byAccount.set(key, [...(byAccount.get(key) ?? []), row.takenAt.getTime()]);
  }
  const gaps = [...byAccount.values()]
    .flatMap((times) =>
      times.sort((a, b) => a - b).flatMap((at, i) => (i ? [at - (times[i - 1] ?? at)] : [])),
    )
    .sort((a, b) => a - b);
  return { read: new Set(rows.map((row) => row.publicationId)), gaps };
}

/** Missing 1-hour snapshots; a breach when no warning was logged for the account. */
async function missing(world: World, ids: string[], read: Set<string>) {
  const absent = (await rowsOf(world, ids)).filter((row) => !read.has(row.id));
  const explained = absent.filter((row) =>
    world.warnings.some((line) => row.accountId !== null && line.includes(row.accountId)),
  );
  return { absent: absent.length, unexplained: absent.length - explained.length };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const summary = (sorted: number[]) =>
  `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? 0)}`;

async function seed(world: World) {
  const started = performance.now();
  const owners = await signUpOwners(world);
  const imageUrl = await storedImage(world);
  const ids = await seedPublished(world, owners, imageUrl);
  const rows = await settled(world, ids);
  const published = rows.filter((row) => row.state === 'published').length;
  console.info(
    `seeded: ${OWNERS} owners, ${OWNERS * ACCOUNTS_EACH} accounts, ${published} of ${ids.length} publications published in ${ms(performance.now() - started)}`,
  );
  if (published !== ids.length) {
    const other = rows.filter((row) => row.state !== 'published');
    const reasons = new Set(other.map((row) => `${row.network} ${row.state}: ${row.errorMessage}`));
    throw new Error(`Not every seeded publication was published: ${[...reasons].join('; ')}`);
  }
  return { owners, imageUrl, ids };
}

/** The usual margin: the late posts with nothing else running. */
async function baseline(world: World, owners: Owner[], imageUrl: string) {
  const late = await latePosts(world, owners, imageUrl);
  const before = standInCounts(world);
  const ids = await late.comeDue(Date.now() + 1_000);
  return lateness(world, ids, before);
}

async function collection(world: World, owners: Owner[], imageUrl: string, seeded: string[]) {
  const late = await latePosts(world, owners, imageUrl);
  const before = standInCounts(world);
  // Every seeded publication's 1-hour reading is due on the metrics clock.
  world.app.social.sandboxClock.offsetMs = HOUR + 60_000;
  const sent = performance.now();
  const lateIds = await late.comeDue(Date.now() + 500);
  const jobMs = await world.runCollection();
  const wallMs = performance.now() - sent;
  const after = standInCounts(world);
  const late2 = await lateness(world, lateIds, before);
  const taken = await readings(world, seeded);
  return {
    jobMs,
    wallMs,
    before,
    after,
    late: late2,
    taken,
    lost: await missing(world, seeded, taken.read),
  };
}

type Collection = Awaited<ReturnType<typeof collection>>;

function report(result: Collection, usual: LateRun, seeded: number) {
  const { jobMs, wallMs, before, after, taken, lost, late } = result;
  console.info(`collection job: ${ms(jobMs)} in its handler, ${ms(wallMs)} from sending it`);
  for (const network of NETWORKS) {
    const calls = after[network].calls - before[network].calls;
    console.info(`  ${network.padEnd(10)} ${calls} calls to the stand-in`);
  }
  console.info(`time per reading (${taken.gaps.length} gaps): ${summary(taken.gaps)}`);
  console.info(
    `snapshots written: ${taken.read.size} of ${seeded}; missing ${lost.absent} (${lost.unexplained} with no warning logged)`,
  );
  const usualP50 = percentile(usual.lateMs, 50);
  const duringP50 = percentile(late.lateMs, 50);
  console.info(`published late, nothing else running: ${summary(usual.lateMs)}`);
  console.info(`published late, during the collection: ${summary(late.lateMs)}`);
  console.info(
    `ratio during/usual: p50 ${(duringP50 / Math.max(usualP50, 1)).toFixed(2)}, max ${((late.lateMs.at(-1) ?? 0) / Math.max(usual.lateMs.at(-1) ?? 0, 1)).toFixed(2)}`,
  );
  console.info(
    `late posts: ${late.lateMs.length} measured, due over ${ms(LATE_SPREAD_MS)} from the job's sending; the job ran ${ms(jobMs)} of it`,
  );
  return [
    ...usual.breaches,
    ...late.breaches,
    ...(lost.unexplained > 0 ? ['snapshots missing with no reason logged'] : []),
  ];
}

async function main() {
  announceMode('bench:metrics');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('bench:metrics needs PostgreSQL: run it as npm run bench:metrics');
  const database = await createPostgresDatabase(adminUrl);
  const world = await startWorld(database.url);
  try {
    const { owners, imageUrl, ids } = await seed(world);
    const usual = await baseline(world, owners, imageUrl);
    const result = await collection(world, owners, imageUrl, ids);
    const breaches = report(result, usual, ids.length);
    for (const breach of breaches) console.error(`BREACH: ${breach}`);
    console.info(`warnings logged by the server: ${world.warnings.length}`);
    for (const line of world.warnings.slice(0, 3)) console.info(`  ${line.slice(0, 300)}`);
    return breaches.length === 0 ? 0 : 1;
  } finally {
    await world.close();
    await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
