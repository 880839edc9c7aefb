import { and, asc, desc, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from './client';
import { businesses, memberships, sessions, users } from './schema';
import {
  noSessionCache,
  type ActiveSession,
  type SessionBusiness,
  type SessionCache,
} from './session-cache';

export type { ActiveSession, SessionBusiness };

/** Which business a session acts for when it starts, or when its own is gone. */
function businessChoices(db: Db) {
  /** The oldest business the person still belongs to, when there is one. */
  const oldestMembership = async (userId: string): Promise<string | undefined> => {
    const [row] = await db
      .select({ businessId: memberships.businessId })
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .orderBy(asc(memberships.createdAt), asc(memberships.businessId))
      .limit(1);
    return row?.businessId;
  };

  /** Sign-in acts for the business of the person's latest session, else their oldest. */
  const businessForSignIn = async (userId: string): Promise<string | undefined> => {
    const [recent] = await db
      .select({ businessId: memberships.businessId })
      .from(sessions)
      .innerJoin(
        memberships,
        and(eq(memberships.businessId, sessions.businessId), eq(memberships.userId, userId)),
      )
      .where(and(eq(sessions.userId, userId), isNotNull(sessions.businessId)))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return recent?.businessId ?? oldestMembership(userId);
  };
  return { oldestMembership, businessForSignIn };
}

/** Renewing and ending sessions, each forgetting what it changes from the cache. */
function sessionEndings(db: Db, cache: SessionCache) {
  return {
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

export function sessionRepository(db: Db, cache: SessionCache = noSessionCache) {
  const { oldestMembership, businessForSignIn } = businessChoices(db);
  // Every signed-in request runs this: prepared once, planned once per connection.
  // The membership is matched on the session's own person: a business they left is none.
  const findActive = db
    .select({
      user: users,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      businessId: memberships.businessId,
      businessName: businesses.name,
      role: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.businessId, sessions.businessId), eq(memberships.userId, sessions.userId)),
    )
    .leftJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_active_session');
  /** The session acts for this business from now on (the caller checked the membership). */
  const actFor = async (tokenHash: string, businessId: string): Promise<void> => {
    await cache.changing(
      () => db.update(sessions).set({ businessId }).where(eq(sessions.tokenHash, tokenHash)),
      { token: tokenHash },
    );
  };

  return {
    async create(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      const businessId = (await businessForSignIn(userId)) ?? null;
      await db.insert(sessions).values({ tokenHash, userId, businessId, expiresAt });
    },

    /** The session's user and business, when the session exists and has not expired. */
    async find(tokenHash: string, now = new Date()): Promise<ActiveSession | undefined> {
      const remembered = cache.get(tokenHash, now);
      if (remembered) return remembered;
      const lookup = cache.lookup();
      const [row] = await findActive.execute({ tokenHash, now });
      if (!row) return undefined;
      const { businessId, businessName, role, ...rest } = row;
      const business: SessionBusiness | null =
        businessId && businessName !== null && role
          ? { id: businessId, name: businessName, role }
          : null;
      const session: ActiveSession = { ...rest, business };
      lookup.remember(tokenHash, session);
      return session;
    },

    /**
     * Points a session whose business is gone (or was left) at another business of its
     * person; false when they belong to none.
     */
    async actForAnotherBusiness(tokenHash: string, userId: string): Promise<boolean> {
      const businessId = await oldestMembership(userId);
      if (!businessId) return false;
      await actFor(tokenHash, businessId);
      return true;
    },

    actFor,

    ...sessionEndings(db, cache),
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
