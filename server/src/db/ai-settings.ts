import { and, eq, like, sql, sum } from 'drizzle-orm';
import type { AiUsage } from '@contract/ai-settings';
import type { Db } from './client';
import { aiSettings, aiUsage } from './schema';

export type AiSettingsRow = typeof aiSettings.$inferSelect;
export type NewAiSettings = Omit<AiSettingsRow, 'businessId' | 'updatedAt'>;
export type AiCallKind = 'text' | 'image';

/** The UTC day a call is counted on, as YYYY-MM-DD. */
export const usageDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The business's writer settings and its model calls per day (ADR 0057). The key column
 * only ever holds the sealed key; the repository never sees it in clear.
 */
export function aiSettingsRepository(db: Db) {
  return {
    async find(businessId: string): Promise<AiSettingsRow | undefined> {
      const [row] = await db.select().from(aiSettings).where(eq(aiSettings.businessId, businessId));
      return row;
    },

    async save(businessId: string, values: NewAiSettings): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(aiSettings)
        .values({ businessId, ...values, updatedAt })
        .onConflictDoUpdate({ target: aiSettings.businessId, set: { ...values, updatedAt } });
    },

    /**
     * Counts one call when the day's count is under `limit`, in one statement so two
     * requests at once cannot both take the last call. False when the limit is reached.
     */
    async takeCall(
      businessId: string,
      kind: AiCallKind,
      limit: number,
      now: Date,
    ): Promise<boolean> {
      if (limit <= 0) return false;
      const taken = await db
        .insert(aiUsage)
        .values({ businessId, day: usageDay(now), kind, calls: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.businessId, aiUsage.day, aiUsage.kind],
          set: { calls: sql`${aiUsage.calls} + 1` },
          setWhere: sql`${aiUsage.calls} < ${limit}`,
        })
        .returning({ calls: aiUsage.calls });
      return taken.length > 0;
    },

    /** Calls made today and this month (UTC), text and images apart. */
    async usage(businessId: string, now: Date): Promise<AiUsage> {
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
        .where(and(eq(aiUsage.businessId, businessId), like(aiUsage.day, `${today.slice(0, 7)}-%`)))
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
