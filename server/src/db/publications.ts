import { and, asc, desc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { PublicationState } from '@contract/integrations';
import type { Db } from './client';
import { EDITABLE_STATES } from './publication-states';
import { drafts, publications } from './schema';

export type PublicationRow = typeof publications.$inferSelect;
export type PublicationChange = Partial<
  Omit<typeof publications.$inferInsert, 'id' | 'businessId'>
>;

/** Reading a post's publications, or the owner's, by post, state or id. */
function publicationReads(db: Db) {
  return {
    publicationsOfPost(postId: string): Promise<PublicationRow[]> {
      return db
        .select()
        .from(publications)
        .where(eq(publications.postId, postId))
        .orderBy(asc(publications.publishAt), asc(publications.id));
    },

    async publication(id: string): Promise<PublicationRow | undefined> {
      const [row] = await db.select().from(publications).where(eq(publications.id, id));
      return row;
    },

    /** The states of the owner's publications for these posts, as [post id, state] pairs. */
    async statesOfPosts(
      businessId: string,
      postIds: readonly string[],
    ): Promise<{ postId: string; state: PublicationState }[]> {
      if (!postIds.length) return [];
      return db
        .select({ postId: publications.postId, state: publications.state })
        .from(publications)
        .where(
          and(eq(publications.businessId, businessId), inArray(publications.postId, [...postIds])),
        );
    },

    /** The owner's latest publications in `states`, newest change first, with the post's title. */
    async latestInStates(
      businessId: string,
      states: readonly PublicationState[],
      limit: number,
    ): Promise<{ row: PublicationRow; postTitle: string }[]> {
      const rows = await db
        .select({ row: publications, postTitle: drafts.title })
        .from(publications)
        .innerJoin(drafts, eq(drafts.id, publications.postId))
        .where(
          and(eq(publications.businessId, businessId), inArray(publications.state, [...states])),
        )
        .orderBy(desc(publications.updatedAt))
        .limit(limit);
      return rows;
    },

    async ownPublication(businessId: string, id: string): Promise<PublicationRow | undefined> {
      const [row] = await db
        .select()
        .from(publications)
        .where(and(eq(publications.id, id), eq(publications.businessId, businessId)));
      return row;
    },
  };
}

/** The posts publications are made from: their text, and those a new account takes on. */
function publicationPosts(db: Db) {
  return {
    /** The owner's scheduled posts due after `from`: what a newly connected account takes on. */
    async scheduledPostsAfter(businessId: string, from: Date) {
      return db
        .select()
        .from(drafts)
        .where(
          and(
            eq(drafts.businessId, businessId),
            eq(drafts.status, 'scheduled'),
            gt(drafts.scheduledAt, from),
          ),
        );
    },

    async postText(postId: string) {
      const [row] = await db
        .select({
          caption: drafts.caption,
          hashtags: drafts.hashtags,
          variants: drafts.variants,
          imageUrl: drafts.imageUrl,
          tiktok: drafts.tiktok,
        })
        .from(drafts)
        .where(eq(drafts.id, postId));
      return row;
    },
  };
}

/** Creating publications and changing them while they are in the states a change expects. */
function publicationWrites(db: Db) {
  return {
    /**
     * Runs `work` with the post's publications locked (FOR UPDATE): a claim, which skips
     * locked rows, cannot start one meanwhile. `work` must use only the transaction.
     */
    withPostPublicationsLocked<T>(
      postId: string,
      work: (tx: Db, rows: PublicationRow[]) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(publications)
          .where(eq(publications.postId, postId))
          .for('update');
        return work(tx, rows);
      });
    },

    async insertPublications(
      rows: (typeof publications.$inferInsert)[],
    ): Promise<PublicationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(publications).values(rows).onConflictDoNothing().returning();
    },

    /** Changes a publication only while it is still in one of `states`; the row, or undefined. */
    async update(
      id: string,
      states: readonly PublicationState[],
      change: PublicationChange,
      leaseOwner?: string,
    ): Promise<PublicationRow | undefined> {
      const [row] = await db
        .update(publications)
        .set(change)
        .where(
          and(
            eq(publications.id, id),
            inArray(publications.state, [...states]),
            ...(leaseOwner ? [eq(publications.leaseOwner, leaseOwner)] : []),
          ),
        )
        .returning();
      return row;
    },

    /** The owner's posts publications, to cancel or re-time when the post changes. */
    async cancelPublicationsExcept(postId: string, keepAccountIds: string[], now: Date) {
      await db
        .update(publications)
        .set({ state: 'cancelled', leaseOwner: null, updatedAt: now })
        .where(
          and(
            eq(publications.postId, postId),
            inArray(publications.state, [...EDITABLE_STATES]),
            ...(keepAccountIds.length ? [notInArray(publications.accountId, keepAccountIds)] : []),
          ),
        );
    },
  };
}

/** Each post's publications, one per account: kept in step with the post, read by its owner. */
export function publicationRepository(db: Db) {
  return {
    ...publicationReads(db),
    ...publicationPosts(db),
    ...publicationWrites(db),
  };
}
export type PublicationRepository = ReturnType<typeof publicationRepository>;
