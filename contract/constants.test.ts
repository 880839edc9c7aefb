import { describe, expect, it } from 'vitest';
import * as constants from './constants';

/**
 * product.md §9 written out literally: every screen, the mock backend and the server read these
 * constants, so a changed value would pass every test that uses the constant itself.
 */
describe('product.md §9 constants', () => {
  it('uploads: 10 MB of 1048576 bytes, jpeg/jpg/png/gif, preview at most 300px high', () => {
    expect(constants.BYTES_PER_KB).toBe(1024);
    expect(constants.BYTES_PER_MB).toBe(1048576);
    expect(constants.MAX_UPLOAD_MB).toBe(10);
    expect(constants.MAX_UPLOAD_BYTES).toBe(10485760);
    expect(constants.ACCEPTED_IMAGE_TYPES).toEqual([
      'image/jpeg',
      'image/jpg',
      'image/png',
      'image/gif',
    ]);
    expect(constants.PREVIEW_MAX_HEIGHT_PX).toBe(300);
    expect(constants.LOGO_ACCEPT).toEqual(['.png', '.svg', '.jpg', '.jpeg']);
    expect(constants.PHOTO_ACCEPT).toEqual(['.png', '.jpg', '.jpeg']);
    expect(constants.SIZE_UNITS).toEqual(['B', 'KB', 'MB']);
  });

  it('generation defaults and choices', () => {
    expect(constants.GENERATION_DEFAULTS).toEqual({
      captionGeneration: true,
      captionLength: 'medium',
      imageQuality: 'medium',
      logoPlacement: 'corner',
      referencePhotoIndex: 0,
      outputCompression: 85,
      imageBackground: 'opaque',
    });
    expect(constants.CAPTION_LENGTHS).toEqual(['short', 'medium', 'long']);
    expect(constants.LOGO_PLACEMENTS).toEqual([
      'corner',
      'center',
      'watermark',
      'banner',
      'natural',
    ]);
    expect(constants.IMAGE_QUALITIES).toEqual(['medium', 'high']);
  });

  it('onboarding lists', () => {
    expect(constants.INDUSTRIES).toEqual([
      'Bakery',
      'Real Estate',
      'Fitness',
      'Restaurant',
      'Retail',
      'Healthcare',
      'Technology',
      'Education',
      'Marketing',
      'Consulting',
      'Beauty & Wellness',
      'Automotive',
      'Finance',
      'Legal',
      'Entertainment',
      'Non-profit',
      'Other',
    ]);
    expect(constants.EMPLOYEE_RANGES).toEqual(['1', '2-5', '6-20', '20+']);
    expect(constants.PLATFORMS).toEqual(['instagram', 'facebook', 'tiktok', 'x', 'linkedin']);
  });

  it('content preferences: Medium, 12 a month in 1-30, AI visuals on, Moderate hashtags', () => {
    expect(constants.POST_LENGTHS).toEqual(['Short', 'Medium', 'Long']);
    expect(constants.DEFAULT_POST_LENGTH).toBe('Medium');
    expect(constants.POSTS_PER_MONTH).toEqual({ min: 1, max: 30, default: 12 });
    expect(constants.DEFAULT_AI_VISUALS).toBe(true);
    expect(constants.HASHTAG_STYLES).toEqual(['Minimal', 'Moderate', 'Trending']);
    expect(constants.DEFAULT_HASHTAG_STYLE).toBe('Moderate');
    // product.md §9: Minimal (up to 5), Moderate (6-10), Trending (emoji+).
    expect(constants.HASHTAG_STYLE_DESCRIPTIONS).toEqual({
      Minimal: 'Up to 5 hashtags',
      Moderate: '6-10 hashtags',
      Trending: 'Trending tags, emoji+',
    });
  });

  it('brand limits: 3 colours starting black, 140-character tagline', () => {
    expect(constants.MAX_BRAND_COLORS).toBe(3);
    expect(constants.NEW_BRAND_COLOR).toBe('#000000');
    expect(constants.TAGLINE_MAX_LENGTH).toBe(140);
  });

  it('timings: toasts 3000 ms, chunks 120 s, redirects 500 ms social and 100 ms e-mail', () => {
    expect(constants.TOAST_DEFAULT_DURATION_MS).toBe(3000);
    expect(constants.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(constants.SOCIAL_LOGIN_REDIRECT_DELAY_MS).toBe(500);
    expect(constants.EMAIL_LOGIN_REDIRECT_DELAY_MS).toBe(100);
  });

  it('marketing, support and legal facts', () => {
    expect(constants.FREE_POSTS).toBe(30);
    expect(constants.BUSINESSES_SERVED).toBe('50,000');
    expect(constants.SETUP_MINUTES).toBe(5);
    expect(constants.FAQ_ITEM_COUNT).toBe(5);
    expect(constants.SUPPORT_REPLY_HOURS).toBe(24);
    expect(constants.SUPPORT_HOURS).toBe('Mon-Fri 9AM-6PM EST');
    expect(constants.DATA_DELETION_DAYS).toBe(30);
    expect(constants.PRIVACY_AGE_LIMIT_YEARS).toBe(13);
    expect(constants.LEGAL_EFFECTIVE_DATE).toBe('January 1, 2025');
  });
});
