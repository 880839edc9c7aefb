import { describe, expect, it } from 'vitest';
import { generationParamsSchema } from '@contract/generation';
import { sampleOnboardingData } from '@contract/samples';
import { planImageInput, slotLedger, wantsPlanImage, writtenSlotDraft } from './written-slot';
import { emptyLedger, remember } from './variety';

const slot = {
  date: '2026-12-03',
  time: '09:30',
  platforms: ['instagram' as const, 'x' as const],
  brief: 'Spotlight on the croissants',
};
const post = {
  title: 'Our croissants, up close',
  caption: 'Butter, patience and a very early start.',
  hashtags: '#croissants #bakery',
  variation: 2,
};

describe('writtenSlotDraft', () => {
  it("is a post to review at the slot's time in the plan's zone", () => {
    const draft = writtenSlotDraft({
      slot,
      timeZone: 'Europe/Berlin',
      profile: null,
      post,
      image: null,
    });
    expect(draft).toMatchObject({
      title: post.title,
      caption: post.caption,
      hashtags: post.hashtags,
      imageUrl: null,
      imagePrompt: null,
      originalPostDesc: slot.brief,
      variants: null,
      platforms: ['instagram', 'x'],
      status: 'to_review',
    });
    expect(draft.scheduledAt.toISOString()).toBe('2026-12-03T08:30:00.000Z');
  });

  it('keeps the image, the X version and the settings the editor reads back', () => {
    const profile = sampleOnboardingData({ contentPrefs: { postLength: 'Long', aiVisuals: true } });
    const draft = writtenSlotDraft({
      slot,
      timeZone: 'UTC',
      profile,
      post: { ...post, variants: { x: { caption: 'Croissants.', hashtags: '#bakery' } } },
      image: { url: '/media/a.png', prompt: 'A croissant' },
    });
    expect(draft).toMatchObject({
      imageUrl: '/media/a.png',
      imagePrompt: 'A croissant',
      variants: { x: { caption: 'Croissants.', hashtags: '#bakery' } },
    });
    const params = generationParamsSchema.parse(JSON.parse(draft.generationParams));
    expect(params).toMatchObject({ captionLength: 'long', imageGeneration: true });
  });
});

describe('a planned post image', () => {
  it('is wanted only when the owner asked for AI visuals', () => {
    expect(wantsPlanImage(null)).toBe(false);
    expect(wantsPlanImage(sampleOnboardingData({ contentPrefs: { aiVisuals: false } }))).toBe(
      false,
    );
    expect(wantsPlanImage(sampleOnboardingData({ contentPrefs: { aiVisuals: true } }))).toBe(true);
  });

  it("shows the title's headline on the brand, or the brief when the title gives none", () => {
    const profile = sampleOnboardingData();
    expect(planImageInput(profile, slot, post.title)).toEqual({
      headline: 'Our croissants, up close',
      businessName: 'Golden Crust Bakery',
      colors: profile.brandAssets.colors,
      logoUrl: null,
      logoPlacement: 'corner',
      stylePreferences: '',
    });
    expect(planImageInput(profile, slot, '').headline).toBe(slot.brief);
  });
});

describe('slotLedger', () => {
  it('holds the recent captions and then the plan’s own', () => {
    const expected = emptyLedger(['Recent one.']);
    remember(expected, 'Planned one.');
    expect(slotLedger(['Recent one.'], ['Planned one.'])).toEqual(expected);
  });
});
