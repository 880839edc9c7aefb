import type { PublicationRunContext } from '../social/publication-outcome';
import type { FastifyBaseLogger } from 'fastify';
import type { ActivityRepository } from '../db/activity';
import { createActivityLog, type ActivityLog } from './activity-log';

type PublisherRepo = PublicationRunContext['repo'];

/**
 * The publisher's repository with one addition: each publication its update settles as
 * published is written to the business's activity log ("Publishing" published …), one
 * insert, whichever step of the run settled it.
 */
export function withPublishedActivity<T extends PublisherRepo>(repo: T, activity: ActivityLog): T {
  return {
    ...repo,
    async update(...args: Parameters<PublisherRepo['update']>) {
      const saved = await repo.update(...args);
      if (saved?.state === 'published' && args[2].state === 'published') {
        await activity.recordPublished(saved);
      }
      return saved;
    },
  };
}

/** The publisher's repository, logging what it publishes in the business's activity log. */
export function publisherRepoWithActivity<T extends PublisherRepo>(
  repo: T,
  activity: ActivityRepository,
  log: FastifyBaseLogger,
): T {
  const onError = (error: unknown) =>
    log.error({ err: error }, 'a published entry could not be logged');
  return withPublishedActivity(repo, createActivityLog({ repo: activity, onError }));
}
