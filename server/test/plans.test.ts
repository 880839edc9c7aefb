import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { Plan } from '@contract/plans';
import { offlineWriter } from '@core/offline-writer/write-post';
import type { PostWriter } from '@core/post-writer';
import { varietyProblems } from '@core/plans/variety';
import { sampleOnboardingData } from '@contract/samples';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { drafts, planSlots } from '../src/db/schema';
import { createInlineJobEngine, type InlineJobEngine } from '../src/jobs/inline-job-engine';
import { createLocalDiskStorage } from '../src/storage/local-disk';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * A month written by jobs runs thirty writer and image calls: a guard against a hang, far
 * above what it takes on a busy two-core machine, never a measure (ADR 0047).
 */
const WRITING_GUARD_MS = 300_000;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

interface Running {
  app: FastifyInstance;
  jobs: InlineJobEngine;
  url: string;
}

/** The real app on the shared database, with its own in-process job engine. */
async function start(writer: PostWriter = offlineWriter): Promise<Running> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    AUTH_RATE_LIMIT: '10000',
    AUTH_EMAIL_RATE_LIMIT: '10000',
    AI_RATE_LIMIT: '10000',
  });
  const storage = await createLocalDiskStorage(path.join(database.dataDir, 'media'));
  const jobs = createInlineJobEngine();
  const app = await buildApp({ config, database: database.database, storage, jobs, writer });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, jobs, url: `http://127.0.0.1:${address.port}` };
}

async function stop(running: Running) {
  await running.jobs.stop();
  await running.app.close();
}

let counter = 0;
async function owner(url: string, aiVisuals = false) {
  const client = new TestClient(url);
  const email = `plans${(counter += 1)}-${Date.now()}@example.com`;
  await client.signUp(email);
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['instagram', 'facebook'];
  profile.contentPrefs.aiVisuals = aiVisuals;
  await client.post('/api/onboarding', {
    user_email: email,
    name: null,
    business_name: profile.business.name,
    industry: profile.business.industry,
    location: profile.business.city,
    employees: profile.business.employees,
    onboarding_data: profile,
  });
  await client.put('/api/business/time-zone', { user_email: email, time_zone: 'Europe/Berlin' });
  return { client, email };
}

const settings = (email: string, count = 30) => ({
  user_email: email,
  month: '2027-03',
  count,
  platforms: ['instagram', 'facebook'],
  // Thirty posts need thirty days: one post a day at most.
  posting_times: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
  own_dates:
    '20 Mar: Spring open day, 10% off all week\n28 Mar: Easter cake pre-orders close 25 Mar at 6pm',
  country: 'DE',
});

async function createPlan(client: TestClient, email: string, count = 30): Promise<Plan> {
  return expectSuccess(
    await client.post('/api/plans', settings(email, count)),
    endpoints.createPlan.response,
  ).plan;
}

async function readPlan(client: TestClient, email: string, id: string): Promise<Plan> {
  return expectSuccess(
    await client.get(`/api/plans/${id}?user_email=${encodeURIComponent(email)}`),
    endpoints.getPlan.response,
  ).plan;
}

/** The layout an image was drawn in, from the words the renderer describes it with. */
function lookOf(prompt: string): string {
  const looks: [RegExp, string][] = [
    [/full bleed/u, 'photo'],
    [/cropped close/u, 'product'],
    [/a quotation/u, 'quote'],
    [/an announcement/u, 'announcement'],
    [/an event card/u, 'event'],
    [/standard layout/u, 'brand'],
  ];
  return looks.find(([words]) => words.test(prompt))?.[1] ?? 'unknown';
}

async function uploadPhoto(client: TestClient, email: string): Promise<string> {
  const jpeg = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 140, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(jpeg)], 'bread.jpg', { type: 'image/jpeg' }));
  form.append('user_email', email);
  form.append('file_type', 'post_image');
  return expectSuccess(await client.postForm('/api/upload', form), endpoints.upload.response).url;
}

async function draftsOfPlan(planId: string) {
  return database.database.db.select().from(drafts).where(eq(drafts.planId, planId));
}

