import { cleanLineText, cleanMultilineText, truncateAtWord } from './clean-text';
import { normaliseHashtags } from './hashtags';
import { MAX_TITLE_LENGTH, type PlatformVariant, type WrittenPost } from './post-writer';

function sanitiseVariant(variant: PlatformVariant): PlatformVariant {
  return {
    caption: cleanMultilineText(variant.caption),
    hashtags: normaliseHashtags(variant.hashtags),
  };
}

/**
 * Makes a post from any writer (a model above all) safe and regular before the platform
 * rules run: HTML tags and control characters go from every field, the title is one line
 * of at most 80 characters (cut at a word), the caption keeps its line breaks but at most
 * one blank line, and hashtags are made well-formed and unique ignoring case, in their
 * original order. Placeholders are not guessed away here: findPlaceholders (clean-text.ts)
 * reports them, so the caller can reject the post.
 */
export function sanitise(post: WrittenPost): WrittenPost {
  const clean: WrittenPost = {
    title: truncateAtWord(cleanLineText(post.title), MAX_TITLE_LENGTH),
    caption: cleanMultilineText(post.caption),
    hashtags: normaliseHashtags(post.hashtags),
  };
  if (post.variants?.x) clean.variants = { x: sanitiseVariant(post.variants.x) };
  return clean;
}
