import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_AGE_MS, SNAPSHOT_AGES } from '@contract/analytics';
import { endpoints } from '@contract/endpoints';
import type { Network } from '@contract/integrations';
import { metricsRepository } from '../../src/db/metrics';
import { followerSnapshots } from '../../src/db/schema';
import { LINKEDIN_MEMBER_NOTE } from '../../src/social/metrics/linkedin-metrics';
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

/**
 * LinkedIn's and TikTok's numbers (issue 38, ADR 0060), read from their stand-ins on the
 * injected clock: LinkedIn's organization posts through share statistics and member posts
 * said as not shared; TikTok's counts from the video query, with no reach or link clicks.
 */
const { world, imageUrl, sweep, collect } = publishingWorldForFile({
  width: 540,
  height: 960,
  background: { r: 20, g: 90, b: 160 },
});

const snapshotsOf = (ids: string[]) =>
  metricsRepository(world.server.testDatabase.database.db).snapshotsOf(ids);

/**
 * A post published on every account of `network` the owner connected, at the next midday
 * UTC: followers are read once per UTC day, and a post published late in the evening would
 * have its 1-hour and 24-hour readings on the same day.
 */
async function publishedOn(client: TestClient, email: string, network: Network) {
  const midday = new Date(world.clock.now());
  midday.setUTCDate(midday.getUTCDate() + 1);
  midday.setUTCHours(12, 0, 0, 0);
  world.clock.set(midday);
  const at = minutesAfter(world.clock.now(), 5);
  const { post } = await scheduledPost(client, email, at, [network], undefined, imageUrl());
  world.clock.set(at);
  await sweep();
  const publications = await publicationsOf(client, post.id);
  expect(publications.length).toBeGreaterThan(0);
  expect(publications.every((publication) => publication.state === 'published')).toBe(true);
  return { publications, publishedAt: at };
}

/** Reads at each age, twice (the second adds nothing). */
async function collectAtEveryAge(publishedAt: Date) {
  for (const age of SNAPSHOT_AGES) {
    world.clock.set(new Date(publishedAt.getTime() + SNAPSHOT_AGE_MS[age] + 60_000));
    await collect();
    await collect();
  }
}

async function followerReadings(client: TestClient) {
  const { accounts } = expectSuccess(
    await client.get('/api/integrations'),
    endpoints.getIntegrations.response,
  );
  const rows = await world.server.testDatabase.database.db
    .select()
    .from(followerSnapshots)
    .where(
      inArray(
        followerSnapshots.accountId,
        accounts.map((account) => account.id),
      ),
    );
  return { accounts, rows };
}

describe('LinkedIn’s numbers', () => {
  it('reads a page’s post at every age; a profile’s post is said to have none, never zeros', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'linkedin');
    await connect(client, 'linkedin', 1, { as: 'pages' });
    const { publications, publishedAt } = await publishedOn(client, email, 'linkedin');
    expect(publications).toHaveLength(2);
    await collectAtEveryAge(publishedAt);

    const snapshots = await snapshotsOf(publications.map((publication) => publication.id));
    expect(snapshots).toHaveLength(8);
    const member = snapshots.filter((snapshot) => snapshot.note === LINKEDIN_MEMBER_NOTE);
    const page = snapshots.filter((snapshot) => snapshot.note === null);
    expect(member.map((snapshot) => snapshot.age)).toEqual([...SNAPSHOT_AGES]);
    expect(page.map((snapshot) => snapshot.age)).toEqual([...SNAPSHOT_AGES]);
    for (const snapshot of member) {
      expect(Object.values(snapshot.metrics).every((value) => value === null)).toBe(true);
    }
    for (const snapshot of page) {
      expect(snapshot.metrics).toMatchObject({
        reach: expect.any(Number),
        reactions: expect.any(Number),
        comments: expect.any(Number),
        shares: expect.any(Number),
        link_clicks: expect.any(Number),
        saves: null,
        video_views: null,
      });
    }
    const reach = page.map((snapshot) => snapshot.metrics.reach ?? -1);
    expect(reach[1]).toBeGreaterThan(reach[0] ?? 0);
    expect(reach[3]).toBeGreaterThanOrEqual(reach[2] ?? 0);
    const statistics = standIn(world, 'linkedin').requestsTo(
      'GET /rest/organizationalEntityShareStatistics',
    );
    // One call per age: an age already read is not asked for again.
    expect(statistics).toHaveLength(4);
  });

  it('counts a page’s followers and keeps a profile’s as not available', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'linkedin');
    await connect(client, 'linkedin', 1, { as: 'pages' });
    await publishedOn(client, email, 'linkedin');
    await collect();
    await collect();
    const { accounts, rows } = await followerReadings(client);
    expect(rows).toHaveLength(2);
    const page = accounts.find((account) => account.kind === 'organization_page');
    const profile = accounts.find((account) => account.kind !== 'organization_page');
    expect(rows.find((row) => row.accountId === page?.id)?.followers).toBeGreaterThan(0);
    expect(rows.find((row) => row.accountId === profile?.id)?.followers).toBeNull();
  });
});

describe('TikTok’s numbers', () => {
  it('reads likes, comments, shares and views at every age; reach and clicks are not given', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'tiktok');
    const { publications, publishedAt } = await publishedOn(client, email, 'tiktok');
    await collectAtEveryAge(publishedAt);

    const snapshots = await snapshotsOf(publications.map((publication) => publication.id));
    expect(snapshots.map((snapshot) => snapshot.age)).toEqual([...SNAPSHOT_AGES]);
    for (const snapshot of snapshots) {
      expect(snapshot.note).toBeNull();
      expect(snapshot.metrics).toMatchObject({
        reach: null,
        link_clicks: null,
        saves: null,
        reactions: expect.any(Number),
        comments: expect.any(Number),
        shares: expect.any(Number),
        video_views: expect.any(Number),
      });
    }
    const views = snapshots.map((snapshot) => snapshot.metrics.video_views ?? -1);
    expect(views[1]).toBeGreaterThan(views[0] ?? 0);
    expect(views[3]).toBeGreaterThanOrEqual(views[2] ?? 0);

    // Followers once a day: the four ages fell on four days.
    const { rows } = await followerReadings(client);
    expect(new Set(rows.map((row) => row.day)).size).toBe(4);
    expect(rows.every((row) => (row.followers ?? 0) > 0)).toBe(true);
  });

  it('marks the account when TikTok refuses its tokens; the post stays published', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'tiktok');
    const { publications, publishedAt } = await publishedOn(client, email, 'tiktok');
    standIn(world, 'tiktok').expireAccessTokens();
    standIn(world, 'tiktok').revokeRefreshTokens();
    world.clock.set(new Date(publishedAt.getTime() + HOUR + 60_000));
    await collect();
    expect(await snapshotsOf(publications.map((publication) => publication.id))).toEqual([]);
    const { accounts } = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    expect(accounts.find((account) => account.network === 'tiktok')?.status).toBe(
      'needs_reconnect',
    );
    const [after] = await publicationsOf(client, publications[0]?.post_id ?? '');
    expect(after?.state).toBe('published');
  });
});
