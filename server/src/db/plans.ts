import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Platform } from '@contract/onboarding';
import type { Db } from './client';
import { drafts, planSlots, plans, users } from './schema';

export type PlanRow = typeof plans.$inferSelect;
export type SlotRow = typeof planSlots.$inferSelect;
export type NewSlot = Pick<SlotRow, 'date' | 'time' | 'kind' | 'brief'> & { platforms: Platform[] };
type NewDraftRow = typeof drafts.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What asking to write a plan (or a failed slot of it again) came to. */
export type WriteStart = 'started' | 'unchanged' | 'busy';

/**
 * Locks the user's row, so two requests of one user (on any instance) take turns, and says
 * whether another of their plans is being written: one plan writing per user (ADR 0044).
 */
async function otherPlanWriting(tx: Tx, userId: string, planId: string): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [other] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.state, 'writing'), ne(plans.id, planId)))
    .limit(1);
  return other !== undefined;
}

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

    /**
     * Creates the plan unless the user made `perDay` plans in the last 24 hours (null then).
     * The user's row is locked first, so requests racing on several instances cannot pass
     * the cap together.
     */
    async create(
      userId: string,
      plan: Pick<PlanRow, 'month' | 'timeZone' | 'country'>,
      slots: NewSlot[],
      perDay: number,
    ): Promise<PlanRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [made] = await tx
          .select({ count: count() })
          .from(plans)
          .where(and(eq(plans.userId, userId), gt(plans.createdAt, sql`now() - interval '1 day'`)));
        if ((made?.count ?? 0) >= perDay) return null;
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

    /**
     * Queues a plan still being planned and marks it writing, unless another of the user's
     * plans is being written. 'unchanged': the plan was not being planned any more.
     */
    async startWriting(userId: string, planId: string): Promise<WriteStart> {
      return db.transaction(async (tx) => {
        if (await otherPlanWriting(tx, userId, planId)) return 'busy';
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

    /**
     * Marks a writing plan done when nothing is queued. The plan row is locked, so a retry
     * queuing a slot at the same moment either comes first (and the plan goes on) or after.
     */
    async finishIfNothingQueued(planId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
        if (plan?.state !== 'writing') return;
        const [queued] = await tx
          .select({ id: planSlots.id })
          .from(planSlots)
          .where(and(eq(planSlots.planId, planId), eq(planSlots.state, 'queued')))
          .limit(1);
        if (!queued) await tx.update(plans).set({ state: 'done' }).where(eq(plans.id, planId));
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

    /** Marks a queued slot failed; false when it was no longer queued (another run settled it). */
    async markFailed(slotId: string, error: string): Promise<boolean> {
      const rows = await db
        .update(planSlots)
        .set({ state: 'failed', error, attempts: sql`${planSlots.attempts} + 1` })
        .where(and(eq(planSlots.id, slotId), eq(planSlots.state, 'queued')))
        .returning({ id: planSlots.id });
      return rows.length > 0;
    },

    /** Says why a queued slot waits (shown with the plan); cleared when the slot is settled. */
    async noteWaiting(slotId: string, note: string): Promise<void> {
      await db
        .update(planSlots)
        .set({ error: note })
        .where(and(eq(planSlots.id, slotId), eq(planSlots.state, 'queued')));
    },

    /**
     * Puts a failed slot back in the queue and the plan back to writing, unless another of
     * the user's plans is being written. 'unchanged': the slot had not failed.
     */
    async retrySlot(userId: string, planId: string, slotId: string): Promise<WriteStart> {
      return db.transaction(async (tx) => {
        if (await otherPlanWriting(tx, userId, planId)) return 'busy';
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
