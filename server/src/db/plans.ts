import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Platform } from '@contract/onboarding';
import type { Db } from './client';
import { planSlots, plans, businesses } from './schema';

export type PlanRow = typeof plans.$inferSelect;
export type SlotRow = typeof planSlots.$inferSelect;
export type NewSlot = Pick<SlotRow, 'date' | 'time' | 'kind' | 'brief'> & { platforms: Platform[] };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What asking to write a plan (or a failed slot of it again) came to. */
export type WriteStart = 'started' | 'unchanged' | 'busy';

/**
 * Locks the user's row, so two requests of one user (on any instance) take turns, and says
 * whether another of their plans is being written: one plan writing per user (ADR 0044).
 */
async function otherPlanWriting(tx: Tx, businessId: string, planId: string): Promise<boolean> {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  const [other] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.businessId, businessId), eq(plans.state, 'writing'), ne(plans.id, planId)))
    .limit(1);
  return other !== undefined;
}

/** Reading the owner's plans, and a plan's slots in order. */
function planReads(db: Db) {
  const slotsOf = (planId: string) =>
    db
      .select()
      .from(planSlots)
      .where(eq(planSlots.planId, planId))
      .orderBy(asc(planSlots.position));

  return {
    slotsOf,

    async findOwn(businessId: string, id: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.id, id), eq(plans.businessId, businessId)));
      return row;
    },

    async find(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },

    async latestOf(businessId: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(eq(plans.businessId, businessId))
        .orderBy(desc(plans.createdAt))
        .limit(1);
      return row;
    },
  };
}

/** Making a plan, and replacing its slots while it is still being planned. */
function planMaking(db: Db) {
  return {
    /**
     * Creates the plan unless the user made `perDay` plans in the last 24 hours (null then).
     * The user's row is locked first, so requests racing on several instances cannot pass
     * the cap together.
     */
    async create(
      businessId: string,
      plan: Pick<PlanRow, 'month' | 'timeZone' | 'country'>,
      slots: NewSlot[],
      perDay: number,
    ): Promise<PlanRow | null> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: businesses.id })
          .from(businesses)
          .where(eq(businesses.id, businessId))
          .for('update');
        const [made] = await tx
          .select({ count: count() })
          .from(plans)
          .where(
            and(
              eq(plans.businessId, businessId),
              gt(plans.createdAt, sql`now() - interval '1 day'`),
            ),
          );
        if ((made?.count ?? 0) >= perDay) return null;
        const [row] = await tx
          .insert(plans)
          .values({ ...plan, businessId })
          .returning();
        if (!row) throw new Error('Insert returned no plan');
        await tx
          .insert(planSlots)
          .values(slots.map((slot, position) => ({ ...slot, planId: row.id, position })));
        return row;
      });
    },

    /** Replaces the slots of a plan still being planned; false when it has moved on. */
    async replaceSlots(planId: string, slots: NewSlot[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
        if (plan?.state !== 'planning') return false;
        await tx.delete(planSlots).where(eq(planSlots.planId, planId));
        await tx
          .insert(planSlots)
          .values(slots.map((slot, position) => ({ ...slot, planId, position })));
        return true;
      });
    },
  };
}

/** Moving a plan to writing, back to writing for a failed slot, or to cancelled. */
function planStateChanges(db: Db) {
  return {
    /**
     * Queues a plan still being planned and marks it writing, unless another of the user's
     * plans is being written. 'unchanged': the plan was not being planned any more.
     */
    async startWriting(businessId: string, planId: string): Promise<WriteStart> {
      return db.transaction(async (tx) => {
        if (await otherPlanWriting(tx, businessId, planId)) return 'busy';
        const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
        if (plan?.state !== 'planning') return 'unchanged';
        await tx
          .update(planSlots)
          .set({ state: 'queued', error: null })
          .where(and(eq(planSlots.planId, planId), eq(planSlots.state, 'planned')));
        await tx.update(plans).set({ state: 'writing' }).where(eq(plans.id, planId));
        return 'started';
      });
    },

    async cancel(planId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(plans).set({ state: 'cancelled' }).where(eq(plans.id, planId));
        await tx
          .update(planSlots)
          .set({ state: 'cancelled' })
          .where(
            and(eq(planSlots.planId, planId), inArray(planSlots.state, ['queued', 'planned'])),
          );
      });
    },

    /**
     * Puts a failed slot back in the queue and the plan back to writing, unless another of
     * the user's plans is being written. 'unchanged': the slot had not failed.
     */
    async retrySlot(businessId: string, planId: string, slotId: string): Promise<WriteStart> {
      return db.transaction(async (tx) => {
        if (await otherPlanWriting(tx, businessId, planId)) return 'busy';
        await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for('update');
        const rows = await tx
          .update(planSlots)
          .set({ state: 'queued', error: null })
          .where(
            and(
              eq(planSlots.id, slotId),
              eq(planSlots.planId, planId),
              eq(planSlots.state, 'failed'),
            ),
          )
          .returning({ id: planSlots.id });
        if (rows.length === 0) return 'unchanged';
        await tx.update(plans).set({ state: 'writing' }).where(eq(plans.id, planId));
        return 'started';
      });
    },
  };
}

/** The owner's plans and their slots; every read and write of a user's plan names the user. */
export function planRepository(db: Db) {
  return {
    ...planReads(db),
    ...planMaking(db),
    ...planStateChanges(db),
  };
}
export type PlanRepository = ReturnType<typeof planRepository>;
