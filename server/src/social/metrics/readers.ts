import type { Network } from '@contract/integrations';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Repositories } from '../../db/repositories';
import type { JobEngine } from '../../jobs/job-engine';
import type { TokenService } from '../tokens';
import { businessTimeZoneOf } from '../../business/business-profiles';
import { createAnalytics } from './analytics';
import { createMetricsCollector } from './collector';
import { versionedGraph } from '../networks/graph-version';
import { createFacebookMetricReader } from './facebook-metrics';
import { createGoogleBusinessMetricReader } from './google-business-metrics';
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
    google_business: createGoogleBusinessMetricReader(config.GOOGLE_BUSINESS_POSTS_URL),
  };
}

/**
 * The metrics collector on its queue, and the Analytics page's reads. `metricsNow` is the
 * collector's clock: the sandbox's runs ahead when its control moves it.
 */
export async function startMetrics(options: {
  config: Config;
  repos: Repositories;
  tokens: TokenService;
  jobs: JobEngine;
  now: () => Date;
  metricsNow: () => Date;
  log: FastifyBaseLogger;
}) {
  const collector = createMetricsCollector({
    repo: options.repos.metrics,
    accounts: options.repos.social,
    readers: createMetricReaders(options.config),
    tokens: options.tokens,
    jobs: options.jobs,
    now: options.metricsNow,
    log: options.log,
  });
  await collector.register();
  return {
    collector,
    analytics: createAnalytics({
      repo: options.repos.metrics,
      now: options.now,
      // The zone the owner chose, else the business profile's, else UTC.
      timeZoneOf: async (businessId) =>
        (await businessTimeZoneOf(options.repos, businessId)).timeZone,
    }),
  };
}
