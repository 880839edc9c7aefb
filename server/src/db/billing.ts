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
    async find(businessId: string): Promise<BillingAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.businessId, businessId));
      return row;
    },

    async findByCustomer(customerId: string): Promise<BillingAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.customerId, customerId));
      return row;
    },

    async setCustomer(businessId: string, customerId: string): Promise<void> {
      await db
        .insert(billingAccounts)
        .values({ businessId, customerId })
        .onConflictDoUpdate({
          target: billingAccounts.businessId,
          set: { customerId, updatedAt: new Date() },
        });
    },

    async applySubscription(businessId: string, state: SubscriptionState): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ ...state, updatedAt: new Date() })
        .where(eq(billingAccounts.businessId, businessId));
    },

    /** True when this failure starts a new episode (none was marked before). */
    async markPaymentFailed(businessId: string, at: Date): Promise<boolean> {
      const marked = await db
        .update(billingAccounts)
        .set({ paymentFailedAt: at, updatedAt: new Date() })
        .where(
          and(eq(billingAccounts.businessId, businessId), isNull(billingAccounts.paymentFailedAt)),
        )
        .returning({ businessId: billingAccounts.businessId });
      return marked.length > 0;
    },

    async clearPaymentFailed(businessId: string): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ paymentFailedAt: null, updatedAt: new Date() })
        .where(eq(billingAccounts.businessId, businessId));
    },

    /** Every business with a subscription: what the start-up reconciliation reads again. */
    async subscribed(): Promise<{ businessId: string; subscriptionId: string }[]> {
      const rows = await db
        .select({
          businessId: billingAccounts.businessId,
          subscriptionId: billingAccounts.subscriptionId,
        })
        .from(billingAccounts)
        .where(isNotNull(billingAccounts.subscriptionId));
      return rows.flatMap((row) =>
        row.subscriptionId
          ? [{ businessId: row.businessId, subscriptionId: row.subscriptionId }]
          : [],
      );
    },
  };
}

/**
 * The limit a count is checked against: none, Free's posts in all, or a paid plan's posts
 * in the period ending at `periodEnd` (the count starts again with the next period).
 */
export type PostLimit =
  | { kind: 'none' }
  | { kind: 'total'; posts: number }
  | { kind: 'period'; posts: number; periodEnd: Date | null };

/** The period's count after taking `count`: a period other than the one counted starts at 0. */
function periodCountAfter(count: number, periodEnd: Date | null) {
  const end = periodEnd ? sql`${periodEnd.toISOString()}::timestamptz` : sql`null::timestamptz`;
  return sql<number>`case when ${billingAccounts.periodCountedFor} is not distinct from ${end} then ${billingAccounts.periodPostsUsed} + ${count} else ${count} end`;
}

/** What taking `count` posts sets, and the condition the limit puts on it. */
function countUpdate(count: number, limit: PostLimit) {
  const total = sql`${billingAccounts.postsUsed} + ${count}`;
  if (limit.kind === 'none') return { set: { postsUsed: total }, setWhere: undefined };
  if (limit.kind === 'total')
    return { set: { postsUsed: total }, setWhere: sql`${total} <= ${limit.posts}` };
  const period = periodCountAfter(count, limit.periodEnd);
  return {
    set: { postsUsed: total, periodPostsUsed: period, periodCountedFor: limit.periodEnd },
    setWhere: sql`${period} <= ${limit.posts}`,
  };
}

/**
 * The posts counted against the plan: in all (Free's limit) and in the paid period (a paid
 * plan's monthly limit). The count is raised and checked against the limit in one
 * statement, so two requests at once cannot both take the last post.
 */
function postCountRepository(db: Db) {
  return {
    /** Counts `count` more posts unless that passes the limit; false, nothing counted, when it would. */
    async takePosts(businessId: string, count: number, limit: PostLimit): Promise<boolean> {
      if (limit.kind !== 'none' && count > limit.posts) return false;
      const period =
        limit.kind === 'period'
          ? { periodPostsUsed: count, periodCountedFor: limit.periodEnd }
          : {};
      const { set, setWhere } = countUpdate(count, limit);
      const taken = await db
        .insert(billingAccounts)
        .values({ businessId, postsUsed: count, ...period })
        .onConflictDoUpdate({ target: billingAccounts.businessId, set, setWhere })
        .returning({ used: billingAccounts.postsUsed });
      return taken.length > 0;
    },

    /** Gives back posts taken for work that then failed. */
    async givePostsBack(businessId: string, count: number): Promise<void> {
      await db
        .update(billingAccounts)
        .set({
          postsUsed: sql`greatest(0, ${billingAccounts.postsUsed} - ${count})`,
          periodPostsUsed: sql`greatest(0, ${billingAccounts.periodPostsUsed} - ${count})`,
        })
        .where(eq(billingAccounts.businessId, businessId));
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
