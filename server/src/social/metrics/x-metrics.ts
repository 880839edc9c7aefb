import { unavailableMetrics } from '@contract/analytics';
import { field, networkFetch, readJson } from '../networks/adapter';
import { countOrNull, readRefused, type MetricReader } from './reader';

const PUBLIC_ONLY_NOTE =
  'X gives link clicks only for posts of the last 30 days, on plans that include them.';

/**
 * X posts (docs/network-facts.md, "Metrics"): public_metrics always; non_public_metrics
 * (link clicks, exact impressions) with the owner's token for posts of the last 30 days,
 * where the plan allows, else the public numbers alone. X gives impressions, not reach.
 */
export function createXMetricReader(apiUrl: string): MetricReader {
  const get = async (path: string, accessToken: string) => {
    const response = await networkFetch(`${apiUrl}${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return { response, body: await readJson(response) };
  };
  const tweet = (id: string, fields: string) =>
    `/2/tweets?ids=${encodeURIComponent(id)}&tweet.fields=${fields}`;

  return {
    async readPost({ accessToken, remoteId }) {
      let answer = await get(tweet(remoteId, 'public_metrics,non_public_metrics'), accessToken);
      if (answer.response.status === 400 || answer.response.status === 403) {
        answer = await get(tweet(remoteId, 'public_metrics'), accessToken);
      }
      if (!answer.response.ok) throw readRefused('X', answer.response.status);
      const data = field(answer.body, 'data');
      const post: unknown = Array.isArray(data) ? (data as unknown[])[0] : undefined;
      if (!post) {
        return { metrics: unavailableMetrics(), note: 'X no longer shows this post.' };
      }
      const count = (group: string, name: string) => countOrNull(field(post, group, name));
      const reposts = count('public_metrics', 'retweet_count');
      const quotes = count('public_metrics', 'quote_count');
      const linkClicks = count('non_public_metrics', 'url_link_clicks');
      return {
        metrics: {
          ...unavailableMetrics(),
          reach:
            count('non_public_metrics', 'impression_count') ??
            count('public_metrics', 'impression_count'),
          reactions: count('public_metrics', 'like_count'),
          comments: count('public_metrics', 'reply_count'),
          shares: reposts === null && quotes === null ? null : (reposts ?? 0) + (quotes ?? 0),
          saves: count('public_metrics', 'bookmark_count'),
          link_clicks: linkClicks,
        },
        note: linkClicks === null ? PUBLIC_ONLY_NOTE : null,
      };
    },
    async readFollowers({ accessToken }) {
      const { response, body } = await get('/2/users/me?user.fields=public_metrics', accessToken);
      if (!response.ok) throw readRefused('X', response.status);
      return countOrNull(field(body, 'data', 'public_metrics', 'followers_count'));
    },
  };
}
