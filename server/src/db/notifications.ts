import { and, eq, gt, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATIONS, type NotificationKey } from '@contract/account';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import {
  billingAccounts,
  drafts,
  memberships,
  notificationSettings,
  publications,
  sentNotifications,
  socialAccounts,
  users,
} from './schema';

export type NotificationKind = (typeof sentNotifications.$inferInsert)['kind'];

/**
 * An event of a business its Owner may be e-mailed about, with its key (the event's one
 * identity): `userId` and `email` are the Owner's, whose choices decide the e-mail.
 */
export interface PendingEvent {
  key: string;
  businessId: string;
  userId: string;
  email: string | null;
}

export interface FailedPostEvent extends PendingEvent {
  postId: string;
  postTitle: string;
  networkName: string;
  accountName: string;
  errorMessage: string | null;
}

export interface AccountEvent extends PendingEvent {
  accountId: string;
  network: string;
  accountName: string;
  /** When the connection ends (expiring), or when it stopped working (needs reconnect). */
  at: Date | null;
}

/** A payment that failed (ADR 0055): `at` is when the server marked it, the grace's start. */
export interface PaymentEvent extends PendingEvent {
  at: Date;
}

/** Each business's Owner: the business's e-mails go to them. */
const owners = alias(memberships, 'owners');
const ownerIs = (businessId: AnyPgColumn) =>
  and(eq(owners.businessId, businessId), eq(owners.role, 'owner'));

/** A timestamp as the key's text: the same instant always gives the same key. */
const instantText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

