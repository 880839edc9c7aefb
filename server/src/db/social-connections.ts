import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from './client';
import { socialConnections } from './schema';

export type SocialConnectionRow = typeof socialConnections.$inferSelect;

/** "Connect" attempts: a state claimed once by the network's callback, then its targets. */
export function socialConnectionRepository(db: Db) {
  return {
    async createConnection(
      row: typeof socialConnections.$inferInsert,
    ): Promise<SocialConnectionRow> {
      const [saved] = await db.insert(socialConnections).values(row).returning();
      if (!saved) throw new Error('Insert returned no connection');
      return saved;
    },

    /** Claims a state once: the row is returned only if no callback used it before. */
    async claimConnection(stateHash: string, now: Date): Promise<SocialConnectionRow | undefined> {
      const [row] = await db
        .update(socialConnections)
        .set({ stateHash: `used:${stateHash}` })
        .where(
          and(
            eq(socialConnections.stateHash, stateHash),
            isNull(socialConnections.targets),
            gt(socialConnections.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async completeConnection(
      id: string,
      change: Pick<
        SocialConnectionRow,
        'targets' | 'refreshToken' | 'accessExpiresAt' | 'refreshExpiresAt' | 'expiresAt'
      >,
    ): Promise<void> {
      await db
        .update(socialConnections)
        .set({ ...change, codeVerifier: null })
        .where(eq(socialConnections.id, id));
    },

    async ownConnection(businessId: string, id: string, now: Date) {
      const [row] = await db
        .select()
        .from(socialConnections)
        .where(
          and(
            eq(socialConnections.id, id),
            eq(socialConnections.businessId, businessId),
            gt(socialConnections.expiresAt, now),
          ),
        );
      return row;
    },

    async deleteConnection(id: string): Promise<void> {
      await db.delete(socialConnections).where(eq(socialConnections.id, id));
    },

    async deleteExpiredConnections(now: Date): Promise<void> {
      await db.delete(socialConnections).where(lt(socialConnections.expiresAt, now));
    },
  };
}
export type SocialConnectionRepository = ReturnType<typeof socialConnectionRepository>;
