import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { WrittenBy } from '@contract/ai-settings';
import type { PostVariants } from '@contract/generation';
import type { Network } from '@contract/integrations';
import type { TikTokChoices } from '@contract/tiktok';
import { drafts } from './schema';

export type DraftRow = typeof drafts.$inferSelect;

/** A draft as PostgreSQL writes a row in JSON: column names, timestamps as text. */
interface DraftJson {
  id: string;
  user_id: string;
  title: string;
  caption: string;
  hashtags: string;
  image_url: string | null;
  image_prompt: string | null;
  generation_params: string;
  original_post_desc: string;
  variants: PostVariants | null;
  created_at: string;
  platforms: Network[];
  status: DraftRow['status'];
  scheduled_at: string | null;
  plan_id: string | null;
  result_id: string | null;
  written_by: WrittenBy | null;
  image_by: WrittenBy | null;
  tiktok: TikTokChoices | null;
}

const fromJson = (row: DraftJson): DraftRow => ({
  id: row.id,
  businessId: row.user_id,
  title: row.title,
  caption: row.caption,
  hashtags: row.hashtags,
  imageUrl: row.image_url,
  imagePrompt: row.image_prompt,
  generationParams: row.generation_params,
  originalPostDesc: row.original_post_desc,
  variants: row.variants,
  createdAt: new Date(row.created_at),
  platforms: row.platforms,
  status: row.status,
  scheduledAt: row.scheduled_at === null ? null : new Date(row.scheduled_at),
  planId: row.plan_id,
  resultId: row.result_id,
  writtenBy: row.written_by,
  imageBy: row.image_by,
  tiktok: row.tiktok,
});

export interface NewDraft {
  title: string;
  caption: string;
  hashtags: string;
  imageUrl: string | null;
  imagePrompt: string | null;
  generationParams: string;
  originalPostDesc: string;
  variants: PostVariants | null;
  /** The generated result saved; a second save of the same one adds nothing. */
  resultId?: string | null;
  /** Who wrote it and made its image; absent when not known. */
  writtenBy?: WrittenBy | null;
  imageBy?: WrittenBy | null;
}

/**
 * `listAsJson`: read the list as one JSON value (PGlite, ADR 0027). On PGlite decoding
 * fifty rows field by field costs more than the query itself; on PostgreSQL building the
 * JSON costs the database more than it saves here, so there the rows come as rows.
 */
export function draftRepository(db: Db, listAsJson = false) {
  // The dashboard's list: the hottest read, prepared once (each form under its own name).
  const listRows = db
    .select()
    .from(drafts)
    .where(eq(drafts.businessId, sql.placeholder('businessId')))
    .orderBy(desc(drafts.createdAt), desc(drafts.id))
    .prepare('list_drafts_of_user');
  const listJson = db
    .select({
      drafts: sql<string>`coalesce(json_agg(${drafts} order by ${drafts.createdAt} desc, ${drafts.id} desc), '[]')::text`,
    })
    .from(drafts)
    .where(eq(drafts.businessId, sql.placeholder('businessId')))
    .prepare('list_drafts_of_user_as_json');
  return {
    /** Newest first; drafts saved in the same instant keep a stable order. */
    async listOf(businessId: string): Promise<DraftRow[]> {
      if (!listAsJson) return listRows.execute({ businessId });
      const [list] = await listJson.execute({ businessId });
      return (JSON.parse(list?.drafts ?? '[]') as DraftJson[]).map(fromJson);
    },

    /**
     * Adds the draft, or answers the one already saved from the same result: the unique
     * index decides, so two saves racing each other still make one row.
     */
    async add(businessId: string, draft: NewDraft): Promise<DraftRow> {
      const [row] = await db
        .insert(drafts)
        .values({ ...draft, businessId })
        .onConflictDoNothing({ target: [drafts.businessId, drafts.resultId] })
        .returning();
      if (row) return row;
      const [saved] = draft.resultId
        ? await db
            .select()
            .from(drafts)
            .where(and(eq(drafts.businessId, businessId), eq(drafts.resultId, draft.resultId)))
        : [];
      if (!saved) throw new Error('Insert returned no draft');
      return saved;
    },

    /** Deletes only the owner's draft: another user's id is as missing as an unknown one. */
    async deleteOwn(businessId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(drafts)
        .where(and(eq(drafts.id, id), eq(drafts.businessId, businessId)))
        .returning({ id: drafts.id });
      return rows.length > 0;
    },
  };
}
export type DraftRepository = ReturnType<typeof draftRepository>;
