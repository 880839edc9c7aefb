import { and, asc, eq, sum } from 'drizzle-orm';
import type { Db } from './client';
import { uploads, type UploadKind } from './schema';

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

    /** The bytes stored for the user: their uploads and generated images. */
    async bytesOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sum(uploads.size) })
        .from(uploads)
        .where(eq(uploads.userId, userId));
      return Number(row?.total ?? 0);
    },

    /** Oldest first: the order the user uploaded them in. */
    listOf(userId: string, kind: UploadKind): Promise<UploadRow[]> {
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.userId, userId), eq(uploads.kind, kind)))
        .orderBy(asc(uploads.createdAt));
    },
  };
}
export type UploadRepository = ReturnType<typeof uploadRepository>;
