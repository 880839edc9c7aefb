import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@contract/messages';
import { endpoints } from '@contract/endpoints';
import type { Plan } from '@contract/plans';
import { sampleOnboardingData } from '@contract/samples';
import { offlineWriter } from '@core/offline-writer/write-post';
import type { PostWriter } from '@core/post-writer';
import { drafts, plans } from '../src/db/schema';
import { PLAN_WRITE_QUEUE } from '../src/plans/plan-writing';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { textRequest } from './support/generation-requests';
import { testDatabaseKind } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Plans written on pg-boss, as the server runs them, on PGlite or PostgreSQL (ADR 0044):
 * one plan writing per user, a daily cap on plans made, the queue going round the users,
 * and each written post spending the user's AI limit.
 */

const PLANS_PER_DAY = 3;
const AI_LIMIT = 3;

/** The offline writer, a little slower, so the heavy users are still writing when B asks. */
const pacedWriter: PostWriter = {
  write: async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return offlineWriter.write(request);
  },
};

let server: TestServer;

// pg-boss starts (and stops) slowly on a busy machine: longer than the default timeouts.
beforeAll(async () => {
  server = await startTestServer({
    pgBoss: {},
    env: { PLANS_PER_DAY: String(PLANS_PER_DAY) },
    overrides: { writer: pacedWriter },
  });
}, 180_000);
afterAll(() => server.close(), 180_000);

