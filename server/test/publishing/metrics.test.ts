import { describe, expect, it } from 'vitest';
import { SNAPSHOT_AGE_MS, type SnapshotAge } from '@contract/analytics';
import { endpoints } from '@contract/endpoints';
import type { Network } from '@contract/integrations';
import { inArray } from 'drizzle-orm';
import { metricsRepository } from '../../src/db/metrics';
import { followerSnapshots } from '../../src/db/schema';
import { sandboxMetricRules } from '../../src/social/sandbox/metrics';
import { expectSuccess, type TestClient } from '../support/client';
import {
  connect,
  HOUR,
  minutesAfter,
  publicationsOf,
  publishingWorldForFile,
  scheduledPost,
  signedIn,
  standIn,
} from '../support/publishing';

const { world, imageUrl, sweep, collect } = publishingWorldForFile({
  width: 800,
  height: 1000,
  background: { r: 200, g: 120, b: 60 },
});

const repo = () => metricsRepository(world.server.testDatabase.database.db);

/** An owner with `networks` connected and one post published on each, at the clock's time. */
async function publishedOn(networks: Network[], owner?: { client: TestClient; email: string }) {
  const { client, email } = owner ?? (await signedIn(world));
  if (!owner) for (const network of networks) await connect(client, network);
  const at = minutesAfter(world.clock.now(), 5);
  const { post } = await scheduledPost(client, email, at, networks, undefined, imageUrl());
  world.clock.set(at);
  await sweep();
  const publications = await publicationsOf(client, post.id);
  expect(publications.map((publication) => publication.state)).toEqual(
    networks.map(() => 'published'),
  );
  return { client, email, post, publications, publishedAt: at };
}

async function snapshotsOf(publicationIds: string[]) {
  return repo().snapshotsOf(publicationIds);
}

async function analytics(client: TestClient, range = '30d') {
  return expectSuccess(
    await client.get(`/api/analytics?range=${range}`),
    endpoints.getAnalytics.response,
  );
}

