import type { PublicationRunContext } from '../social/publication-outcome';
import type { FastifyBaseLogger } from 'fastify';
import type { ActivityRepository } from '../db/activity';
import { createActivityLog, type ActivityLog } from './activity-log';

type PublisherRepo = PublicationRunContext['repo'];

/**
 * The publisher's repository with two additions, whichever step of the run settled a
 * publication: one settled as published is written to the business's activity log
 * ("Publishing" published …), one insert; one settled as failed asks for the notifier's
 * sweep now, so the owner's e-mail goes within seconds rather than at the next scheduled
 * sweep (ADR 0052).
 */
export function withPublishedActivity<T extends PublisherRepo>(
  repo: T,
  activity: ActivityLog,
  onFailed: () => Promise<void> = async () => {},
): T {
  return {
    ...repo,
    async update(...args: Parameters<PublisherRepo['update']>) {
      const saved = await repo.update(...args);
      if (saved?.state === 'published' && args[2].state === 'published') {
        await activity.recordPublished(saved);
      }
      if (saved?.state === 'failed' && args[2].state === 'failed') await onFailed();
      return saved;
    },
  };
}

/**
 * The publisher's repository, logging what it publishes in the business's activity log and
 * telling `onFailed` of each failure (a failed call is logged, never the run's concern).
 */
export function publisherRepoWithActivity<T extends PublisherRepo>(
  repo: T,
  activity: ActivityRepository,
  log: FastifyBaseLogger,
  onFailed: () => Promise<void> = async () => {},
): T {
  const onError = (error: unknown) =>
    log.error({ err: error }, 'a published entry could not be logged');
  const tellFailed = () =>
    onFailed().catch((error: unknown) =>
      log.warn({ err: error }, 'the failure e-mail waits for the next sweep'),
    );
  return withPublishedActivity(repo, createActivityLog({ repo: activity, onError }), tellFailed);
}
