import {
  unavailableMetrics,
  type AnalyticsRange,
  type AnalyticsResponse,
} from '@contract/analytics';
import { rangeBounds, summariseAnalytics } from '@core/analytics';
import type { MetricsRepository } from '../../db/metrics';

/** Follower readings this long before a period still tell its starting count. */
const FOLLOWERS_LOOKBACK_MS = 7 * 86_400_000;

/**
 * The Analytics page's numbers: the owner's readings, summed by core/analytics.ts over
 * periods from midnight to midnight in the business's time zone (`timeZoneOf`).
 */
export function createAnalytics(options: {
  repo: MetricsRepository;
  now: () => Date;
  timeZoneOf: (businessId: string) => Promise<string>;
}) {
  const { repo, now, timeZoneOf } = options;
  return {
    async read(businessId: string, range: AnalyticsRange): Promise<AnalyticsResponse> {
      const at = now();
      const timeZone = await timeZoneOf(businessId);
      const { previousFrom } = rangeBounds(range, at, timeZone);
      const [posts, followers, publishedTotal] = await Promise.all([
        repo.publishedWithReadings(businessId, previousFrom),
        repo.followerReadings(businessId, new Date(previousFrom.getTime() - FOLLOWERS_LOOKBACK_MS)),
        repo.publishedCount(businessId),
      ]);
      return summariseAnalytics({
        range,
        now: at,
        posts: posts.map((post) => ({ ...post, metrics: post.metrics ?? unavailableMetrics() })),
        followers,
        publishedTotal,
        timeZone,
      });
    },
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