let counter = 0;
async function owner(url: string) {
  const client = new TestClient(url);
  const email = `fair${(counter += 1)}-${Date.now()}@example.com`;
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
type Owner = Awaited<ReturnType<typeof owner>>;

const settings = (email: string, count: number) => ({
  user_email: email,
  month: '2027-03',
  count,
  platforms: ['instagram'],
  posting_times: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
  own_dates: '',
  country: null,
});

async function createPlan({ client, email }: Owner, count: number): Promise<Plan> {
  return expectSuccess(
    await client.post('/api/plans', settings(email, count)),
    endpoints.createPlan.response,
  ).plan;
}

const write = ({ client, email }: Owner, plan: Plan) =>
  client.post(`/api/plans/${plan.id}/write`, { user_email: email });

async function readPlan({ client, email }: Owner, plan: Plan): Promise<Plan> {
  return expectSuccess(
    await client.get(`/api/plans/${plan.id}?user_email=${encodeURIComponent(email)}`),
    endpoints.getPlan.response,
  ).plan;
}

/** Polls until the condition holds: the job engine works in its own time. */
async function until(what: string, done: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('writing plans fairly', () => {
  it('refuses a second plan writing for one user (409) and plans past the daily cap', async () => {
    const user = await owner(server.url);
    const made = [];
    for (let index = 0; index < PLANS_PER_DAY; index += 1) made.push(await createPlan(user, 30));
    expect(expectFailure(await user.client.post('/api/plans', settings(user.email, 1)), 429)).toBe(
      API_MESSAGES.planDailyLimit,
    );

    const [first, second] = made as [Plan, Plan];
    expectSuccess(await write(user, first), endpoints.writePlan.response);
    expect(expectFailure(await write(user, second), 409)).toBe(API_MESSAGES.planWritingElsewhere);
    expect((await readPlan(user, second)).state).toBe('planning');

    // Once the first is cancelled, the second may be written.
    await user.client.post(`/api/plans/${first.id}/cancel`, { user_email: user.email });
    expect(expectSuccess(await write(user, second), endpoints.writePlan.response).plan.state).toBe(
      'writing',
    );
    await user.client.post(`/api/plans/${second.id}/cancel`, { user_email: user.email });
  });

  it("writes B's one-post plan after at most one slot of each other user writing", async () => {
    const { db } = server.testDatabase.database;
    // Two heavy users queue all they may: their daily plans, each one asked to be written.
    const heavy: { user: Owner; plan: Plan }[] = [];
    for (const user of [await owner(server.url), await owner(server.url)]) {
      const made = [];
      for (let index = 0; index < PLANS_PER_DAY; index += 1) {
        made.push(await createPlan(user, 30));
      }
      const answers = await Promise.all(made.map((plan) => write(user, plan)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(PLANS_PER_DAY - 1);
      const started = made[answers.findIndex((answer) => answer.status === 200)];
      if (!started) throw new Error('No plan started');
      heavy.push({ user, plan: started });
    }
    const heavyPlans = () => Promise.all(heavy.map(({ user, plan }) => readPlan(user, plan)));
    await until('both heavy users to be writing', async () =>
      (await heavyPlans()).every((plan) => plan.progress.written >= 2),
    );

    const light = await owner(server.url);
    const small = await createPlan(light, 1);
    const asked = Date.now();
    expectSuccess(await write(light, small), endpoints.writePlan.response);
    await until("B's plan to be written", async () => {
      return (await readPlan(light, small)).state === 'done';
    });
    const seconds = (Date.now() - asked) / 1000;

    // The order the database saw: when B's job was queued, and the posts saved since.
    const queuedAt = await firstJobOf(small.id);
    const [post] = await db.select().from(drafts).where(eq(drafts.planId, small.id));
    if (!post) throw new Error("B's post was not saved");
    const slotsBefore = [];
    for (const { plan } of heavy) {
      // Counted per user, whichever of their plans the posts belong to.
      const [row] = await db
        .select({ userId: plans.businessId })
        .from(plans)
        .where(eq(plans.id, plan.id));
      const rows = await db
        .select({ id: drafts.id })
        .from(drafts)
        .where(
          and(
            eq(drafts.businessId, row?.userId ?? ''),
            gt(drafts.createdAt, queuedAt),
            lt(drafts.createdAt, post.createdAt),
          ),
        );
      slotsBefore.push(rows.length);
    }
    console.info(
      `[${testDatabaseKind()}] B's one-post plan written ${seconds.toFixed(2)} s after it was ` +
        `asked, after ${slotsBefore.join(' and ')} slots of the two users writing 30 posts`,
    );
    for (const slots of slotsBefore) expect(slots).toBeLessThanOrEqual(1);
    // The heavy users are still writing: B did not wait for their months.
    expect((await heavyPlans()).map((plan) => plan.state)).toEqual(['writing', 'writing']);

    for (const { user, plan } of heavy) {
      await user.client.post(`/api/plans/${plan.id}/cancel`, { user_email: user.email });
    }
  }, 120_000);

  it('folds duplicate jobs for a plan (a resend at start, a job from before) into its one chain', async () => {
    const user = await owner(server.url);
    const plan = await createPlan(user, 30);
    expectSuccess(await write(user, plan), endpoints.writePlan.response);
    await until('two posts written', async () => {
      return (await readPlan(user, plan)).progress.written >= 2;
    });
    const next = (await readPlan(user, plan)).slots.find((slot) => slot.state === 'queued');
    const duplicates = [
      { planId: plan.id, slotId: next?.id ?? null },
      { planId: plan.id, slotId: next?.id ?? null },
      { planId: plan.id, slotId: next?.id ?? null },
      // Sent before jobs named their slot.
      { planId: plan.id },
    ];
    for (const data of duplicates) await server.app.jobs.send(PLAN_WRITE_QUEUE, data);
    await until('ten posts written', async () => {
      return (await readPlan(user, plan)).progress.written >= 10;
    });
    // One chain: its job, and for a moment the next one it sent before it completes. Each
    // duplicate kept alive would be one more job waiting, and one more turn in the queue.
    expect(await liveJobsOf(plan.id)).toBeLessThanOrEqual(2);
    await until('the plan to be written', async () => {
      return (await readPlan(user, plan)).state === 'done';
    });
    expect((await readPlan(user, plan)).progress).toMatchObject({ written: 30, failed: 0 });
    const { db } = server.testDatabase.database;
    expect(await db.select().from(drafts).where(eq(drafts.planId, plan.id))).toHaveLength(30);
  }, 120_000);

  it("spends the user's AI limit per written post: past it the plan waits, saying so", async () => {
    // Its own server: a small AI limit would slow the other tests.
    const limited = await startTestServer({ pgBoss: {}, env: { AI_RATE_LIMIT: String(AI_LIMIT) } });
    try {
      const user = await owner(limited.url);
      const plan = await createPlan(user, AI_LIMIT + 2);
      expectSuccess(await write(user, plan), endpoints.writePlan.response);
      await until('the plan to wait for the AI limit', async () =>
        (await readPlan(user, plan)).slots.some((slot) => slot.error !== null),
      );
      const waiting = await readPlan(user, plan);
      expect(waiting.state).toBe('writing');
      expect(waiting.progress.written).toBe(AI_LIMIT);
      const next = waiting.slots.find((slot) => slot.state === 'queued');
      expect(next?.position).toBe(AI_LIMIT);
      expect(next?.error).toBe(API_MESSAGES.planWaitingForAiLimit);
      // The same budget as the generation requests: the user has none left this minute.
      expect(
        expectFailure(
          await user.client.post(
            '/api/generate-brand-aware-content',
            textRequest(user.email, null),
          ),
          429,
        ),
      ).toBe(API_MESSAGES.tooManyRequests);
      const [row] = await limited.testDatabase.database.db
        .select({ state: plans.state })
        .from(plans)
        .where(eq(plans.id, plan.id));
      expect(row?.state).toBe('writing');
      expect(
        await limited.testDatabase.database.db
          .select()
          .from(drafts)
          .where(eq(drafts.planId, plan.id)),
      ).toHaveLength(AI_LIMIT);
      await user.client.post(`/api/plans/${plan.id}/cancel`, { user_email: user.email });
    } finally {
      await limited.close();
    }
  }, 180_000);
});

/** The plan's jobs waiting or running. */
async function liveJobsOf(planId: string): Promise<number> {
  const result = (await server.testDatabase.database.db.execute(
    sql`select count(*)::int as count from pgboss.job
        where name = ${PLAN_WRITE_QUEUE} and data->>'planId' = ${planId}
          and state in ('created', 'retry', 'active')`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/** When the first job of a plan was queued, by pg-boss's own clock. */
async function firstJobOf(planId: string): Promise<Date> {
  const result = (await server.testDatabase.database.db.execute(
    sql`select min(created_on) as "queuedAt" from pgboss.job
        where name = ${PLAN_WRITE_QUEUE} and data->>'planId' = ${planId}`,
  )) as unknown as { rows: { queuedAt: Date | string | null }[] };
  const queuedAt = result.rows[0]?.queuedAt;
  if (!queuedAt) throw new Error('No job was queued for the plan');
  return new Date(queuedAt);
}
