import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { sampleGenerationParams } from '@contract/samples';
import { deleteDraftErrorText, loadDraftsErrorText } from './draft-errors';
import {
  captionPreview,
  describeGenerationParams,
  draftImageSource,
  draftTitle,
  formatDraftDate,
  imageAltText,
  splitHashtags,
} from './draft-view';

describe('draftTitle', () => {
  it('names a draft without a title Untitled Post', () => {
    expect(draftTitle({ title: '' })).toBe('Untitled Post');
    expect(draftTitle({ title: '   ' })).toBe('Untitled Post');
    expect(draftTitle({ title: 'Croissant Friday' })).toBe('Croissant Friday');
  });
});

describe('captionPreview', () => {
  it('keeps a short caption whole and flattens its line breaks', () => {
    expect(captionPreview('Fresh bread.\n\nCome early!')).toBe('Fresh bread. Come early!');
  });

  it('cuts a long caption at a word boundary and marks the cut', () => {
    const caption = 'Warm sourdough loaves every morning '.repeat(10);
    const preview = captionPreview(caption, 40);
    expect(preview.length).toBeLessThanOrEqual(41);
    expect(preview.endsWith('…')).toBe(true);
    expect(caption.startsWith(preview.slice(0, -1))).toBe(true);
    expect(preview).not.toMatch(/\s…$/);
  });
});

describe('formatDraftDate', () => {
  it('writes a readable date and time', () => {
    expect(formatDraftDate('2025-10-05T09:30:00.000Z', 'en-US')).toMatch(/^Oct 5, 2025/);
  });

  it('falls back to the raw text when it is not a date', () => {
    expect(formatDraftDate('yesterday')).toBe('yesterday');
  });
});

describe('draftImageSource', () => {
  const aiParams = sampleGenerationParams({ imageGeneration: true });

  it('labels a prompt-made image that was not uploaded as AI generated', () => {
    expect(draftImageSource({ image_url: 'data:x', image_prompt: 'A loaf' }, aiParams)).toEqual({
      kind: 'ai',
    });
    // Without readable params the prompt alone still says the image was generated.
    expect(draftImageSource({ image_url: null, image_prompt: 'A loaf' }, null).kind).toBe('ai');
  });

  it('knows an uploaded image by its original file name', () => {
    const params = sampleGenerationParams({
      imageUploadMode: true,
      uploadedImageName: 'storefront.png',
    });
    expect(draftImageSource({ image_url: 'data:x', image_prompt: 'ignored' }, params)).toEqual({
      kind: 'uploaded',
      filename: 'storefront.png',
    });
  });

  it('tells other images and no image apart', () => {
    expect(draftImageSource({ image_url: 'data:x', image_prompt: null }, null).kind).toBe('other');
    expect(draftImageSource({ image_url: null, image_prompt: '  ' }, null).kind).toBe('none');
  });

  it('gives every kind a meaningful alt text', () => {
    expect(imageAltText('Sale', { kind: 'ai' })).toBe('AI generated image for “Sale”');
    expect(imageAltText('Sale', { kind: 'uploaded', filename: 'a.png' })).toBe(
      'Uploaded image a.png for “Sale”',
    );
    expect(imageAltText('Sale', { kind: 'other' })).toBe('Image for “Sale”');
  });
});

describe('describeGenerationParams', () => {
  it('describes an AI image with its brand options in words', () => {
    const lines = describeGenerationParams(
      sampleGenerationParams({
        seoEnabled: true,
        trendingEnabled: true,
        captionLength: 'long',
        imageGeneration: true,
        useBrandColors: true,
        useLogoIntegration: true,
        logoPlacement: 'banner',
        useBrandPhotoReference: true,
        referencePhotoIndex: 1,
        imageQuality: 'high',
        stylePreferences: 'warm, rustic',
      }),
    );
    expect(lines).toEqual([
      'Title: on (SEO, trending posts)',
      'Caption: long',
      'Hashtags: on',
      'Image: AI generated, brand colors, logo at banner, brand photo 2 as reference, high quality',
      'Style: warm, rustic',
    ]);
  });

  it('says off for what was switched off and names an uploaded file', () => {
    const lines = describeGenerationParams(
      sampleGenerationParams({
        titleGeneration: false,
        captionGeneration: false,
        hashtagGeneration: false,
        imageUploadMode: true,
        uploadedImageName: 'shop.jpg',
        stylePreferences: 'not used for uploads',
      }),
    );
    expect(lines).toEqual([
      'Title: off',
      'Caption: off',
      'Hashtags: off',
      'Image: uploaded (shop.jpg)',
    ]);
  });

  it('says none when no image was asked for', () => {
    expect(describeGenerationParams(sampleGenerationParams())).toContain('Image: none');
  });
});

describe('splitHashtags', () => {
  it('splits on any whitespace and drops blanks', () => {
    expect(splitHashtags(' #a  #b\n#c ')).toEqual(['#a', '#b', '#c']);
    expect(splitHashtags('')).toEqual([]);
  });
});

describe('error texts (product.md §8)', () => {
  it('adds the server message or Network error to the load failure', () => {
    expect(loadDraftsErrorText(new ApiError('server', 'Database down', { status: 500 }))).toBe(
      'Failed to load drafts: Database down',
    );
    expect(loadDraftsErrorText(new ApiError('network', 'Network error'))).toBe(
      'Failed to load drafts: Network error',
    );
    expect(loadDraftsErrorText(new Error('boom'))).toBe('Failed to load drafts');
  });

  it("shows the server's delete error as is, or the fixed text without an answer", () => {
    expect(deleteDraftErrorText(new ApiError('server', 'Draft not found', { status: 404 }))).toBe(
      'Draft not found',
    );
    expect(deleteDraftErrorText(new ApiError('network', 'Network error'))).toBe(
      'Failed to delete draft',
    );
  });
});
