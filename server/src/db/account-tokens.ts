import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { accountTokens, type AccountTokenPurpose } from './schema';

export interface ConsumedToken {
  userId: string;
  email: string;
}

export function accountTokenRepository(db: Db) {
  return {
    /** Stores a new link; earlier links of the same purpose for the user stop working. */
    async issue(
      tokenHash: string,
      fields: { userId: string; purpose: AccountTokenPurpose; email: string; expiresAt: Date },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(accountTokens)
          .where(
            and(eq(accountTokens.userId, fields.userId), eq(accountTokens.purpose, fields.purpose)),
          );
        await tx.insert(accountTokens).values({ tokenHash, ...fields });
      });
    },

    /**
     * Uses a link up: the row is deleted whatever its state, so a token works at most
     * once even under concurrent requests. Undefined when unknown, of another purpose or
     * expired.
     */
    async consume(
      tokenHash: string,
      purpose: AccountTokenPurpose,
      now = new Date(),
    ): Promise<ConsumedToken | undefined> {
      const [row] = await db
        .delete(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
        .returning();
      if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
      return { userId: row.userId, email: row.email };
    },

    /** Every link of the user for this purpose stops working. */
    async revokeAll(userId: string, purpose: AccountTokenPurpose): Promise<void> {
      await db
        .delete(accountTokens)
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
    },
  };
}
export type AccountTokenRepository = ReturnType<typeof accountTokenRepository>;
