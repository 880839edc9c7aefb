import { describe, expect, it } from 'vitest';
import { sampleOnboardingData } from '@contract/samples';
import type { PostRequest } from '@core/post-writer';
import { angleFor, CALM_ANGLES, LIVELY_ANGLES } from '../../src/ai/text/angles';
import { buildPostPrompt } from '../../src/ai/text/prompt';

const request = (description: string, variation: number): PostRequest => ({
  description,
  onboarding: sampleOnboardingData(),
  titleGeneration: true,
  seoEnabled: false,
  trendingEnabled: false,
  captionGeneration: true,
  captionLength: 'medium',
  hashtagGeneration: true,
  variation,
});

const lively = LIVELY_ANGLES.map((angle) => angle.instruction);

describe('the angle of a version', () => {
  it('is none for version 0 and the same for the same version', () => {
    expect(angleFor(0, false)).toBeNull();
    expect(angleFor(0, true)).toBeNull();
    expect(angleFor(7, false)).toEqual(angleFor(7, false));
  });

  it('differs between one version and the next', () => {
    for (let variation = 1; variation < 40; variation += 1) {
      expect(angleFor(variation, false)?.id).not.toBe(angleFor(variation + 1, false)?.id);
      expect(angleFor(variation, true)?.id).not.toBe(angleFor(variation + 1, true)?.id);
    }
  });

  it('is always calm for a calm post, even for the largest version numbers', () => {
    for (const variation of [1, 2, 3, 999_999, 1_000_000]) {
      expect(CALM_ANGLES).toContainEqual(angleFor(variation, true));
    }
  });

  it.each([
    ['a price rise', 'Our prices go up from £3.50 to £3.80 on 1 January.'],
    ['sad news', 'Our founder Mary passed away on Sunday.'],
    ['an emergency', 'Gas leak: the shop is closed today, please stay away.'],
  ])('asks %s for no hook in any version', (_label, description) => {
    for (let variation = 1; variation <= LIVELY_ANGLES.length; variation += 1) {
      const { user } = buildPostPrompt(request(description, variation));
      expect(lively.filter((instruction) => user.includes(instruction))).toEqual([]);
      expect(user).toMatch(/No hook, no question, no story/u);
    }
  });
});
