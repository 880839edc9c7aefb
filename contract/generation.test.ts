import { describe, expect, it } from 'vitest';
import { OUTPUT_COMPRESSION } from './constants';
import {
  generateBrandAwareContentRequestSchema,
  generateBrandAwareContentResponseSchema,
  generateCombinedBrandImageResponseSchema,
  generateContentResponseSchema,
  generationParamsSchema,
  parseGenerationParams,
  type GenerationParams,
} from './generation';

function sampleGenerationParams(changes: Partial<GenerationParams> = {}): GenerationParams {
  return {
    titleGeneration: true,
    seoEnabled: true,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    imageGeneration: true,
    hashtagGeneration: true,
    imageUploadMode: false,
    uploadedImageName: null,
    useBrandColors: true,
    useLogoIntegration: false,
    useBrandPhotoReference: false,
    useAdvancedSettings: false,
    logoPlacement: 'corner',
    referencePhotoIndex: 0,
    imageQuality: 'medium',
    imageBackground: 'opaque',
    stylePreferences: 'warm, rustic',
    outputCompression: 85,
    ...changes,
  };
}

describe('parseGenerationParams', () => {
  it('reads the JSON text a draft stores', () => {
    const params = sampleGenerationParams({
      captionLength: 'long',
      useLogoIntegration: true,
      logoPlacement: 'banner',
      referencePhotoIndex: 2,
      uploadedImageName: 'croissant.png',
    });
    expect(parseGenerationParams(JSON.stringify(params))).toEqual(params);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['text that is not JSON', 'captionLength=long'],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
  ])('gives null for %s', (_label, text) => {
    expect(parseGenerationParams(text)).toBeNull();
  });

  it.each([
    ['a caption length outside short/medium/long', { captionLength: 'huge' }],
    ['a logo placement that does not exist', { logoPlacement: 'footer' }],
    ['a transparent background', { imageBackground: 'transparent' }],
    ['a compression other than 85', { outputCompression: 90 }],
    ['a negative reference photo index', { referencePhotoIndex: -1 }],
    ['a fractional reference photo index', { referencePhotoIndex: 1.5 }],
  ])('gives null for params with %s', (_label, change) => {
    expect(
      parseGenerationParams(JSON.stringify({ ...sampleGenerationParams(), ...change })),
    ).toBeNull();
  });

  it('gives null when a field is missing', () => {
    // JSON.stringify leaves out undefined fields.
    const text = JSON.stringify({ ...sampleGenerationParams(), imageQuality: undefined });
    expect(text).not.toContain('imageQuality');
    expect(parseGenerationParams(text)).toBeNull();
  });

  it('stores the product.md §9 output compression and background', () => {
    const params = generationParamsSchema.parse(sampleGenerationParams());
    expect(params.outputCompression).toBe(OUTPUT_COMPRESSION);
    expect(params.imageBackground).toBe('opaque');
  });
});

describe('generation requests and responses', () => {
  const textRequest = {
    post_desc: 'Croissant sale',
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    imageGeneration: false,
    hashtagGeneration: true,
    user_email: 'ann@example.com',
    onboarding_data: null,
  };

  it('never lets the text call ask for an image', () => {
    expect(generateBrandAwareContentRequestSchema.safeParse(textRequest).success).toBe(true);
    expect(
      generateBrandAwareContentRequestSchema.safeParse({ ...textRequest, imageGeneration: true })
        .success,
    ).toBe(false);
  });

  it('rejects a blank description with the product.md §5 message', () => {
    const parsed = generateBrandAwareContentRequestSchema.safeParse({
      ...textRequest,
      post_desc: '   ',
    });
    expect(parsed.error?.issues[0]?.message).toBe('Please enter a post description.');
  });

  it('accepts the image prompt under either name', () => {
    const base = { success: true, image_url: 'data:image/svg+xml,x' };
    expect(generateCombinedBrandImageResponseSchema.parse({ ...base, prompt: 'a' }).prompt).toBe(
      'a',
    );
    expect(
      generateCombinedBrandImageResponseSchema.parse({ ...base, image_prompt: 'b' }).image_prompt,
    ).toBe('b');
    expect(generateCombinedBrandImageResponseSchema.safeParse({ success: true }).success).toBe(
      false,
    );
  });
});

describe('platform variants in generated text', () => {
  const text = { title: 'Sourdough', caption: 'A long caption.', hashtags: '#bread' };
  const x = { caption: 'A short one.', hashtags: '#bread' };

  it('carries an X version when there is one, and parses without', () => {
    expect(generateBrandAwareContentResponseSchema.parse({ ...text, variants: { x } })).toEqual({
      ...text,
      variants: { x },
    });
    expect(generateBrandAwareContentResponseSchema.parse(text)).toEqual(text);
    expect(
      generateContentResponseSchema.parse({ ...text, image_url: null, variants: { x } }).variants,
    ).toEqual({ x });
    expect(generateContentResponseSchema.parse({ ...text, image_url: null }).variants).toBe(
      undefined,
    );
  });

  it('rejects a variant without its caption or hashtags', () => {
    expect(
      generateBrandAwareContentResponseSchema.safeParse({
        ...text,
        variants: { x: { caption: 'Only a caption' } },
      }).success,
    ).toBe(false);
  });

  it('keeps only the platforms it knows', () => {
    const parsed = generateBrandAwareContentResponseSchema.parse({
      ...text,
      variants: { x, myspace: x },
    });
    expect(parsed.variants).toEqual({ x });
  });
});
