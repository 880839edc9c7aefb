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
    async sealedKeyOf(businessId: string): Promise<string | null> {
      const [row] = await db
        .select({ sealed: aiSettings.apiKeySealed })
        .from(aiSettings)
        .where(eq(aiSettings.businessId, businessId));
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
        .select({ businessId: aiSettings.businessId })
        .from(aiSettings)
        .where(
          and(
            after === null ? undefined : gt(aiSettings.businessId, after),
            isNotNull(aiSettings.apiKeySealed),
            notLike(aiSettings.apiKeySealed, `${currentPrefix}%`),
          ),
        )
        .orderBy(asc(aiSettings.businessId))
        .limit(limit);
      return rows.map((row) => row.businessId);
    },

    /**
     * Stores the key sealed again, only while the row still holds `was`: a key the owner
     * saved meanwhile is kept, not overwritten by the older one sealed again.
     */
    async replaceSealedKey(businessId: string, was: string, sealed: string): Promise<boolean> {
      const changed = await db
        .update(aiSettings)
        .set({ apiKeySealed: sealed })
        .where(and(eq(aiSettings.businessId, businessId), eq(aiSettings.apiKeySealed, was)))
        .returning({ businessId: aiSettings.businessId });
      return changed.length > 0;
    },
  };
}
export type AiApiKeyRepository = ReturnType<typeof aiApiKeyRepository>;
