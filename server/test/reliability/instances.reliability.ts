import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest } from '@contract/samples';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import { API_MESSAGES } from '@contract/messages';
import { CLEANUP_QUEUES } from '../../src/jobs/cleanup-jobs';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from '../support/client';
import { createPostgresDatabase } from '../support/test-database';
import { pngImage, uploadForm } from '../support/images';

/**
 * Three server processes on one PostgreSQL and one S3-compatible bucket, as behind a load
 * balancer: whichever instance a request reaches, the answer is the same.
 */
const BUCKET = 'smart-suite-media';
let database: { url: string; drop: () => Promise<void> };
let s3: S3rver;
let s3Directory: string;
let instances: ServerProcess[] = [];
const timings: Record<string, number> = {};

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Run through scripts/with-postgres.sh: the instances share one');

beforeAll(async () => {
  const started = Date.now();
  database = await createPostgresDatabase(adminUrl);
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-instances-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const s3Port = (await s3.run()).port;
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '4',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // One proxy hop: the client's address is the X-Forwarded-For it sends.
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT: '10',
    AUTH_EMAIL_RATE_LIMIT: '1000',
    UPLOAD_RATE_LIMIT: '10000',
    AI_RATE_LIMIT: '10000',
    // Every second: pg-boss still sends one job per one-minute slot, across all instances.
    CLEANUP_CRON: '* * * * * *',
    JOBS_CRON_CHECK_SECONDS: '1',
  };
  // The first migrates the database (as a rolling deploy does); the others join it.
  const first = await startServerProcess({ env, captureOutput: true });
  const others = await Promise.all(
    [1, 2].map(() => startServerProcess({ env, captureOutput: true })),
  );
  instances = [first, ...others];
  timings.startMs = Date.now() - started;
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
  await Promise.all(
    instances.map((instance) => rm(instance.dataDir, { recursive: true, force: true })),
  );
  await s3?.close().catch(() => undefined);
  await rm(s3Directory, { recursive: true, force: true });
  await database?.drop();
  console.info('three instances:', JSON.stringify(timings));
});

/** A client whose requests go to the next instance each time, as a round-robin balancer sends them. */
class RoundRobinClient {
  private next = 0;
  readonly clients: TestClient[];

  constructor(servers: ServerProcess[]) {
    this.clients = servers.map((server) => new TestClient(server.url));
  }

