import { unavailableMetrics } from '@contract/analytics';
import { field, networkFetch, readJson, stringField } from '../networks/adapter';
import { countOrNull, readRefused, type MetricReader } from './reader';

const SCOPE_NOTE = 'Connect TikTok again to let it share this post’s numbers.';

/**
 * TikTok posts through the video query (docs/network-facts.md, "Metrics"): likes, comments,
 * shares and views; TikTok gives no reach or link clicks. Needs the video.list scope, and
 * user.info.stats for followers: an account connected before they were asked for says so.
 */
export function createTikTokMetricReader(apiUrl: string): MetricReader {
  const call = async (path: string, accessToken: string, body?: unknown) => {
    const response = await networkFetch(`${apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await readJson(response);
    const code = stringField(answer, 'error', 'code');
    if (code === 'scope_not_authorized') return null;
    if (!response.ok || (code !== null && code !== 'ok')) {
      throw readRefused('TikTok', response.ok ? 400 : response.status, code);
    }
    return answer;
  };
  return {
    async readPost({ accessToken, remoteId }) {
      const answer = await call(
        '/v2/video/query/?fields=id,like_count,comment_count,share_count,view_count',
        accessToken,
        { filters: { video_ids: [remoteId] } },
      );
      if (answer === null) return { metrics: unavailableMetrics(), note: SCOPE_NOTE };
      const videos = field(answer, 'data', 'videos');
      const video: unknown = Array.isArray(videos)
        ? (videos as unknown[]).find((entry) => stringField(entry, 'id') === remoteId)
        : undefined;
      if (!video)
        return { metrics: unavailableMetrics(), note: 'TikTok does not list this post yet.' };
      return {
        metrics: {
          ...unavailableMetrics(),
          reactions: countOrNull(field(video, 'like_count')),
          comments: countOrNull(field(video, 'comment_count')),
          shares: countOrNull(field(video, 'share_count')),
          video_views: countOrNull(field(video, 'view_count')),
        },
        note: null,
      };
    },
    async readFollowers({ accessToken }) {
      const answer = await call('/v2/user/info/?fields=follower_count', accessToken);
      return answer === null ? null : countOrNull(field(answer, 'data', 'user', 'follower_count'));
    },
  };
}
