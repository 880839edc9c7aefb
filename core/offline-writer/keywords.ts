import { capitalise, cleanUserText, truncateAtWord } from '../clean-text';
import { sentenceSpans } from '../sentences';

/**
 * The words a post is about. Function words, and the weak verbs, adverbs and adjectives
 * of announcements ("join", "now", "back", "fresh"), carry no topic, so they make neither
 * keywords nor hashtags.
 */
const STOP_WORDS = new Set(
  `a about after again all also am an and any are as at back be been before being best but by
  can come coming could day days did do does doing done each every for from get gets getting
  give go going got great had has have here how i if in into is it its just know last let like
  make makes making many me more most much must my need new next no not now of off on once one
  only or our out over own please put really right same see shall she should so some still
  such sure take than that the their them then there these they this those through to today
  too try up us use very via want was way we week well were what when where which while who
  why will with would yes yet you your yours join our ours available fresh free big little
  small good nice amazing awesome special perfect favourite favorite`.split(/\s+/u),
);

function tokens(text: string): string[] {
  // Hyphenated compounds stay whole: "gluten-free" is one topic, not "gluten" and "free".
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}'’-]+/gu) ?? []
  )
    .map((word) => word.replace(/^['’-]+|['’-]+$/gu, '').replace(/['’]s$/u, ''))
    .filter(Boolean);
}

/** The topic words of a text, in order of first appearance, without repeats. */
export function keywords(text: string): string[] {
  const words = tokens(cleanUserText(text)).filter(
    (word) => [...word].length > 2 && !STOP_WORDS.has(word) && !/^\p{N}+$/u.test(word),
  );
  return [...new Set(words)];
}

export interface Subject {
  /** The description as the post echoes it, without its final punctuation. */
  text: string;
  /** '!' or '?' when the user ended that way; null for a plain statement. */
  ending: '!' | '?' | null;
}

/**
 * The description as a caption or title echoes it: cleaned of markup, at most
 * `maxSentences` sentences and `maxLength` characters (cut at a word, never inside one),
 * its first letter capitalised.
 */
export function descriptionSubject(
  description: string,
  { maxSentences, maxLength }: { maxSentences: number; maxLength: number },
): Subject {
  const clean = cleanUserText(description);
  const spans = sentenceSpans(clean);
  const first = spans[0];
  const last = spans[Math.min(maxSentences, spans.length) - 1];
  // Starting at the first sentence drops symbols before the first word ("🍞 ! Sale"),
  // which would otherwise read as a sentence of their own.
  const kept = first && last ? clean.slice(first.start, last.end) : '';
  const endMatch = /([.!?…]+)["'”’)\]]*$/u.exec(kept);
  const ending = endMatch?.[1]?.includes('?') ? '?' : endMatch?.[1]?.includes('!') ? '!' : null;
  const bare = kept.replace(/[\s.!?…,;:—–-]+$/u, '');
  // Scripts written without spaces (Chinese, Japanese) have no word to cut at: there a
  // character is the unit, so a long run is cut by characters instead of dropped.
  const text =
    truncateAtWord(bare, maxLength) ||
    (bare
      ? `${Array.from(bare)
          .slice(0, Math.max(1, maxLength - 1))
          .join('')}…`
      : '');
  return { text: capitalise(text), ending: text === bare ? ending : null };
}
