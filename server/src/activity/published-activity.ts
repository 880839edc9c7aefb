import type { PublicationRunContext } from '../social/publication-outcome';
import type { ActivityLog } from './activity-log';

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
