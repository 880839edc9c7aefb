import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from './client';
import { sessions, users } from './schema';
import { noSessionCache, type ActiveSession, type SessionCache } from './session-cache';

export type { ActiveSession };

export function sessionRepository(db: Db, cache: SessionCache = noSessionCache) {
  // Every signed-in request runs this: prepared once, planned once per connection.
  const findActive = db
    .select({ user: users, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_active_session');
  return {
    async create(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },

    /** The session's user, when the session exists and has not expired. */
    async find(tokenHash: string, now = new Date()): Promise<ActiveSession | undefined> {
      const remembered = cache.get(tokenHash, now);
      if (remembered) return remembered;
      const lookup = cache.lookup();
      const [session] = await findActive.execute({ tokenHash, now });
      if (session) lookup.remember(tokenHash, session);
      return session;
    },

    async extend(tokenHash: string, expiresAt: Date): Promise<void> {
      await cache.changing(
        () => db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash)),
        { token: tokenHash },
      );
    },

    async delete(tokenHash: string): Promise<void> {
      await cache.changing(() => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)), {
        token: tokenHash,
      });
    },

    /** Ends every session of the user, or every one but `keepTokenHash`. */
    async deleteAllOf(userId: string, keepTokenHash?: string): Promise<void> {
      await cache.changing(
        () =>
          db
            .delete(sessions)
            .where(
              keepTokenHash
                ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
                : eq(sessions.userId, userId),
            ),
        { user: userId, keepToken: keepTokenHash },
      );
    },

    /** Removes sessions that have expired; how many went. */
    async deleteExpired(now = new Date()): Promise<number> {
      const gone = await cache.changing(
        () =>
          db
            .delete(sessions)
            .where(lt(sessions.expiresAt, now))
            .returning({ tokenHash: sessions.tokenHash }),
        { everything: true },
      );
      return gone.length;
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
