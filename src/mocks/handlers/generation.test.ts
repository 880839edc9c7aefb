import { describe, expect, it } from 'vitest';
import {
  generateBrandAwareContentResponseSchema,
  generateContentResponseSchema,
  type GenerateCombinedBrandImageRequest,
} from '@contract/generation';
import { writePost, writeSourcedPost } from '@core/offline-writer/write-post';
import { xWeightedLength } from '@core/x-weighted-length';
import { absoluteApiBaseUrl } from '@/config/env';
import { sampleOnboardingData } from '@contract/samples';
import { callMockApi } from '../test-client';

const ANN = 'ann@example.com';

const textRequest = (changes: Record<string, unknown> = {}) => ({
  post_desc: 'Fresh sourdough this Saturday',
  titleGeneration: true,
  seoEnabled: true,
  trendingEnabled: false,
  captionGeneration: true,
  captionLength: 'medium',
  imageGeneration: false,
  hashtagGeneration: true,
  user_email: ANN,
  onboarding_data: sampleOnboardingData(),
  ...changes,
});

const imageRequest = (
  changes: Partial<GenerateCombinedBrandImageRequest> = {},
): GenerateCombinedBrandImageRequest => ({
  post_desc: 'Croissant sale',
  user_email: ANN,
  onboarding_data: sampleOnboardingData({
    brandAssets: {
      logoUrl: 'data:image/png;base64,TE9HTw==',
      photos: ['data:image/png;base64,UA=='],
    },
  }),
  use_brand_colors: true,
  use_logo_integration: true,
  use_brand_photo_reference: false,
  use_advanced_settings: false,
  brand_colors: ['#b45309', '#fde68a'],
  logo_placement: 'banner',
  reference_photo_index: 0,
  style_preferences: '',
  quality: 'medium',
  background: 'opaque',
  output_compression: 85,
  ...changes,
});

const SVG_MEDIA_URL = /^\/media\/[0-9a-f-]{36}\.svg$/;

/** The SVG the mock stored and serves at the answered /media URL. */
async function svgOf(url: unknown): Promise<string> {
  const served = await fetch(new URL(String(url), absoluteApiBaseUrl()));
  expect(served.headers.get('content-type')).toBe('image/svg+xml');
  return served.text();
}

