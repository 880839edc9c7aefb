import { describe, expect, it } from 'vitest';
import { planHashtags } from './plan-hashtags';

describe('hashtags of a planned post', () => {
  it("drops tags made of the plan's own wording and keeps the subject, names and the brand's tags", () => {
    const description =
      'Easter Monday falls on 29 March. We love seeing your photos of the rye bread. Never mind.';
    expect(
      planHashtags(
        '#Falls #LoveSeeing #Never #EasterMonday #RyeBread #PortlandBakery',
        description,
        'rye bread',
      ),
    ).toBe('#EasterMonday #RyeBread #PortlandBakery');
  });

  it("falls back to the subject's tag, then the business's, when nothing else is left", () => {
    expect(
      planHashtags('#MusclesGrow', 'Rest days count: muscles grow.', null, 'Peak Form Gym'),
    ).toBe('#PeakFormGym');
    expect(planHashtags('#Photos', 'Your photos of the croissants.', 'croissants')).toBe(
      '#Croissants',
    );
  });
});
