import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DraftRow } from './drafts';
import type { Db } from './client';
import { drafts, postReviews } from './schema';

export type PostReviewRow = typeof postReviews.$inferSelect;
export type NewPostReview = Omit<typeof postReviews.$inferInsert, 'id'>;

/** A post leaving review, and the review decisions on posts; a post shows its latest. */
export function postReviewRepository(db: Db) {
  return {
    /**
     * A review's outcome: the post leaves "to review" for `status`. Undefined when the
     * business has no such post waiting (someone else decided first).
     */
    async leaveReview(
      businessId: string,
      id: string,
      status: 'scheduled' | 'draft',
    ): Promise<DraftRow | undefined> {
      const [row] = await db
        .update(drafts)
        .set({ status })
        .where(
          and(eq(drafts.id, id), eq(drafts.businessId, businessId), eq(drafts.status, 'to_review')),
        )
        .returning();
      return row;
    },

    async add(review: NewPostReview): Promise<PostReviewRow> {
      const [row] = await db.insert(postReviews).values(review).returning();
      if (!row) throw new Error('The review was not stored');
      return row;
    },

    /** Each post's latest review, by post id; posts nobody reviewed are absent. */
    async latestOf(postIds: readonly string[]): Promise<Map<string, PostReviewRow>> {
      const latest = new Map<string, PostReviewRow>();
      if (!postIds.length) return latest;
      const rows = await db
        .select()
        .from(postReviews)
        .where(inArray(postReviews.postId, [...postIds]))
        .orderBy(desc(postReviews.at));
      for (const row of rows) if (!latest.has(row.postId)) latest.set(row.postId, row);
      return latest;
    },
  };
}
export type PostReviewRepository = ReturnType<typeof postReviewRepository>;
