import type { Network } from '@contract/integrations';
import type { Config } from '../../config';
import { versionedGraph } from '../networks/graph-version';
import { createFacebookMetricReader } from './facebook-metrics';
import { createInstagramMetricReader } from './instagram-metrics';
import { createLinkedInMetricReader } from './linkedin-metrics';
import type { MetricReader } from './reader';
import { createTikTokMetricReader } from './tiktok-metrics';
import { createXMetricReader } from './x-metrics';

/** A reader for every network, at the addresses publishing uses. */
export function createMetricReaders(config: Config): Record<Network, MetricReader> {
  const graph = versionedGraph(config);
  return {
    facebook: createFacebookMetricReader(graph.facebookGraphUrl),
    instagram: createInstagramMetricReader(graph.instagramGraphUrl),
    linkedin: createLinkedInMetricReader({
      apiUrl: config.LINKEDIN_API_URL,
      version: config.LINKEDIN_VERSION,
    }),
    x: createXMetricReader(config.X_API_URL),
    tiktok: createTikTokMetricReader(config.TIKTOK_API_URL),
  };
}
