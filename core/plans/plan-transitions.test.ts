import { describe, expect, it } from 'vitest';
import type { PlanSlot } from '@contract/plans';
import { cancelSlots, nextQueuedSlot, queueSlots } from './plan-transitions';

const slot = (id: string, state: PlanSlot['state'], error: string | null = null) => ({
  id,
  state,
  error,
});

describe('plan transitions', () => {
  it('queues every planned slot when writing starts, and only those', () => {
    const slots = [slot('a', 'planned', 'old'), slot('b', 'written'), slot('c', 'failed', 'no')];
    expect(queueSlots(slots)).toEqual([
      slot('a', 'queued'),
      slot('b', 'written'),
      slot('c', 'failed', 'no'),
    ]);
    expect(slots[0]?.state).toBe('planned');
  });

  it('cancels what is planned or queued and keeps what is written or failed', () => {
    const slots = [
      slot('a', 'written'),
      slot('b', 'queued'),
      slot('c', 'planned'),
      slot('d', 'failed', 'no'),
    ];
    expect(cancelSlots(slots).map((item) => item.state)).toEqual([
      'written',
      'cancelled',
      'cancelled',
      'failed',
    ]);
  });

  it('writes the first queued slot next', () => {
    expect(
      nextQueuedSlot([slot('a', 'written'), slot('b', 'queued'), slot('c', 'queued')]),
    ).toEqual(slot('b', 'queued'));
    expect(nextQueuedSlot([slot('a', 'written')])).toBeUndefined();
  });
});
