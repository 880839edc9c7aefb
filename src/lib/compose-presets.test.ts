import { describe, expect, it } from 'vitest';
import { sampleOnboardingData } from '@contract/samples';
import { presetsFrom } from './compose-presets';

describe('presetsFrom (product.md §4 onboarding presets)', () => {
  it('presets nothing without a profile', () => {
    expect(presetsFrom(null)).toEqual({
      captionLength: null,
      imageMode: null,
      hashtagGeneration: null,
    });
  });

  it.each([
    ['Short', 'short'],
    ['Medium', 'medium'],
    ['Long', 'long'],
  ] as const)('post length %s presets the caption length %s', (postLength, captionLength) => {
    const data = sampleOnboardingData({ contentPrefs: { postLength } });
    expect(presetsFrom(data).captionLength).toBe(captionLength);
  });

  it('preselects AI image only when AI visuals are on', () => {
    expect(presetsFrom(sampleOnboardingData({ contentPrefs: { aiVisuals: true } })).imageMode).toBe(
      'ai',
    );
    expect(
      presetsFrom(sampleOnboardingData({ contentPrefs: { aiVisuals: false } })).imageMode,
    ).toBeNull();
  });

  it.each(['Minimal', 'Moderate', 'Trending'] as const)(
    'hashtag style %s preselects hashtag generation',
    (hashtagStyle) => {
      const data = sampleOnboardingData({ contentPrefs: { hashtagStyle } });
      expect(presetsFrom(data).hashtagGeneration).toBe(true);
    },
  );

  it("hashtag style 'None' presets nothing", () => {
    const data = sampleOnboardingData({ contentPrefs: { hashtagStyle: 'None' } });
    expect(presetsFrom(data).hashtagGeneration).toBeNull();
  });
});
