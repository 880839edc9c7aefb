import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { networkSchema, publicationStateSchema } from './integrations';

/**
 * Our names for what the networks count (docs/network-facts.md, "Metrics"): each network's
 * own names are mapped to these. A value of null means the network does not give that
 * number for this post, which is not the same as zero.
 */
export const METRIC_NAMES = [
  'reach',
  'reactions',
  'comments',
  'shares',
  'saves',
  'link_clicks',
  'video_views',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const METRIC_LABELS: Record<MetricName, string> = {
  reach: 'Reach',
  reactions: 'Reactions',
  comments: 'Comments',
  shares: 'Shares',
  saves: 'Saves',
  link_clicks: 'Link clicks',
  video_views: 'Video views',
};

const countSchema = z.number().int().nonnegative().nullable();
export const metricValuesSchema = z.object({
  reach: countSchema,
  reactions: countSchema,
  comments: countSchema,
  shares: countSchema,
  saves: countSchema,
  link_clicks: countSchema,
  video_views: countSchema,
});
export type MetricValues = z.infer<typeof metricValuesSchema>;

/** Every metric "not available": the start a network's reading fills in. */
export const unavailableMetrics = (): MetricValues => ({
  reach: null,
  reactions: null,
  comments: null,
  shares: null,
  saves: null,
  link_clicks: null,
  video_views: null,
});

/** How long after publishing a post's numbers are read (about 1 h, 24 h, 7 d and 28 d). */
export const SNAPSHOT_AGES = ['1h', '24h', '7d', '28d'] as const;
export type SnapshotAge = (typeof SNAPSHOT_AGES)[number];
export const SNAPSHOT_AGE_MS: Record<SnapshotAge, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '28d': 28 * 86_400_000,
};

export const ANALYTICS_RANGES = ['30d', '7d', '90d', 'year'] as const;
export const analyticsRangeSchema = z.enum(ANALYTICS_RANGES);
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '30d': 'Last 30 Days',
  '7d': 'Last 7 Days',
  '90d': 'Last 90 Days',
  year: 'This Year',
};

export const CARD_IDS = [
  'total_posts',
  'reach',
  'engagement',
  'engagement_rate',
  'followers',
  'click_through_rate',
] as const;
export type CardId = (typeof CARD_IDS)[number];

export const metricCardSchema = z.object({
  id: z.enum(CARD_IDS),
  /** Null when no post in the period has the numbers it needs. */
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** Percent for counts, percentage points for rates; null without a previous value. */
  change: z.number().nullable(),
});
export type MetricCardValue = z.infer<typeof metricCardSchema>;

export const postResultSchema = z.object({
  post_id: z.string(),
  title: z.string(),
  network: networkSchema,
  account_name: z.string(),
  published_at: isoDateTimeSchema,
  /** The post on the network, when the network gave an address. */
  url: z.string().nullable(),
  metrics: metricValuesSchema,
  /** When the numbers were last read; null before the first reading. */
  read_at: isoDateTimeSchema.nullable(),
  /** Why some numbers are missing (a network that does not give them), in words. */
  note: z.string().nullable(),
});
export type PostResult = z.infer<typeof postResultSchema>;

export const followerCountSchema = z.object({
  network: networkSchema,
  account_name: z.string(),
  followers: z.number().int().nonnegative().nullable(),
  read_at: isoDateTimeSchema,
});
export type FollowerCount = z.infer<typeof followerCountSchema>;

export const analyticsQuerySchema = z.object({ range: analyticsRangeSchema.default('30d') });

export const analyticsResponseSchema = z.object({
  range: analyticsRangeSchema,
  /**
   * The business's time zone (UTC only when none is known): the periods run from midnight
   * to midnight there, and the page shows and exports its dates there.
   */
  time_zone: z.string(),
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
  /** Publications ever published: zero means the page shows how to get there. */
  published_total: z.number().int().nonnegative(),
  cards: z.array(metricCardSchema),
  /** The three best posts of the period by engagement, then reach. */
  top_posts: z.array(postResultSchema).max(3),
  /** Every post of the period: the table under the cards, and the CSV. */
  posts: z.array(postResultSchema),
  followers: z.array(followerCountSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** The newest reading of one publication's numbers (ADR 0060, its update of 2026-11-29). */
export const resultSnapshotSchema = z.object({
  /** The age it was read at: about 1 hour, 24 hours, 7 days or 28 days after publishing. */
  age: z.enum(SNAPSHOT_AGES),
  read_at: isoDateTimeSchema,
  /** Null for a number the network does not give for this post, which is not zero. */
  metrics: metricValuesSchema,
  /** Why some numbers are missing (a LinkedIn member's post gives none), in words. */
  note: z.string().nullable(),
});
export type ResultSnapshot = z.infer<typeof resultSnapshotSchema>;

/** One publication of a post (one account) and its newest numbers. */
export const publicationResultSchema = z.object({
  publication_id: z.string(),
  network: networkSchema,
  account_name: z.string(),
  state: publicationStateSchema,
  /** When it went out; null while it has not. */
  published_at: isoDateTimeSchema.nullable(),
  /** The post on the network, when the network gave an address. */
  url: z.string().nullable(),
  /** Null before the first reading (about an hour after publishing). */
  latest: resultSnapshotSchema.nullable(),
});
export type PublicationResult = z.infer<typeof publicationResultSchema>;

/** GET /posts/:id/results: the signed-in owner's post, one entry per publication. */
export const postResultsRequestSchema = z.object({});
export const postResultsResponseSchema = z.object({
  success: z.literal(true),
  post_id: z.string(),
  /** Published ones first, by network and account; empty for a post never scheduled. */
  publications: z.array(publicationResultSchema),
});
export type PostResultsResponse = z.infer<typeof postResultsResponseSchema>;
