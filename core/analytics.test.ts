import { describe, expect, it } from 'vitest';
import { toLocalParts } from './schedule/zoned-time';
import {
  postResultsResponseSchema,
  unavailableMetrics,
  type MetricValues,
} from '@contract/analytics';
import {
  analyticsCsv,
  summariseAnalytics,
  summarisePostResults,
  rangeBounds,
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

// The periods used to end at the request's instant and start a whole number of 24-hour
// days (or 1 January, UTC) before it; they now run from midnight to midnight in the
// business's zone, so these expectations changed with them (ADR 0060, update "periods").
describe('analytics periods', () => {
  const SYDNEY = 'Australia/Sydney';
  const local = (instant: Date, timeZone: string) => {
    const parts = toLocalParts(instant, timeZone);
    return `${parts.date} ${parts.time}`;
  };

  it('runs in UTC from midnight to the midnight after today, the same days just before', () => {
    const week = rangeBounds('7d', NOW, 'UTC');
    expect(week.from.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(week.previousFrom.toISOString()).toBe('2026-11-14T00:00:00.000Z');
    const year = rangeBounds('year', NOW, 'UTC');
    expect(year.from.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(year.to.getTime() - year.from.getTime()).toBe(
      year.from.getTime() - year.previousFrom.getTime(),
    );
  });

  it('starts "This Year" at midnight on 1 January in the business’s zone', () => {
    // 03:00 on 2 January in Sydney is still 1 January in UTC.
    const year = rangeBounds('year', new Date('2026-01-01T16:00:00Z'), SYDNEY);
    expect(year.from.toISOString()).toBe('2025-12-31T13:00:00.000Z');
    expect(local(year.from, SYDNEY)).toBe('2026-01-01 00:00');
    expect(local(year.to, SYDNEY)).toBe('2026-01-03 00:00');
    expect(local(year.previousFrom, SYDNEY)).toBe('2025-12-30 00:00');
  });

  it('keeps every boundary on local midnight across a daylight-saving change', () => {
    // Sydney's clocks went forward on 4 October 2026: 1 October is +10:00, 7 October +11:00.
    const now = new Date('2026-10-07T01:00:00Z');
    const week = rangeBounds('7d', now, SYDNEY);
    expect(week.from.toISOString()).toBe('2026-09-30T14:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-10-07T13:00:00.000Z');
    expect(local(week.previousFrom, SYDNEY)).toBe('2026-09-24 00:00');
    // Seven local days, one of them 23 hours long.
    expect(week.to.getTime() - week.from.getTime()).toBe(7 * DAY - 3_600_000);
    for (const range of ['7d', '30d', '90d', 'year'] as const) {
      const bounds = rangeBounds(range, now, SYDNEY);
      for (const instant of [bounds.from, bounds.to, bounds.previousFrom]) {
        expect(local(instant, SYDNEY).slice(11)).toBe('00:00');
      }
    }
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
    timeZone: 'UTC',
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
      summariseAnalytics({
        range: '7d',
        now: NOW,
        posts: [],
        followers: [],
        publishedTotal: 0,
        timeZone: 'UTC',
      }),
    );
    expect(empty.total_posts?.value).toBe(0);
    expect(empty.reach).toEqual({ id: 'reach', value: null, previous: null, change: null });
    expect(empty.followers?.value).toBeNull();
  });

  it('writes a CSV whose missing numbers read "not available" and whose formulas are text', () => {
    const csv = analyticsCsv([{ ...week.posts[0]!, title: '=HYPERLINK("x")' }], 'Australia/Sydney');
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toContain('"Reach","Reactions","Comments"');
    // Published at 12:00 UTC on 26 November: 23:00 that day in Sydney, the zone named.
    expect(header).toContain('"Published (Australia/Sydney)"');
    expect(row?.startsWith('"2026-11-26 23:00",')).toBe(true);
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
