import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { WrittenBy } from '@contract/ai-settings';
import type { PostVariants } from '@contract/generation';
import type { Network } from '@contract/integrations';
import type { TikTokChoices } from '@contract/tiktok';
import type { Db } from './client';
import type { DraftRow } from './drafts';
import { businessSettings, drafts } from './schema';

export interface PostEdit {
  title: string;
  caption: string;
  hashtags: string;
  imageUrl: string | null;
  imagePrompt: string | null;
  platforms: Network[];
  variants: PostVariants | null;
  /** Set only when the edit says who wrote the new words or made the new image. */
  writtenBy?: WrittenBy | null;
  imageBy?: WrittenBy | null;
  /** Set only when the edit carries the owner's TikTok choices. */
  tiktok?: TikTokChoices | null;
  /** Set only when the edit moves the post (an Editor's change sends it back to review). */
  status?: DraftRow['status'];
}

/** Editing, scheduling and listing posts by time: always within one owner's rows. */
export function postRepository(db: Db) {
  const own = (businessId: string, id: string) =>
    and(eq(drafts.id, id), eq(drafts.businessId, businessId));
  return {
    async findOwn(businessId: string, id: string): Promise<DraftRow | undefined> {
      const [row] = await db.select().from(drafts).where(own(businessId, id));
      return row;
    },

    async edit(businessId: string, id: string, edit: PostEdit): Promise<DraftRow | undefined> {
      const [row] = await db.update(drafts).set(edit).where(own(businessId, id)).returning();
      return row;
    },

    async schedule(
      businessId: string,
      id: string,
      change: {
        scheduledAt: Date | null;
        platforms: Network[];
        status: DraftRow['status'];
        tiktok?: TikTokChoices | null;
      },
    ): Promise<DraftRow | undefined> {
      const [row] = await db.update(drafts).set(change).where(own(businessId, id)).returning();
      return row;
    },

    /** Posts with a time in [from, to), soonest first. */
    inRange(businessId: string, from: Date, to: Date): Promise<DraftRow[]> {
      return db
        .select()
        .from(drafts)
        .where(
          and(
            eq(drafts.businessId, businessId),
            gte(drafts.scheduledAt, from),
            lt(drafts.scheduledAt, to),
          ),
        )
        .orderBy(asc(drafts.scheduledAt), asc(drafts.id));
    },

    /** Makes the owner's posts "to review" that have a time scheduled; the ids changed. */
    async approve(businessId: string, ids: string[]): Promise<string[]> {
      const rows = await db
        .update(drafts)
        .set({ status: 'scheduled' })
        .where(
          and(
            eq(drafts.businessId, businessId),
            inArray(drafts.id, ids),
            eq(drafts.status, 'to_review'),
          ),
        )
        .returning({ id: drafts.id });
      return rows.map((row) => row.id);
    },

    async timeZoneOf(businessId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ timeZone: businessSettings.timeZone })
        .from(businessSettings)
        .where(eq(businessSettings.businessId, businessId));
      return row?.timeZone;
    },

    async setTimeZone(businessId: string, timeZone: string): Promise<void> {
      await db
        .insert(businessSettings)
        .values({ businessId, timeZone })
        .onConflictDoUpdate({ target: businessSettings.businessId, set: { timeZone } });
    },
  };
}
export type PostRepository = ReturnType<typeof postRepository>;
