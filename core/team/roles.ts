import type { PostStatus } from '@contract/posts';
import type { ReviewDecision, Role } from '@contract/team';
import { TEAM_MESSAGES } from '@contract/team-messages';
import { scheduleStatus } from '../schedule/schedule-status';

/**
 * What a role changes about the rules of posts and the team (ADR 0061), in one place for the
 * server and the mock backend: an Editor's posts wait for an Owner or Admin, and nobody but
 * the Owner touches the Owner.
 */

/** Where a post stands once someone gives it a time: an Editor's time waits for approval. */
export function scheduleStatusFor(
  role: Role,
  current: PostStatus,
  change: { scheduled: boolean; approve?: boolean },
): PostStatus {
  if (role === 'editor' && change.scheduled) return 'to_review';
  return scheduleStatus(current, change);
}

/** An Editor who changes a post already approved sends it back for approval. */
export function statusAfterEdit(role: Role, current: PostStatus): PostStatus {
  return role === 'editor' && current === 'scheduled' ? 'to_review' : current;
}

/** Approving a post with a time schedules it; asking for changes sends it back to drafts. */
export function statusAfterReview(decision: ReviewDecision, hasTime: boolean): PostStatus {
  if (decision === 'changes_requested') return 'draft';
  return hasTime ? 'scheduled' : 'draft';
}

/**
 * Why `actor` may not remove or re-role `target` (status and message), or null when they may.
 * The endpoint's own access (Admin) is checked before; this adds the rules about whom: the
 * Owner is untouchable, and one leaves rather than removes oneself.
 */
export function memberChangeRefusal(
  actor: { userId: string },
  target: { userId: string; role: Role },
  change: 'remove' | 'role',
): { status: 400 | 403; message: string } | null {
  if (change === 'remove' && target.userId === actor.userId) {
    return { status: 400, message: TEAM_MESSAGES.removeYourself };
  }
  if (target.role !== 'owner') return null;
  const message =
    change === 'remove' ? TEAM_MESSAGES.ownerNotRemovable : TEAM_MESSAGES.ownerRoleFixed;
  return { status: 403, message };
}

/** Whether a role may review (approve or send back) posts. */
export const canReview = (role: Role) => role === 'owner' || role === 'admin';

/** A short sentence for the activity log's entries about a post's review. */
export function reviewDetail(decision: ReviewDecision, comment: string): string {
  return decision === 'approved' ? 'Approved' : `Asked for changes: ${comment}`;
}
