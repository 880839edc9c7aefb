import { cleanMultilineText } from '../clean-text';
import { splitSentences } from '../sentences';

/**
 * The brand's voice, read from its sample posts: how often it uses emoji and
 * exclamation marks, whether it speaks as "we" or "I", and a closing line it repeats.
 */

export type Person = 'we' | 'I';

/** Words for the speaker, so that a sentence reads right in either person. */
export interface Pronouns {
  we: string;
  We: string;
  our: string;
  Our: string;
  us: string;
  ourselves: string;
  /** "we're" or "I'm": the one verb form that differs between the two. */
  weAre: string;
  WeAre: string;
}

export function pronounsFor(person: Person): Pronouns {
  return person === 'I'
    ? {
        we: 'I',
        We: 'I',
        our: 'my',
        Our: 'My',
        us: 'me',
        ourselves: 'myself',
        weAre: "I'm",
        WeAre: "I'm",
      }
    : {
        we: 'we',
        We: 'We',
        our: 'our',
        Our: 'Our',
        us: 'us',
        ourselves: 'ourselves',
        weAre: "we're",
        WeAre: "We're",
      };
}

/** 'often': most sample posts exclaim; 'never': none do; 'some' (or no samples): in between. */
export type ExclamationHabit = 'often' | 'some' | 'never';

export interface Voice {
  person: Person;
  exclamations: ExclamationHabit;
  /** True when most sample posts use emoji. */
  usesEmoji: boolean;
  /** The brand's own emoji, most used first. */
  emoji: string[];
  /** A closing line repeated across sample posts, as the brand writes it. */
  signOff: string | null;
  /** True when most sample posts start their sentences in lower case ("new batch is out"). */
  lowerCase: boolean;
}

export const DEFAULT_VOICE: Voice = {
  person: 'we',
  exclamations: 'some',
  usesEmoji: false,
  emoji: [],
  signOff: null,
  lowerCase: false,
};

// A pictograph with its variation selectors, skin tones and joined parts.
const EMOJI =
  /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic}\uFE0F?)*/gu;
// "I" is matched case-sensitively (a lower-case "i" is rarely the pronoun), and "us"
// only in lower case or capitalised, never as "US".
const SINGULAR_I = /\bI(?:['’](?:m|ve|ll|d))?\b/gu;
const SINGULAR_WORDS = /\b(?:my|me|mine|myself)\b/giu;
const PLURAL_WORDS = /\b(?:we|we['’](?:re|ve|ll|d)|our|ours|ourselves)\b/giu;
const PLURAL_US = /\b[Uu]s\b/gu;
// A signature after a dash at the end of a line: "Great day at the shop — Team Crumb".
const DASH_SIGNATURE = /\s([—–-]\s*[^—–\n]{2,40})$/u;
const MAX_SIGN_OFF_LENGTH = 60;

export function extractEmoji(text: string): string[] {
  return text.match(EMOJI) ?? [];
}

const countMatches = (text: string, ...patterns: RegExp[]) =>
  patterns.reduce((total, pattern) => total + (text.match(pattern)?.length ?? 0), 0);

function closingCandidates(post: string): string[] {
  const lines = post.split('\n').filter((line) => line.trim());
  const lastLine = lines.at(-1)?.trim() ?? '';
  if (!lastLine) return [];
  const candidates = new Set<string>();
  // A last line of its own is a closing only when the post has more than one line.
  if (lines.length > 1) candidates.add(lastLine);
  const sentences = splitSentences(lastLine);
  if (sentences.length > 1) candidates.add(sentences.at(-1) ?? '');
  const signature = DASH_SIGNATURE.exec(lastLine)?.[1];
  if (signature) candidates.add(signature.trim());
  return [...candidates].filter((line) => line && line.length <= MAX_SIGN_OFF_LENGTH);
}

const closingKey = (line: string) =>
  line
    .toLocaleLowerCase('en-US')
    .replace(/[\s.!?…]+$/u, '')
    .replace(/\s+/gu, ' ');

/** A closing line that at least two sample posts end with; the most repeated wins. */
function findSignOff(posts: readonly string[]): string | null {
  const counts = new Map<string, { count: number; line: string }>();
  for (const post of posts) {
    for (const line of closingCandidates(post)) {
      const key = closingKey(line);
      const entry = counts.get(key);
      counts.set(key, { count: (entry?.count ?? 0) + 1, line: entry?.line ?? line });
    }
  }
  let best: { count: number; line: string } | null = null;
  for (const entry of counts.values()) {
    if (entry.count < 2) continue;
    if (
      !best ||
      entry.count > best.count ||
      (entry.count === best.count && entry.line.length > best.line.length)
    ) {
      best = entry;
    }
  }
  return best?.line ?? null;
}

/** A post whose sentences all start with a lower-case letter. */
function writesInLowerCase(post: string): boolean {
  const starts = splitSentences(post)
    .map((sentence) => /\p{L}/u.exec(sentence)?.[0] ?? '')
    .filter(Boolean);
  return starts.length > 0 && starts.every((letter) => letter !== letter.toUpperCase());
}

export function analyseVoice(samplePosts: readonly string[]): Voice {
  const posts = samplePosts.map(cleanMultilineText).filter(Boolean);
  if (posts.length === 0) return DEFAULT_VOICE;

  const share = (test: (post: string) => boolean) => posts.filter(test).length / posts.length;
  const exclaiming = share((post) => post.includes('!'));
  const emojiShare = share((post) => extractEmoji(post).length > 0);

  const text = posts.join('\n');
  const singular = countMatches(text, SINGULAR_I, SINGULAR_WORDS);
  const plural = countMatches(text, PLURAL_WORDS, PLURAL_US);

  const emojiCounts = new Map<string, number>();
  for (const emoji of extractEmoji(text)) emojiCounts.set(emoji, (emojiCounts.get(emoji) ?? 0) + 1);
  const emoji = [...emojiCounts].sort((a, b) => b[1] - a[1]).map(([symbol]) => symbol);

  return {
    person: singular > plural ? 'I' : 'we',
    exclamations: exclaiming >= 0.5 ? 'often' : exclaiming === 0 ? 'never' : 'some',
    usesEmoji: emojiShare >= 0.5,
    emoji,
    signOff: findSignOff(posts),
    lowerCase: share(writesInLowerCase) > 0.5,
  };
}
