import type { PostStatus } from '@contract/posts';

export interface Rescheduling {
  /** Where the post stands now. */
  current: PostStatus;
  /** Whether the owner gave it a date (without one it leaves the calendar). */
  timed: boolean;
  /** Whether the owner approved it in the same step. */
  approve?: boolean;
}

/**
 * Where a post stands once the owner sets or clears its time (ADR 0022): without a time
 * it is a draft; a post a plan wrote stays "to review" when it moves, until the owner
 * approves it; any other timed post is scheduled.
 */
export function statusAfterRescheduling({ current, timed, approve }: Rescheduling): PostStatus {
  if (!timed) return 'draft';
  return current === 'to_review' && !approve ? 'to_review' : 'scheduled';
}
