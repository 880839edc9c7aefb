import { eq, lt } from 'drizzle-orm';
import type { Db } from './client';
import { loginRedirects } from './schema';

export type LoginRedirectRow = typeof loginRedirects.$inferSelect;

export function loginRedirectRepository(db: Db) {
  return {
    async create(row: typeof loginRedirects.$inferInsert): Promise<void> {
      await db.insert(loginRedirects).values(row);
    },

    /**
     * Uses a state up: the row is deleted whatever it holds, so a state works at most once
     * even when two callbacks race. Undefined when unknown, already used or expired.
     */
    async claim(stateHash: string, now: Date): Promise<LoginRedirectRow | undefined> {
      const [row] = await db
        .delete(loginRedirects)
        .where(eq(loginRedirects.stateHash, stateHash))
        .returning();
      if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
      return row;
    },

    /** Sign-ins never come back from: their rows go with the cleanup job. */
    async deleteExpired(now: Date): Promise<number> {
      const gone = await db
        .delete(loginRedirects)
        .where(lt(loginRedirects.expiresAt, now))
        .returning({ stateHash: loginRedirects.stateHash });
      return gone.length;
    },
  };
}
export type LoginRedirectRepository = ReturnType<typeof loginRedirectRepository>;
