import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DeletedCounts, NotificationSettings, SupportRequest } from '@contract/account';
import type { Db } from './client';
import {
  businesses,
  drafts,
  memberships,
  notificationSettings,
  onboarding,
  sessions,
  supportRequests,
  uploads,
  users,
} from './schema';
import { noSessionCache, type SessionCache } from './session-cache';
import type { UploadRow } from './uploads';

export type StoredSupportRequest = typeof supportRequests.$inferSelect;

/** The images an owner sees in the library: what they uploaded for posts and what was drawn. */
const LIBRARY_KINDS = ['post_image', 'generated'] as const;

/** The owner's notification settings, and the support requests sent to us. */
function notificationsAndSupport(db: Db) {
  return {
    async notificationsOf(userId: string): Promise<NotificationSettings | undefined> {
      const rows = await db
        .select({ settings: notificationSettings.settings })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return rows[0]?.settings;
    },

    async saveNotifications(userId: string, settings: NotificationSettings): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(notificationSettings)
        .values({ userId, settings, updatedAt })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { settings, updatedAt },
        });
    },

    async addSupportRequest(request: SupportRequest): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db
        .insert(supportRequests)
        .values({ ...request, email: request.email.trim().toLowerCase() })
        .returning({ id: supportRequests.id, createdAt: supportRequests.createdAt });
      if (!row) throw new Error('Insert returned no support request');
      return row;
    },

    /** The latest support requests, newest first: what the administrator reads. */
    latestSupportRequests(limit: number): Promise<StoredSupportRequest[]> {
      return db
        .select()
        .from(supportRequests)
        .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
        .limit(limit);
    },
  };
}

/** A business's stored files: the library its members see, and what deletion and export cover. */
function accountFiles(db: Db) {
  return {
    /** Newest first. */
    libraryOf(businessId: string): Promise<UploadRow[]> {
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.businessId, businessId), inArray(uploads.kind, [...LIBRARY_KINDS])))
        .orderBy(desc(uploads.createdAt), desc(uploads.key));
    },

    /** Every stored file of the business, brand assets included: what deletion and export cover. */
    filesOf(businessId: string): Promise<UploadRow[]> {
      return db.select().from(uploads).where(eq(uploads.businessId, businessId));
    },

    async deleteUpload(businessId: string, key: string): Promise<boolean> {
      const rows = await db
        .delete(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.businessId, businessId)))
        .returning({ key: uploads.key });
      return rows.length > 0;
    },
  };
}

/** Deleting the person with the businesses they own; their sessions go with them. */
function accountDeletion(db: Db, sessionCache: SessionCache) {
  return {
    /** The businesses the person is the Owner of: deleting the account deletes them. */
    async ownedBusinessIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: memberships.businessId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner')));
      return rows.map((row) => row.id);
    },

    /**
     * Deletes the person, every business they own (with everything in it) and their
     * memberships elsewhere in one transaction, counting what went. Rows that reference a
     * business or the user cascade; support requests are matched by e-mail. Files in
     * storage are the caller's (they are not in the database).
     */
    async deleteUser(userId: string, email: string | null): Promise<Omit<DeletedCounts, 'files'>> {
      // The user's sessions go with the user (the rows cascade): none may be honoured after.
      const remove = () =>
        db.transaction(async (tx) => {
          const count = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
          const n = sql<number>`count(*)::int`;
          const owned = tx
            .select({ id: memberships.businessId })
            .from(memberships)
            .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner')));
          const draftCount = await count(
            tx.select({ n }).from(drafts).where(inArray(drafts.businessId, owned)),
          );
          const sessionCount = await count(
            tx.select({ n }).from(sessions).where(eq(sessions.userId, userId)),
          );
          const brandCount = await count(
            tx.select({ n }).from(onboarding).where(inArray(onboarding.businessId, owned)),
          );
          const supportRows = email
            ? await tx
                .delete(supportRequests)
                .where(eq(supportRequests.email, email))
                .returning({ id: supportRequests.id })
            : [];
          await tx.delete(businesses).where(inArray(businesses.id, owned));
          await tx.delete(users).where(eq(users.id, userId));
          return {
            drafts: draftCount,
            sessions: sessionCount,
            brand_profile: brandCount > 0,
            support_requests: supportRows.length,
          };
        });
      // Other members' sessions may have acted for a deleted business: all are read afresh.
      return sessionCache.changing(remove, { everything: true });
    },
  };
}

/** The owner's account beyond sign-in: notifications, support, library reads and deletion. */
export function accountRepository(db: Db, sessionCache: SessionCache = noSessionCache) {
  return {
    ...notificationsAndSupport(db),
    ...accountFiles(db),
    ...accountDeletion(db, sessionCache),
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
