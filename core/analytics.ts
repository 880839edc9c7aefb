import {
  CARD_IDS,
  METRIC_LABELS,
  METRIC_NAMES,
  type AnalyticsRange,
  type AnalyticsResponse,
  type CardId,
  type FollowerCount,
  type MetricCardValue,
  type MetricValues,
  type PostResult,
  type PostResultsResponse,
  type PublicationResult,
  type SnapshotAge,
} from '@contract/analytics';
import {
  NETWORK_NAMES,
  NETWORKS,
  type Network,
  type PublicationState,
} from '@contract/integrations';
import { addLocalDays, startOfLocalDay, toLocalParts } from './schedule/zoned-time';

/** One published post on one account, with its latest reading (both backends build these). */
export interface PublishedPost {
  postId: string;
  title: string;
  network: Network;
  accountName: string;
  publishedAt: Date;
  url: string | null;
  metrics: MetricValues;
  readAt: Date | null;
  note: string | null;
}

/** One daily reading of an account's followers. */
export interface FollowerReading {
  accountId: string;
  network: Network;
  accountName: string;
  followers: number | null;
  readAt: Date;
}

const RANGE_DAYS: Record<Exclude<AnalyticsRange, 'year'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

/** Whole calendar days from one YYYY-MM-DD date to another (a calendar fact, not a zone one). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A range's period and the one before it, as instants: from (included) to (excluded). */
export interface RangeBounds {
  from: Date;
  to: Date;
  previousFrom: Date;
}

/**
 * The period a range covers in the business's time zone, and the previous period of as
 * many local days right before it (the trend compares the two). Every boundary is a local
 * midnight, found by core/schedule/zoned-time.ts so a daylight-saving change in between
 * moves no boundary off midnight: "Last 7 Days" is today and the six days before it,
 * "This Year" runs from 1 January there, and each period ends at the midnight after today.
 */
export function rangeBounds(range: AnalyticsRange, now: Date, timeZone: string): RangeBounds {
  const today = toLocalParts(now, timeZone).date;
  const firstDay =
    range === 'year' ? `${today.slice(0, 4)}-01-01` : addLocalDays(today, 1 - RANGE_DAYS[range]);
  const days = daysBetween(firstDay, today) + 1;
  return {
    from: startOfLocalDay(firstDay, timeZone),
    to: startOfLocalDay(addLocalDays(today, 1), timeZone),
    previousFrom: startOfLocalDay(addLocalDays(firstDay, -days), timeZone),
  };
}

const sumOf = (values: readonly (number | null)[]): number | null =>
  values.some((value) => value !== null)
    ? values.reduce<number>((total, value) => total + (value ?? 0), 0)
    : null;

/** Reactions, comments, shares and saves: null when the network gave none of them. */
export const engagementOf = (metrics: MetricValues): number | null =>
  sumOf([metrics.reactions, metrics.comments, metrics.shares, metrics.saves]);

/** A part of a whole in percent, over the posts that have both numbers. */
function rateOf(posts: readonly PublishedPost[], part: (post: PublishedPost) => number | null) {
  const counted = posts.filter((post) => post.metrics.reach !== null && part(post) !== null);
  const reach = counted.reduce((total, post) => total + (post.metrics.reach ?? 0), 0);
  if (reach === 0) return null;
  const parts = counted.reduce((total, post) => total + (part(post) ?? 0), 0);
  return Math.round((parts / reach) * 1000) / 10;
}

/** Each account's latest follower count at `at`, added up; null before any reading. */
function followersAt(readings: readonly FollowerReading[], at: Date): number | null {
  const latest = new Map<string, FollowerReading>();
  for (const reading of readings) {
    if (reading.readAt.getTime() > at.getTime()) continue;
    const known = latest.get(reading.accountId);
    if (!known || known.readAt.getTime() < reading.readAt.getTime()) {
      latest.set(reading.accountId, reading);
    }
  }
  return sumOf([...latest.values()].map((reading) => reading.followers));
}

function periodValues(
  posts: readonly PublishedPost[],
): Omit<Record<CardId, number | null>, 'followers'> {
  return {
    total_posts: new Set(posts.map((post) => post.postId)).size,
    reach: sumOf(posts.map((post) => post.metrics.reach)),
    engagement: sumOf(posts.map((post) => engagementOf(post.metrics))),
    engagement_rate: rateOf(posts, (post) => engagementOf(post.metrics)),
    click_through_rate: rateOf(posts, (post) => post.metrics.link_clicks),
  };
}

const RATES: ReadonlySet<CardId> = new Set(['engagement_rate', 'click_through_rate']);

