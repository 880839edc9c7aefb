import { describe, expect, it } from 'vitest';
import {
  brandAssetsResponseSchema,
  getOnboardingResponseSchema,
  normaliseOnboardingData,
  onboardingDataSchema,
  saveOnboardingRequestSchema,
  type OnboardingData,
} from './onboarding';

function sampleOnboardingData(): OnboardingData {
  return {
    business: {
      name: 'Golden Crust Bakery',
      industry: 'Bakery',
      city: 'Portland',
      employees: '2-5',
    },
    brandAssets: {
      logoUrl: null,
      colors: ['#b45309', '#fde68a'],
      photos: ['data:image/png;base64,AAAA'],
      tagline: 'Baked fresh every morning',
      samplePosts: ['Warm bread, warm hearts.'],
    },
    contentPrefs: {
      platforms: ['instagram', 'facebook'],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle: 'Moderate',
    },
  };
}

describe('normaliseOnboardingData', () => {
  const data = sampleOnboardingData();

  it('reads onboarding data sent as JSON text', () => {
    expect(normaliseOnboardingData(JSON.stringify(data))).toEqual(data);
  });

  it('reads onboarding data sent as an object', () => {
    expect(normaliseOnboardingData(data)).toEqual(data);
  });

  it('gives the same result for both shapes', () => {
    expect(normaliseOnboardingData(JSON.stringify(data))).toEqual(normaliseOnboardingData(data));
  });

  it('fills the optional parts a minimal profile leaves out', () => {
    const minimal = {
      business: { name: 'Tiny Shop' },
      brandAssets: {},
      contentPrefs: {
        postsPerMonth: 4,
        postLength: 'Short',
        aiVisuals: false,
        hashtagStyle: 'None',
      },
    };
    expect(normaliseOnboardingData(JSON.stringify(minimal))).toEqual({
      business: { name: 'Tiny Shop', industry: '', city: '', employees: '' },
      brandAssets: { logoUrl: null, colors: [], photos: [], tagline: '', samplePosts: [] },
      contentPrefs: {
        platforms: [],
        postsPerMonth: 4,
        postLength: 'Short',
        aiVisuals: false,
        hashtagStyle: 'None',
      },
    });
  });

  it.each([
    ['text that is not JSON', '{"business": '],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['null', null],
    ['undefined', undefined],
    ['an array', [data]],
  ])('gives null for %s', (_label, raw) => {
    expect(normaliseOnboardingData(raw)).toBeNull();
  });

  it.each([
    ['no business name', { ...data, business: { ...data.business, name: '  ' } }],
    ['a missing section', { business: data.business, brandAssets: data.brandAssets }],
    [
      'a colour that is not hex',
      { ...data, brandAssets: { ...data.brandAssets, colors: ['red'] } },
    ],
    [
      'more than three colours',
      {
        ...data,
        brandAssets: { ...data.brandAssets, colors: ['#000000', '#111111', '#222222', '#333333'] },
      },
    ],
    [
      'a tagline over 140 characters',
      { ...data, brandAssets: { ...data.brandAssets, tagline: 'x'.repeat(141) } },
    ],
    [
      'an unknown platform',
      { ...data, contentPrefs: { ...data.contentPrefs, platforms: ['myspace'] } },
    ],
    [
      'posts per month out of range',
      { ...data, contentPrefs: { ...data.contentPrefs, postsPerMonth: 31 } },
    ],
    [
      'an unknown hashtag style',
      { ...data, contentPrefs: { ...data.contentPrefs, hashtagStyle: 'Loud' } },
    ],
  ])('gives null for data of the wrong shape: %s', (_label, value) => {
    expect(normaliseOnboardingData(value)).toBeNull();
    expect(normaliseOnboardingData(JSON.stringify(value))).toBeNull();
  });

  it('accepts a tagline of exactly 140 characters and three colours', () => {
    const value = {
      ...data,
      brandAssets: {
        ...data.brandAssets,
        tagline: 'x'.repeat(140),
        colors: ['#000000', '#FFFFFF', '#abcdef'],
      },
    };
    expect(normaliseOnboardingData(value)?.brandAssets.tagline).toHaveLength(140);
  });
});

describe('onboarding responses', () => {
  it('accepts onboarding data as text or as an object', () => {
    const data = sampleOnboardingData();
    expect(getOnboardingResponseSchema.safeParse({ onboarding_data: data }).success).toBe(true);
    expect(
      getOnboardingResponseSchema.safeParse({ onboarding_data: JSON.stringify(data) }).success,
    ).toBe(true);
    expect(getOnboardingResponseSchema.safeParse({ onboarding_data: 7 }).success).toBe(false);
    // A known user without a profile yet: no data, read as "not onboarded".
    expect(getOnboardingResponseSchema.safeParse({ onboarding_data: null }).success).toBe(true);
    expect(getOnboardingResponseSchema.safeParse({}).success).toBe(false);
  });

  it('reads brand assets with logo and photo counts', () => {
    const parsed = brandAssetsResponseSchema.parse({
      success: true,
      brand_assets: {
        logos: { count: 1 },
        photos: { count: 1, files: [{ filename: 'shop.jpg' }] },
      },
    });
    expect(parsed.brand_assets.photos.files[0]?.filename).toBe('shop.jpg');
    expect(
      brandAssetsResponseSchema.safeParse({ success: true, brand_assets: { logos: {} } }).success,
    ).toBe(false);
  });
});

describe('saveOnboardingRequestSchema', () => {
  const onboarding_data = sampleOnboardingData();

  it.each([[{ user_email: 'ann@example.com' }], [{ google_id: 'g-1' }], [{ facebook_id: 'f-1' }]])(
    'accepts a request identified by %o',
    (identifier) => {
      expect(
        saveOnboardingRequestSchema.safeParse({ ...identifier, onboarding_data }).success,
      ).toBe(true);
    },
  );

  it('rejects a request with no user identification', () => {
    const parsed = saveOnboardingRequestSchema.safeParse({ onboarding_data });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('No user identification found');
  });

  it('requires the business name inside the onboarding data', () => {
    const parsed = saveOnboardingRequestSchema.safeParse({
      user_email: 'ann@example.com',
      onboarding_data: { ...onboarding_data, business: { ...onboarding_data.business, name: '' } },
    });
    expect(parsed.error?.issues[0]?.message).toBe('Business name is required');
  });
});

describe('onboardingDataSchema', () => {
  it('keeps the sample profile unchanged', () => {
    const data = sampleOnboardingData();
    expect(onboardingDataSchema.parse(data)).toEqual(data);
  });
});
