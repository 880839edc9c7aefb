import { describe, expect, it } from 'vitest';
import {
  postResultsResponseSchema,
  unavailableMetrics,
  type MetricValues,
} from '@contract/analytics';
import {
  analyticsCsv,
  analyticsPeriod,
  summariseAnalytics,
  summarisePostResults,
  type FollowerReading,
  type PublicationWithReading,
  type PublishedPost,
} from './analytics';

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const post = (
  id: string,
  days: number,
  metrics: Partial<MetricValues>,
  network: PublishedPost['network'] = 'facebook',
): PublishedPost => ({
  postId: id,
  title: `Post ${id}`,
  network,
  accountName: 'Rye & Co',
  publishedAt: daysAgo(days),
  url: `https://example.test/${id}`,
  metrics: { ...unavailableMetrics(), ...metrics },
  readAt: NOW,
  note: null,
});

const followers = (accountId: string, days: number, count: number): FollowerReading => ({
  accountId,
  network: 'facebook',
  accountName: 'Rye & Co',
  followers: count,
  readAt: daysAgo(days),
});

const cardsOf = (answer: ReturnType<typeof summariseAnalytics>) =>
  Object.fromEntries(answer.cards.map((card) => [card.id, card]));

describe('analytics periods', () => {
  it('ends each range now and compares it with the same length just before', () => {
    const week = analyticsPeriod('7d', NOW);
    expect(week.from).toEqual(daysAgo(7));
    expect(week.previousFrom).toEqual(daysAgo(14));
    const year = analyticsPeriod('year', NOW);
    expect(year.from.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(NOW.getTime() - year.from.getTime()).toBe(
      year.from.getTime() - year.previousFrom.getTime(),
    );
  });
});

describe('the summary of a range', () => {
  const posts = [
    // This week: reach 1000 + 500, engagement 60 + 40, link clicks 20 (one post only).
    post('a', 1, { reach: 1000, reactions: 40, comments: 10, shares: 10, link_clicks: 20 }),
    post('b', 3, { reach: 500, reactions: 30, comments: 5, saves: 5 }, 'instagram'),
    // The week before: reach 800, engagement 40, link clicks 8.
    post('c', 10, { reach: 800, reactions: 30, comments: 10, link_clicks: 8 }),
    // Older than both weeks: not counted.
    post('d', 20, { reach: 9999, reactions: 999 }),
  ];
  const readings = [followers('p1', 15, 900), followers('p1', 8, 1000), followers('p1', 0.5, 1100)];
  const week = summariseAnalytics({
    range: '7d',
    now: NOW,
    posts,
    followers: readings,
    publishedTotal: 4,
  });
  const cards = cardsOf(week);

  it('sums the period’s posts and compares them with the previous period', () => {
    expect(cards.total_posts).toEqual({ id: 'total_posts', value: 2, previous: 1, change: 100 });
    expect(cards.reach).toEqual({ id: 'reach', value: 1500, previous: 800, change: 87.5 });
    expect(cards.engagement).toEqual({ id: 'engagement', value: 100, previous: 40, change: 150 });
  });

  it('gives rates in percent and their change in percentage points', () => {
    // 100 / 1500 = 6.7 %, 40 / 800 = 5 %.
    expect(cards.engagement_rate).toEqual({
      id: 'engagement_rate',
      value: 6.7,
      previous: 5,
      change: 1.7,
    });
    // Only the post whose network gives link clicks counts: 20 / 1000 and 8 / 800.
    expect(cards.click_through_rate).toMatchObject({ value: 2, previous: 1, change: 1 });
  });

  it('takes each account’s latest follower count at either end of the period', () => {
    // 1000 was read 8 days ago: the count when the week began.
    expect(cards.followers).toEqual({ id: 'followers', value: 1100, previous: 1000, change: 10 });
  });

  it('ranks the top posts by engagement and lists every post of the period, newest first', () => {
    expect(week.top_posts.map((entry) => entry.post_id)).toEqual(['a', 'b']);
    expect(week.posts.map((entry) => entry.post_id)).toEqual(['a', 'b']);
  });

  it('says "no number" rather than zero when no post of a period has it', () => {
    const empty = cardsOf(
      summariseAnalytics({ range: '7d', now: NOW, posts: [], followers: [], publishedTotal: 0 }),
    );
    expect(empty.total_posts?.value).toBe(0);
    expect(empty.reach).toEqual({ id: 'reach', value: null, previous: null, change: null });
    expect(empty.followers?.value).toBeNull();
  });

  it('writes a CSV whose missing numbers read "not available" and whose formulas are text', () => {
    const csv = analyticsCsv([{ ...week.posts[0]!, title: '=HYPERLINK("x")' }]);
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toContain('"Reach","Reactions","Comments"');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"1000","40","10","10","not available","20","not available"');
  });
});

describe('a post’s results per publication', () => {
  const publication = (
    id: string,
    overrides: Partial<PublicationWithReading>,
  ): PublicationWithReading => ({
    publicationId: id,
    network: 'facebook',
    accountName: 'Rye & Co',
    state: 'published',
    publishedAt: daysAgo(1),
    url: null,
    reading: null,
    ...overrides,
  });

  it('lists published ones first, each group by network, with the reading as read', () => {
    const zeros = { ...unavailableMetrics(), reach: 0, reactions: 0 };
    const answer = summarisePostResults('post-1', [
      publication('scheduled-x', { network: 'x', state: 'scheduled', publishedAt: null }),
      publication('old', { publishedAt: daysAgo(3) }),
      publication('failed-instagram', {
        network: 'instagram',
        state: 'failed',
        publishedAt: null,
      }),
      publication('new', {
        network: 'linkedin',
        url: 'https://example.test/new',
        reading: { age: '24h', metrics: zeros, note: null, readAt: NOW },
      }),
    ]);
    expect(postResultsResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.publications.map((entry) => entry.publication_id)).toEqual([
      'old',
      'new',
      'failed-instagram',
      'scheduled-x',
    ]);
    expect(answer.publications[1]).toMatchObject({
      network: 'linkedin',
      published_at: daysAgo(1).toISOString(),
      url: 'https://example.test/new',
      latest: { age: '24h', read_at: NOW.toISOString(), metrics: zeros, note: null },
    });
    // Zero stays zero, and a number not given stays null.
    expect(answer.publications[1]?.latest?.metrics.reach).toBe(0);
    expect(answer.publications[1]?.latest?.metrics.saves).toBeNull();
    expect(answer.publications[0]?.latest).toBeNull();
    expect(answer.publications[3]?.published_at).toBeNull();
  });

  it('answers no publication for a post never scheduled', () => {
    expect(summarisePostResults('post-2', [])).toEqual({
      success: true,
      post_id: 'post-2',
      publications: [],
    });
  });
});
