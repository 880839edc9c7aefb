import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unavailableMetrics, type MetricValues } from '@contract/analytics';
import { endpoints } from '@contract/endpoints';
import type { SlotKind } from '@core/plans/plan-types';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
import {
  drafts,
  metricSnapshots,
  planSlots,
  plans,
  publications,
  users,
} from '../../src/db/schema';
import { expectFailure, expectSuccess, TestClient } from '../support/client';
import { publishingWorldForFile, signedIn } from '../support/publishing';

/**
 * GET /plans/suggestions (the month planner's set-up, ADR 0060 update of 29 November 2026):
 * the signed-in owner's published posts with their newest snapshot, read on the business's
 * clock. Publications and snapshots are seeded straight into the database, as the collector
 * would leave them, so the history can span months.
 */
const NOW = new Date('2026-11-29T12:00:00Z');
const ZONE = 'America/New_York';

const { world } = publishingWorldForFile();
beforeAll(() => world.clock.set(NOW));

const db = () => world.server.testDatabase.database.db;
const suggestions = async (client: TestClient, email: string) =>
  expectSuccess(
    await client.get(`/api/plans/suggestions?user_email=${encodeURIComponent(email)}`),
    endpoints.getPlanSuggestions.response,
  ).suggestions;

async function userIdOf(email: string) {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

interface Seed {
  date: string;
  time: string;
  title?: string;
  kind?: SlotKind;
  /** Readings oldest first; the newest is the one that counts. */
  readings: Partial<MetricValues>[];
}

/** One published Instagram post with its snapshots, and its plan slot when it has a kind. */
async function seedPost(userId: string, planId: string, seed: Seed, position: number) {
  const publishedAt = zonedTimeToInstant(seed.date, seed.time, ZONE);
  const [draft] = await db()
    .insert(drafts)
    .values({
      businessId: userId,
      title: seed.title ?? `Post of ${seed.date}`,
      caption: 'Fresh bread today.',
      hashtags: '',
      generationParams: '{}',
      originalPostDesc: '',
      status: 'scheduled',
      scheduledAt: publishedAt,
    })
    .returning({ id: drafts.id });
  if (!draft) throw new Error('no draft');
  if (seed.kind) {
    await db()
      .insert(planSlots)
      .values({
        planId,
        position,
        date: seed.date,
        time: seed.time,
        platforms: ['instagram'],
        kind: seed.kind,
        brief: 'A brief',
        state: 'written',
        draftId: draft.id,
      });
  }
  const [publication] = await db()
    .insert(publications)
    .values({
      businessId: userId,
      postId: draft.id,
      network: 'instagram',
      accountName: 'Crumbs',
      sandbox: true,
      state: 'published',
      publishAt: publishedAt,
      publishStartedAt: publishedAt,
    })
    .returning({ id: publications.id });
  if (!publication) throw new Error('no publication');
  const ages = ['1h', '24h', '7d', '28d'] as const;
  for (const [index, reading] of seed.readings.entries()) {
    await db()
      .insert(metricSnapshots)
      .values({
        publicationId: publication.id,
        businessId: userId,
        network: 'instagram',
        age: ages[index] ?? '28d',
        metrics: { ...unavailableMetrics(), ...reading },
        note: null,
        takenAt: new Date(publishedAt.getTime() + (index + 1) * 3_600_000),
      });
  }
}

/** Tuesday evenings did best; read on UTC's clock they would be Wednesdays. */
const HISTORY: Seed[] = [
  ...['2026-11-03', '2026-11-10', '2026-11-17'].map((date) => ({
    date,
    time: '21:00',
    kind: 'tip' as const,
    // The first reading was low; only the newest counts.
    readings: [
      { reach: 1, reactions: 1 },
      { reach: 300, reactions: 30 },
    ],
  })),
  ...['2026-11-07', '2026-11-14', '2026-11-21'].map((date) => ({
    date,
    time: '11:00',
    kind: 'spotlight' as const,
    readings: [{ reach: 100, reactions: 10 }],
  })),
  ...['2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06'].map((date) => ({
    date,
    time: '12:00',
    readings: [{ reach: 150, reactions: 10 }],
  })),
  {
    date: '2026-08-14',
    time: '10:00',
    title: 'Our sourdough starter',
    readings: [{ reactions: 90 }],
  },
];

async function seedHistory(email: string, seeds: readonly Seed[]) {
  const userId = await userIdOf(email);
  const [plan] = await db()
    .insert(plans)
    .values({ businessId: userId, month: '2026-11', timeZone: ZONE, country: null, state: 'done' })
    .returning({ id: plans.id });
  if (!plan) throw new Error('no plan');
  for (const [index, seed] of seeds.entries()) await seedPost(userId, plan.id, seed, index);
}

async function ownerInNewYork() {
  const owner = await signedIn(world);
  expectSuccess(
    await owner.client.put('/api/business/time-zone', {
      user_email: owner.email,
      time_zone: ZONE,
    }),
    endpoints.setTimeZone.response,
  );
  return owner;
}

describe('the month planner’s suggestions from the owner’s results', () => {
  it('asks for a session', async () => {
    const anonymous = new TestClient(world.server.url);
    const answer = await anonymous.get('/api/plans/suggestions?user_email=ann%40example.com');
    expectFailure(answer, 401);
  });

  it('says it uses general guidance below 10 posts with numbers', async () => {
    const { client, email } = await ownerInNewYork();
    await seedHistory(email, HISTORY.slice(0, 4));
    expect(await suggestions(client, email)).toEqual({
      posts_with_numbers: 4,
      threshold: 10,
      from_own_results: false,
      times: [],
      kinds: [],
      post_again: [],
    });
  });

  it('learns days, times, kinds and posts to post again from the owner’s own history', async () => {
    const { client, email } = await ownerInNewYork();
    await seedHistory(email, HISTORY);
    const answer = await suggestions(client, email);
    expect(answer.from_own_results).toBe(true);
    expect(answer.posts_with_numbers).toBe(11);
    expect(answer.times).toEqual([
      {
        network: 'instagram',
        day: 2,
        compared_day: 6,
        time: '21:00',
        text:
          'Post on Instagram on Tuesdays around 9pm: your Tuesday posts reached 3.0x your ' +
          'Saturday ones over 3 weeks (3 and 3 posts).',
      },
    ]);
    // 30 reactions a tip against (7 x 10 + 90) / 8 = 20 for the rest.
    expect(answer.kinds).toEqual([
      { kind: 'tip', text: 'Tips got 1.5x the engagement of your other posts (3 tips).' },
    ]);
    expect(answer.post_again).toEqual([
      expect.objectContaining({ title: 'Our sourdough starter' }),
    ]);

    // Another owner sees none of it.
    const other = await signedIn(world);
    expect(await suggestions(other.client, other.email)).toMatchObject({
      posts_with_numbers: 0,
      from_own_results: false,
    });
  });
});
