import type { Plan } from '@contract/plans';
import { planProgress } from '@core/plans/plan-progress';
import type { PlanRow, SlotRow } from './plans';

/** A stored plan and its slots as the contract's plan, with its progress. */
export function toPlan(plan: PlanRow, slots: SlotRow[]): Plan {
  const planSlots = slots.map((slot) => ({
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
  }));
  return {
    id: plan.id,
    month: plan.month,
    time_zone: plan.timeZone,
    country: plan.country,
    state: plan.state,
    created_at: plan.createdAt.toISOString(),
    slots: planSlots,
    progress: planProgress(plan.state, planSlots),
  };
}
