import { describe, expect, it } from 'vitest';
import { sampleOnboardingData } from '@contract/samples';
import { businessProfileSchema } from '@contract/business-profile';
import { postRequestFrom, type TextSwitches } from './post-request';

const switches: TextSwitches = {
  post_desc: 'Fresh sourdough this weekend',
  titleGeneration: true,
  seoEnabled: false,
  trendingEnabled: true,
  captionGeneration: true,
  captionLength: 'short',
  hashtagGeneration: false,
};

describe('postRequestFrom', () => {
  it('carries the form switches and the profile to the writer', () => {
    const onboarding = sampleOnboardingData();
    const business = businessProfileSchema.parse({ whatYouDo: 'sourdough and pastries' });
    const request = postRequestFrom(
      { ...switches, variation: 7 },
      { onboarding, business, randomInt: () => 3 },
    );
    expect(request).toEqual({
      description: 'Fresh sourdough this weekend',
      onboarding,
      business,
      titleGeneration: true,
      seoEnabled: false,
      trendingEnabled: true,
      captionGeneration: true,
      captionLength: 'short',
      hashtagGeneration: false,
      variation: 7,
    });
  });

  it('picks a version with the caller’s randomness when none is asked for', () => {
    const request = postRequestFrom(switches, {
      onboarding: null,
      businessDescription: 'A bakery in Portland',
      randomInt: () => 42,
    });
    expect(request.variation).toBe(42);
    expect(request.businessDescription).toBe('A bakery in Portland');
    expect(request.onboarding).toBeNull();
    expect(request.business).toBeNull();
  });
});
