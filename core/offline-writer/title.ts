import { truncateAtWord } from '../clean-text';
import { MAX_TITLE_LENGTH, type PostRequest } from '../post-writer';
import type { WriterBrief } from './brief';
import { descriptionSubject } from './keywords';
import { rotate, seedFor } from './seed';

/** A title is a headline: the first words of the description, not all of it. */
const MAX_TITLE_WORDS = 8;
/** Below this, the description would be crowded out of its own title. */
const MIN_SUBJECT_ROOM = 16;

/** How a title opens when "Research Trending Posts" is on. */
export const TREND_HOOKS = [
  'Trending now:',
  "Everyone's talking:",
  "Don't miss this:",
  'The buzz this week:',
  'Hot right now:',
] as const;

function headline(subject: string, room: number): string {
  const words = subject.split(' ');
  const capped = words.length > MAX_TITLE_WORDS;
  const kept = capped ? words.slice(0, MAX_TITLE_WORDS).join(' ') : subject;
  if (!capped) return truncateAtWord(kept, room);
  const marked = `${kept.replace(/[\s,;:—–-]+$/u, '')}…`;
  return marked.length <= room ? marked : truncateAtWord(marked, room);
}

/**
 * The description's first words as a headline, at most 80 characters. With SEO it ends
 * with the business and its city; with trending research it opens with a trend hook.
 */
export function writeTitle(brief: WriterBrief, request: PostRequest): string {
  const subject = descriptionSubject(request.description, {
    maxSentences: 1,
    maxLength: MAX_TITLE_LENGTH,
  });
  const text = subject.ending === '?' ? `${subject.text}?` : subject.text;
  const prefix = request.trendingEnabled
    ? `${rotate(TREND_HOOKS, seedFor(brief.seed, 'trend-hook'))[0]} `
    : '';
  let suffix = '';
  if (request.seoEnabled && brief.name) {
    suffix = ` | ${brief.who}`;
    if (MAX_TITLE_LENGTH - prefix.length - suffix.length < MIN_SUBJECT_ROOM) {
      const name = truncateAtWord(
        brief.name,
        MAX_TITLE_LENGTH - prefix.length - MIN_SUBJECT_ROOM - ' | '.length,
      );
      suffix = name ? ` | ${name}` : '';
    }
  }
  // A description of symbols only has no words for a headline: the industry's opening
  // line stands in for it.
  const fallback = brief.vocabulary.anonymousHooks[0]?.(brief.pronouns) ?? '';
  const room = MAX_TITLE_LENGTH - prefix.length - suffix.length;
  return `${prefix}${headline(text || fallback, room)}${suffix}`;
}
