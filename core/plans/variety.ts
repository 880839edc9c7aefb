import { splitSentences } from '../sentences';

/** Posts of one plan must not read alike (ADR 0022). */

export const NEAR_DUPLICATE_JACCARD = 0.5;
/** Two openings are the same when their first this many words are. */
const OPENING_WORDS = 3;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/#[\p{L}\p{N}_]+/gu, ' ')
    .match(/[\p{L}\p{N}']+/gu) ?? [];

export const normalSentence = (sentence: string) => words(sentence).join(' ');

export function openingOf(caption: string): string {
  return words(caption).slice(0, OPENING_WORDS).join(' ');
}

export function trigrams(text: string): Set<string> {
  const list = words(text);
  const grams = new Set<string>();
  for (let index = 0; index + 2 < list.length; index += 1) {
    grams.add(`${list[index]} ${list[index + 1]} ${list[index + 2]}`);
  }
  return grams;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** What the posts written so far (and the brand's recent posts) already say. */
export interface VarietyLedger {
  sentences: Set<string>;
  openings: Set<string>;
  /** The last sentence (the call to action) of the post before, in plan order. */
  previousClosing: string | null;
  /** Word 3-grams of every post to compare against. */
  others: Set<string>[];
}

export function emptyLedger(recentCaptions: readonly string[] = []): VarietyLedger {
  return {
    sentences: new Set(),
    openings: new Set(),
    previousClosing: null,
    others: recentCaptions.map(trigrams),
  };
}

/**
 * Fits a caption to the plan: sentences the plan already has go (the writer's trade lines
 * and invitations, used once a month), and an opening the plan already has goes when it
 * is one of the writer's own. Null when the caption cannot be saved that way (it loses a
 * sentence it must keep, opens like another post, ends on the last post's call to action
 * or is a near-duplicate): the caller writes it again with another variation rather than
 * cutting it down to nothing.
 */
export function varyCaption(
  caption: string,
  ledger: VarietyLedger,
  keep: readonly string[] = [],
): string | null {
  const mustKeep = new Set(keep);
  const all = splitSentences(caption);
  let sentences = all.filter((sentence) => !ledger.sentences.has(normalSentence(sentence)));
  const present = new Set(sentences.map(normalSentence));
  if (keep.some((key) => !present.has(key))) return null;
  const first = sentences[0];
  if (first !== undefined && ledger.openings.has(openingOf(first))) {
    if (mustKeep.has(normalSentence(first))) return null;
    sentences = sentences.slice(1);
  }
  if (sentences.length < 2 || ledger.openings.has(openingOf(sentences.join(' ')))) return null;
  const closing = normalSentence(sentences[sentences.length - 1] ?? '');
  if (closing === ledger.previousClosing) return null;
  const text = sentences.join(' ');
  const grams = trigrams(text);
  if (ledger.others.some((other) => jaccard(grams, other) > NEAR_DUPLICATE_JACCARD)) return null;
  return text;
}

/** Records an accepted caption in the ledger. */
export function remember(ledger: VarietyLedger, caption: string): void {
  const sentences = splitSentences(caption);
  for (const sentence of sentences) ledger.sentences.add(normalSentence(sentence));
  ledger.openings.add(openingOf(caption));
  ledger.previousClosing = normalSentence(sentences[sentences.length - 1] ?? '');
  ledger.others.push(trigrams(caption));
}

/** Every rule at once, for tests and for checking a whole plan: the problems found. */
export function varietyProblems(captions: readonly string[]): string[] {
  const problems: string[] = [];
  const seenSentences = new Map<string, number>();
  const seenOpenings = new Map<string, number>();
  captions.forEach((caption, index) => {
    const sentences = splitSentences(caption);
    for (const sentence of sentences) {
      const key = normalSentence(sentence);
      const before = seenSentences.get(key);
      if (before !== undefined && before !== index) {
        problems.push(`posts ${before + 1} and ${index + 1} share "${sentence}"`);
      }
      seenSentences.set(key, index);
    }
    const opening = openingOf(caption);
    const before = seenOpenings.get(opening);
    if (before !== undefined)
      problems.push(`posts ${before + 1} and ${index + 1} open "${opening}"`);
    seenOpenings.set(opening, index);
    if (index > 0) {
      const last = (text: string) => normalSentence(splitSentences(text).at(-1) ?? '');
      if (last(caption) === last(captions[index - 1] ?? '')) {
        problems.push(`posts ${index} and ${index + 1} end with the same call to action`);
      }
    }
    for (let other = 0; other < index; other += 1) {
      const score = jaccard(trigrams(caption), trigrams(captions[other] ?? ''));
      if (score > NEAR_DUPLICATE_JACCARD) {
        problems.push(
          `posts ${other + 1} and ${index + 1} are near-duplicates (${score.toFixed(2)})`,
        );
      }
    }
  });
  return problems;
}