describe('POST /generate-brand-aware-content', () => {
  it('writes the post core’s offline writer writes, in the brand’s name', async () => {
    const answer = await callMockApi(
      'POST',
      '/generate-brand-aware-content',
      textRequest({ variation: 3 }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...writePost({
        description: 'Fresh sourdough this Saturday',
        onboarding: sampleOnboardingData(),
        titleGeneration: true,
        seoEnabled: true,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'medium',
        hashtagGeneration: true,
        variation: 3,
      }),
      variation: 3,
      written_by: { by: 'offline' },
      needs_detail: false,
    });
    expect(answer.body.title).toBe(
      'Fresh sourdough this Saturday | Golden Crust Bakery in Portland',
    );
    // The owner's words are the message; the title says who and where, so a version's
    // caption may spend its room on other lines than the city.
    expect(answer.body.caption).toContain('Fresh sourdough this Saturday.');
    // Moderate is 6 to 10 tags, but the profile posts to Instagram, which allows 5.
    expect(answer.body.hashtags).toMatch(/^#\w+( #\w+){4}$/);
    expect(answer.body).not.toHaveProperty('variants');
  });

  it('picks a version when the request has none, and writes another for the next number', async () => {
    const first = generateBrandAwareContentResponseSchema.parse(
      (await callMockApi('POST', '/generate-brand-aware-content', textRequest())).body,
    );
    expect(first.variation).toEqual(expect.any(Number));
    const again = await callMockApi(
      'POST',
      '/generate-brand-aware-content',
      textRequest({ variation: first.variation }),
    );
    expect(again.body).toEqual(first);
    const next = await callMockApi(
      'POST',
      '/generate-brand-aware-content',
      textRequest({ variation: (first.variation ?? 0) + 1 }),
    );
    expect(next.body).not.toEqual(first);
  });

  it('adds an X version when the brand posts to X and the post is too long for it', async () => {
    const answer = await callMockApi(
      'POST',
      '/generate-brand-aware-content',
      textRequest({
        captionLength: 'long',
        onboarding_data: sampleOnboardingData({ contentPrefs: { platforms: ['x', 'facebook'] } }),
      }),
    );
    expect(answer.status).toBe(200);
    const post = generateBrandAwareContentResponseSchema.parse(answer.body);
    // The long caption is more than X takes, so X gets a version of its own.
    expect(xWeightedLength(`${post.caption}\n${post.hashtags}`)).toBeGreaterThan(280);
    const x = post.variants?.x;
    expect(x).toEqual({ caption: expect.any(String), hashtags: expect.any(String) });
    expect(post.caption.startsWith(x?.caption ?? '-')).toBe(true);
    expect(xWeightedLength(`${x?.caption}\n${x?.hashtags}`)).toBeLessThanOrEqual(280);
  });

  it('asks for a detail, as the core writer says, when a vague request has nothing to write from', async () => {
    const request = {
      description: 'remind people we exist',
      onboarding: sampleOnboardingData({ business: { name: 'Kettle & Co', industry: 'Other' } }),
      titleGeneration: true,
      seoEnabled: true,
      trendingEnabled: false,
      captionGeneration: true,
      captionLength: 'medium' as const,
      hashtagGeneration: true,
      variation: 1,
    };
    expect(writeSourcedPost(request).needsDetail).toBe(true);
    const answer = await callMockApi(
      'POST',
      '/generate-brand-aware-content',
      textRequest({
        post_desc: request.description,
        onboarding_data: request.onboarding,
        variation: 1,
      }),
    );
    expect(generateBrandAwareContentResponseSchema.parse(answer.body)).toEqual({
      ...writeSourcedPost(request).post,
      variation: 1,
      written_by: { by: 'offline' },
      needs_detail: true,
    });
  });

  it('works without a brand profile', async () => {
    const answer = await callMockApi(
      'POST',
      '/generate-brand-aware-content',
      textRequest({ onboarding_data: null }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe('Fresh sourdough this Saturday');
  });

  it.each([
    ['a blank description', { post_desc: ' ' }, 'post_desc: Please enter a post description.'],
    ['an image request', { imageGeneration: true }, /^imageGeneration: /],
    ['an unknown caption length', { captionLength: 'epic' }, /^captionLength: /],
    ['a missing e-mail', { user_email: undefined }, /^user_email: /],
    [
      'a broken profile',
      { onboarding_data: { business: {} } },
      /^onboarding_data\.business\.name: /,
    ],
  ])('answers 400 for %s', async (_label, change, message) => {
    const answer = await callMockApi('POST', '/generate-brand-aware-content', textRequest(change));
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.error).toMatch(message);
  });
});

describe('POST /generate-combined-brand-image', () => {
  it('draws the image in the brand colours with the logo and answers with its prompt', async () => {
    const answer = await callMockApi('POST', '/generate-combined-brand-image', imageRequest());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      image_url: expect.stringMatching(SVG_MEDIA_URL),
      image_prompt: expect.stringContaining('Logo placed banner.'),
      image_by: { by: 'offline' },
    });
    const svg = await svgOf(answer.body.image_url);
    expect(svg).toContain('#b45309');
    expect(svg).toContain('href="data:image/png;base64,TE9HTw=="');
  });

  it('leaves out colours and logo the user switched off', async () => {
    const answer = await callMockApi(
      'POST',
      '/generate-combined-brand-image',
      imageRequest({ use_brand_colors: false, use_logo_integration: false }),
    );
    const svg = await svgOf(answer.body.image_url);
    expect(svg).not.toContain('#b45309');
    expect(svg).not.toContain('TE9HTw==');
  });

  it('inlines a logo the mock stored, since an SVG image cannot load other files', async () => {
    const upload = new FormData();
    upload.append('file', new File(['LOGO'], 'logo.png', { type: 'image/png' }));
    upload.append('user_email', ANN);
    upload.append('file_type', 'logo');
    const uploaded = await fetch(`${absoluteApiBaseUrl()}/upload`, {
      method: 'POST',
      body: upload,
    });
    const { url } = (await uploaded.json()) as { url: string };
    const answer = await callMockApi(
      'POST',
      '/generate-combined-brand-image',
      imageRequest({
        onboarding_data: sampleOnboardingData({ brandAssets: { logoUrl: url, photos: [] } }),
      }),
    );
    expect(await svgOf(answer.body.image_url)).toContain(
      `href="data:image/png;base64,${btoa('LOGO')}"`,
    );
  });

  it('uses the chosen reference photo', async () => {
    const answer = await callMockApi(
      'POST',
      '/generate-combined-brand-image',
      imageRequest({ use_brand_photo_reference: true, reference_photo_index: 0 }),
    );
    expect(await svgOf(answer.body.image_url)).toContain('href="data:image/png;base64,UA=="');
  });

  it.each([
    ['a placement that does not exist', { logo_placement: 'footer' }, /^logo_placement: /],
    ['another compression', { output_compression: 90 }, /^output_compression: /],
    ['a transparent background', { background: 'transparent' }, /^background: /],
    ['an unknown quality', { quality: 'ultra' }, /^quality: /],
  ])('answers 400 for %s', async (_label, change, message) => {
    const answer = await callMockApi('POST', '/generate-combined-brand-image', {
      ...imageRequest(),
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
  });
});

describe('POST /generate-content', () => {
  const anonymous = (changes: Record<string, unknown> = {}) => {
    // Undefined fields are left out of the JSON body.
    return textRequest({
      user_email: undefined,
      onboarding_data: undefined,
      business_desc: 'A family bakery',
      ...changes,
    });
  };

  it('writes a post without an image, from the business description', async () => {
    const answer = await callMockApi('POST', '/generate-content', anonymous({ variation: 2 }));
    expect(answer.body).toEqual({
      variation: 2,
      ...writePost({
        variation: 2,
        description: 'Fresh sourdough this Saturday',
        businessDescription: 'A family bakery',
        onboarding: null,
        titleGeneration: true,
        seoEnabled: true,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'medium',
        hashtagGeneration: true,
      }),
      image_url: null,
      needs_detail: false,
    });
    expect(answer.body.caption).toContain("We're a family bakery.");
  });

  it('asks a visitor for a detail, and draws no image, when there is nothing to write from', async () => {
    const answer = await callMockApi(
      'POST',
      '/generate-content',
      anonymous({
        business_desc: 'Kettle & Co',
        post_desc: 'remind people we exist',
        imageGeneration: true,
      }),
    );
    const parsed = generateContentResponseSchema.parse(answer.body);
    expect(parsed.needs_detail).toBe(true);
    expect(parsed.image_url).toBeNull();
  });

  it('draws an image when asked', async () => {
    const answer = await callMockApi(
      'POST',
      '/generate-content',
      anonymous({ imageGeneration: true }),
    );
    expect(answer.body.image_url).toMatch(SVG_MEDIA_URL);
  });

  it('answers 400 without a business description', async () => {
    const answer = await callMockApi('POST', '/generate-content', anonymous({ business_desc: '' }));
    expect(answer).toEqual({
      status: 400,
      body: { success: false, error: 'business_desc: Please describe your business.' },
    });
  });
});
