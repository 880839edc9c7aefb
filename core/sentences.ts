/**
 * How sentences are counted, for the caption length bands and for shortening a post at a
 * sentence boundary. One definition shared by the writer, the platform rules, the
 * server's checks of model output and the tests:
 *
 * - A sentence ends at '.', '!', '?' or '…' (or a run of them, with closing quotes or
 *   brackets) followed by whitespace or the end of the text, and at every line break.
 * - A full stop after a known abbreviation ("Dr.", "St.", "a.m.") or a single letter
 *   ("J. R.") does not end a sentence; one after a number or a URL only does when a
 *   space follows ("$4.50" and "example.com/x" are safe).
 * - Words with no letter or digit that follow the end on the same line (emoji, a dash)
 *   belong to the sentence before them; a symbol joined to the next word ("$5") does not.
 * - A piece with no letter or digit at all is not a sentence (a line of emoji).
 *
 * Lengths in characters are UTF-16 code units (`string.length`): an emoji counts 2. That
 * is the strictest of the usual ways of counting, so a text that fits by this count also
 * fits a platform that counts code points or graphemes.
 */

export interface SentenceSpan {
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'ave',
  'rd',
  'blvd',
  'mt',
  'ft',
  'jr',
  'sr',
  'vs',
  'inc',
  'ltd',
  'co',
  'corp',
  'no',
  'approx',
  'dept',
  'est',
  'e.g',
  'i.e',
  'a.m',
  'p.m',
]);

const HAS_WORD = /[\p{L}\p{N}]/u;
// A terminator, or a line break. The lookahead keeps "4.50" and "site.com/x" whole.
const BOUNDARY = /[.!?…]+["'”’)\]]*(?=\s|$)|\n/gu;
// Whitespace then words without letters or digits, on the same line. A symbol run joined
// to what follows ("$5", "€25", "#tag") starts the next sentence rather than ending this
// one: taking it away split a price in two ("back. $" + "5 a cup").
const TRAILING_SYMBOLS = /^(?:[^\S\n]+[^\s\p{L}\p{N}]+(?=\s|$))+/u;

function endsWithAbbreviation(text: string, dotIndex: number): boolean {
  const before = /([\p{L}.]+)$/u.exec(text.slice(0, dotIndex));
  if (!before?.[1]) return false;
  const word = before[1].toLowerCase().replace(/^\.+/u, '');
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word);
}

/** Where each sentence starts and ends in `text` (trimmed of surrounding whitespace). */
export function sentenceSpans(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const push = (start: number, end: number) => {
    const piece = text.slice(start, end);
    if (!HAS_WORD.test(piece)) {
      // Emoji or a dash alone: keep it with the sentence before, so cutting after that
      // sentence keeps it.
      const last = spans.at(-1);
      if (last && !piece.includes('\n') && piece.trim()) last.end = start + piece.trimEnd().length;
      return;
    }
    const leading = piece.length - piece.trimStart().length;
    spans.push({ start: start + leading, end: start + piece.trimEnd().length });
  };

  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const index = match.index;
    if (match[0] === '\n') {
      push(start, index);
      start = index + 1;
      continue;
    }
    if (match[0] === '.' && endsWithAbbreviation(text, index)) continue;
    let end = index + match[0].length;
    end += TRAILING_SYMBOLS.exec(text.slice(end))?.[0].length ?? 0;
    if (end <= start) continue;
    push(start, end);
    start = end;
  }
  if (start < text.length) push(start, text.length);
  return spans;
}

export function splitSentences(text: string): string[] {
  return sentenceSpans(text).map(({ start, end }) => text.slice(start, end));
}

export function countSentences(text: string): number {
  return sentenceSpans(text).length;
}

/** Characters as the bands and the platforms other than X count them (UTF-16 units). */
export function characterCount(text: string): number {
  return text.length;
}
