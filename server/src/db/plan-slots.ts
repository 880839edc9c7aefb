import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { DraftRow } from './drafts';
import type { SlotRow } from './plans';
import { drafts, planSlots, plans } from './schema';

type NewDraftRow = typeof drafts.$inferInsert;

/** Taking the next queued slot, and settling it: written, failed, or waiting with a note. */
function slotWriting(db: Db) {
  return {
    async nextQueued(planId: string): Promise<SlotRow | undefined> {
      const [row] = await db
        .select()
        .from(planSlots)
        .where(and(eq(planSlots.planId, planId), eq(planSlots.state, 'queued')))
        .orderBy(asc(planSlots.position))
        .limit(1);
      return row;
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
  };
}

/** The plans being written: finishing one, carrying them on after a restart, their captions. */
function planProgress(db: Db) {
  return {
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

    /** Plans left writing (a restart mid-run): the jobs that carry them on are sent again. */
    async writingPlanIds(): Promise<string[]> {
      const rows = await db.select({ id: plans.id }).from(plans).where(eq(plans.state, 'writing'));
      return rows.map((row) => row.id);
    },

    /** Captions the variety rules compare with: the plan's written posts, then the brand's last 30. */
    async captionsFor(
      businessId: string,
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
        .where(
          and(
            eq(drafts.businessId, businessId),
            or(isNull(drafts.planId), ne(drafts.planId, planId)),
          ),
        )
        .orderBy(desc(drafts.createdAt))
        .limit(30);
      return { plan: written.map((row) => row.caption), recent: recent.map((row) => row.caption) };
    },
  };
}

/** Another version of a written slot's post (ADR 0058): new words, the same post. */
function slotRewriting(db: Db) {
  return {
    /**
     * Puts new words in place of a post's while it is still "to review"; undefined when it
     * is not (approved meanwhile, or not the owner's): an approved post keeps its words.
     */
    async rewriteToReview(
      businessId: string,
      draftId: string,
      words: Pick<NewDraftRow, 'title' | 'caption' | 'hashtags' | 'variants' | 'writtenBy'>,
    ): Promise<DraftRow | undefined> {
      const [row] = await db
        .update(drafts)
        .set(words)
        .where(
          and(
            eq(drafts.id, draftId),
            eq(drafts.businessId, businessId),
            eq(drafts.status, 'to_review'),
          ),
        )
        .returning();
      return row;
    },
  };
}

/** A plan's slots as the writing job takes them: one queued slot at a time, written or failed. */
export function planSlotRepository(db: Db) {
  return { ...slotWriting(db), ...planProgress(db), ...slotRewriting(db) };
}
export type PlanSlotRepository = ReturnType<typeof planSlotRepository>;
