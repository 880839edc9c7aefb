import type { PostStatus } from '@contract/posts';
import type { Role } from '@contract/team';
import { scheduleStatus } from '@core/schedule/schedule-status';

/**
 * Where a post stands once someone gives it a time (ADR 0022, 0061): as for the Owner,
 * except that an Editor's post with a time waits for an Owner or Admin ("to_review")
 * instead of being scheduled, whatever the request says about approving it.
 */
export function statusAfterScheduling(
  role: Role,
  current: PostStatus,
  change: { scheduled: boolean; approve?: boolean },
): PostStatus {
  const status = scheduleStatus(current, change);
  return role === 'editor' && status === 'scheduled' ? 'to_review' : status;
}

/** An Editor changing an approved post sends it back to review; nothing else moves it. */
export function statusAfterEditing(role: Role, current: PostStatus): PostStatus {
  return role === 'editor' && current === 'scheduled' ? 'to_review' : current;
}