const notYetHandled = (key: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from ${sentNotifications} where ${sentNotifications.key} = ${key})`;

/** What an account event carries besides its key and instant. */
const accountEventFields = {
  businessId: socialAccounts.businessId,
  userId: users.id,
  email: users.email,
  accountId: socialAccounts.id,
  network: socialAccounts.network,
  accountName: socialAccounts.displayName,
};

/** Publications that failed since `since`, not yet handled. */
function failedPostsSince(db: Db, since: Date, limit: number): Promise<FailedPostEvent[]> {
  const key = sql<string>`'post_failed:' || ${publications.id}`;
  return db
    .select({
      key,
      businessId: publications.businessId,
      userId: users.id,
      email: users.email,
      postId: publications.postId,
      postTitle: drafts.title,
      networkName: publications.network,
      accountName: publications.accountName,
      errorMessage: publications.errorMessage,
    })
    .from(publications)
    .innerJoin(owners, ownerIs(publications.businessId))
    .innerJoin(users, eq(users.id, owners.userId))
    .innerJoin(drafts, eq(drafts.id, publications.postId))
    .where(
      and(eq(publications.state, 'failed'), gte(publications.updatedAt, since), notYetHandled(key)),
    )
    .limit(limit);
}

/**
 * The events the notifier e-mails about, each found until it is handled once (ADR 0052):
 * a row in sent_notifications names it by key, claimed before the e-mail goes.
 */
export function notificationEventRepository(db: Db) {
  return {
    /** Publications that failed since `since`, not yet handled. */
    failedPosts: (since: Date, limit: number) => failedPostsSince(db, since, limit),

    /** Accounts that went to "needs reconnect" since `since`, not yet handled. */
    accountsNeedingReconnect(since: Date, limit: number): Promise<AccountEvent[]> {
      const key = sql<string>`'needs_reconnect:' || ${socialAccounts.id} || ':' || ${instantText(socialAccounts.needsReconnectSince)}`;
      return db
        .select({
          key,
          ...accountEventFields,
          at: socialAccounts.needsReconnectSince,
        })
        .from(socialAccounts)
        .innerJoin(owners, ownerIs(socialAccounts.businessId))
        .innerJoin(users, eq(users.id, owners.userId))
        .where(
          and(
            eq(socialAccounts.status, 'needs_reconnect'),
            gte(socialAccounts.needsReconnectSince, since),
            notYetHandled(key),
          ),
        )
        .limit(limit);
    },

    /**
     * Connected accounts whose token ends between `now` and `until` and cannot be renewed
     * (no refresh token: Meta's long-lived user token, LinkedIn's), not yet handled for
     * this expiry. A reconnect gives a new expiry, so a new warning later.
     */
    expiringAccounts(now: Date, until: Date, limit: number): Promise<AccountEvent[]> {
      const key = sql<string>`'connection_expiring:' || ${socialAccounts.id} || ':' || ${instantText(socialAccounts.accessExpiresAt)}`;
      return db
        .select({
          key,
          ...accountEventFields,
          at: socialAccounts.accessExpiresAt,
        })
        .from(socialAccounts)
        .innerJoin(owners, ownerIs(socialAccounts.businessId))
        .innerJoin(users, eq(users.id, owners.userId))
        .where(
          and(
            eq(socialAccounts.status, 'connected'),
            isNull(socialAccounts.refreshToken),
            isNotNull(socialAccounts.accessExpiresAt),
            gt(socialAccounts.accessExpiresAt, now),
            lte(socialAccounts.accessExpiresAt, until),
            notYetHandled(key),
          ),
        )
        .limit(limit);
    },
  };
}

/** Failed payments (ADR 0055), found until handled once like the events above. */
function paymentEventRepository(db: Db) {
  return {
    /**
     * Businesses whose payment failed since `since`, not yet handled for this failure: a
     * later failure, after a paid invoice cleared the first, is news again.
     */
    async failedPayments(since: Date, limit: number): Promise<PaymentEvent[]> {
      const key = sql<string>`'payment_failed:' || ${billingAccounts.businessId} || ':' || ${instantText(billingAccounts.paymentFailedAt)}`;
      const rows = await db
        .select({
          key,
          businessId: billingAccounts.businessId,
          userId: users.id,
          email: users.email,
          at: billingAccounts.paymentFailedAt,
        })
        .from(billingAccounts)
        .innerJoin(owners, ownerIs(billingAccounts.businessId))
        .innerJoin(users, eq(users.id, owners.userId))
        .where(and(gte(billingAccounts.paymentFailedAt, since), notYetHandled(key)))
        .limit(limit);
      return rows.flatMap((row) => (row.at ? [{ ...row, at: row.at }] : []));
    },
  };
}

/** Handling an event once, and the owner's one-click opt-out. */
export function notificationClaimRepository(db: Db) {
  return {
    /**
     * Marks the event handled; false when someone already did (another instance, an
     * earlier run). Claimed before the e-mail goes, so it goes at most once.
     */
    async claim(event: {
      key: string;
      userId: string;
      kind: NotificationKind;
      emailed: boolean;
    }): Promise<boolean> {
      const rows = await db
        .insert(sentNotifications)
        .values(event)
        .onConflictDoNothing()
        .returning({ key: sentNotifications.key });
      return rows.length > 0;
    },

    /**
     * Turns one toggle off, keeping the others as they were (the defaults when never
     * saved); nothing for a user that no longer exists.
     */
    async turnOffNotification(userId: string, key: NotificationKey): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!user) return;
        const [row] = await tx
          .select({ settings: notificationSettings.settings })
          .from(notificationSettings)
          .where(eq(notificationSettings.userId, userId))
          .for('update');
        const settings = { ...(row?.settings ?? DEFAULT_NOTIFICATIONS), [key]: false };
        const updatedAt = new Date();
        await tx
          .insert(notificationSettings)
          .values({ userId, settings, updatedAt })
          .onConflictDoUpdate({
            target: notificationSettings.userId,
            set: { settings, updatedAt },
          });
      });
    },

    /** Gives a claimed event back when its e-mail could not be sent, so a retry sends it. */
    async release(key: string): Promise<void> {
      await db.delete(sentNotifications).where(eq(sentNotifications.key, key));
    },
  };
}
export const notificationRepository = (db: Db) => ({
  ...notificationEventRepository(db),
  ...paymentEventRepository(db),
  ...notificationClaimRepository(db),
});
export type NotificationRepository = ReturnType<typeof notificationRepository>;
