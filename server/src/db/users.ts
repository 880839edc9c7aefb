import { eq } from 'drizzle-orm';
import type { User } from '@contract/auth';
import type { Db } from './client';
import { businesses, memberships, passwords, users } from './schema';

/** A new person's own business before they name it. */
export const DEFAULT_BUSINESS_NAME = 'My business';
import { noSessionCache, type SessionCache } from './session-cache';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** product.md §3 User as the client keeps it: every field, plus the id. */
export const publicUser = (row: UserRow): User & { id: string } => ({
  id: row.id,
  email: row.email,
  google_id: row.googleId,
  facebook_id: row.facebookId,
  name: row.name,
  business_name: row.businessName,
  industry: row.industry,
  location: row.location,
  employees: row.employees,
  email_verified: Boolean(row.email && row.emailVerifiedAt),
});

/** `sessionCache` remembers users with their sessions: every change to a user forgets them. */
export function userRepository(db: Db, sessionCache: SessionCache = noSessionCache) {
  const first = async (rows: Promise<UserRow[]>) => (await rows)[0];
  return {
    findById: (id: string) => first(db.select().from(users).where(eq(users.id, id))),
    findByEmail: (email: string) =>
      first(
        db
          .select()
          .from(users)
          .where(eq(users.email, normaliseEmail(email))),
      ),
    findByGoogleId: (googleId: string) =>
      first(db.select().from(users).where(eq(users.googleId, googleId))),
    findByFacebookId: (facebookId: string) =>
      first(db.select().from(users).where(eq(users.facebookId, facebookId))),

    async passwordHashOf(userId: string): Promise<string | undefined> {
      const rows = await db
        .select({ hash: passwords.hash })
        .from(passwords)
        .where(eq(passwords.userId, userId));
      return rows[0]?.hash;
    },

    /**
     * Creates the user, their own business (sharing their id, ADR 0061) with them as its
     * Owner and, for e-mail accounts, the password hash, in one transaction.
     */
    async create(fields: NewUser, passwordHash?: string): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(fields).returning();
        if (!row) throw new Error('Insert returned no user');
        const name = row.businessName?.trim() || row.name?.trim() || DEFAULT_BUSINESS_NAME;
        await tx.insert(businesses).values({ id: row.id, name, createdAt: row.createdAt });
        await tx
          .insert(memberships)
          .values({ businessId: row.id, userId: row.id, role: 'owner', createdAt: row.createdAt });
        if (passwordHash) await tx.insert(passwords).values({ userId: row.id, hash: passwordHash });
        return row;
      });
    },

    /** Replaces (or sets) the user's password hash. */
    async setPasswordHash(userId: string, hash: string): Promise<void> {
      await sessionCache.changing(
        () =>
          db
            .insert(passwords)
            .values({ userId, hash })
            .onConflictDoUpdate({ target: passwords.userId, set: { hash } }),
        { user: userId },
      );
    },

    /** The account no longer has a password: only a reset link or a provider opens it. */
    async removePassword(userId: string): Promise<void> {
      await sessionCache.changing(() => db.delete(passwords).where(eq(passwords.userId, userId)), {
        user: userId,
      });
    },

    async update(id: string, fields: NewUser): Promise<UserRow> {
      const [row] = await sessionCache.changing(
        () => db.update(users).set(fields).where(eq(users.id, id)).returning(),
        { user: id },
      );
      if (!row) throw new Error('Update found no user');
      return row;
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
