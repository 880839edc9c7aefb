import { and, asc, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Platform } from '@contract/onboarding';
import type { Db } from './client';
import { drafts, planSlots, plans } from './schema';

export type PlanRow = typeof plans.$inferSelect;
export type SlotRow = typeof planSlots.$inferSelect;
export type NewSlot = Pick<SlotRow, 'date' | 'time' | 'kind' | 'brief'> & { platforms: Platform[] };
type NewDraftRow = typeof drafts.$inferInsert;

/** Plans and their slots; every read and write of a user's plan names the user. */
export function planRepository(db: Db) {
  const slotsOf = (planId: string) =>
    db
      .select()
      .from(planSlots)
      .where(eq(planSlots.planId, planId))
      .orderBy(asc(planSlots.position));

  return {
    slotsOf,

    async create(
      userId: string,
      plan: Pick<PlanRow, 'month' | 'timeZone' | 'country'>,
      slots: NewSlot[],
    ): Promise<PlanRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(plans)
          .values({ ...plan, userId })
          .returning();
        if (!row) throw new Error('Insert returned no plan');
        await tx
          .insert(planSlots)
          .values(slots.map((slot, position) => ({ ...slot, planId: row.id, position })));
        return row;
      });
    },

    async findOwn(userId: string, id: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.id, id), eq(plans.userId, userId)));
      return row;
    },

    async find(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },

    async latestOf(userId: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(eq(plans.userId, userId))
        .orderBy(desc(plans.createdAt))
        .limit(1);
      return row;
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

    async setState(planId: string, state: PlanRow['state']): Promise<void> {
      await db.update(plans).set({ state }).where(eq(plans.id, planId));
    },

    /** Queues the slots in the given states. */
    async queueSlots(planId: string, from: SlotRow['state'][]): Promise<void> {
      await db
        .update(planSlots)
        .set({ state: 'queued', error: null })
        .where(and(eq(planSlots.planId, planId), inArray(planSlots.state, from)));
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

    async nextQueued(planId: string): Promise<SlotRow | undefined> {
      const [row] = await db
        .select()
        .from(planSlots)
        .where(and(eq(planSlots.planId, planId), eq(planSlots.state, 'queued')))
        .orderBy(asc(planSlots.position))
        .limit(1);
      return row;
    },

    /** Plans left writing (a restart mid-run): the jobs that carry them on are sent again. */
    async writingPlanIds(): Promise<string[]> {
      const rows = await db.select({ id: plans.id }).from(plans).where(eq(plans.state, 'writing'));
      return rows.map((row) => row.id);
    },

    /**
     * Saves a slot's post and marks the slot written in one transaction, only while the
     * slot is still queued: a slot is never written twice, even when two runs race.
     */
    async saveWritten(slotId: string, draft: NewDraftRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [slot] = await tx
          .select()
          .from(planSlots)
          .where(eq(planSlots.id, slotId))
          .for('update');
        if (slot?.state !== 'queued') return false;
        const [row] = await tx.insert(drafts).values(draft).returning({ id: drafts.id });
        await tx
          .update(planSlots)
          .set({ state: 'written', draftId: row?.id ?? null, error: null })
          .where(eq(planSlots.id, slotId));
        return true;
      });
    },

    async markFailed(slotId: string, error: string): Promise<void> {
      const [slot] = await db.select().from(planSlots).where(eq(planSlots.id, slotId));
      await db
        .update(planSlots)
        .set({ state: 'failed', error, attempts: (slot?.attempts ?? 0) + 1 })
        .where(and(eq(planSlots.id, slotId), eq(planSlots.state, 'queued')));
    },

    async retrySlot(planId: string, slotId: string): Promise<boolean> {
      const rows = await db
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
      return rows.length > 0;
    },

    /** Captions the variety rules compare with: the plan's written posts, then the brand's last 30. */
    async captionsFor(
      userId: string,
      planId: string,
    ): Promise<{ plan: string[]; recent: string[] }> {
      const written = await db
        .select({ caption: drafts.caption })
        .from(planSlots)
        .innerJoin(drafts, eq(drafts.id, planSlots.draftId))
        .where(and(eq(planSlots.planId, planId), eq(planSlots.state, 'written')))
        .orderBy(asc(planSlots.position));
      const recent = await db
        .select({ caption: drafts.caption })
        .from(drafts)
        .where(and(eq(drafts.userId, userId), or(isNull(drafts.planId), ne(drafts.planId, planId))))
        .orderBy(desc(drafts.createdAt))
        .limit(30);
      return { plan: written.map((row) => row.caption), recent: recent.map((row) => row.caption) };
    },
  };
}
export type PlanRepository = ReturnType<typeof planRepository>;
