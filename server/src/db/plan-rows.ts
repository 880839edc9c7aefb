import type { Plan } from '@contract/plans';
import type { PlanRow, SlotRow } from './plans';

/** A stored plan and its slots as the contract's plan, with its progress. */
export function toPlan(plan: PlanRow, slots: SlotRow[]): Plan {
  const current = plan.state === 'writing' ? slots.find((slot) => slot.state === 'queued') : null;
  return {
    id: plan.id,
    month: plan.month,
    time_zone: plan.timeZone,
    country: plan.country,
    state: plan.state,
    created_at: plan.createdAt.toISOString(),
    slots: slots.map((slot) => ({
      id: slot.id,
      position: slot.position,
      date: slot.date,
      time: slot.time,
      platforms: slot.platforms,
      kind: slot.kind,
      brief: slot.brief,
      state: slot.state,
      draft_id: slot.draftId,
      error: slot.error,
    })),
    progress: {
      total: slots.filter((slot) => slot.state !== 'cancelled' || slot.draftId).length,
      written: slots.filter((slot) => slot.state === 'written').length,
      failed: slots.filter((slot) => slot.state === 'failed').length,
      current: current?.brief ?? null,
    },
  };
}
