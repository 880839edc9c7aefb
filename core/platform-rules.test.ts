// @vitest-environment node
import twitter from 'twitter-text';
import { describe, expect, it } from 'vitest';
import type { Platform } from '@contract/onboarding';
import {
  fitsPlatform,
  fitToPlatforms,
  HASHTAGS_KEPT_WHILE_SHORTENING,
  PLATFORM_RULES,
  platformLength,
  publishedText,
} from './platform-rules';
import type { WrittenPost } from './post-writer';

/** X's count straight from its library, independent of the code under test. */
const xCount = (caption: string, hashtags: string) =>
  twitter.parseTweet([caption, hashtags].filter(Boolean).join('\n')).weightedLength;

const SENTENCES = [
  'Fresh sourdough loaves come out of the oven every Saturday morning at seven.',
  'We mix every dough by hand and bake in small batches before sunrise.',
  'Real butter, stone-ground flour and slow fermentation make the difference.',
  'Each loaf rests overnight to build flavour and that crackly crust.',
  'Pop in early, before the trays are empty.',
  'Thank you for choosing local bread and letting us bake for your table.',
];
const LONG_CAPTION = SENTENCES.join(' ');
const TEN_TAGS =
  '#sourdough #bread #GoldenCrust #bakery #Portland #loaves #PortlandBakery #baking #pastry #artisan';

const post = (changes: Partial<WrittenPost> = {}): WrittenPost => ({
  title: 'Fresh sourdough',
  caption: LONG_CAPTION,
  hashtags: TEN_TAGS,
  ...changes,
});

const tagsOf = (hashtags: string) => hashtags.split(' ').filter(Boolean);

describe('PLATFORM_RULES', () => {
  it('holds each platform’s limits in one table', () => {
    expect(PLATFORM_RULES.instagram).toMatchObject({ maxLength: 2200, maxHashtags: 5 });
    expect(PLATFORM_RULES.x).toMatchObject({ maxLength: 280, counting: 'x-weighted' });
    expect(PLATFORM_RULES.linkedin.maxLength).toBe(3000);
    expect(PLATFORM_RULES.tiktok.maxLength).toBe(2200);
    expect(PLATFORM_RULES.facebook.maxLength).toBe(63206);
  });

  it('publishes hashtags after a line break on X and a blank line elsewhere', () => {
    const text = { caption: 'Hello.', hashtags: '#a #b' };
    expect(publishedText(text, 'x')).toBe('Hello.\n#a #b');
    expect(publishedText(text, 'instagram')).toBe('Hello.\n\n#a #b');
    expect(publishedText({ caption: '', hashtags: '#a' }, 'x')).toBe('#a');
    expect(publishedText({ caption: 'Hello.', hashtags: '' }, 'linkedin')).toBe('Hello.');
  });

  it('counts X by its weights and the others by characters', () => {
    const text = {
      caption: '抹茶 🍵 https://example.com/a/long/path/to/a/page',
      hashtags: '#matcha',
    };
    expect(platformLength(text, 'x')).toBe(xCount(text.caption, text.hashtags));
    expect(platformLength(text, 'instagram')).toBe(publishedText(text, 'instagram').length);
  });
});

describe('fitToPlatforms: Instagram', () => {
  it('keeps at most 5 hashtags, dropping the least relevant (the last) first', () => {
    const fitted = fitToPlatforms(post(), ['instagram']);
    expect(tagsOf(fitted.hashtags)).toEqual(tagsOf(TEN_TAGS).slice(0, 5));
    expect(fitted.caption).toBe(LONG_CAPTION);
    expect(fitted.variants).toBeUndefined();
  });

  it('counts the hashtags into the 2,200 characters and shortens at a sentence', () => {
    const caption = Array.from(
      { length: 40 },
      (_, index) => `Sentence number ${index} is here.`,
    ).join(' ');
    expect(caption.length).toBeGreaterThan(1000);
    const long = `${caption} ${caption}`;
    const fitted = fitToPlatforms(post({ caption: long }), ['instagram']);
    expect(publishedText(fitted, 'instagram').length).toBeLessThanOrEqual(2200);
    expect(long.startsWith(fitted.caption)).toBe(true);
    expect(fitted.caption).toMatch(/here\.$/);
    expect(tagsOf(fitted.hashtags).length).toBeGreaterThanOrEqual(HASHTAGS_KEPT_WHILE_SHORTENING);
  });
});