describe('planning a month', () => {
  it('plans 30 slots instantly, without writing, and refuses what the contract refuses', async () => {
    const running = await start();
    try {
      const { client, email } = await owner(running.url);
      const plan = await createPlan(client, email);
      expect(plan.state).toBe('planning');
      expect(plan.slots).toHaveLength(30);
      expect(plan.slots.filter((slot) => slot.kind === 'offer')).toHaveLength(1);
      expect(plan.slots.every((slot) => slot.state === 'planned' && !slot.draft_id)).toBe(true);
      expect(plan.slots.every((slot) => slot.time >= '07:00' && slot.time <= '21:00')).toBe(true);
      expect(await draftsOfPlan(plan.id)).toEqual([]);
      expect(
        expectFailure(await client.post('/api/plans', { ...settings(email), count: 31 }), 400),
      ).toMatch(/count/);
      const other = await owner(running.url);
      expectFailure(
        await other.client.get(
          `/api/plans/${plan.id}?user_email=${encodeURIComponent(other.email)}`,
        ),
        404,
      );
    } finally {
      await stop(running);
    }
  });

  it('plans one post a day at most: February gives 28 of 30, fewer posting days give fewer', async () => {
    const running = await start();
    try {
      const { client, email } = await owner(running.url);
      const february = expectSuccess(
        await client.post('/api/plans', { ...settings(email), month: '2027-02', own_dates: '' }),
        endpoints.createPlan.response,
      ).plan;
      expect(february.slots).toHaveLength(28);
      expect(new Set(february.slots.map((slot) => slot.date)).size).toBe(28);
      // Instagram alone on Mondays, Wednesdays, Fridays and Saturdays: 18 days in March 2027.
      const fewerDays = expectSuccess(
        await client.post('/api/plans', {
          ...settings(email),
          platforms: ['instagram'],
          posting_times: { instagram: { days: [1, 3, 5, 6], time: '11:30' } },
          own_dates: '',
        }),
        endpoints.createPlan.response,
      ).plan;
      expect(fewerDays.slots).toHaveLength(18);
      expect(new Set(fewerDays.slots.map((slot) => slot.date)).size).toBe(18);
    } finally {
      await stop(running);
    }
  });

  it(
    'writes 30 posts by jobs with progress, to review at their slots, varied, then approves them all',
    async () => {
      const running = await start();
      try {
        const { client, email } = await owner(running.url, true);
        const plan = await createPlan(client, email);
        const edited = plan.slots.map(({ date, time, platforms, kind, brief }, index) => ({
          date,
          time,
          platforms,
          kind,
          brief: index === 3 ? 'Meet Mia, who shapes every croissant by hand' : brief,
        }));
        expectSuccess(
          await client.put(`/api/plans/${plan.id}/slots`, { user_email: email, slots: edited }),
          endpoints.replacePlanSlots.response,
        );
        const started = expectSuccess(
          await client.post(`/api/plans/${plan.id}/write`, { user_email: email }),
          endpoints.writePlan.response,
        ).plan;
        expect(started.state).toBe('writing');
        expect(started.progress).toMatchObject({ total: 30, written: 0 });
        expect(started.progress.current).toBe(started.slots[0]?.brief);
        // A plan being written cannot be re-planned.
        expectFailure(
          await client.put(`/api/plans/${plan.id}/slots`, { user_email: email, slots: edited }),
          409,
        );

        await running.jobs.drain();
        const done = await readPlan(client, email, plan.id);
        expect(done.state).toBe('done');
        expect(done.progress).toMatchObject({ total: 30, written: 30, failed: 0, current: null });
        const rows = await draftsOfPlan(plan.id);
        expect(rows).toHaveLength(30);
        expect(
          rows.every((row) => row.status === 'to_review' && row.imageUrl?.startsWith('/media/')),
        ).toBe(true);
        expect(
          rows.some(
            (row) => row.originalPostDesc === 'Meet Mia, who shapes every croissant by hand',
          ),
        ).toBe(true);
        const byPosition = done.slots.map((slot) => rows.find((row) => row.id === slot.draft_id));
        expect(varietyProblems(byPosition.map((row) => row?.caption ?? ''))).toEqual([]);
        // Each image's look, read from the words describing it: no two neighbours alike.
        const looks = byPosition.map((row) => lookOf(row?.imagePrompt ?? ''));
        expect(looks.every((look, index) => index === 0 || look !== looks[index - 1])).toBe(true);
        expect(new Set(looks).size).toBeGreaterThanOrEqual(3);
        const slot = done.slots[0];
        expect(byPosition[0]?.scheduledAt?.toISOString()).toBe(
          new Date(`${slot?.date}T${slot?.time}:00+01:00`).toISOString(),
        );

        const march = expectSuccess(
          await client.get(
            `/api/posts?user_email=${encodeURIComponent(email)}&from=2027-03-01T00:00:00Z&to=2027-04-01T00:00:00Z`,
          ),
          endpoints.getPosts.response,
        );
        expect(march.posts.filter((post) => post.status === 'to_review')).toHaveLength(30);
        const approved = expectSuccess(
          await client.post('/api/posts/approve', {
            user_email: email,
            ids: rows.map((row) => row.id),
          }),
          endpoints.approvePosts.response,
        );
        expect(approved.approved).toBe(30);
      } finally {
        await stop(running);
      }
    },
    WRITING_GUARD_MS,
  );

  it(
    "draws the owner's photos into a month's images, photo-led and up close, never twice running",
    async () => {
      const running = await start();
      try {
        const { client, email } = await owner(running.url, true);
        const photo = await uploadPhoto(client, email);
        const profile = sampleOnboardingData();
        profile.contentPrefs.platforms = ['instagram', 'facebook'];
        profile.contentPrefs.aiVisuals = true;
        profile.brandAssets.photos = [photo];
        await client.post('/api/onboarding', {
          user_email: email,
          name: null,
          business_name: profile.business.name,
          industry: profile.business.industry,
          location: profile.business.city,
          employees: profile.business.employees,
          onboarding_data: profile,
        });
        const plan = await createPlan(client, email, 8);
        expectSuccess(
          await client.post(`/api/plans/${plan.id}/write`, { user_email: email }),
          endpoints.writePlan.response,
        );
        await running.jobs.drain();
        const done = await readPlan(client, email, plan.id);
        expect(done.progress).toMatchObject({ total: 8, written: 8, failed: 0 });
        const rows = await draftsOfPlan(plan.id);
        const looks = done.slots.map((slot) =>
          lookOf(rows.find((row) => row.id === slot.draft_id)?.imagePrompt ?? ''),
        );
        expect(looks).toContain('photo');
        expect(looks).toContain('product');
        expect(looks.every((look, index) => index === 0 || look !== looks[index - 1])).toBe(true);
      } finally {
        await stop(running);
      }
    },
    WRITING_GUARD_MS,
  );

  it(
    'cancels mid-run: finished posts stay, the rest are not written; a failed slot is retried alone',
    async () => {
      let calls = 0;
      let failOnce = true;
      let onWrite: () => Promise<void> = () => Promise.resolve();
      const writer: PostWriter = {
        write: async (request) => {
          calls += 1;
          // The cancel lands while a post is being written: deterministic on both databases.
          await onWrite();
          if (request.description.includes('fail me') && failOnce) {
            failOnce = false;
            throw new Error('model down');
          }
          return offlineWriter.write(request);
        },
      };
      const running = await start(writer);
      try {
        const { client, email } = await owner(running.url);
        const plan = await createPlan(client, email, 10);
        const slots = plan.slots.map(({ date, time, platforms, kind, brief }, index) => ({
          date,
          time,
          platforms,
          kind,
          brief: index === 1 ? `${brief} fail me` : brief,
        }));
        await client.put(`/api/plans/${plan.id}/slots`, { user_email: email, slots });
        onWrite = async () => {
          if (calls === 5) await client.post(`/api/plans/${plan.id}/cancel`, { user_email: email });
        };
        await client.post(`/api/plans/${plan.id}/write`, { user_email: email });
        await running.jobs.drain();
        const after = await readPlan(client, email, plan.id);
        expect(after.state).toBe('cancelled');
        const written = after.slots.filter((slot) => slot.state === 'written');
        expect(written.length).toBeGreaterThanOrEqual(2);
        expect(written.length).toBeLessThan(10);
        expect(after.slots.filter((slot) => slot.state === 'failed')).toHaveLength(1);
        expect(await draftsOfPlan(plan.id)).toHaveLength(written.length);

        const failed = after.slots.find((slot) => slot.state === 'failed');
        expect(failed?.error).toBe('This post could not be written. Try it again.');
        const retried = expectSuccess(
          await client.post(`/api/plans/${plan.id}/slots/${failed?.id}/retry`, {
            user_email: email,
          }),
          endpoints.retryPlanSlot.response,
        ).plan;
        expect(retried.state).toBe('writing');
        await running.jobs.drain();
        const final = await readPlan(client, email, plan.id);
        expect(final.slots.find((slot) => slot.id === failed?.id)?.state).toBe('written');
        expect(final.slots.filter((slot) => slot.state === 'cancelled').length).toBe(
          10 - written.length - 1,
        );
        expect(await draftsOfPlan(plan.id)).toHaveLength(written.length + 1);
      } finally {
        await stop(running);
      }
    },
    WRITING_GUARD_MS,
  );

  it(
    'resumes after a restart mid-run: no slot written twice, none lost',
    async () => {
      let calls = 0;
      let stopEngine: () => void = () => undefined;
      const first = await start({
        write: async (request) => {
          calls += 1;
          // The engine stops taking jobs while the eighth post is being written.
          if (calls === 8) stopEngine();
          return offlineWriter.write(request);
        },
      });
      const stopped = new Promise<void>((resolve) => {
        stopEngine = () => void first.jobs.stop().then(resolve);
      });
      const { client, email } = await owner(first.url);
      const plan = await createPlan(client, email);
      await client.post(`/api/plans/${plan.id}/write`, { user_email: email });
      await stopped;
      await stop(first);

      const slotsAtStop = await database.database.db
        .select()
        .from(planSlots)
        .where(eq(planSlots.planId, plan.id));
      const writtenAtStop = slotsAtStop.filter((slot) => slot.state === 'written').length;
      expect(writtenAtStop).toBeGreaterThan(0);
      expect(writtenAtStop).toBeLessThan(30);
      expect(slotsAtStop.filter((slot) => slot.state === 'queued').length).toBe(30 - writtenAtStop);

      const second = await start();
      try {
        const again = new TestClient(second.url);
        again.cookie = client.cookie;
        await second.jobs.drain();
        const done = await readPlan(again, email, plan.id);
        expect(done.state).toBe('done');
        expect(done.progress.written).toBe(30);
        const rows = await draftsOfPlan(plan.id);
        expect(rows).toHaveLength(30);
        expect(new Set(done.slots.map((slot) => slot.draft_id)).size).toBe(30);
        expect(new Set(rows.map((row) => row.id))).toEqual(
          new Set(done.slots.map((slot) => slot.draft_id)),
        );
      } finally {
        await stop(second);
      }
    },
    WRITING_GUARD_MS,
  );
});
