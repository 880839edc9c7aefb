import type { OnboardingData } from '@contract/onboarding';
import { cleanLineText } from './clean-text';
import { writePost } from './offline-writer/write-post';
import { MAX_TITLE_LENGTH } from './post-writer';

/**
 * The words printed on a post's image: the post's title, never the owner's request. A
 * request is a brief ("post about tick season", a paragraph of facts); printing it would
 * put instructions and paragraphs on the picture. The renderers wrap the headline to a few
 * lines, so it is kept to a title's length here.
 */
export const MAX_IMAGE_HEADLINE_LENGTH = MAX_TITLE_LENGTH;

// Where a long title splits into a headline and its tail: a dash, a colon, a sentence end.
const CLAUSE_BREAK = /\s+[—–|]\s+|:\s+|(?<=[.!?。！？])\s*/u;
const TRAILING_ELLIPSIS = /\s*(?:…|\.{3})$/u;
const TRAILING_JOINERS =
  /(?:[\s,;:—–-]|\b(?:and|or|the|a|an|for|with|to|of|in|at|on|our|your|&))+$/iu;
/** A headline shorter than this says too little; a longer clause is kept instead. */
const MIN_CLAUSE_LENGTH = 12;

/** A title made fit for the image: whole words, no ellipsis, at most 80 characters. */
export function headlineFromTitle(title: string): string {
  let text = cleanLineText(title)
    .replace(/(?:^|\s)#[\p{L}\p{N}_]+/gu, ' ')
    .trim();
  // A title cut mid-thought keeps its whole words but not the ellipsis.
  text = text.replace(TRAILING_ELLIPSIS, '');
  if ([...text].length <= MAX_IMAGE_HEADLINE_LENGTH) return text.replace(TRAILING_JOINERS, '');
  const clause = text
    .split(CLAUSE_BREAK)
    .map((part) => part.trim())
    .find((part) => part.length >= MIN_CLAUSE_LENGTH);
  if (clause && [...clause].length <= MAX_IMAGE_HEADLINE_LENGTH) return clause;
  // No short clause: the longest run of whole words that fits, without a dangling "and".
  const words = (clause ?? text).split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if ([...next].length > MAX_IMAGE_HEADLINE_LENGTH) break;
    kept = next;
  }
  // A single word longer than the limit (CJK text has no spaces) is kept by characters.
  if (!kept) kept = [...(clause ?? text)].slice(0, MAX_IMAGE_HEADLINE_LENGTH).join('');
  return kept.replace(TRAILING_JOINERS, '') || kept;
}

export interface ImageHeadlineSource {
  /** The post's title, when the text call wrote one. */
  title?: string | null;
  /** The owner's request: used only to write a title when none was given. */
  description: string;
  businessDescription?: string;
  onboarding: OnboardingData | null;
}

/** The image's headline: the post's title, or a title the offline writer writes for it. */
export function imageHeadline(source: ImageHeadlineSource): string {
  const given = source.title ? headlineFromTitle(source.title) : '';
  if (given) return given;
  const written = writePost({
    description: source.description,
    businessDescription: source.businessDescription,
    onboarding: source.onboarding,
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: false,
    captionLength: 'short',
    hashtagGeneration: false,
  });
  return headlineFromTitle(written.title);
}
