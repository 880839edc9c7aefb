import { unavailableMetrics } from '@contract/analytics';
import { networkFetch } from '../networks/adapter';
import { readRefused, type MetricReader } from './reader';

/**
 * Said beside a local post's numbers: Google gives none per post. Its v4 `reportInsights`
 * (a local post's views and button clicks) is being retired for the Performance API, which
 * reports a whole location by day and nothing per post (docs/network-facts.md, "Google
 * Business Profile", checked 29 November 2026).
 */
export const GOOGLE_BUSINESS_NO_POST_METRICS =
  'Google does not give a local post’s own views or button clicks any more; your location’s views and clicks are on your Business Profile.';

/**
 * Google Business Profile: the local post is read (so a revoked token or a deleted post is
 * known, as for the other networks), and every metric is stored as "not available", never
 * as zero. A location has no followers.
 */
export function createGoogleBusinessMetricReader(postsUrl: string): MetricReader {
  return {
    async readPost({ accessToken, remoteId }) {
      const response = await networkFetch(`${postsUrl}/v4/${remoteId}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (response.status === 404) {
        return { metrics: unavailableMetrics(), note: 'This post is no longer on Google.' };
      }
      if (!response.ok) throw readRefused('Google', response.status);
      await response.body?.cancel();
      return { metrics: unavailableMetrics(), note: GOOGLE_BUSINESS_NO_POST_METRICS };
    },
    readFollowers: () => Promise.resolve(null),
  };
}
