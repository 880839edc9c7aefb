import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { PostVariants } from '@contract/generation';
import { drafts } from './schema';

export type DraftRow = typeof drafts.$inferSelect;

export interface NewDraft {
  title: string;
  caption: string;
  hashtags: string;
  imageUrl: string | null;
  imagePrompt: string | null;
  generationParams: string;
  originalPostDesc: string;
  variants: PostVariants | null;
}

export function draftRepository(db: Db) {
  // The dashboard's list: the hottest read, prepared once.
  const listOfUser = db
    .select()
    .from(drafts)
    .where(eq(drafts.userId, sql.placeholder('userId')))
    .orderBy(desc(drafts.createdAt), desc(drafts.id))
    .prepare('list_drafts_of_user');
  return {
    /** Newest first; drafts saved in the same instant keep a stable order. */
    listOf(userId: string): Promise<DraftRow[]> {
      return listOfUser.execute({ userId });
    },

    async add(userId: string, draft: NewDraft): Promise<DraftRow> {
      const [row] = await db
        .insert(drafts)
        .values({ ...draft, userId })
        .returning();
      if (!row) throw new Error('Insert returned no draft');
      return row;
    },

    /** Deletes only the owner's draft: another user's id is as missing as an unknown one. */
    async deleteOwn(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(drafts)
        .where(and(eq(drafts.id, id), eq(drafts.userId, userId)))
        .returning({ id: drafts.id });
      return rows.length > 0;
    },
  };
}
export type DraftRepository = ReturnType<typeof draftRepository>;
