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
import { inventedClaims } from './claims';
import { missingFacts } from './facts';
import { readRequest } from './offline-writer/message';

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
 * What is wrong with a post for its request, in two kinds (ADR 0012):
 *
 * - hard problems make a post unpublishable: a field that is empty or was switched off,
 *   HTML, a placeholder, a malformed or repeated hashtag, a title over 80 characters, a
 *   post over a selected platform's limits after fitting, a fact of the owner's message
 *   missing (writer rule 1, ADR 0012) or a promise the owner never made (rule 2);
 * - style notes are what a house style would prefer: the length band, the business
 *   named, emoji for the Trending style, the hashtag count of the style. They are logged
 *   and never discard a post: a good post written another way is still a good post.
 */
export interface PostProblems {
  hard: string[];
  style: string[];
}

/** What the owner wrote: the request, the tagline, the samples, the business description. */
export function ownerWordsOf(request: PostRequest): string {
  return [
    request.description,
    request.businessDescription ?? '',
    request.onboarding?.brandAssets.tagline ?? '',
    ...(request.onboarding?.brandAssets.samplePosts ?? []),
  ].join('\n');
}

export function postProblems(post: WrittenPost, request: PostRequest): PostProblems {
  const hard: string[] = [];
  const style: string[] = [];
  const fields = [
    ['title', post.title, request.titleGeneration],
    ['caption', post.caption, request.captionGeneration],
    ['hashtags', post.hashtags, request.hashtagGeneration],
  ] as const;
  for (const [name, value, wanted] of fields) {
    if (wanted && !value.trim()) hard.push(`The ${name} is empty.`);
    if (!wanted && value) hard.push(`The ${name} was switched off but is not empty.`);
    if (HTML_TAG.test(value)) hard.push(`The ${name} contains HTML.`);
    for (const placeholder of findPlaceholders(value)) {
      hard.push(`The ${name} contains the placeholder "${placeholder}".`);
    }
  }

  if (post.title.length > MAX_TITLE_LENGTH) {
    hard.push(`The title has ${post.title.length} characters, more than ${MAX_TITLE_LENGTH}.`);
  }

  if (request.captionGeneration) {
    const description = cleanUserText(request.description);
    // A brief ("post about tick season") has no facts to keep; a message has.
    if (!readRequest(description, { lowerCase: false }).brief) {
      const published = [post.caption, post.variants?.x?.caption ?? ''];
      const missing = missingFacts(description, post.caption).filter(
        (fact) => !published.some((text) => text.includes(fact.text)),
      );
      if (missing.length) {
        hard.push(
          `The caption leaves out facts of the request: ${missing.map((fact) => `"${fact.text}"`).join(', ')}.`,
        );
      }
    }
    style.push(...captionBandProblems(post.caption, request.captionLength));
    const name = cleanUserText(request.onboarding?.business.name);
    if (name && !post.caption.toLowerCase().includes(name.toLowerCase())) {
      style.push('The caption does not name the business.');
    }
    if (effectiveHashtagStyle(request.onboarding) === 'Trending' && !EMOJI.test(post.caption)) {
      style.push('A Trending post has no emoji in its caption.');
    }
  }

  const invented = inventedClaims(
    ownerWordsOf(request),
    [post.title, post.caption, post.hashtags].join('\n'),
  );
  if (invented.length) {
    hard.push(`The post promises what the owner did not write: ${invented.join(', ')}.`);
  }

  if (request.hashtagGeneration) {
    const tags = splitHashtags(post.hashtags);
    const malformed = tags.filter((tag) => !isWellFormedHashtag(tag));
    if (malformed.length) hard.push(`Malformed hashtags: ${malformed.join(' ')}.`);
    if (uniqueHashtags(tags).length !== tags.length) hard.push('A hashtag is repeated.');
    const { min, max } = hashtagCountRange(request);
    if (tags.length < min || tags.length > max) {
      style.push(`There are ${tags.length} hashtags, not ${min} to ${max}.`);
    }
  }

  for (const platform of new Set(request.onboarding?.contentPrefs.platforms ?? [])) {
    const variant = platform === 'x' ? post.variants?.x : undefined;
    if (!fitsPlatform(post, platform) && !(variant && fitsPlatform(variant, platform))) {
      hard.push(`The post does not fit ${PLATFORM_RULES[platform].label}.`);
    }
  }
  return { hard, style };
}
