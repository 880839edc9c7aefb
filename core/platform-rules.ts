import type { Network as Platform } from '@contract/integrations';
import { joinHashtags, splitHashtags } from './hashtags';
import { PLATFORM_RULES, type PlatformRule } from './platform-table';
import type { PlatformVariant, WrittenPost } from './post-writer';
import { carriesPoint } from './facts';
import { sentenceSpans } from './sentences';
import { xWeightedLength } from './x-weighted-length';

export { PLATFORM_RULES, type PlatformRule };

/**
 * While a post is too long, hashtags beyond this many go before any sentence does: two
 * relevant tags are worth more than a third sentence, a tenth tag is not.
 */
export const HASHTAGS_KEPT_WHILE_SHORTENING = 2;

type PostText = Pick<WrittenPost, 'caption' | 'hashtags'>;

/** The text a platform publishes: caption, separator, hashtags. */
export function publishedText(post: PostText, platform: Platform): string {
  const { separator } = PLATFORM_RULES[platform];
  return [post.caption, post.hashtags].filter(Boolean).join(separator);
}

/** The length of the published text as the platform counts it. */
export function platformLength(post: PostText, platform: Platform): number {
  const text = publishedText(post, platform);
  return PLATFORM_RULES[platform].counting === 'x-weighted' ? xWeightedLength(text) : text.length;
}

export function fitsPlatform(post: PostText, platform: Platform): boolean {
  const rule: PlatformRule = PLATFORM_RULES[platform];
  const tooManyTags =
    rule.maxHashtags !== null && splitHashtags(post.hashtags).length > rule.maxHashtags;
  return !tooManyTags && platformLength(post, platform) <= rule.maxLength;
}

/** The longest start of `caption` that ends at a sentence boundary and passes `fits`. */
function sentencePrefix(caption: string, fits: (caption: string) => boolean): string | null {
  const spans = sentenceSpans(caption);
  for (let count = spans.length - 1; count >= 1; count -= 1) {
    const end = spans[count - 1]?.end ?? 0;
    const prefix = caption.slice(0, end).trimEnd();
    if (fits(prefix)) return prefix;
  }
  return null;
}

/**
 * The caption without its sentences that carry no fact, name or negation, dropped from
 * the end one at a time until it passes `fits`; null when it still does not.
 */
function pointKeepingCut(caption: string, fits: (caption: string) => boolean): string | null {
  const spans = sentenceSpans(caption);
  const kept = [...spans];
  for (let index = spans.length - 1; index >= 1; index -= 1) {
    const span = spans[index];
    if (!span || carriesPoint(caption.slice(span.start, span.end))) continue;
    kept.splice(kept.indexOf(span), 1);
    const text = kept.map((item) => caption.slice(item.start, item.end)).join(' ');
    if (fits(text)) return text;
  }
  return null;
}

/** The most words of `caption` that pass `fits` with a closing '…'; never cuts a word. */
function wordPrefix(caption: string, fits: (caption: string) => boolean): string {
  const words = caption.replace(/\s+/gu, ' ').trim().split(' ');
  let low = 0;
  let high = words.length;
  // Binary search on the number of words kept: X's weights make lengths non-additive.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${words
      .slice(0, middle)
      .join(' ')
      .replace(/[\s,;:—–-]+$/u, '')}…`;
    if (fits(candidate)) low = middle;
    else high = middle - 1;
  }
  if (low === 0) return '';
  return `${words
    .slice(0, low)
    .join(' ')
    .replace(/[\s,;:—–-]+$/u, '')}…`;
}

/**
 * Shortens a post until the platform accepts it. In order: hashtags over the platform's
 * maximum go; then the least relevant hashtags (the last) down to
 * HASHTAGS_KEPT_WHILE_SHORTENING; then whole sentences without a fact, name or negation
 * from the end, else whole sentences from the end of the caption; then
 * the remaining hashtags; and only if a single sentence is still too long, words from
 * its end, marked with '…'.
 */
export function fitToPlatform(post: PostText, platform: Platform): PlatformVariant {
  const rule: PlatformRule = PLATFORM_RULES[platform];
  let tags = splitHashtags(post.hashtags);
  if (rule.maxHashtags !== null) tags = tags.slice(0, rule.maxHashtags);
  let caption = post.caption;
  const fits = (text: string, kept: readonly string[] = tags) =>
    platformLength({ caption: text, hashtags: joinHashtags(kept) }, platform) <= rule.maxLength;

  while (!fits(caption) && tags.length > HASHTAGS_KEPT_WHILE_SHORTENING) tags = tags.slice(0, -1);
  if (!fits(caption)) {
    caption = pointKeepingCut(caption, fits) ?? sentencePrefix(caption, fits) ?? caption;
  }
  while (!fits(caption) && tags.length > 0) tags = tags.slice(0, -1);
  if (!fits(caption)) caption = wordPrefix(caption, (text) => fits(text));
  return { caption, hashtags: joinHashtags(tags) };
}

/**
 * Makes a post fit every selected platform. The caption keeps the length the user chose,
 * so X's 280 never shortens it: when X is selected and the post is too long for it, the
 * result carries `variants.x`, a version that fits X. Variants already on the post are
 * replaced, so model output and offline output go through the same rules.
 */
export function fitToPlatforms(post: WrittenPost, platforms: readonly Platform[]): WrittenPost {
  const selected = [...new Set(platforms)];
  let text: PlatformVariant = { caption: post.caption, hashtags: post.hashtags };
  for (const platform of selected) {
    if (platform !== 'x' && !fitsPlatform(text, platform)) text = fitToPlatform(text, platform);
  }
  const fitted: WrittenPost = { title: post.title, ...text };
  if (selected.includes('x') && !fitsPlatform(text, 'x')) {
    fitted.variants = { x: fitToPlatform(text, 'x') };
  }
  return fitted;
}
