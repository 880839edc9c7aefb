import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PaidPlanId } from '@contract/billing';
import type { Db } from './client';
import { billingAccounts, billingEvents } from './schema';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;

/** A subscription as read from the payment provider, in the columns it fills. */
export interface SubscriptionState {
  subscriptionId: string;
  plan: PaidPlanId | null;
  status: string;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Billing rows (ADR 0055): one per business, its customer and subscription as last read. */
function billingAccountRepository(db: Db) {
  return {
    async find(userId: string): Promise<BillingAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId));
      return row;
    },

    async findByCustomer(customerId: string): Promise<BillingAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.customerId, customerId));
      return row;
    },

    async setCustomer(userId: string, customerId: string): Promise<void> {
      await db
        .insert(billingAccounts)
        .values({ userId, customerId })
        .onConflictDoUpdate({
          target: billingAccounts.userId,
          set: { customerId, updatedAt: new Date() },
        });
    },

    async applySubscription(userId: string, state: SubscriptionState): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ ...state, updatedAt: new Date() })
        .where(eq(billingAccounts.userId, userId));
    },

    /** True when this failure starts a new episode (none was marked before). */
    async markPaymentFailed(userId: string, at: Date): Promise<boolean> {
      const marked = await db
        .update(billingAccounts)
        .set({ paymentFailedAt: at, updatedAt: new Date() })
        .where(and(eq(billingAccounts.userId, userId), isNull(billingAccounts.paymentFailedAt)))
        .returning({ userId: billingAccounts.userId });
      return marked.length > 0;
    },

    async clearPaymentFailed(userId: string): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ paymentFailedAt: null, updatedAt: new Date() })
        .where(eq(billingAccounts.userId, userId));
    },

    /** Every business with a subscription: what the start-up reconciliation reads again. */
    async subscribed(): Promise<{ userId: string; subscriptionId: string }[]> {
      const rows = await db
        .select({ userId: billingAccounts.userId, subscriptionId: billingAccounts.subscriptionId })
        .from(billingAccounts)
        .where(isNotNull(billingAccounts.subscriptionId));
      return rows.flatMap((row) =>
        row.subscriptionId ? [{ userId: row.userId, subscriptionId: row.subscriptionId }] : [],
      );
    },
  };
}

/**
 * The posts counted against the plan. The count is raised and checked against the limit in
 * one statement, so two requests at once cannot both take the last post.
 */
function postCountRepository(db: Db) {
  return {
    /**
     * Counts `count` more posts unless that passes `limit` (null: no limit). False, and
     * nothing counted, when it would.
     */
    async takePosts(userId: string, count: number, limit: number | null): Promise<boolean> {
      if (limit !== null && count > limit) return false;
      const taken = await db
        .insert(billingAccounts)
        .values({ userId, postsUsed: count })
        .onConflictDoUpdate({
          target: billingAccounts.userId,
          set: { postsUsed: sql`${billingAccounts.postsUsed} + ${count}` },
          setWhere:
            limit === null ? undefined : sql`${billingAccounts.postsUsed} + ${count} <= ${limit}`,
        })
        .returning({ used: billingAccounts.postsUsed });
      return taken.length > 0;
    },

    /** Gives back posts taken for work that then failed. */
    async givePostsBack(userId: string, count: number): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ postsUsed: sql`greatest(0, ${billingAccounts.postsUsed} - ${count})` })
        .where(eq(billingAccounts.userId, userId));
    },
  };
}

/** The ids of the provider's events already handled: a replay is not handled twice. */
function billingEventRepository(db: Db) {
  return {
    async eventHandled(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: billingEvents.eventId })
        .from(billingEvents)
        .where(eq(billingEvents.eventId, eventId));
      return row !== undefined;
    },

    async recordEvent(eventId: string, type: string): Promise<void> {
      await db.insert(billingEvents).values({ eventId, type }).onConflictDoNothing();
    },
  };
}
export function billingRepository(db: Db) {
  return {
    ...billingAccountRepository(db),
    ...postCountRepository(db),
    ...billingEventRepository(db),
  };
}
export type BillingRepository = ReturnType<typeof billingRepository>;
