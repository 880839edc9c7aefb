import type { FastifyBaseLogger } from 'fastify';
import { createActivityLog } from '../activity/activity-log';
import type { Repositories } from '../db/repositories';
import type { PostPublications } from '../social/post-publications';
import { createApprovalLinks } from './approval-links';
import { createReviews } from './reviews';

/** The activity log, reviews and approval links, made once for the server. */
export function composeApprovals(parts: {
  repos: Repositories;
  publications: PostPublications;
  appUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repos, publications, now, log } = parts;
  const activity = createActivityLog({
    repo: repos.activity,
    onError: (error) => log.error({ err: error }, 'an activity entry could not be written'),
  });
  const reviews = createReviews({ repos, publications, activity, now });
  const links = createApprovalLinks({ repos, reviews, activity, appUrl: parts.appUrl, now });
  return { activity, reviews, links };
}
export type Approvals = ReturnType<typeof composeApprovals>;
