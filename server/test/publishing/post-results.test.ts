import { describe, expect, it } from 'vitest';
import { SNAPSHOT_AGE_MS, unavailableMetrics, type SnapshotAge } from '@contract/analytics';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import { sampleDraftRequest } from '@contract/samples';
import { metricsRepository } from '../../src/db/metrics';
import { LINKEDIN_MEMBER_NOTE } from '../../src/social/metrics/linkedin-metrics';
import { expectFailure, expectSuccess, TestClient, type Answer } from '../support/client';
import {
  connect,
  minutesAfter,
  publicationsOf,
  publishingWorldForFile,
  scheduledPost,
  signedIn,
} from '../support/publishing';

/**
 * GET /posts/:id/results (the editor's and calendar's Results panel, ADR 0060): each
 * publication of the signed-in owner's post with its newest reading, read from snapshots the
 * collector took on the injected clock from the stand-in networks.
 */
const { world, imageUrl, sweep, collect } = publishingWorldForFile({
  width: 800,
  height: 1000,
  background: { r: 90, g: 140, b: 60 },
});

const repo = () => metricsRepository(world.server.testDatabase.database.db);
const results = (answer: Answer) => expectSuccess(answer, endpoints.getPostResults.response);

/** A post published now on every account the owner connected for `networks`. */
async function published(client: TestClient, email: string, networks: ('x' | 'linkedin')[]) {
  const at = minutesAfter(world.clock.now(), 5);
  const { post } = await scheduledPost(client, email, at, networks, undefined, imageUrl());
  world.clock.set(at);
  await sweep();
  const publications = await publicationsOf(client, post.id);
  expect(publications.every((publication) => publication.state === 'published')).toBe(true);
  return { post, publications, publishedAt: at };
}

/** Reads the numbers due at `age` after `publishedAt`. */
async function readAt(publishedAt: Date, age: SnapshotAge) {
  world.clock.set(new Date(publishedAt.getTime() + SNAPSHOT_AGE_MS[age] + 60_000));
  await collect();
}

describe('a post’s results per network', () => {
  it('answers the newest reading of each publication, with its age and link', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const { post, publications, publishedAt } = await published(client, email, ['x']);

    const before = results(await client.get(`/api/posts/${post.id}/results`));
    expect(before.post_id).toBe(post.id);
    expect(before.publications).toEqual([
      expect.objectContaining({
        network: 'x',
        state: 'published',
        published_at: publishedAt.toISOString(),
        url: publications[0]?.remote_url,
        latest: null,
      }),
    ]);

    await readAt(publishedAt, '1h');
    await readAt(publishedAt, '24h');
    const snapshots = await repo().snapshotsOf(publications.map((entry) => entry.id));
    expect(snapshots.map((snapshot) => snapshot.age)).toEqual(['1h', '24h']);
    const [oneHour, oneDay] = snapshots;
    // The stand-in's numbers grow: the two readings differ, so the newest is told apart.
    expect(oneDay?.metrics.reach).not.toEqual(oneHour?.metrics.reach);

    const after = results(await client.get(`/api/posts/${post.id}/results`));
    expect(after.publications).toHaveLength(1);
    expect(after.publications[0]?.latest).toEqual({
      age: '24h',
      read_at: oneDay?.takenAt.toISOString(),
      metrics: oneDay?.metrics,
      note: null,
    });
    // X gives no video views for a photo post: not available, not zero.
    expect(after.publications[0]?.latest?.metrics.video_views).toBeNull();
    expect(after.publications[0]?.latest?.metrics.reactions).toEqual(expect.any(Number));
  });

  it('keeps zero apart from not available, and says why LinkedIn gives a member’s post none', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'linkedin');
    await connect(client, 'x');
    const { post, publications, publishedAt } = await published(client, email, ['linkedin', 'x']);
    await readAt(publishedAt, '1h');
    // A reading of zeros, added later than the collector's: a real zero stays a zero.
    const x = publications.find((publication) => publication.network === 'x');
    const [collected] = await repo().snapshotsOf([x?.id ?? '']);
    expect(collected?.age).toBe('1h');
    const zeros = { ...unavailableMetrics(), reach: 0, reactions: 0, comments: 0, shares: 0 };
    await repo().addSnapshot({
      publicationId: x?.id ?? '',
      businessId: collected?.businessId ?? '',
      network: 'x',
      age: '24h',
      metrics: zeros,
      note: null,
      takenAt: new Date(publishedAt.getTime() + SNAPSHOT_AGE_MS['24h']),
    });

    const { publications: answered } = results(await client.get(`/api/posts/${post.id}/results`));
    const linkedin = answered.find((entry) => entry.network === 'linkedin');
    expect(linkedin?.latest?.metrics).toEqual(unavailableMetrics());
    expect(linkedin?.latest?.note).toBe(LINKEDIN_MEMBER_NOTE);
    const onX = answered.find((entry) => entry.network === 'x');
    expect(onX?.latest?.age).toBe('24h');
    expect(onX?.latest?.metrics).toEqual(zeros);
    expect(onX?.latest?.metrics.reach).toBe(0);
    expect(onX?.latest?.metrics.saves).toBeNull();
  });

  it('answers an empty list for a post never scheduled', async () => {
    const { client, email } = await signedIn(world);
    const { draft } = expectSuccess(
      await client.post('/api/save-draft', sampleDraftRequest(email)),
      endpoints.saveDraft.response,
      201,
    );
    const answer = results(await client.get(`/api/posts/${draft.id}/results`));
    expect(answer).toEqual({ success: true, post_id: draft.id, publications: [] });
  });

  it('answers 404 for another owner’s post or an unknown one, and 401 without a session', async () => {
    const owner = await signedIn(world);
    await connect(owner.client, 'x');
    const { post } = await published(owner.client, owner.email, ['x']);
    const stranger = await signedIn(world);
    expect(expectFailure(await stranger.client.get(`/api/posts/${post.id}/results`), 404)).toBe(
      API_MESSAGES.postNotFound,
    );
    expectFailure(await stranger.client.get('/api/posts/not-a-post/results'), 404);
    expectFailure(
      await stranger.client.get('/api/posts/00000000-0000-4000-8000-000000000000/results'),
      404,
    );
    const anonymous = new TestClient(world.server.url);
    expect(expectFailure(await anonymous.get(`/api/posts/${post.id}/results`), 401)).toBe(
      API_MESSAGES.unauthenticated,
    );
  });
});
