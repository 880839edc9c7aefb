import { unavailableMetrics } from '@contract/analytics';
import { field, readJson } from '../networks/adapter';
import { ORGANIZATION_URN_PREFIX } from '../networks/linkedin-organizations';
import { restGet, type LinkedInRest } from '../networks/linkedin-rest';
import { countOrNull, readRefused, type MetricReader } from './reader';

/** Said on a post made as a person: LinkedIn keeps those numbers from apps like this one. */
export const LINKEDIN_MEMBER_NOTE =
  'LinkedIn does not share the numbers of posts on a personal profile with other apps; see them on LinkedIn.';

/** urn:li:share:… and urn:li:ugcPost:… posts are asked for under different parameters. */
const postParameter = (urn: string) => (urn.startsWith('urn:li:ugcPost:') ? 'ugcPosts' : 'shares');

/**
 * LinkedIn organization posts through organizationalEntityShareStatistics
 * (docs/network-facts.md, "Metrics"); member posts get no numbers, said as such.
 */
export function createLinkedInMetricReader(rest: LinkedInRest): MetricReader {
  const get = async (path: string, accessToken: string) => {
    const response = await restGet(rest, path, accessToken);
    if (!response.ok) throw readRefused('LinkedIn', response.status);
    return readJson(response);
  };
  return {
    async readPost({ target, accessToken, remoteId }) {
      if (!target.startsWith(ORGANIZATION_URN_PREFIX)) {
        return { metrics: unavailableMetrics(), note: LINKEDIN_MEMBER_NOTE };
      }
      const query = new URLSearchParams({
        q: 'organizationalEntity',
        organizationalEntity: target,
      }).toString();
      const body = await get(
        `/rest/organizationalEntityShareStatistics?${query}&${postParameter(remoteId)}=List(${encodeURIComponent(remoteId)})`,
        accessToken,
      );
      const elements = field(body, 'elements');
      const first: unknown = Array.isArray(elements) ? (elements as unknown[])[0] : undefined;
      const stat = (name: string) => countOrNull(field(first, 'totalShareStatistics', name));
      return {
        metrics: {
          ...unavailableMetrics(),
          reach: stat('uniqueImpressionsCount'),
          reactions: stat('likeCount'),
          comments: stat('commentCount'),
          shares: stat('shareCount'),
          link_clicks: stat('clickCount'),
        },
        note: null,
      };
    },
    async readFollowers({ target, accessToken }) {
      if (!target.startsWith(ORGANIZATION_URN_PREFIX)) return null;
      const body = await get(
        `/rest/networkSizes/${encodeURIComponent(target)}?edgeType=COMPANY_FOLLOWED_BY_COMPANY`,
        accessToken,
      );
      return countOrNull(field(body, 'firstDegreeSize'));
    },
  };
}
