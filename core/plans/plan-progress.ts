import type { Plan, PlanSlot } from '@contract/plans';

type ProgressSlot = Pick<PlanSlot, 'state' | 'brief' | 'draft_id'>;

/**
 * How far a plan's writing has come. A slot cancelled before it was written no longer
 * counts; the slot being written is the first one queued, and only while the plan writes.
 */
export function planProgress(
  state: Plan['state'],
  slots: readonly ProgressSlot[],
): Plan['progress'] {
  const current = state === 'writing' ? slots.find((slot) => slot.state === 'queued') : undefined;
  return {
    total: slots.filter((slot) => slot.state !== 'cancelled' || slot.draft_id).length,
    written: slots.filter((slot) => slot.state === 'written').length,
    failed: slots.filter((slot) => slot.state === 'failed').length,
    current: current?.brief ?? null,
  };
}
