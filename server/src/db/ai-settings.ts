import { and, asc, eq, gt, isNotNull, like, notLike, sql, sum } from 'drizzle-orm';
import type { AiUsage } from '@contract/ai-settings';
import type { Db } from './client';
import { aiSettings, aiUsage } from './schema';

export type AiSettingsRow = typeof aiSettings.$inferSelect;
export type NewAiSettings = Omit<AiSettingsRow, 'userId' | 'updatedAt'>;
export type AiCallKind = 'text' | 'image';

/** The UTC day a call is counted on, as YYYY-MM-DD. */
export const usageDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The business's writer settings and its model calls per day (ADR 0057). The key column
 * only ever holds the sealed key; the repository never sees it in clear.
 */
export function aiSettingsRepository(db: Db) {
  return {
    async find(userId: string): Promise<AiSettingsRow | undefined> {
      const [row] = await db.select().from(aiSettings).where(eq(aiSettings.userId, userId));
      return row;
    },

    async save(userId: string, values: NewAiSettings): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(aiSettings)
        .values({ userId, ...values, updatedAt })
        .onConflictDoUpdate({ target: aiSettings.userId, set: { ...values, updatedAt } });
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

    /**
     * Counts one call when the day's count is under `limit`, in one statement so two
     * requests at once cannot both take the last call. False when the limit is reached.
     */
    async takeCall(userId: string, kind: AiCallKind, limit: number, now: Date): Promise<boolean> {
      if (limit <= 0) return false;
      const taken = await db
        .insert(aiUsage)
        .values({ userId, day: usageDay(now), kind, calls: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day, aiUsage.kind],
          set: { calls: sql`${aiUsage.calls} + 1` },
          setWhere: sql`${aiUsage.calls} < ${limit}`,
        })
        .returning({ calls: aiUsage.calls });
      return taken.length > 0;
    },

    /** Calls made today and this month (UTC), text and images apart. */
    async usage(userId: string, now: Date): Promise<AiUsage> {
      const today = usageDay(now);
      const rows = await db
        .select({
          kind: aiUsage.kind,
          month: sum(aiUsage.calls).mapWith(Number),
          today: sum(
            sql`case when ${aiUsage.day} = ${today} then ${aiUsage.calls} else 0 end`,
          ).mapWith(Number),
        })
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), like(aiUsage.day, `${today.slice(0, 7)}-%`)))
        .groupBy(aiUsage.kind);
      const of = (kind: AiCallKind) => rows.find((row) => row.kind === kind);
      return {
        text_today: of('text')?.today ?? 0,
        image_today: of('image')?.today ?? 0,
        text_month: of('text')?.month ?? 0,
        image_month: of('image')?.month ?? 0,
      };
    },
  };
}
export type AiSettingsRepository = ReturnType<typeof aiSettingsRepository>;
