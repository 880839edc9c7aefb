import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import type { Plan } from '@contract/plans';
import { sampleOnboardingData } from '@contract/samples';
import { offlineWriter } from '@core/offline-writer/write-post';
import { normalSentence } from '@core/plans/variety';
import type { PostRequest } from '@core/post-writer';
import { splitSentences } from '@core/sentences';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { drafts } from '../src/db/schema';
import { createInlineJobEngine, type InlineJobEngine } from '../src/jobs/inline-job-engine';
import { createLocalDiskStorage } from '../src/storage/local-disk';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** Another version of one planned post in the review (ADR 0058), over HTTP on a real database. */

let database: TestDatabase;
let running: { app: FastifyInstance; jobs: InlineJobEngine; url: string };
/** Every request the writer was given, in order. */
const asked: PostRequest[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
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
  const writer = {
    write: (request: PostRequest) => {
      asked.push(request);
      return offlineWriter.write(request);
    },
  };
  const app = await buildApp({ config, database: database.database, storage, jobs, writer });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  running = { app, jobs, url: `http://127.0.0.1:${address.port}` };
});
afterAll(async () => {
  await running.jobs.stop();
  await running.app.close();
  await database.dispose();
});

let counter = 0;
async function owner() {
  const client = new TestClient(running.url);
  const email = `versions${(counter += 1)}-${Date.now()}@example.com`;
  await client.signUp(email);
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['instagram'];
  profile.contentPrefs.aiVisuals = false;
  await client.post('/api/onboarding', {
    user_email: email,
    name: null,
    business_name: profile.business.name,
    industry: profile.business.industry,
    location: profile.business.city,
    employees: profile.business.employees,
    onboarding_data: profile,
  });
  return { client, email };
}

/** A written March of three posts, all to review. */
async function writtenPlan(client: TestClient, email: string): Promise<Plan> {
  const plan = expectSuccess(
    await client.post('/api/plans', {
      user_email: email,
      month: '2027-03',
      count: 3,
      platforms: ['instagram'],
      posting_times: { instagram: { days: [1, 3, 5], time: '11:30' } },
      own_dates: '',
      country: null,
    }),
    endpoints.createPlan.response,
  ).plan;
  expectSuccess(
    await client.post(`/api/plans/${plan.id}/write`, { user_email: email }),
    endpoints.writePlan.response,
  );
  await running.jobs.drain();
  return expectSuccess(
    await client.get(`/api/plans/${plan.id}?user_email=${encodeURIComponent(email)}`),
    endpoints.getPlan.response,
  ).plan;
}

const anotherVersion = (
  client: TestClient,
  email: string,
  planId: string,
  slotId: string,
  variation: number,
  earlier: string[] = [],
) =>
  client.post(`/api/plans/${planId}/slots/${slotId}/another-version`, {
    user_email: email,
    variation,
    earlier,
  });

const sentencesOf = (text: string) => splitSentences(text).map(normalSentence);

const rowsOfPlan = (planId: string) =>
  database.database.db.select().from(drafts).where(eq(drafts.planId, planId));

describe('another version of a planned post', () => {
  it('rewrites the post in place with the planner’s writer: three tries, still one draft', async () => {
    const { client, email } = await owner();
    const plan = await writtenPlan(client, email);
    expect(plan.slots.every((slot) => slot.state === 'written')).toBe(true);
    const slot = plan.slots[1];
    if (!slot?.draft_id) throw new Error('the slot was not written');
    const before = await rowsOfPlan(plan.id);
    const first = before.find((row) => row.id === slot.draft_id);
    const captions = [first?.caption ?? ''];
    for (const variation of [1, 2, 3]) {
      const writes = asked.length;
      const { post } = expectSuccess(
        await anotherVersion(client, email, plan.id, slot.id, variation, captions.slice(0, -1)),
        endpoints.writeAnotherPlanVersion.response,
      );
      // The writer was asked for the slot's brief, starting at the try's variation.
      expect(asked[writes]).toMatchObject({ variation });
      expect(asked[writes]?.description.startsWith(slot.brief)).toBe(true);
      expect(post).toMatchObject({
        id: slot.draft_id,
        status: 'to_review',
        original_post_desc: slot.brief,
        scheduled_at: first?.scheduledAt?.toISOString(),
        written_by: { by: 'offline' },
      });
      expect(post.caption.startsWith(slot.brief)).toBe(true);
      // Beyond the brief, nothing the version shown or an earlier one said.
      const said = new Set(captions.flatMap(sentencesOf));
      const brief = sentencesOf(slot.brief);
      expect(
        sentencesOf(post.caption).filter((each) => said.has(each) && !brief.includes(each)),
      ).toEqual([]);
      captions.push(post.caption);
    }
    const after = await rowsOfPlan(plan.id);
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    expect(after.find((row) => row.id === slot.draft_id)?.caption).toBe(captions.at(-1));
    // The plan's other posts are left as they were.
    for (const row of before.filter((each) => each.id !== slot.draft_id)) {
      expect(after.find((each) => each.id === row.id)?.caption).toBe(row.caption);
    }
  });

  it('never rewrites an approved post, nor another owner’s, nor a slot with no post', async () => {
    const { client, email } = await owner();
    const plan = await writtenPlan(client, email);
    const [approvedSlot, openSlot] = plan.slots;
    if (!approvedSlot?.draft_id || !openSlot?.draft_id) throw new Error('not written');
    expectSuccess(
      await client.post('/api/posts/approve', { user_email: email, ids: [approvedSlot.draft_id] }),
      endpoints.approvePosts.response,
    );
    const before = await rowsOfPlan(plan.id);
    const writes = asked.length;

    const approved = await anotherVersion(client, email, plan.id, approvedSlot.id, 1);
    expect(expectFailure(approved, 409)).toBe(API_MESSAGES.onlyToReviewRewritten);
    const unknown = await anotherVersion(client, email, plan.id, 'not-a-slot', 1);
    expect(expectFailure(unknown, 404)).toBe(API_MESSAGES.postNotFound);

    const other = await owner();
    for (const planId of [plan.id, 'not-a-plan']) {
      const answer = await anotherVersion(other.client, other.email, planId, openSlot.id, 1);
      expect(expectFailure(answer, 404)).toBe(API_MESSAGES.planNotFound);
    }
    // What the contract refuses is refused before anything is written.
    const noTry = await anotherVersion(client, email, plan.id, openSlot.id, 0);
    expectFailure(noTry, 400);

    expect(asked.length).toBe(writes);
    expect(await rowsOfPlan(plan.id)).toEqual(before);
  });
});
