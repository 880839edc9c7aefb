import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimits } from './schema';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Fixed-window counters in the database, shared by every process on it. */
export function rateLimitRepository(db: Db) {
  return {
    /** Counts one hit against the key: a new window when there is none or the last one ended. */
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const ended = sql`${rateLimits.resetsAt} <= now()`;
      const rows = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetsAt: fresh })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
            resetsAt: sql`case when ${ended} then ${fresh} else ${rateLimits.resetsAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          ttlMs: sql<string>`greatest(0, extract(epoch from ${rateLimits.resetsAt} - now()) * 1000)`,
        });
      const row = rows[0];
      if (!row) throw new Error('The rate-limit counter was not written');
      return { count: row.count, ttlMs: Math.ceil(Number(row.ttlMs)) };
    },

    /** Hits in the key's current window, without counting one; 0 when it has none. */
    async current(key: string): Promise<number> {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, sql`now()`)));
      return row?.count ?? 0;
    },

    /** Ends the keys' windows now: their next hit starts from one. */
    async clear(keys: string[]): Promise<void> {
      await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
    },

    /** Removes counters whose window has ended; how many went. */
    async deleteExpired(now = new Date()): Promise<number> {
      const gone = await db
        .delete(rateLimits)
        .where(lt(rateLimits.resetsAt, now))
        .returning({ key: rateLimits.key });
      return gone.length;
    },
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
