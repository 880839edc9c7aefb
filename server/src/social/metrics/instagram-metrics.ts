import { unavailableMetrics, type MetricName } from '@contract/analytics';
import { field } from '../networks/adapter';
import { refusedNote } from './facebook-metrics';
import { graphFields, lifetimeInsights } from './meta-insights';
import { countOrNull, type MetricReader } from './reader';

/**
 * Instagram media insights (docs/network-facts.md, "Metrics"): `views` replaced
 * `impressions`, `plays` and `video_views` in 2025. Instagram gives no link clicks for a
 * post. An empty answer for a metric means "not available", not zero.
 */
const INSIGHTS: Record<string, MetricName> = {
  reach: 'reach',
  likes: 'reactions',
  comments: 'comments',
  saved: 'saves',
  shares: 'shares',
  views: 'video_views',
};

export function createInstagramMetricReader(graphUrl: string): MetricReader {
  const refused = new Set<string>();
  return {
    async readPost({ accessToken, remoteId }) {
      const insights = await lifetimeInsights({
        network: 'Instagram',
        graphUrl,
        objectId: remoteId,
        accessToken,
        metrics: Object.keys(INSIGHTS),
        refused,
      });
      const metrics = unavailableMetrics();
      for (const [metric, name] of Object.entries(INSIGHTS)) {
        metrics[name] = countOrNull(insights.get(metric));
      }
      const missing = Object.entries(INSIGHTS).flatMap(([metric, name]) =>
        refused.has(metric) ? [name] : [],
      );
      return { metrics, note: refusedNote('Instagram', missing) };
    },
    async readFollowers({ target, accessToken }) {
      const account = await graphFields({
        network: 'Instagram',
        graphUrl,
        objectId: target,
        accessToken,
        fields: 'followers_count',
      });
      return countOrNull(field(account, 'followers_count'));
    },
  };
}
