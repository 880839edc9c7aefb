import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { InviteRole } from '@contract/team';
import type { Db } from './client';
import { businesses, invitations, memberships, passwords, users } from './schema';
import { noSessionCache, type SessionCache } from './session-cache';
import type { UserRow } from './users';

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface InvitationWithBusiness extends InvitationRow {
  businessName: string;
}

/** Where an invitation stands at `now`: its link works only while it is pending. */
export function invitationState(row: InvitationRow, now: Date): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/**
 * Invitations to join a business (ADR 0061), stored only as the SHA-256 of their token.
 * Accepting is one conditional UPDATE (still pending, unexpired) in the transaction that
 * adds the membership, so a link joins one person once, however many requests race.
 */
export function invitationRepository(db: Db, cache: SessionCache = noSessionCache) {
  return { ...invitationRows(db), ...invitationAcceptance(db, cache) };
}
export type InvitationRepository = ReturnType<typeof invitationRepository>;

/** Not yet accepted nor revoked: re-inviting replaces it, revoking may still withdraw it. */
const stillOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
/** Open and not expired at `now`: its link still works. */
const pending = (now: Date) => and(stillOpen, gt(invitations.expiresAt, now));

/** Issuing, listing, counting, revoking and finding invitations. */
function invitationRows(db: Db) {
  return {
    /**
     * A new invitation; an invitation still open to the same address in the business is
     * replaced, so only the newest link works.
     */
    async issue(fields: {
      businessId: string;
      email: string;
      role: InviteRole;
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    }): Promise<InvitationRow> {
      return db.transaction(async (tx) => {
        await tx
          .delete(invitations)
          .where(
            and(
              eq(invitations.businessId, fields.businessId),
              eq(invitations.email, fields.email),
              stillOpen,
            ),
          );
        const [row] = await tx.insert(invitations).values(fields).returning();
        if (!row) throw new Error('Insert returned no invitation');
        return row;
      });
    },

    /** The business's invitations still waiting for an answer, the oldest first. */
    listPending(businessId: string, now = new Date()): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(and(eq(invitations.businessId, businessId), pending(now)))
        .orderBy(asc(invitations.createdAt), asc(invitations.id));
    },

    /** How many invitations of the business wait, leaving out those to `exceptEmail`. */
    async countPending(businessId: string, exceptEmail: string, now = new Date()) {
      const rows = await db
        .select({ email: invitations.email, n: count() })
        .from(invitations)
        .where(and(eq(invitations.businessId, businessId), pending(now)))
        .groupBy(invitations.email);
      return rows.filter((row) => row.email !== exceptEmail).reduce((sum, row) => sum + row.n, 0);
    },

    /** Withdraws a pending invitation of this business; undefined when it has none of that id. */
    async revoke(
      businessId: string,
      id: string,
      now = new Date(),
    ): Promise<{ email: string } | undefined> {
      const [revoked] = await db
        .update(invitations)
        .set({ revokedAt: now })
        .where(and(eq(invitations.id, id), eq(invitations.businessId, businessId), stillOpen))
        .returning({ email: invitations.email });
      return revoked;
    },

    /** The invitation a link's token names, with its business's name. */
    async findByTokenHash(tokenHash: string): Promise<InvitationWithBusiness | undefined> {
      const [row] = await db
        .select({ invitation: invitations, businessName: businesses.name })
        .from(invitations)
        .innerJoin(businesses, eq(businesses.id, invitations.businessId))
        .where(eq(invitations.tokenHash, tokenHash));
      return row ? { ...row.invitation, businessName: row.businessName } : undefined;
    },
  };
}

/** Using an invitation up: joining as a signed-in person, or signing up through it. */
function invitationAcceptance(db: Db, cache: SessionCache) {
  return {
    /**
     * Uses the invitation up and makes the person a member with its role, in one
     * transaction; false when it was no longer pending (another request used it first).
     */
    async accept(invitation: InvitationRow, userId: string, now = new Date()): Promise<boolean> {
      return cache.changing(
        () =>
          db.transaction(async (tx) => {
            const used = await tx
              .update(invitations)
              .set({ acceptedAt: now })
              .where(and(eq(invitations.id, invitation.id), pending(now)))
              .returning({ id: invitations.id });
            if (used.length === 0) return false;
            await tx
              .insert(memberships)
              .values({ businessId: invitation.businessId, userId, role: invitation.role })
              .onConflictDoNothing({ target: [memberships.businessId, memberships.userId] });
            return true;
          }),
        { user: userId },
      );
    },

    /**
     * Sign-up through the invitation: the person is created with the invited (so proven)
     * address, joins the business with the invited role and gets no business of their own.
     * Undefined when the invitation was no longer pending: nothing is created then.
     */
    async signUpThrough(
      invitation: InvitationRow,
      passwordHash: string,
      now = new Date(),
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(invitations)
          .set({ acceptedAt: now })
          .where(and(eq(invitations.id, invitation.id), pending(now)))
          .returning({ id: invitations.id });
        if (used.length === 0) return undefined;
        const [user] = await tx
          .insert(users)
          .values({ email: invitation.email, emailVerifiedAt: now })
          .returning();
        if (!user) throw new Error('Insert returned no user');
        await tx.insert(passwords).values({ userId: user.id, hash: passwordHash });
        await tx.insert(memberships).values({
          businessId: invitation.businessId,
          userId: user.id,
          role: invitation.role,
        });
        return user;
      });
    },
  };
}
