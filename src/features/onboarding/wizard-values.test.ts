import { describe, expect, it } from 'vitest';
import { onboardingDataSchema } from '@contract/onboarding';
import { sampleOnboardingData } from '@contract/samples';
import { composeAiPrompt } from './ai-prompt';
import {
  emptyWizardValues,
  splitSamplePosts,
  toOnboardingData,
  valuesFromProfile,
} from './wizard-values';

describe('wizard values', () => {
  it('start with the website the landing page carried in, and save it', () => {
    sessionStorage.setItem('smart-suite:pending-website', 'https://goldencrust.example/');
    const values = emptyWizardValues();
    expect(values.business.website).toBe('https://goldencrust.example/');
    values.business.name = 'Golden Crust';
    expect(toOnboardingData(values).business.website).toBe('https://goldencrust.example/');
  });

  it('start from the product.md §9 defaults', () => {
    expect(emptyWizardValues().contentPrefs).toEqual({
      platforms: [],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle: 'Moderate',
    });
  });

  it('drop blank sample-post lines and trim the rest', () => {
    expect(splitSamplePosts('  One\n\n   \r\nTwo  \n')).toEqual(['One', 'Two']);
    expect(splitSamplePosts('')).toEqual([]);
  });

  it('round-trip a saved profile through the form unchanged', () => {
    const data = sampleOnboardingData({
      brandAssets: { logoUrl: 'data:image/png;base64,AA==', photos: ['p1', 'p2'] },
    });
    expect(toOnboardingData(valuesFromProfile(data))).toEqual(data);
  });

  it('make data that satisfies the contract even when only the name is filled in', () => {
    const values = emptyWizardValues();
    values.business.name = '  Shop  ';
    const data = toOnboardingData(values);
    expect(onboardingDataSchema.parse(data)).toEqual(data);
    expect(data.business.name).toBe('Shop');
  });
});

describe('composeAiPrompt', () => {
  it('describes the brand in readable text', () => {
    const prompt = composeAiPrompt(
      sampleOnboardingData({ brandAssets: { samplePosts: ['Warm bread.', 'Croissants!'] } }),
    );
    expect(prompt).toBe(
      [
        'You write social media posts for Golden Crust Bakery.',
        'Industry: Bakery.',
        'Location: Portland.',
        'Team size: 2-5 employees.',
        'Tagline: "Baked fresh every morning".',
        'Brand colours: #b45309, #fde68a.',
        'Match the voice of these sample posts:',
        '- Warm bread.',
        '- Croissants!',
        'Platforms: Instagram, Facebook.',
        'Posts per month: 12.',
        'Post length: Medium.',
        'Hashtag style: Moderate (6-10 hashtags).',
        'Suggest an AI-generated visual for each post.',
      ].join('\n'),
    );
  });

  it('leaves out what the user left empty', () => {
    const data = sampleOnboardingData({
      business: { industry: '', city: '', employees: '' },
      brandAssets: { colors: [], tagline: '', samplePosts: [] },
      contentPrefs: { platforms: [], aiVisuals: false, hashtagStyle: 'None' },
    });
    expect(composeAiPrompt(data)).toBe(
      [
        'You write social media posts for Golden Crust Bakery.',
        'Posts per month: 12.',
        'Post length: Medium.',
        'Do not use hashtags.',
        'Posts do not need AI-generated visuals.',
      ].join('\n'),
    );
  });
});
