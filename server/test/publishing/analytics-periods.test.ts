import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_PROFILE } from '@contract/business-profile';
import { endpoints } from '@contract/endpoints';
import type { Network } from '@contract/integrations';
import { sampleDraftRequest } from '@contract/samples';
import { toLocalParts } from '@core/schedule/zoned-time';
import { expectSuccess, type TestClient } from '../support/client';
import {
  connect,
  publicationsOf,
  signedIn,
  startPublishingWorld,
  type PublishingWorld,
} from '../support/publishing';

/**
 * The Analytics page's periods in the business's own time zone (ADR 0060, update
 * "periods"): a Sydney café's "This Year" starts at midnight on 1 January in Sydney, and a
 * week across a daylight-saving change still starts at local midnight. Posts go out through
 * the publisher on the injected clock; every answer is parsed with the contract.
 */
let world: PublishingWorld;

beforeAll(async () => {
  world = await startPublishingWorld({ PUBLISH_MIN_GAP_SECONDS: '0' });
});
afterAll(() => world.close());

const SYDNEY = 'Australia/Sydney';
const NETWORKS: Network[] = ['x'];

/** A new owner with X connected, the clock set to `at` first. */
async function ownerAt(at: Date) {
  world.clock.set(at);
  const { client, email } = await signedIn(world);
  await connect(client, 'x');
  return { client, email };
}

/** A post titled `title` published at `when` (its schedule read in UTC: no zone yet). */
async function published(owner: { client: TestClient; email: string }, when: Date, title: string) {
  const { client, email } = owner;
  const draft = expectSuccess(
    await client.post('/api/save-draft', { ...sampleDraftRequest(email), title, hashtags: '' }),
    endpoints.saveDraft.response,
    201,
  ).draft;
  world.clock.set(new Date(when.getTime() - 10 * 60_000));
  const iso = when.toISOString();
  const { post } = expectSuccess(
    await client.put(`/api/drafts/${draft.id}/schedule`, {
      user_email: email,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      platforms: NETWORKS,
      approve: true,
    }),
    endpoints.schedulePost.response,
  );
  world.clock.set(when);
  await world.server.app.social.publisher.sweep();
  const publications = await publicationsOf(client, post.id);
  expect(publications.map((publication) => publication.state)).toEqual(['published']);
  return post.id;
}

/** The café's business profile says Sydney: the zone the periods are counted in. */
async function inSydney(client: TestClient) {
  expectSuccess(
    await client.put('/api/business-profile', { ...EMPTY_BUSINESS_PROFILE, timeZone: SYDNEY }),
    endpoints.saveBusinessProfile.response,
  );
}

async function analytics(client: TestClient, range: string) {
  return expectSuccess(
    await client.get(`/api/analytics?range=${range}`),
    endpoints.getAnalytics.response,
  );
}

const localOf = (instant: string) => {
  const parts = toLocalParts(new Date(instant), SYDNEY);
  return `${parts.date} ${parts.time}`;
};
const totalPosts = (answer: Awaited<ReturnType<typeof analytics>>) =>
  answer.cards.find((card) => card.id === 'total_posts');

describe('the Analytics page’s periods in the business’s time zone', () => {
  it('counts a post of 08:00 on 1 January in Sydney in "This Year", not one of 23:30 the night before', async () => {
    const owner = await ownerAt(new Date('2025-12-31T10:00:00Z'));
    // Sydney is on daylight time (+11:00) in summer.
    const newYearsEve = await published(owner, new Date('2025-12-31T12:30:00Z'), 'Last orders');
    const newYear = await published(owner, new Date('2025-12-31T21:00:00Z'), 'Happy new year');
    expect(localOf('2025-12-31T12:30:00Z')).toBe('2025-12-31 23:30');
    expect(localOf('2025-12-31T21:00:00Z')).toBe('2026-01-01 08:00');
    await inSydney(owner.client);
    // 10:00 on 2 January in Sydney, still 1 January in UTC.
    world.clock.set(new Date('2026-01-01T23:00:00Z'));

    const year = await analytics(owner.client, 'year');
    expect(year.time_zone).toBe(SYDNEY);
    expect(year.from).toBe('2025-12-31T13:00:00.000Z');
    expect(localOf(year.from)).toBe('2026-01-01 00:00');
    expect(localOf(year.to)).toBe('2026-01-03 00:00');
    expect(year.posts.map((post) => post.post_id)).toEqual([newYear]);
    expect(year.posts[0]?.published_at).toBe('2025-12-31T21:00:00.000Z');
    // The post of New Year's Eve is in the period before (the same two local days).
    expect(totalPosts(year)).toMatchObject({ value: 1, previous: 1 });
    expect(year.posts.map((post) => post.post_id)).not.toContain(newYearsEve);
  });

  it('starts a week across the change to daylight time at local midnight', async () => {
    const owner = await ownerAt(new Date('2026-09-30T10:00:00Z'));
    // Sydney's clocks went forward on 4 October 2026: 30 September is still +10:00.
    const lateSeptember = await published(owner, new Date('2026-09-30T13:30:00Z'), 'Late night');
    const firstOfOctober = await published(owner, new Date('2026-09-30T14:30:00Z'), 'Early bird');
    expect(localOf('2026-09-30T13:30:00Z')).toBe('2026-09-30 23:30');
    expect(localOf('2026-09-30T14:30:00Z')).toBe('2026-10-01 00:30');
    await inSydney(owner.client);
    // Noon on Wednesday 7 October in Sydney (+11:00).
    world.clock.set(new Date('2026-10-07T01:00:00Z'));

    const week = await analytics(owner.client, '7d');
    expect(week.from).toBe('2026-09-30T14:00:00.000Z');
    expect(localOf(week.from)).toBe('2026-10-01 00:00');
    expect(localOf(week.to)).toBe('2026-10-08 00:00');
    expect(week.posts.map((post) => post.post_id)).toEqual([firstOfOctober]);
    expect(week.posts[0]?.published_at).toBe('2026-09-30T14:30:00.000Z');
    expect(totalPosts(week)).toMatchObject({ value: 1, previous: 1 });
    expect(week.posts.map((post) => post.post_id)).not.toContain(lateSeptember);
  });

  it('counts in UTC, and says so, for a business with no time zone known', async () => {
    const owner = await ownerAt(new Date('2026-11-10T10:00:00Z'));
    await published(owner, new Date('2026-11-10T23:30:00Z'), 'Late rye');
    world.clock.set(new Date('2026-11-11T01:00:00Z'));
    const week = await analytics(owner.client, '7d');
    expect(week.time_zone).toBe('UTC');
    expect(week.from).toBe('2026-11-05T00:00:00.000Z');
    expect(week.to).toBe('2026-11-12T00:00:00.000Z');
    expect(week.posts).toHaveLength(1);
  });
});
