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
}

/** Editing, scheduling and listing posts by time: always within one owner's rows. */
export function postRepository(db: Db) {
  const own = (userId: string, id: string) => and(eq(drafts.id, id), eq(drafts.userId, userId));
  return {
    async findOwn(userId: string, id: string): Promise<DraftRow | undefined> {
      const [row] = await db.select().from(drafts).where(own(userId, id));
      return row;
    },

    async edit(userId: string, id: string, edit: PostEdit): Promise<DraftRow | undefined> {
      const [row] = await db.update(drafts).set(edit).where(own(userId, id)).returning();
      return row;
    },

    async schedule(
      userId: string,
      id: string,
      change: {
        scheduledAt: Date | null;
        platforms: Network[];
        status: DraftRow['status'];
        tiktok?: TikTokChoices | null;
      },
    ): Promise<DraftRow | undefined> {
      const [row] = await db.update(drafts).set(change).where(own(userId, id)).returning();
      return row;
    },

    /** Posts with a time in [from, to), soonest first. */
    inRange(userId: string, from: Date, to: Date): Promise<DraftRow[]> {
      return db
        .select()
        .from(drafts)
        .where(
          and(eq(drafts.userId, userId), gte(drafts.scheduledAt, from), lt(drafts.scheduledAt, to)),
        )
        .orderBy(asc(drafts.scheduledAt), asc(drafts.id));
    },

    /** Makes the owner's posts "to review" that have a time scheduled; the count changed. */
    async approve(userId: string, ids: string[]): Promise<number> {
      const rows = await db
        .update(drafts)
        .set({ status: 'scheduled' })
        .where(
          and(eq(drafts.userId, userId), inArray(drafts.id, ids), eq(drafts.status, 'to_review')),
        )
        .returning({ id: drafts.id });
      return rows.length;
    },

    async timeZoneOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ timeZone: businessSettings.timeZone })
        .from(businessSettings)
        .where(eq(businessSettings.userId, userId));
      return row?.timeZone;
    },

    async setTimeZone(userId: string, timeZone: string): Promise<void> {
      await db
        .insert(businessSettings)
        .values({ userId, timeZone })
        .onConflictDoUpdate({ target: businessSettings.userId, set: { timeZone } });
    },
  };
}
export type PostRepository = ReturnType<typeof postRepository>;
