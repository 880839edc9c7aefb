import type { PlanSlot } from '@contract/plans';

/**
 * How a plan's slots move through writing (ADR 0022), as the server's plan repository
 * moves its rows: writing queues every planned slot, cancelling drops what is not written
 * yet, and the slots are written in order, first queued first.
 */
type SlotOf = Pick<PlanSlot, 'state' | 'error'>;

/** The slots once writing starts: every planned one queued, with no error left. */
export const queueSlots = <S extends SlotOf>(slots: readonly S[]): S[] =>
  slots.map((slot) =>
    slot.state === 'planned' ? { ...slot, state: 'queued', error: null } : slot,
  );

/** The slots once the plan is cancelled: nothing planned or queued is written any more. */
export const cancelSlots = <S extends SlotOf>(slots: readonly S[]): S[] =>
  slots.map((slot) =>
    slot.state === 'planned' || slot.state === 'queued' ? { ...slot, state: 'cancelled' } : slot,
  );

/** The slot to write next, or none when the plan has nothing queued. */
export const nextQueuedSlot = <S extends SlotOf>(slots: readonly S[]): S | undefined =>
  slots.find((slot) => slot.state === 'queued');
