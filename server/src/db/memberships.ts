import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '@contract/team';
import type { Db } from './client';
import { businesses, memberships, users } from './schema';
import { noSessionCache, type SessionCache } from './session-cache';

export interface MemberRow {
  userId: string;
  name: string | null;
  email: string | null;
  role: Role;
  joinedAt: Date;
}

export interface MembershipOfPerson {
  businessId: string;
  name: string;
  role: Role;
  joinedAt: Date;
}

/** Who belongs to a business, and what a person belongs to. */
function membershipReads(db: Db) {
  return {
    /** The business's members, the earliest first. */
    listByBusiness(businessId: string): Promise<MemberRow[]> {
      return db
        .select({
          userId: memberships.userId,
          name: users.name,
          email: users.email,
          role: memberships.role,
          joinedAt: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.businessId, businessId))
        .orderBy(asc(memberships.createdAt), asc(memberships.userId));
    },

    /** The businesses the person belongs to, the earliest joined first. */
    listByUser(userId: string): Promise<MembershipOfPerson[]> {
      return db
        .select({
          businessId: memberships.businessId,
          name: businesses.name,
          role: memberships.role,
          joinedAt: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(businesses, eq(businesses.id, memberships.businessId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt), asc(memberships.businessId));
    },

    /** The person's role in the business, when they are a member. */
    async roleOf(businessId: string, userId: string): Promise<Role | undefined> {
      const [row] = await db
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
      return row?.role;
    },

    /** The business's name as it is now (a session remembers the one it started with). */
    async nameOf(businessId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: businesses.name })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row?.name;
    },

    /** The Owner's user id of the business: who its e-mails go to. */
    async ownerOf(businessId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.businessId, businessId), eq(memberships.role, 'owner')));
      return row?.userId;
    },
  };
}

/**
 * Who belongs to which business, with which role (ADR 0061). A session remembers its
 * person's role, so every change here forgets that person's remembered sessions.
 */
export function membershipRepository(db: Db, cache: SessionCache = noSessionCache) {
  return {
    /** A new business with the person as its Owner; its id is fresh unless given. */
    async createBusiness(name: string, ownerId: string, id?: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [business] = await tx
          .insert(businesses)
          .values(id ? { id, name } : { name })
          .returning({ id: businesses.id });
        if (!business) throw new Error('Insert returned no business');
        await tx
          .insert(memberships)
          .values({ businessId: business.id, userId: ownerId, role: 'owner' });
        return business.id;
      });
    },

    /** Adds the person with the role; false when they already belong to the business. */
    async addMember(businessId: string, userId: string, role: Role): Promise<boolean> {
      const added = await cache.changing(
        () =>
          db
            .insert(memberships)
            .values({ businessId, userId, role })
            .onConflictDoNothing({ target: [memberships.businessId, memberships.userId] })
            .returning({ userId: memberships.userId }),
        { user: userId },
      );
      return added.length > 0;
    },

    /** Changes a member's role; false when they are not a member. */
    async changeRole(businessId: string, userId: string, role: Role): Promise<boolean> {
      const changed = await cache.changing(
        () =>
          db
            .update(memberships)
            .set({ role })
            .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)))
            .returning({ userId: memberships.userId }),
        { user: userId },
      );
      return changed.length > 0;
    },

    /** Removes a member; their sessions acting for the business fall back to another. */
    async removeMember(businessId: string, userId: string): Promise<boolean> {
      const removed = await cache.changing(
        () =>
          db
            .delete(memberships)
            .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)))
            .returning({ userId: memberships.userId }),
        { user: userId },
      );
      return removed.length > 0;
    },

    ...membershipReads(db),
  };
}
export type MembershipRepository = ReturnType<typeof membershipRepository>;
