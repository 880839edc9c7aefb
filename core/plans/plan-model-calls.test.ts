import { describe, expect, it } from 'vitest';
import { planModelCalls, planModelCallsLines } from './plan-model-calls';
import { MAX_VARIATIONS } from './plan-tries';

const base = {
  textModel: 'writer-1',
  imageModel: null,
  images: false,
  dailyLimits: { text: 100, image: 20 },
  usedToday: { text: 0, image: 0 },
};

describe('the model calls a plan will make', () => {
  it('are none for the offline writer and renderer', () => {
    expect(planModelCalls({ ...base, textModel: null, imageModel: 'painter-1' })).toBeNull();
  });

  it('count one text call a post, more when a post is written again, and what is left today', () => {
    const calls = planModelCalls({ ...base, usedToday: { text: 92, image: 0 } });
    expect(calls).toEqual({
      text_model: 'writer-1',
      text_calls_per_post: { least: 1, most: MAX_VARIATIONS },
      text_left_today: 8,
      image_model: null,
      image_calls_per_post: 0,
      image_left_today: null,
    });
    expect(planModelCallsLines(calls!, 12)).toEqual([
      `Writing these 12 posts will make 12 calls to writer-1, up to ${12 * MAX_VARIATIONS} if some are written again to avoid repeats. 8 left today; past that, posts are written offline.`,
    ]);
  });

  it('count an image call a post only when the brand wants images and a model makes them', () => {
    expect(planModelCalls({ ...base, imageModel: 'painter-1' })?.image_calls_per_post).toBe(0);
    const calls = planModelCalls({ ...base, imageModel: 'painter-1', images: true });
    expect(planModelCallsLines(calls!, 2)).toEqual([
      `Writing these 2 posts will make 2 calls to writer-1, up to ${2 * MAX_VARIATIONS} if some are written again to avoid repeats. 100 left today.`,
      'Their images will make 2 calls to painter-1. 20 left today.',
    ]);
  });

  it('say no limit when the installation sets none', () => {
    const calls = planModelCalls({ ...base, dailyLimits: null });
    expect(calls?.text_left_today).toBeNull();
    expect(planModelCallsLines(calls!, 1)[0]).toMatch(
      /^Writing this post will make 1 call to writer-1, up to \d+ if some are written again to avoid repeats\.$/,
    );
  });
});
