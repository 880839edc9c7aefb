import type { HashtagStyle, OnboardingData } from '@contract/onboarding';
import { cleanLineText } from './clean-text';

/**
 * Hashtags as every writer returns them: one string, tags separated by single spaces,
 * most relevant first (the platform rules drop from the end).
 */

export type EffectiveHashtagStyle = Exclude<HashtagStyle, 'None'>;

/** product.md §9: Minimal up to 5, Moderate 6 to 10 (the default), Trending 6 to 10 plus emoji. */
export const HASHTAG_LIMITS: Record<EffectiveHashtagStyle, { min: number; max: number }> = {
  Minimal: { min: 3, max: 5 },
  Moderate: { min: 6, max: 10 },
  Trending: { min: 6, max: 10 },
};

/** The brand profile's style; Moderate when there is no profile or it says None. */
export function effectiveHashtagStyle(onboarding: OnboardingData | null): EffectiveHashtagStyle {
  const style = onboarding?.contentPrefs.hashtagStyle;
  return style && style !== 'None' ? style : 'Moderate';
}

// '#', then letters (with their combining marks), digits or underscores, at least one
// letter: platforms do not link "#2025".
const WELL_FORMED = /^#[\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*$/u;
const MAX_TAG_LENGTH = 40;

export function isWellFormedHashtag(tag: string): boolean {
  return WELL_FORMED.test(tag) && tag.length <= MAX_TAG_LENGTH + 1;
}

/**
 * A hashtag from free text: words run together, each capitalised when there are several
 * ("Golden Crust Bakery" gives #GoldenCrustBakery, "sourdough" gives #sourdough). Null
 * when nothing usable is left.
 */
export function toHashtag(text: string): string | null {
  const words = text
    .normalize('NFC')
    .replace(/['’]/gu, '')
    .split(/[^\p{L}\p{M}\p{N}_]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  const body =
    words.length === 1
      ? (words[0] ?? '')
      : words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const tag = `#${body}`;
  return isWellFormedHashtag(tag) ? tag : null;
}

/** Keeps the first of tags that differ only in letter case. */
export function uniqueHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase('en-US');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function splitHashtags(hashtags: string): string[] {
  return hashtags.split(/\s+/u).filter(Boolean);
}

export function joinHashtags(tags: readonly string[]): string {
  return tags.join(' ');
}

/**
 * Hashtags from any writer made well-formed: separators may be spaces, commas or
 * newlines, '#' may be missing, emoji and punctuation inside a tag are dropped ("#fresh-
 * bread🔥" gives #freshbread), tags with no letter go, and repeats (ignoring case) go.
 * The order, which is the order of relevance, is kept.
 */
export function normaliseHashtags(hashtags: string): string {
  const tokens = cleanLineText(hashtags)
    .split(/[\s,;]+|(?=#)/u)
    .map((token) => token.replace(/^#+/u, ''))
    .filter(Boolean);
  const tags = tokens
    .map((token) => toHashtag(token.replace(/[^\p{L}\p{M}\p{N}_]+/gu, '')))
    .filter((tag): tag is string => tag !== null);
  return joinHashtags(uniqueHashtags(tags));
}
