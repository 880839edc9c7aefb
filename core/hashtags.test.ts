// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  effectiveHashtagStyle,
  isWellFormedHashtag,
  normaliseHashtags,
  toHashtag,
  uniqueHashtags,
} from './hashtags';
import type { OnboardingData } from '@contract/onboarding';

const withStyle = (hashtagStyle: OnboardingData['contentPrefs']['hashtagStyle']) =>
  ({
    business: { name: 'A', industry: '', city: '', employees: '' },
    brandAssets: { logoUrl: null, colors: [], photos: [], tagline: '', samplePosts: [] },
    contentPrefs: {
      platforms: [],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle,
    },
  }) satisfies OnboardingData;

describe('effectiveHashtagStyle', () => {
  it('takes the profile’s style, and Moderate without one or for None', () => {
    expect(effectiveHashtagStyle(withStyle('Minimal'))).toBe('Minimal');
    expect(effectiveHashtagStyle(withStyle('Trending'))).toBe('Trending');
    expect(effectiveHashtagStyle(withStyle('None'))).toBe('Moderate');
    expect(effectiveHashtagStyle(null)).toBe('Moderate');
  });
});

describe('isWellFormedHashtag', () => {
  it.each(['#bakery', '#GoldenCrust', '#café', '#抹茶ラテ', '#new_2025', '#24Hour'])(
    'accepts %s',
    (tag) => expect(isWellFormedHashtag(tag)).toBe(true),
  );
  it.each([
    'bakery',
    '#',
    '#2025',
    '#fresh-bread',
    '#bread🔥',
    '#two words',
    '##x',
    `#${'a'.repeat(41)}`,
  ])('rejects %j', (tag) => expect(isWellFormedHashtag(tag)).toBe(false));
});

describe('toHashtag', () => {
  it('runs words together, capitalising them when there are several', () => {
    expect(toHashtag('Golden Crust Bakery')).toBe('#GoldenCrustBakery');
    expect(toHashtag('Crumb & Co')).toBe('#CrumbCo');
    expect(toHashtag('sourdough')).toBe('#sourdough');
    expect(toHashtag('Mother’s Day')).toBe('#MothersDay');
    expect(toHashtag('gluten-free')).toBe('#GlutenFree');
  });

  it('gives null when nothing usable is left', () => {
    expect(toHashtag('🔥🔥')).toBeNull();
    expect(toHashtag('2025')).toBeNull();
  });
});

describe('uniqueHashtags', () => {
  it('keeps the first of tags that differ only in case', () => {
    expect(uniqueHashtags(['#Portland', '#bakery', '#portland', '#BAKERY'])).toEqual([
      '#Portland',
      '#bakery',
    ]);
  });
});

describe('normaliseHashtags', () => {
  it('makes model output well-formed and unique, keeping its order', () => {
    expect(normaliseHashtags('#fresh-bread🔥, #Bakery #bakery\nsourdough #2025 #<b>x</b>')).toBe(
      '#freshbread #Bakery #sourdough #x',
    );
  });

  it('splits tags written together', () => {
    expect(normaliseHashtags('#one#two ##three')).toBe('#one #two #three');
  });

  it('gives an empty string for nothing usable', () => {
    expect(normaliseHashtags(' 🔥 , # ')).toBe('');
  });
});
