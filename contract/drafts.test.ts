import { describe, expect, it } from 'vitest';
import { draftSchema, saveDraftRequestSchema } from './drafts';

const request = {
  user_email: 'ann@example.com',
  title: 'Sourdough',
  caption: 'A long caption.',
  hashtags: '#bread',
  image_url: null,
  image_prompt: null,
  generation_params: '{"titleGeneration":true}',
  original_post_desc: 'Sourdough',
};
const draft = { ...request, id: 'draft_1', created_at: '2025-10-05T09:30:00.000Z' };
const x = { caption: 'A short one.', hashtags: '#bread' };

describe('draftSchema', () => {
  it('reads drafts saved before variants existed, and with none', () => {
    expect(draftSchema.parse(draft)).toEqual(draft);
    expect(draftSchema.parse({ ...draft, variants: null }).variants).toBeNull();
  });

  it('reads a draft saved with its X version', () => {
    expect(draftSchema.parse({ ...draft, variants: { x } }).variants).toEqual({ x });
  });
});

describe('saveDraftRequestSchema', () => {
  it('accepts a draft with or without platform variants', () => {
    expect(saveDraftRequestSchema.parse({ ...request, variants: { x } }).variants).toEqual({ x });
    expect(saveDraftRequestSchema.parse(request).variants).toBeUndefined();
    expect(saveDraftRequestSchema.parse({ ...request, variants: null }).variants).toBeNull();
  });

  it('rejects a malformed or oversized variant', () => {
    expect(
      saveDraftRequestSchema.safeParse({
        ...request,
        variants: { x: { caption: 1, hashtags: '' } },
      }).success,
    ).toBe(false);
    expect(
      saveDraftRequestSchema.safeParse({
        ...request,
        variants: { x: { caption: 'x'.repeat(5_001), hashtags: '' } },
      }).success,
    ).toBe(false);
  });
});
