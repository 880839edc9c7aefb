import { and, asc, eq, inArray, isNotNull, lt, or, sql, sum } from 'drizzle-orm';
import { MEDIA_PREFIX } from '../storage/media-keys';
import type { Db } from './client';
import { drafts, onboarding, uploads, type UploadKind } from './schema';

/** An uploaded file nothing refers to is removed this long after its upload. */
export const UNREFERENCED_UPLOAD_MS = 7 * 24 * 60 * 60 * 1000;
/** An image made for the anonymous generator (no account) lives this long. */
export const ANONYMOUS_IMAGE_MS = 24 * 60 * 60 * 1000;
/** At most this many files per cleanup pass, so one pass never holds the database long. */
const CLEANUP_BATCH = 500;

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = Omit<typeof uploads.$inferInsert, 'createdAt'>;

export function uploadRepository(db: Db) {
  return {
    async add(rows: NewUpload[]): Promise<void> {
      if (rows.length) await db.insert(uploads).values(rows);
    },

    async find(key: string): Promise<UploadRow | undefined> {
      const rows = await db.select().from(uploads).where(eq(uploads.key, key));
      return rows[0];
    },

    /**
     * Deletes the rows of files nothing refers to any more and returns their keys, so the
     * caller deletes the bytes: files owned by a user uploaded `UNREFERENCED_UPLOAD_MS` ago
     * or earlier, and files whose expiry has passed. A file named by any draft's image or any
     * brand profile is never chosen; the check and the delete are one statement.
     */
    async deleteUnreferenced(now: Date): Promise<string[]> {
      const uploadedBefore = new Date(now.getTime() - UNREFERENCED_UPLOAD_MS);
      const referencedByDraft = sql`exists (select 1 from ${drafts} where ${drafts.imageUrl} = ${MEDIA_PREFIX} || ${uploads.key} or ${drafts.imageUrl} like '%/' || ${uploads.key})`;
      // A brand profile holds its logo and photos as media URLs somewhere inside its JSON.
      const referencedByProfile = sql`exists (select 1 from ${onboarding} where strpos(${onboarding.data}::text, ${uploads.key}) > 0)`;
      const due = or(
        and(isNotNull(uploads.businessId), lt(uploads.createdAt, uploadedBefore)),
        and(isNotNull(uploads.expiresAt), lt(uploads.expiresAt, now)),
      );
      const candidates = db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(due, sql`not ${referencedByDraft}`, sql`not ${referencedByProfile}`))
        .limit(CLEANUP_BATCH);
      const gone = await db
        .delete(uploads)
        .where(inArray(uploads.key, candidates))
        .returning({ key: uploads.key });
      return gone.map((row) => row.key);
    },

    /** The bytes stored for the user: their uploads and generated images. */
    async bytesOf(businessId: string): Promise<number> {
      const [row] = await db
        .select({ total: sum(uploads.size) })
        .from(uploads)
        .where(eq(uploads.businessId, businessId));
      return Number(row?.total ?? 0);
    },

    /** Oldest first: the order the user uploaded them in. */
    listOf(businessId: string, kind: UploadKind): Promise<UploadRow[]> {
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.businessId, businessId), eq(uploads.kind, kind)))
        .orderBy(asc(uploads.createdAt));
    },
  };
}
export type UploadRepository = ReturnType<typeof uploadRepository>;