describe('reading posts’ numbers from the networks', () => {
  it('reads Facebook, Instagram and X at 1 h, 24 h, 7 d and 28 d, each reading kept', async () => {
    const { publications, publishedAt } = await publishedOn(['facebook', 'instagram', 'x']);
    const ids = publications.map((publication) => publication.id);
    world.clock.set(new Date(publishedAt.getTime() + 30 * 60_000));
    await collect();
    expect(await snapshotsOf(ids)).toEqual([]);

    const ages: SnapshotAge[] = ['1h', '24h', '7d', '28d'];
    for (const age of ages) {
      world.clock.set(new Date(publishedAt.getTime() + SNAPSHOT_AGE_MS[age] + 60_000));
      await collect();
      // A second collection at the same age adds nothing.
      await collect();
    }
    const snapshots = await snapshotsOf(ids);
    expect(snapshots).toHaveLength(12);
    for (const network of ['facebook', 'instagram', 'x'] as const) {
      const own = snapshots.filter((snapshot) => snapshot.network === network);
      expect(own.map((snapshot) => snapshot.age)).toEqual(ages);
      const reach = own.map((snapshot) => snapshot.metrics.reach ?? -1);
      expect(reach.every((value) => value >= 0)).toBe(true);
      // The numbers grow with the post's age, and no reading was overwritten.
      expect(reach[1]).toBeGreaterThan(reach[0] ?? 0);
      expect(reach[3]).toBeGreaterThanOrEqual(reach[2] ?? 0);
    }
    const [facebook, instagram, x] = (['facebook', 'instagram', 'x'] as const).map(
      (network) => snapshots.find((row) => row.network === network && row.age === '24h')?.metrics,
    );
    // What a network does not give is null, never zero.
    expect(facebook?.saves).toBeNull();
    expect(facebook?.link_clicks).toEqual(expect.any(Number));
    expect(instagram?.link_clicks).toBeNull();
    expect(instagram?.saves).toEqual(expect.any(Number));
    expect(x?.video_views).toBeNull();
    expect(x?.reactions).toEqual(expect.any(Number));
  });

  it('follows Meta’s paging of insights', async () => {
    const { publications, publishedAt } = await publishedOn(['facebook']);
    const postId = publications[0]?.remote_url?.split('/').at(-1) ?? 'none';
    const insights = () =>
      standIn(world, 'facebook')
        .requestsTo('GET /:post/insights')
        .filter((request) => request.path === `/${postId}/insights`).length;
    const before = insights();
    sandboxMetricRules.graphPageSize = 1;
    try {
      world.clock.set(new Date(publishedAt.getTime() + HOUR + 60_000));
      await collect();
    } finally {
      sandboxMetricRules.graphPageSize = 2;
    }
    expect(insights() - before).toBe(2);
    const [snapshot] = await snapshotsOf(publications.map((publication) => publication.id));
    expect(snapshot?.metrics.reach).toEqual(expect.any(Number));
    expect(snapshot?.metrics.link_clicks).toEqual(expect.any(Number));
  });

  it('keeps reading when Meta refuses a deprecated metric, and says which is missing', async () => {
    const { publications, publishedAt } = await publishedOn(['facebook']);
    sandboxMetricRules.deprecated.add('post_clicks_by_type');
    try {
      world.clock.set(new Date(publishedAt.getTime() + HOUR + 60_000));
      await collect();
    } finally {
      sandboxMetricRules.deprecated.delete('post_clicks_by_type');
    }
    const [snapshot] = await snapshotsOf(publications.map((publication) => publication.id));
    expect(snapshot?.metrics.reach).toEqual(expect.any(Number));
    expect(snapshot?.metrics.reactions).toEqual(expect.any(Number));
    expect(snapshot?.metrics.link_clicks).toBeNull();
    expect(snapshot?.note).toBe('Facebook no longer gives link clicks for posts.');
  });

  it('marks an account whose token the network refuses, as publishing does', async () => {
    const { client, publications, publishedAt } = await publishedOn(['x']);
    standIn(world, 'x').expireAccessTokens();
    standIn(world, 'x').revokeRefreshTokens();
    world.clock.set(new Date(publishedAt.getTime() + HOUR + 60_000));
    await collect();
    expect(await snapshotsOf(publications.map((publication) => publication.id))).toEqual([]);
    const { accounts } = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    expect(accounts.find((account) => account.network === 'x')?.status).toBe('needs_reconnect');
    // The post itself stays published.
    const [after] = await publicationsOf(client, publications[0]?.post_id ?? '');
    expect(after?.state).toBe('published');
  });

  it('reads each connected account’s followers once a day', async () => {
    const { client } = await publishedOn(['facebook', 'x']);
    await collect();
    await collect();
    const first = await analytics(client);
    expect(first.followers).toHaveLength(2);
    expect(first.followers.every((entry) => (entry.followers ?? 0) > 0)).toBe(true);
    const { accounts } = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    const ids = accounts.map((account) => account.id);
    const readings = () =>
      world.server.testDatabase.database.db
        .select()
        .from(followerSnapshots)
        .where(inArray(followerSnapshots.accountId, ids));
    expect(await readings()).toHaveLength(2);
    world.clock.advance(24 * HOUR);
    await collect();
    await collect();
    const days = (await readings()).map((reading) => reading.day);
    expect(new Set(days).size).toBe(2);
    expect(days).toHaveLength(4);
  });

  it('sums a range’s readings on the Analytics page and compares them with the period before', async () => {
    const first = await publishedOn(['x']);
    world.clock.set(new Date(first.publishedAt.getTime() + 24 * HOUR + 60_000));
    await collect();
    // The same owner's second post goes out eight days later: the first is in the week before.
    world.clock.set(new Date(first.publishedAt.getTime() + 8 * 24 * HOUR));
    const second = await publishedOn(['x'], first);
    world.clock.set(new Date(second.publishedAt.getTime() + 24 * HOUR + 60_000));
    await collect();
    // Each post counts with its latest reading: the first has reached its 7-day one.
    const latest = async (ids: string[]) => (await snapshotsOf(ids)).at(-1);
    const firstReading = await latest(first.publications.map((entry) => entry.id));
    const secondReading = await latest(second.publications.map((entry) => entry.id));
    expect(firstReading?.age).toBe('7d');
    const firstReach = firstReading?.metrics.reach ?? -1;
    const secondReach = secondReading?.metrics.reach ?? -1;

    const week = await analytics(first.client, '7d');
    expect(week.published_total).toBe(2);
    const cards = Object.fromEntries(week.cards.map((card) => [card.id, card]));
    expect(cards.total_posts).toMatchObject({ value: 1, previous: 1, change: 0 });
    expect(cards.reach).toMatchObject({ value: secondReach, previous: firstReach });
    expect(week.posts.map((entry) => entry.post_id)).toEqual([second.post.id]);

    const month = await analytics(first.client, '30d');
    expect(month.posts.map((entry) => entry.post_id)).toEqual([second.post.id, first.post.id]);
    expect(month.top_posts).toHaveLength(2);
    expect(month.top_posts.map((entry) => entry.url)).toContain(first.publications[0]?.remote_url);
  });
});
