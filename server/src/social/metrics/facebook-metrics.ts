import { METRIC_LABELS, unavailableMetrics, type MetricName } from '@contract/analytics';
import { field } from '../networks/adapter';
import { graphFields, lifetimeInsights } from './meta-insights';
import { countOrNull, type MetricReader } from './reader';

/**
 * Facebook Page posts (docs/network-facts.md, "Metrics"): reach from the post's insights
 * (post_total_media_view_unique, which replaced post_impressions_unique in 2025), link
 * clicks from post_clicks_by_type, and the reactions, comments and shares summaries.
 */
const INSIGHTS: Record<string, MetricName> = {
  post_total_media_view_unique: 'reach',
  post_clicks_by_type: 'link_clicks',
};
const SUMMARY_FIELDS =
  'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares';

/** Names of our metrics the network refused, for the owner. */
export const refusedNote = (network: string, names: readonly MetricName[]) =>
  names.length === 0
    ? null
    : `${network} no longer gives ${names.map((name) => METRIC_LABELS[name].toLowerCase()).join(', ')} for posts.`;

export function createFacebookMetricReader(graphUrl: string): MetricReader {
  const refused = new Set<string>();
  return {
    async readPost({ accessToken, remoteId }) {
      const insights = await lifetimeInsights({
        network: 'Facebook',
        graphUrl,
        objectId: remoteId,
        accessToken,
        metrics: Object.keys(INSIGHTS),
        refused,
      });
      const summary = await graphFields({
        network: 'Facebook',
        graphUrl,
        objectId: remoteId,
        accessToken,
        fields: SUMMARY_FIELDS,
      });
      const clicks = insights.get('post_clicks_by_type');
      const metrics = {
        ...unavailableMetrics(),
        reach: countOrNull(insights.get('post_total_media_view_unique')),
        // The object has a key per kind of click; no "link clicks" key means none yet.
        link_clicks: clicks === undefined ? null : (countOrNull(field(clicks, 'link clicks')) ?? 0),
        reactions: countOrNull(field(summary, 'reactions', 'summary', 'total_count')),
        comments: countOrNull(field(summary, 'comments', 'summary', 'total_count')),
        // Facebook leaves `shares` out of the answer while a post has none.
        shares: countOrNull(field(summary, 'shares', 'count')) ?? 0,
      };
      const missing = Object.entries(INSIGHTS).flatMap(([metric, name]) =>
        refused.has(metric) ? [name] : [],
      );
      return { metrics, note: refusedNote('Facebook', missing) };
    },
    async readFollowers({ target, accessToken }) {
      const page = await graphFields({
        network: 'Facebook',
        graphUrl,
        objectId: target,
        accessToken,
        fields: 'followers_count',
      });
      return countOrNull(field(page, 'followers_count'));
    },
  };
}
