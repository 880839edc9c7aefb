import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from './client';
import { approvalLinks, businesses, drafts, postReviews } from './schema';
import type { DraftRow } from './drafts';

export type ApprovalLinkRow = typeof approvalLinks.$inferSelect;

/** Approval links of a business: only their tokens' hashes. */
function linkRows(db: Db) {
  return {
    async add(fields: {
      businessId: string;
      label: string;
      tokenHash: string;
      createdBy: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<ApprovalLinkRow> {
      const [row] = await db.insert(approvalLinks).values(fields).returning();
      if (!row) throw new Error('The approval link was not stored');
      return row;
    },

    /** The business's links still usable at `now`, newest first. */
    listUsable(businessId: string, now: Date): Promise<ApprovalLinkRow[]> {
      return db
        .select()
        .from(approvalLinks)
        .where(
          and(
            eq(approvalLinks.businessId, businessId),
            isNull(approvalLinks.revokedAt),
            gt(approvalLinks.expiresAt, now),
          ),
        )
        .orderBy(desc(approvalLinks.createdAt));
    },

    /** The revoked link, or undefined when the business has no such link still open. */
    async revoke(businessId: string, id: string, now: Date): Promise<ApprovalLinkRow | undefined> {
      const [row] = await db
        .update(approvalLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(approvalLinks.id, id),
            eq(approvalLinks.businessId, businessId),
            isNull(approvalLinks.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    async findByHash(tokenHash: string): Promise<ApprovalLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(approvalLinks)
        .where(eq(approvalLinks.tokenHash, tokenHash));
      return row;
    },
  };
}
/** What a link's page reads: the business's name and the posts it shows. */
function pageRows(db: Db) {
  return {
    /** The name the page is headed with. */
    async businessNameOf(businessId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: businesses.name })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row?.name;
    },

    /**
     * What the link's page shows: the business's posts waiting for review, and those
     * decided through this link since `decidedSince`, soonest first.
     */
    async postsOnPage(link: ApprovalLinkRow, decidedSince: Date): Promise<DraftRow[]> {
      const decidedHere = db
        .select({ postId: postReviews.postId })
        .from(postReviews)
        .where(and(eq(postReviews.approvalLinkId, link.id), gt(postReviews.at, decidedSince)));
      return db
        .select()
        .from(drafts)
        .where(
          and(
            eq(drafts.businessId, link.businessId),
            or(eq(drafts.status, 'to_review'), inArray(drafts.id, decidedHere)),
          ),
        )
        .orderBy(drafts.scheduledAt, drafts.id);
    },
  };
}

/** Approval links of a business (only their tokens' hashes), and the posts a link shows. */
export function approvalLinkRepository(db: Db) {
  return { ...linkRows(db), ...pageRows(db) };
}
export type ApprovalLinkRepository = ReturnType<typeof approvalLinkRepository>;