describe('fitToPlatforms: X', () => {
  it('leaves the chosen caption whole and adds an X version that fits 280', () => {
    expect(xCount(LONG_CAPTION, TEN_TAGS)).toBeGreaterThan(280);
    const fitted = fitToPlatforms(post(), ['x']);
    expect(fitted.caption).toBe(LONG_CAPTION);
    expect(fitted.hashtags).toBe(TEN_TAGS);
    const x = fitted.variants?.x;
    expect(x).toBeDefined();
    expect(xCount(x?.caption ?? '', x?.hashtags ?? '')).toBeLessThanOrEqual(280);
  });

  it('shortens at a sentence boundary, keeping the most relevant hashtags', () => {
    const x = fitToPlatforms(post(), ['x']).variants?.x;
    const caption = x?.caption ?? '';
    const kept = SENTENCES.filter((_, index) => caption.includes(SENTENCES[index] ?? ''));
    expect(kept.length).toBeGreaterThan(0);
    expect(caption).toBe(SENTENCES.slice(0, kept.length).join(' '));
    expect(tagsOf(x?.hashtags ?? '')).toEqual(
      tagsOf(TEN_TAGS).slice(0, HASHTAGS_KEPT_WHILE_SHORTENING),
    );
  });

  it('drops hashtags before sentences when that is enough', () => {
    const caption = SENTENCES.slice(0, 3).join(' ');
    expect(xCount(caption, '')).toBeLessThan(260);
    expect(xCount(caption, TEN_TAGS)).toBeGreaterThan(280);
    const x = fitToPlatforms(post({ caption }), ['x']).variants?.x;
    expect(x?.caption).toBe(caption);
    const tags = tagsOf(x?.hashtags ?? '');
    expect(tags).toEqual(tagsOf(TEN_TAGS).slice(0, tags.length));
    expect(tags.length).toBeGreaterThanOrEqual(HASHTAGS_KEPT_WHILE_SHORTENING);
    // One more tag would not have fitted.
    expect(
      xCount(
        caption,
        tagsOf(TEN_TAGS)
          .slice(0, tags.length + 1)
          .join(' '),
      ),
    ).toBeGreaterThan(280);
  });

  it('counts emoji and CJK as 2: a caption under 280 characters can still be too long', () => {
    const caption = `${'抹茶ラテ。'.repeat(27)} 🍵🍵🍵`;
    expect(caption.length).toBeLessThan(280);
    expect(xCount(caption, '#matcha')).toBeGreaterThan(280);
    const x = fitToPlatforms(post({ caption, hashtags: '#matcha' }), ['x']).variants?.x;
    expect(x).toBeDefined();
    expect(xCount(x?.caption ?? '', x?.hashtags ?? '')).toBeLessThanOrEqual(280);
  });

  it('counts a URL as 23: a caption over 280 characters can still fit', () => {
    const caption = `Read the full story at https://example.com/${'path/'.repeat(60)} today.`;
    expect(caption.length).toBeGreaterThan(280);
    expect(xCount(caption, '#news')).toBeLessThanOrEqual(280);
    expect(fitToPlatforms(post({ caption, hashtags: '#news' }), ['x']).variants).toBeUndefined();
  });

  it('never cuts inside a word when a single sentence is too long', () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`);
    const caption = `${words.join(' ')}.`;
    const x = fitToPlatforms(post({ caption }), ['x']).variants?.x;
    const cut = x?.caption ?? '';
    expect(cut).toMatch(/^word0 .*word\d+…$/);
    const kept = cut.slice(0, -1);
    expect(caption.startsWith(kept)).toBe(true);
    expect(caption.charAt(kept.length)).toBe(' ');
    expect(xCount(cut, x?.hashtags ?? '')).toBeLessThanOrEqual(280);
  });

  it('adds no X version when the post already fits X', () => {
    const fitted = fitToPlatforms(post({ caption: SENTENCES[0], hashtags: '#bread #bakery' }), [
      'x',
      'instagram',
    ]);
    expect(fitted.variants).toBeUndefined();
  });

  it('adds no X version when X is not selected, and drops one left on the post', () => {
    const stale = post({ variants: { x: { caption: 'Old', hashtags: '' } } });
    expect(fitToPlatforms(stale, ['facebook', 'linkedin']).variants).toBeUndefined();
    expect(fitToPlatforms(stale, []).variants).toBeUndefined();
  });

  it('fits the X version to Instagram’s hashtag limit too when both are selected', () => {
    const fitted = fitToPlatforms(post(), ['instagram', 'x']);
    expect(tagsOf(fitted.hashtags)).toHaveLength(5);
    expect(tagsOf(fitted.variants?.x?.hashtags ?? '').length).toBeLessThanOrEqual(5);
  });
});

describe('fitToPlatforms: every platform', () => {
  const huge = Array.from({ length: 400 }, (_, index) => `This is sentence ${index}.`).join(' ');

  it.each(['linkedin', 'tiktok', 'facebook', 'instagram'] as const)(
    'fits a very long caption within %s',
    (platform) => {
      const fitted = fitToPlatforms(post({ caption: huge }), [platform]);
      expect(fitsPlatform(fitted, platform)).toBe(true);
      expect(publishedText(fitted, platform).length).toBeLessThanOrEqual(
        PLATFORM_RULES[platform].maxLength,
      );
      expect(huge.startsWith(fitted.caption)).toBe(true);
    },
  );

  it('fits all selected platforms at once and is stable when run again', () => {
    const platforms: Platform[] = ['instagram', 'facebook', 'tiktok', 'linkedin', 'x'];
    const fitted = fitToPlatforms(post({ caption: huge }), platforms);
    for (const platform of platforms.filter((name) => name !== 'x')) {
      expect(fitsPlatform(fitted, platform)).toBe(true);
    }
    expect(fitsPlatform(fitted.variants?.x ?? { caption: '', hashtags: '' }, 'x')).toBe(true);
    expect(fitToPlatforms(fitted, platforms)).toEqual(fitted);
  });

  it('keeps the title and empty fields as they are', () => {
    const fitted = fitToPlatforms(post({ caption: '', hashtags: '' }), ['x', 'instagram']);
    expect(fitted).toEqual({ title: 'Fresh sourdough', caption: '', hashtags: '' });
  });
});
