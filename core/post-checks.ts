import { captionBandProblems } from './caption-bands';
import { cleanUserText, findPlaceholders } from './clean-text';
import {
  effectiveHashtagStyle,
  HASHTAG_LIMITS,
  isWellFormedHashtag,
  splitHashtags,
  uniqueHashtags,
} from './hashtags';
import { fitsPlatform, PLATFORM_RULES } from './platform-rules';
import { MAX_TITLE_LENGTH, type PostRequest, type WrittenPost } from './post-writer';

const HTML_TAG = /<[/!]?[a-z][^>]*>/iu;
const EMOJI = /\p{Extended_Pictographic}/u;

/** How many hashtags a post may have: the style's band, capped by the selected platforms. */
export function hashtagCountRange(request: PostRequest): { min: number; max: number } {
  const limits = HASHTAG_LIMITS[effectiveHashtagStyle(request.onboarding)];
  const caps = (request.onboarding?.contentPrefs.platforms ?? []).map(
    (platform) => PLATFORM_RULES[platform].maxHashtags ?? Infinity,
  );
  const cap = Math.min(Infinity, ...caps);
  return { min: Math.min(limits.min, cap), max: Math.min(limits.max, cap) };
}

/**
 * Everything wrong with a post for its request, as sentences; empty when the post is
 * good. The server runs model output through sanitise, then fitToPlatforms, then this,
 * and falls back to the offline writer when anything is left.
 */
export function postProblems(post: WrittenPost, request: PostRequest): string[] {
  const problems: string[] = [];
  const fields = [
    ['title', post.title, request.titleGeneration],
    ['caption', post.caption, request.captionGeneration],
    ['hashtags', post.hashtags, request.hashtagGeneration],
  ] as const;
  for (const [name, value, wanted] of fields) {
    if (wanted && !value.trim()) problems.push(`The ${name} is empty.`);
    if (!wanted && value) problems.push(`The ${name} was switched off but is not empty.`);
    if (HTML_TAG.test(value)) problems.push(`The ${name} contains HTML.`);
    for (const placeholder of findPlaceholders(value)) {
      problems.push(`The ${name} contains the placeholder "${placeholder}".`);
    }
  }

  if (post.title.length > MAX_TITLE_LENGTH) {
    problems.push(`The title has ${post.title.length} characters, more than ${MAX_TITLE_LENGTH}.`);
  }

  if (request.captionGeneration) {
    problems.push(...captionBandProblems(post.caption, request.captionLength));
    const name = cleanUserText(request.onboarding?.business.name);
    if (name && !post.caption.toLowerCase().includes(name.toLowerCase())) {
      problems.push('The caption does not name the business.');
    }
    if (effectiveHashtagStyle(request.onboarding) === 'Trending' && !EMOJI.test(post.caption)) {
      problems.push('A Trending post needs emoji in its caption.');
    }
  }

  if (request.hashtagGeneration) {
    const tags = splitHashtags(post.hashtags);
    const malformed = tags.filter((tag) => !isWellFormedHashtag(tag));
    if (malformed.length) problems.push(`Malformed hashtags: ${malformed.join(' ')}.`);
    if (uniqueHashtags(tags).length !== tags.length) problems.push('A hashtag is repeated.');
    const { min, max } = hashtagCountRange(request);
    if (tags.length < min || tags.length > max) {
      problems.push(`There are ${tags.length} hashtags, not ${min} to ${max}.`);
    }
  }

  for (const platform of new Set(request.onboarding?.contentPrefs.platforms ?? [])) {
    const variant = platform === 'x' ? post.variants?.x : undefined;
    if (!fitsPlatform(post, platform) && !(variant && fitsPlatform(variant, platform))) {
      problems.push(`The post does not fit ${PLATFORM_RULES[platform].label}.`);
    }
  }
  return problems;
}
