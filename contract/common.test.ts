import { describe, expect, it } from 'vitest';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './common';
import { onboardingDataSchema } from './onboarding';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Fresh sourdough'],
    ['the empty string', ''],
    ['emoji (surrogate pairs)', '🥐👩🏽‍🍳'],
    ['control characters other than NUL', 'tab\tline\nbell\u0007'],
    ['U+FEFF after the start', 'a\ufeffb'],
    ['markup and SQL', `<script>'; DROP TABLE drafts; --`],
  ])('accepts %s', (_label, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone high surrogate at the end', 'a\udbff'],
    ['a lone low surrogate', '\udc00a'],
    ['two low surrogates', '\udc00\udc00'],
    ['a leading U+FEFF', '\ufeffbom'],
  ])('refuses %s', (_label, value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

describe('the brand profile refuses text it could not store unchanged', () => {
  const profile = (name: string, tagline: string) => ({
    business: { name, industry: 'Bakery', city: 'Portland', employees: '2-5' },
    brandAssets: { tagline, samplePosts: [] },
    contentPrefs: {
      platforms: ['instagram'],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle: 'Moderate',
    },
  });

  it('names the field', () => {
    const parsed = onboardingDataSchema.safeParse(profile('Golden\u0000Crust', 'ok'));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['business', 'name'],
      message: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(onboardingDataSchema.safeParse(profile('Golden Crust', '\ud800')).success).toBe(false);
    expect(onboardingDataSchema.safeParse(profile('Golden Crust', 'Baked 🥐 daily')).success).toBe(
      true,
    );
  });
});
