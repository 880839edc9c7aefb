import { describe, expect, it } from 'vitest';
import type { PlanSlot } from '@contract/plans';
import { planProgress } from './plan-progress';

const slot = (state: PlanSlot['state'], brief: string, draftId: string | null = null) => ({
  state,
  brief,
  draft_id: draftId,
});

describe('planProgress', () => {
  it('counts written and failed slots, and names the first queued one while writing', () => {
    const slots = [
      slot('written', 'Croissants', 'd1'),
      slot('failed', 'Rye'),
      slot('queued', 'Sourdough'),
      slot('queued', 'Baguettes'),
    ];
    expect(planProgress('writing', slots)).toEqual({
      total: 4,
      written: 1,
      failed: 1,
      current: 'Sourdough',
    });
  });

  it('names no current slot unless the plan is writing', () => {
    expect(planProgress('planning', [slot('planned', 'Rye')]).current).toBeNull();
    expect(planProgress('cancelled', [slot('queued', 'Rye')]).current).toBeNull();
  });

  it('leaves out slots cancelled before they were written', () => {
    const slots = [slot('written', 'Croissants', 'd1'), slot('cancelled', 'Rye')];
    expect(planProgress('cancelled', slots)).toEqual({
      total: 1,
      written: 1,
      failed: 0,
      current: null,
    });
  });

  it('is all zeros for a plan with no slots', () => {
    expect(planProgress('done', [])).toEqual({ total: 0, written: 0, failed: 0, current: null });
  });
});