  /** The next instance's client, carrying the session the last answer set. */
  take(): TestClient {
    const client = this.clients[this.next % this.clients.length]!;
    this.next += 1;
    const cookie = this.clients.map((item) => item.cookie).find((value) => value) ?? null;
    for (const item of this.clients) item.cookie = cookie;
    return client;
  }
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random()}@example.com`;

describe('three instances on one PostgreSQL and one bucket', () => {
  it('share sessions: signed up on the first, signed in on the others', async () => {
    const email = uniqueEmail('shared');
    const [first, second, third] = instances.map((server) => new TestClient(server.url));
    await first!.signUp(email);
    for (const other of [second!, third!]) {
      other.cookie = first!.cookie;
      const drafts = expectSuccess(
        await other.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`),
        endpoints.getDrafts.response,
      );
      expect(drafts.count).toBe(0);
    }
  });

  it('share media: an upload made on one is served by the others', async () => {
    const email = uniqueEmail('media');
    const balancer = new RoundRobinClient(instances);
    await balancer.take().signUp(email);
    const png = await pngImage(16, 12);
    const uploaded = expectSuccess(
      await balancer.take().postForm(
        '/api/upload',
        uploadForm([{ bytes: png, name: 'a.png', type: 'image/png' }], {
          user_email: email,
          file_type: 'post_image',
        }),
      ),
      endpoints.upload.response,
    );
    for (const server of instances) {
      const answer = await fetch(`${server.url}${uploaded.url}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('count the sign-in limit across instances: the 11th wrong password is refused by each', async () => {
    const balancer = new RoundRobinClient(instances);
    const address = { 'x-forwarded-for': '203.0.113.50' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await balancer
        .take()
        .post('/api/login', { email: uniqueEmail('guess'), password: 'wrong-password' }, address);
      expect(expectFailure(answer, 401)).toBe('Invalid email or password');
    }
    for (const server of instances) {
      const refused = await new TestClient(server.url).post(
        '/api/login',
        { email: uniqueEmail('guess'), password: DEFAULT_PASSWORD },
        address,
      );
      expect(expectFailure(refused, 429)).toBe(API_MESSAGES.tooManyAttempts);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('run a cron job once per schedule, not once per instance', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // The cron pass files one "send it" job per schedule and one-minute slot (the three
      // instances race to insert it; a singleton keeps one), and that job sends the real one.
      const counts = async () => {
        const slots = await client.query<{ slot: string; filed: string }>(
          `select data->>'slot' as slot, count(*)::text as filed from pgboss.job
            where name = '__pgboss__send-it' and data->>'name' = $1 group by 1`,
          [CLEANUP_QUEUES.sessions],
        );
        const runs = await client.query<{ jobs: string; completed: string }>(
          `select count(*)::text as jobs, count(*) filter (where state = 'completed')::text as completed
             from pgboss.job where name = $1`,
          [CLEANUP_QUEUES.sessions],
        );
        return {
          slots: slots.rows.map((row) => Number(row.filed)),
          jobs: Number(runs.rows[0]?.jobs ?? 0),
          completed: Number(runs.rows[0]?.completed ?? 0),
        };
      };
      const waitedFrom = Date.now();
      let seen = await counts();
      while (seen.completed === 0) {
        if (Date.now() - waitedFrom > 30_000) throw new Error('The cron job never ran');
        await new Promise((resolve) => setTimeout(resolve, 200));
        seen = await counts();
      }
      timings.firstCronRunMs = Date.now() - waitedFrom;
      // Three instances check the schedule every second; let several checks pass.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      seen = await counts();
      expect(seen.slots.length).toBeGreaterThanOrEqual(1);
      expect(seen.slots.every((filed) => filed === 1)).toBe(true);
      // One job per slot: not one per instance.
      expect(seen.jobs).toBe(seen.slots.length);
      timings.cronSlots = seen.slots.length;
      timings.cronJobs = seen.jobs;
    } finally {
      await client.end();
    }
  }, 60_000);

  it('keep answering with no lost drafts when one instance is killed under load', async () => {
    const email = uniqueEmail('load');
    const signUp = new TestClient(instances[0]!.url);
    await signUp.signUp(email);
    const cookie = signUp.cookie;
    const alive = new Set(instances.map((_server, index) => index));
    const saved: string[] = [];
    const fromSurvivors: number[] = [];
    let failedOnKilled = 0;
    let next = 0;
    let stop = false;

    const worker = async () => {
      while (!stop) {
        const targets = [...alive];
        const index = targets[next++ % targets.length]!;
        const client = new TestClient(instances[index]!.url);
        client.cookie = cookie;
        try {
          const answer = await client.post(
            '/api/save-draft',
            sampleDraftRequest(email, { title: `Load ${next}` }),
          );
          if (index !== 2) fromSurvivors.push(answer.status);
          if (answer.status === 201) {
            saved.push(expectSuccess(answer, endpoints.saveDraft.response, 201).draft.id);
          }
        } catch {
          // The balancer's health check takes a dead instance out.
          if (index === 2) failedOnKilled += 1;
          alive.delete(index);
        }
      }
    };
    const workers = Array.from({ length: 6 }, () => worker());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const savedBeforeKill = saved.length;
    instances[2]!.child.kill('SIGKILL');
    await instances[2]!.exited;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stop = true;
    await Promise.all(workers);

    timings.savedBeforeKill = savedBeforeKill;
    timings.savedTotal = saved.length;
    timings.requestsCutByKill = failedOnKilled;
    expect(saved.length).toBeGreaterThan(savedBeforeKill);
    expect(fromSurvivors.every((status) => status === 201)).toBe(true);

    const reader = new TestClient(instances[0]!.url);
    reader.cookie = cookie;
    const listed = expectSuccess(
      await reader.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`),
      endpoints.getDrafts.response,
    );
    const ids = new Set(listed.drafts.map((draft) => String(draft.id)));
    expect(saved.filter((id) => !ids.has(id))).toEqual([]);
  }, 60_000);
});
