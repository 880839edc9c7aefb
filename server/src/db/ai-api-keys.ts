import { and, asc, eq, gt, isNotNull, notLike } from 'drizzle-orm';
import type { Db } from './client';
import { aiSettings } from './schema';

/**
 * The businesses' sealed model API keys as the token key's rotation sees them (ADR 0045,
 * 0057): which are sealed by an older key, and storing one sealed again.
 */
export function aiApiKeyRepository(db: Db) {
  return {
    /** The sealed key kept for the business, or null. */
    async sealedKeyOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ sealed: aiSettings.apiKeySealed })
        .from(aiSettings)
        .where(eq(aiSettings.userId, userId));
      return row?.sealed ?? null;
    },

    /**
     * Up to `limit` businesses, in id order after `after`, whose key is not sealed with
     * `currentPrefix`: sealed by an older key of the ring (ADR 0045).
     */
    async userIdsToReseal(
      currentPrefix: string,
      after: string | null,
      limit: number,
    ): Promise<string[]> {
      // The prefix is letters, digits and dots: nothing LIKE treats specially.
      const rows = await db
        .select({ userId: aiSettings.userId })
        .from(aiSettings)
        .where(
          and(
            after === null ? undefined : gt(aiSettings.userId, after),
            isNotNull(aiSettings.apiKeySealed),
            notLike(aiSettings.apiKeySealed, `${currentPrefix}%`),
          ),
        )
        .orderBy(asc(aiSettings.userId))
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /**
     * Stores the key sealed again, only while the row still holds `was`: a key the owner
     * saved meanwhile is kept, not overwritten by the older one sealed again.
     */
    async replaceSealedKey(userId: string, was: string, sealed: string): Promise<boolean> {
      const changed = await db
        .update(aiSettings)
        .set({ apiKeySealed: sealed })
        .where(and(eq(aiSettings.userId, userId), eq(aiSettings.apiKeySealed, was)))
        .returning({ userId: aiSettings.userId });
      return changed.length > 0;
    },
  };
}
export type AiApiKeyRepository = ReturnType<typeof aiApiKeyRepository>;
