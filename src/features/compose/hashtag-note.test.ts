import { describe, expect, it } from 'vitest';
import type { HashtagStyle, Platform } from '@contract/onboarding';
import { sampleOnboardingData } from '@contract/samples';
import { hashtagLimitNote } from './hashtag-note';

const FIVE = '#one #two #three #four #five';

function profile(platforms: Platform[], hashtagStyle: HashtagStyle) {
  return sampleOnboardingData({ contentPrefs: { platforms, hashtagStyle } });
}

describe('hashtagLimitNote', () => {
  it('says in plain words why Instagram gets fewer than the style asks for', () => {
    expect(hashtagLimitNote(profile(['instagram', 'facebook'], 'Moderate'), FIVE)).toBe(
      'Instagram allows 5 hashtags, so this post uses 5 (your Moderate style asks for 6 to 10).',
    );
    expect(hashtagLimitNote(profile(['instagram'], 'Trending'), '#one #two #three')).toBe(
      'Instagram allows 5 hashtags, so this post uses 3 (your Trending style asks for 6 to 10).',
    );
  });

  it('says the same for the default style when the profile has None', () => {
    expect(hashtagLimitNote(profile(['instagram'], 'None'), FIVE)).toMatch(/Moderate style/);
  });

  it('says nothing when no platform lowered the count', () => {
    expect(hashtagLimitNote(profile(['instagram'], 'Minimal'), FIVE)).toBeNull();
    expect(hashtagLimitNote(profile(['facebook', 'x'], 'Moderate'), FIVE)).toBeNull();
  });

  it('says nothing without hashtags or a profile', () => {
    expect(hashtagLimitNote(profile(['instagram'], 'Moderate'), '')).toBeNull();
    expect(hashtagLimitNote(null, FIVE)).toBeNull();
  });
});