/** Percent change for counts, percentage points for rates; null without a base. */
export function changeOf(id: CardId, value: number | null, previous: number | null) {
  if (value === null || previous === null) return null;
  if (RATES.has(id)) return Math.round((value - previous) * 10) / 10;
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

const within = (post: PublishedPost, from: Date, to: Date) =>
  post.publishedAt.getTime() >= from.getTime() && post.publishedAt.getTime() < to.getTime();

const resultOf = (post: PublishedPost): PostResult => ({
  post_id: post.postId,
  title: post.title,
  network: post.network,
  account_name: post.accountName,
  published_at: post.publishedAt.toISOString(),
  url: post.url,
  metrics: post.metrics,
  read_at: post.readAt?.toISOString() ?? null,
  note: post.note,
});

/** The best posts first: by engagement, then reach; posts never read come last. */
function byResult(a: PublishedPost, b: PublishedPost) {
  const engagement = (engagementOf(b.metrics) ?? -1) - (engagementOf(a.metrics) ?? -1);
  return engagement !== 0 ? engagement : (b.metrics.reach ?? -1) - (a.metrics.reach ?? -1);
}

/** One period's numbers for a summary (the weekly e-mail), counted as the Analytics page counts. */
export interface PeriodSummary {
  /** Posts (not publications) published in the period, reach, engagement and the rates. */
  values: Omit<Record<CardId, number | null>, 'followers'>;
  /** Publications per network, most first. */
  byNetwork: { network: Network; publications: number }[];
  /** The post that did best by engagement, then reach; null when none was read yet. */
  best: PublishedPost | null;
}

/** The numbers of the posts published from `from` (included) to `to` (excluded). */
export function summarisePeriod(
  posts: readonly PublishedPost[],
  from: Date,
  to: Date,
): PeriodSummary {
  const current = posts.filter((post) => within(post, from, to));
  const counts = new Map<Network, number>();
  for (const post of current) counts.set(post.network, (counts.get(post.network) ?? 0) + 1);
  return {
    values: periodValues(current),
    byNetwork: [...counts]
      .map(([network, publications]) => ({ network, publications }))
      .sort((a, b) => b.publications - a.publications || a.network.localeCompare(b.network)),
    best: current.filter((post) => post.readAt !== null).sort(byResult)[0] ?? null,
  };
}

/** The Analytics page's numbers for a range, from the posts' latest readings. */
export function summariseAnalytics(input: {
  range: AnalyticsRange;
  now: Date;
  posts: readonly PublishedPost[];
  followers: readonly FollowerReading[];
  publishedTotal: number;
  /** The business's zone, whose midnights bound the periods (UTC only when none is known). */
  timeZone: string;
}): AnalyticsResponse {
  const { from, to, previousFrom } = rangeBounds(input.range, input.now, input.timeZone);
  const current = input.posts.filter((post) => within(post, from, to));
  const previous = input.posts.filter((post) => within(post, previousFrom, from));
  const now = { ...periodValues(current), followers: followersAt(input.followers, to) };
  const before = { ...periodValues(previous), followers: followersAt(input.followers, from) };
  const cards: MetricCardValue[] = CARD_IDS.map((id) => ({
    id,
    value: now[id],
    previous: before[id],
    change: changeOf(id, now[id], before[id]),
  }));
  const newest = [...current].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  const latestFollowers = new Map<string, FollowerReading>();
  for (const reading of [...input.followers].sort((a, b) => +a.readAt - +b.readAt)) {
    latestFollowers.set(reading.accountId, reading);
  }
  return {
    range: input.range,
    time_zone: input.timeZone,
    from: from.toISOString(),
    to: to.toISOString(),
    published_total: input.publishedTotal,
    cards,
    top_posts: [...current]
      .filter((post) => post.readAt !== null)
      .sort(byResult)
      .slice(0, 3)
      .map(resultOf),
    posts: newest.map(resultOf),
    followers: [...latestFollowers.values()].map((reading): FollowerCount => ({
      network: reading.network,
      account_name: reading.accountName,
      followers: reading.followers,
      read_at: reading.readAt.toISOString(),
    })),
  };
}

/** A spreadsheet cannot take a cell that starts like a formula as text: it gets a quote. */
const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

/**
 * The posts' numbers as CSV; a number the network does not give reads "not available". The
 * publishing time is the business's local date and time, its zone named in the header.
 */
export function analyticsCsv(posts: readonly PostResult[], timeZone: string): string {
  const header = [
    `Published (${timeZone})`,
    'Network',
    'Account',
    'Post',
    ...METRIC_NAMES.map((name) => METRIC_LABELS[name]),
    'Link',
  ];
  const rows = posts.map((post) => {
    const local = toLocalParts(new Date(post.published_at), timeZone);
    return [
      `${local.date} ${local.time}`,
      NETWORK_NAMES[post.network],
      post.account_name,
      post.title,
      ...METRIC_NAMES.map((name) => {
        const value = post.metrics[name];
        return value === null ? 'not available' : String(value);
      }),
      post.url ?? '',
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** One publication of a post with its newest reading, as both backends read it. */
export interface PublicationWithReading {
  publicationId: string;
  network: Network;
  accountName: string;
  state: PublicationState;
  publishedAt: Date | null;
  url: string | null;
  reading: {
    age: SnapshotAge;
    metrics: MetricValues;
    note: string | null;
    readAt: Date;
  } | null;
}

/**
 * A post's Results panel: every publication with its newest reading, published ones first,
 * each group by network (in the product's order of platforms) and account, so the order
 * stays put between reads and whatever second each went out.
 */
export function summarisePostResults(
  postId: string,
  publications: readonly PublicationWithReading[],
): PostResultsResponse {
  const sorted = [...publications].sort(
    (a, b) =>
      Number(b.state === 'published') - Number(a.state === 'published') ||
      NETWORKS.indexOf(a.network) - NETWORKS.indexOf(b.network) ||
      a.accountName.localeCompare(b.accountName),
  );
  return {
    success: true,
    post_id: postId,
    publications: sorted.map((publication): PublicationResult => ({
      publication_id: publication.publicationId,
      network: publication.network,
      account_name: publication.accountName,
      state: publication.state,
      published_at: publication.publishedAt?.toISOString() ?? null,
      url: publication.url,
      latest: publication.reading
        ? {
            age: publication.reading.age,
            read_at: publication.reading.readAt.toISOString(),
            metrics: publication.reading.metrics,
            note: publication.reading.note,
          }
        : null,
    })),
  };
}
