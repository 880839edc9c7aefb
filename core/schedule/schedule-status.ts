import type { PostStatus } from '@contract/posts';

/**
 * Where a post stands once the owner gives it a time or takes it off the calendar
 * (ADR 0022): without a time it is a draft; a post a plan wrote stays "to review" when it
 * moves, until the owner approves it; any other post with a time is scheduled.
 */
export function scheduleStatus(
  current: PostStatus,
  change: { scheduled: boolean; approve?: boolean },
): PostStatus {
  if (!change.scheduled) return 'draft';
  return current === 'to_review' && !change.approve ? 'to_review' : 'scheduled';
}
