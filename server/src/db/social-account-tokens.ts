import { and, asc, eq, gt, isNotNull, lte, notLike, or } from 'drizzle-orm';
import type { Db } from './client';
import type { SocialAccountRow } from './social-accounts';
import { socialAccounts } from './schema';

/** The accounts' sealed tokens: refreshed one at a time, sealed again with a newer key. */
export function socialAccountTokenRepository(db: Db) {
  return {
    /** Connected accounts whose refresh token ends between `now` and `until`: renew them first. */
    renewableBefore(now: Date, until: Date, limit: number): Promise<SocialAccountRow[]> {
      return db
        .select()
        .from(socialAccounts)
        .where(
          and(
            eq(socialAccounts.status, 'connected'),
            isNotNull(socialAccounts.refreshToken),
            gt(socialAccounts.refreshExpiresAt, now),
            lte(socialAccounts.refreshExpiresAt, until),
          ),
        )
        .orderBy(asc(socialAccounts.refreshExpiresAt))
        .limit(limit);
    },

    /**
     * Up to `limit` accounts, in id order after `after`, with a token not starting with
     * `currentPrefix`: sealed as v1 or by an older key (ADR 0045).
     */
    async accountIdsToReseal(
      currentPrefix: string,
      after: string | null,
      limit: number,
    ): Promise<string[]> {
      // The prefix is letters, digits and dots: nothing LIKE treats specially.
      const pattern = `${currentPrefix}%`;
      const rows = await db
        .select({ id: socialAccounts.id })
        .from(socialAccounts)
        .where(
          and(
            after === null ? undefined : gt(socialAccounts.id, after),
            or(
              notLike(socialAccounts.accessToken, pattern),
              notLike(socialAccounts.refreshToken, pattern),
            ),
          ),
        )
        .orderBy(asc(socialAccounts.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Runs `work` holding the account's row lock (SELECT … FOR UPDATE): one token refresh at
     * a time per account, across processes. `work` must use only the transaction it gets.
     */
    withAccountLocked<T>(
      id: string,
      work: (
        row: SocialAccountRow,
        save: (change: Partial<SocialAccountRow>) => Promise<void>,
      ) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(socialAccounts)
          .where(eq(socialAccounts.id, id))
          .for('update');
        if (!row) return undefined;
        return work(row, async (change) => {
          await tx.update(socialAccounts).set(change).where(eq(socialAccounts.id, id));
        });
      });
    },
  };
}
export type SocialAccountTokenRepository = ReturnType<typeof socialAccountTokenRepository>;
