import type { PostReview, ReviewDecision } from '@contract/team';
import type { ActivityActor, ActivityLog } from '../activity/activity-log';
import type { DraftRow } from '../db/drafts';
import type { NewPostReview, PostReviewRow } from '../db/post-reviews';
import { postReviewRepository } from '../db/post-reviews';
import type { Repositories } from '../db/repositories';
import { isUuid } from '../db/uuid';
import { HttpError } from '../http-error';
import type { PostPublications } from '../social/post-publications';
import { API_MESSAGES } from '@contract/messages';
import { APPROVAL_MESSAGES, APPROVED_WITH_PLAN_DETAIL } from '@contract/team-messages';

/** What a post's history says of an approval given with the month's plan. */

/** Who decides: a member, or someone holding an approval link. */
export interface Reviewer {
  /** The name the review shows ("Sam" or "Sam at the shop (approval link)"). */
  by: string;
  actor: ActivityActor;
  userId: string | null;
  approvalLinkId: string | null;
}

export interface Decision {
  decision: ReviewDecision;
  comment: string;
}

export const toPostReview = (row: PostReviewRow): PostReview => ({
  decision: row.decision,
  comment: row.comment,
  by: row.by,
  at: row.at.toISOString(),
});

/** A post that may be approved at `now`: waiting, with a time still ahead. */
function assertDecidable(post: DraftRow, decision: ReviewDecision, now: Date) {
  if (post.status !== 'to_review') throw new HttpError(409, APPROVAL_MESSAGES.notWaiting);
  if (decision !== 'approved') return;
  if (!post.scheduledAt) throw new HttpError(409, APPROVAL_MESSAGES.noTime);
  if (post.scheduledAt.getTime() <= now.getTime()) {
    throw new HttpError(409, APPROVAL_MESSAGES.timePassed);
  }
}

/** The stored row of a decision by `reviewer` at `at`. */
const reviewRow = (
  postId: string,
  { decision, comment }: Decision,
  reviewer: Reviewer,
  at: Date,
): NewPostReview => ({
  postId,
  decision,
  comment,
  by: reviewer.by,
  byUserId: reviewer.userId,
  approvalLinkId: reviewer.approvalLinkId,
  at,
});

/**
 * Approving a post waiting for review (it is scheduled and its publications queued) or
 * asking for changes (it goes back to the drafts with the comment), by a member or through
 * an approval link; each decision stored and written to the activity log.
 */
export function createReviews(options: {
  repos: Repositories;
  publications: PostPublications;
  activity: ActivityLog;
  now: () => Date;
}) {
  const { repos, publications, activity, now } = options;

  const storeReview = (postId: string, decision: Decision, reviewer: Reviewer) =>
    repos.postReviews.add(reviewRow(postId, decision, reviewer, now()));

  return {
    /** 404 for a post the business does not have; 409 when it is not waiting or its time passed. */
    async decide(
      businessId: string,
      postId: string,
      { decision, comment }: Decision,
      reviewer: Reviewer,
    ): Promise<{ post: DraftRow; review: PostReviewRow }> {
      const current = isUuid(postId) ? await repos.posts.findOwn(businessId, postId) : undefined;
      if (!current) throw new HttpError(404, API_MESSAGES.draftNotFound);
      assertDecidable(current, decision, now());
      const status = decision === 'approved' ? 'scheduled' : 'draft';
      const post = await publications.guardedChange(postId, (tx) =>
        postReviewRepository(tx).leaveReview(businessId, postId, status),
      );
      if (!post) throw new HttpError(409, APPROVAL_MESSAGES.notWaiting);
      const review = await storeReview(postId, { decision, comment }, reviewer);
      await publications.sync(post);
      await activity.record({
        businessId,
        actor: reviewer.actor,
        action: decision,
        post: { id: post.id, title: post.title },
        detail: comment,
      });
      return { post, review };
    },

    /**
     * A post approved together with others (the month's plan, a week of it, or one of its
     * cards): the same review and log entry as a post approved alone, the log saying how.
     * The caller has already moved the post out of "to review" and queued its publications.
     */
    async recordApprovedWithPlan(
      businessId: string,
      post: { id: string; title: string },
      reviewer: Reviewer,
    ): Promise<void> {
      await storeReview(post.id, { decision: 'approved', comment: '' }, reviewer);
      await activity.record({
        businessId,
        actor: reviewer.actor,
        action: 'approved',
        post,
        detail: APPROVED_WITH_PLAN_DETAIL,
      });
    },

    /** Each post's latest review for a list of posts. */
    async latestOf(postIds: readonly string[]): Promise<(postId: string) => PostReview | null> {
      const latest = await repos.postReviews.latestOf(postIds);
      return (postId) => {
        const row = latest.get(postId);
        return row ? toPostReview(row) : null;
      };
    },
  };
}
export type Reviews = ReturnType<typeof createReviews>;
