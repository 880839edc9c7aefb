import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema } from '@contract/auth';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { sessions } from '../src/db/schema';
import { CLEANUP_QUEUES } from '../src/jobs/cleanup-jobs';
import { startPgBossEngine, type JobLogger } from '../src/jobs/pg-boss-engine';
import { expectSuccess, TestClient } from './support/client';
import { createTestDatabase, testDatabaseKind } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';
import { pngImage, uploadForm } from './support/images';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

let server: TestServer;
const clock = { offsetMs: 0 };
const logged: { level: 'info' | 'warn' | 'error'; object: object; message: string }[] = [];
const log: JobLogger = {
  info: (object, message) => logged.push({ level: 'info', object, message }),
  warn: (object, message) => logged.push({ level: 'warn', object, message }),
  error: (object, message) => logged.push({ level: 'error', object, message }),
};
let counter = 0;
const uniqueEmail = () => `jobs${(counter += 1)}-${Date.now()}@example.com`;

beforeAll(async () => {
  server = await startTestServer({
    pgBoss: { log },
    overrides: { now: () => new Date(Date.now() + clock.offsetMs) },
  });
});
afterAll(() => server.close());

interface JobRow {
  state: string;
  output: unknown;
}

async function jobRow(id: string): Promise<JobRow | undefined> {
  const result = (await server.testDatabase.database.db.execute(
    sql`select state, output from pgboss.job where id = ${id}::uuid`,
  )) as unknown as { rows: JobRow[] };
  return result.rows[0];
}

/** Polls until the condition holds: the job engine works in its own time. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runJob(queue: string): Promise<JobRow> {
  const id = await server.app.jobs.send(queue, {});
  if (!id) throw new Error('The job was not queued');
  return until(
    () => jobRow(id),
    (row) => row?.state === 'completed' || row?.state === 'failed',
    `${queue} to finish`,
  ) as Promise<JobRow>;
}

async function signedIn() {
  const client = new TestClient(server.url);
  const email = uniqueEmail();
  const answer = expectSuccess(await client.signUp(email), authResponseSchema, 201);
  return { client, email, userId: String(answer.user.id) };
}

async function upload(client: TestClient, email: string, fileType: 'post_image' | 'logo') {
  const answer = await client.postForm(
    '/api/upload',
    uploadForm([{ bytes: await pngImage(), name: `${fileType}.png`, type: 'image/png' }], {
      user_email: email,
      file_type: fileType,
    }),
  );
  return expectSuccess(answer, endpoints.upload.response).url;
}

const mediaStatus = async (url: string) => (await fetch(`${server.url}${url}`)).status;

describe(`the pg-boss job engine on ${testDatabaseKind()}`, () => {
  it('runs a job sent to a queue', async () => {
    const received: object[] = [];
    await server.app.jobs.work<{ greeting: string }>('test-echo', async (data) => {
      received.push(data);
    });
    await server.app.jobs.send('test-echo', { greeting: 'hello' });
    await until(
      async () => received.length,
      (count) => count === 1,
      'the job',
    );
    expect(received).toEqual([{ greeting: 'hello' }]);
  });

  it('retries a failing job with growing delays, then keeps it failed with its error and logs it', async () => {
    const attempts: number[] = [];
    await server.app.jobs.work('test-failing', async () => {
      attempts.push(Date.now());
      throw new Error('the printer is on fire');
    });
    const id = await server.app.jobs.send('test-failing', {}, { retryLimit: 2 });
    const row = await until(
      () => jobRow(id ?? ''),
      (value) => value?.state === 'failed',
      'the job to fail for good',
    );
    expect(attempts).toHaveLength(3);
    expect(JSON.stringify(row?.output)).toContain('the printer is on fire');
    const [first, second, third] = attempts as [number, number, number];
    // Backoff: about 1 s, then about 2 to 4 s (with jitter).
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    const failures = logged.filter((entry) => JSON.stringify(entry.object).includes(id ?? '-'));
    expect(failures.map((entry) => [entry.level, entry.message])).toEqual([
      ['warn', 'job failed; it will be retried'],
      ['warn', 'job failed; it will be retried'],
      ['error', 'job failed for good'],
    ]);
    // Not retried for ever: nothing runs again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(attempts).toHaveLength(3);
  }, 40_000);
});

describe('the cleanup jobs', () => {
  it('delete expired sessions and keep live ones', async () => {
    const expired = await signedIn();
    const live = await signedIn();
    const { db } = server.testDatabase.database;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(sessions.userId, expired.userId));

    expect((await runJob(CLEANUP_QUEUES.sessions)).state).toBe('completed');

    const left = async (userId: string) =>
      (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    expect(await left(expired.userId)).toBe(0);
    expect(await left(live.userId)).toBe(1);
    expect((await live.client.get(`/api/get-drafts?user_email=${live.email}`)).status).toBe(200);
  });

  it('delete uploads nothing refers to after 7 days and expired anonymous images, never a referenced file', async () => {
    clock.offsetMs = 0;
    const { client, email } = await signedIn();
    const abandoned = await upload(client, email, 'post_image');
    const inDraft = await upload(client, email, 'post_image');
    const logo = await upload(client, email, 'logo');
    expectSuccess(
      await client.post('/api/save-draft', sampleDraftRequest(email, { image_url: inDraft })),
      endpoints.saveDraft.response,
      201,
    );
    expectSuccess(
      await client.post('/api/onboarding', {
        user_email: email,
        onboarding_data: sampleOnboardingData({ brandAssets: { logoUrl: logo } }),
      }),
      endpoints.saveOnboarding.response,
    );
    const anonymous = expectSuccess(
      await new TestClient(server.url).post('/api/generate-content', {
        post_desc: 'Open late on Friday',
        business_desc: 'A small bakery',
        titleGeneration: true,
        seoEnabled: false,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'short',
        hashtagGeneration: true,
        imageGeneration: true,
      }),
      endpoints.generateContent.response,
    ).image_url;
    if (!anonymous) throw new Error('The anonymous generator made no image');
    const statuses = async () =>
      Promise.all([abandoned, inDraft, logo, anonymous].map((url) => mediaStatus(url)));

    clock.offsetMs = 2 * HOUR_MS;
    await runJob(CLEANUP_QUEUES.media);
    expect(await statuses()).toEqual([200, 200, 200, 200]);

    clock.offsetMs = 25 * HOUR_MS;
    await runJob(CLEANUP_QUEUES.media);
    expect(await statuses()).toEqual([200, 200, 200, 404]);

    clock.offsetMs = 6 * DAY_MS;
    await runJob(CLEANUP_QUEUES.media);
    expect(await statuses()).toEqual([200, 200, 200, 404]);

    clock.offsetMs = 8 * DAY_MS;
    await runJob(CLEANUP_QUEUES.media);
    expect(await statuses()).toEqual([404, 200, 200, 404]);
    const key = abandoned.split('/').pop() ?? '';
    expect(await server.storage.get(key)).toBeNull();
  }, 60_000);
});

describe('stopping the job engine', () => {
  it('lets the handler in flight finish before it resolves', async () => {
    const own = await createTestDatabase();
    const engine = await startPgBossEngine({
      connection: own.database.jobsConnection,
      log,
      pollingSeconds: 0.5,
    });
    try {
      let started = false;
      let finished = false;
      await engine.work('test-slow', async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        finished = true;
      });
      await engine.send('test-slow', {});
      await until(
        async () => started,
        (value) => value,
        'the handler to start',
      );
      await engine.stop();
      expect(finished).toBe(true);
    } finally {
      await engine.stop();
      await own.dispose();
    }
  });
});
