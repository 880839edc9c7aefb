import type { PostStatus } from '@contract/posts';
import type { ReviewDecision, Role } from '@contract/team';
import { scheduleStatus } from '../schedule/schedule-status';

/**
 * What a role changes about the rules of posts and the team (ADR 0061), in one place for the
 * server and the mock backend: an Editor's posts wait for an Owner or Admin, and nobody but
 * the Owner touches the Owner.
 */

export const TEAM_MESSAGES = {
  roleRefused: 'Your role in this business does not allow this',
  ownerUntouchable: 'The Owner cannot be removed or given another role',
  notYourself: 'Use "Leave this business" to leave it yourself',
  ownerCannotLeave: 'The Owner cannot leave their own business',
  memberNotFound: 'No such member in this business',
  alreadyMember: 'That person is already in this business',
  alreadyInvited: 'That address already has an invitation waiting',
  teamFull: 'A business holds at most 25 members and invitations',
  invitationNotFound: 'This invitation does not exist',
  invitationUnusable: 'This invitation can no longer be used',
  invitationOtherEmail: 'This invitation was sent to another e-mail address',
  linkUnusable: 'This approval link has expired or was revoked',
  postNotWaiting: 'This post is not waiting for approval',
  businessNotYours: 'You are not a member of that business',
} as const;

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
 * Why `actor` may not remove or re-role `target`, or null when they may. The endpoint's own
 * access (Admin) is checked before; this adds the rules about whom.
 */
export function memberChangeRefusal(
  actor: { userId: string; role: Role },
  target: { userId: string; role: Role },
): string | null {
  if (target.role === 'owner') return TEAM_MESSAGES.ownerUntouchable;
  if (target.userId === actor.userId) return TEAM_MESSAGES.notYourself;
  return null;
}

/** Whether a role may review (approve or send back) posts. */
export const canReview = (role: Role) => role === 'owner' || role === 'admin';

/** A short sentence for the activity log's entries about a post's review. */
export function reviewDetail(decision: ReviewDecision, comment: string): string {
  return decision === 'approved' ? 'Approved' : `Asked for changes: ${comment}`;
}
