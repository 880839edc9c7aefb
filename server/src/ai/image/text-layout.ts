import type { FontMetrics } from './font-metrics';

export interface TextFitOptions {
  text: string;
  metrics: FontMetrics;
  /** The box the text must stay inside, in pixels. */
  width: number;
  height: number;
  maxFontSize: number;
  minFontSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
  letterSpacingEm?: number;
  /** At most this many lines: a headline, never a paragraph. */
  maxLines?: number;
}

export interface TextFit {
  lines: string[];
  fontSize: number;
  /** Distance between baselines in pixels. */
  lineStep: number;
  /** True when text had to be cut and ends in an ellipsis. */
  truncated: boolean;
}

const ELLIPSIS = '…';
const SHRINK = 0.92;

/** Splits a word that is wider than a line into pieces that fit. */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && !fits(piece + char)) {
      // Closing punctuation never starts a line: the character before it goes along.
      const chars = [...piece];
      const carried = NO_LINE_START.test(char) && chars.length > 1 ? (chars.pop() ?? '') : '';
      pieces.push(chars.join(''));
      piece = carried + char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

export interface Wrapped {
  lines: string[];
  /** True when a word wider than a line had to be split. */
  brokeWord: boolean;
}

// Han, kana and full-width forms are written without spaces: their words are found by
// Intl.Segmenter, and a line breaks between them.
const BREAK_BETWEEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
// Japanese line-breaking rules (kinsoku): these never start a line, and openers never end one.
const NO_LINE_START =
  /[、。，．！？：；）」』】〕〉》ー～ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・…‥!?,.:;)\]}]/u;
const NO_LINE_END = /[（「『【〔〈《([{]/u;

interface Token {
  text: string;
  /** What joins it to the previous token on the same line: a space, or nothing. */
  glue: string;
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
// A Japanese particle (を, が, から) stays with the word before it; the honorific prefixes お
// and ご belong to the word after.
const PARTICLE = /^(?![おご]$)\p{Script=Hiragana}{1,2}$/u;
const segmenters = new Map<string, Intl.Segmenter>();

/** Japanese when there is kana, else Chinese: the dictionary that finds the words. */
function segmenterFor(text: string): Intl.Segmenter {
  const locale = KANA.test(text) ? 'ja' : 'zh';
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/**
 * The places a run without spaces may break: between its words as the language's
 * dictionary finds them ("メニュー" stays whole), never before closing punctuation or after
 * an opening bracket.
 */
function wordPieces(word: string, segmenter: Intl.Segmenter): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of segmenter.segment(word)) {
    const last = [...piece].at(-1) ?? '';
    const first = [...segment][0] ?? '';
    const breakable =
      piece !== '' &&
      (BREAK_BETWEEN.test(first) || BREAK_BETWEEN.test(last)) &&
      !PARTICLE.test(segment) &&
      !NO_LINE_START.test(first) &&
      !NO_LINE_END.test(last);
    if (breakable) {
      pieces.push(piece);
      piece = '';
    }
    piece += segment;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Pieces a line may break between: words, and the words of Japanese and Chinese runs. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const segmenter = segmenterFor(text);
  for (const [index, word] of text.split(' ').filter(Boolean).entries()) {
    const pieces = BREAK_BETWEEN.test(word) ? wordPieces(word, segmenter) : [word];
    for (const [at, piece] of pieces.entries()) {
      tokens.push({ text: piece, glue: at === 0 && index > 0 ? ' ' : '' });
    }
  }
  return tokens;
}

/** Greedy wrap against measured widths, breaking at spaces and between CJK words. */
export function wrapText(text: string, fits: (text: string) => boolean): Wrapped {
  const lines: string[] = [];
  let brokeWord = false;
  let line = '';
  for (const token of tokenize(text)) {
    const candidate = line ? `${line}${token.glue}${token.text}` : token.text;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (fits(token.text)) {
      line = token.text;
      continue;
    }
    const pieces = breakWord(token.text, fits);
    brokeWord = true;
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return { lines, brokeWord };
}

function ellipsize(line: string, fits: (text: string) => boolean): string {
  const chars = [...line];
  while (chars.length && !fits(`${chars.join('').trimEnd()}${ELLIPSIS}`)) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * The same number of lines at the narrowest width that still gives it, so a headline does
 * not end on a lone word ("…check your dog after every / walk"). A binary search over the
 * width: a few more wraps of a title-length text.
 */
function balanceLines(
  text: string,
  lines: string[],
  fitsIn: (line: string, room: number) => boolean,
  width: number,
): string[] {
  if (lines.length < 2) return lines;
  let [low, high] = [width / 2, width];
  let best = lines;
  for (let step = 0; step < 7; step += 1) {
    const room = (low + high) / 2;
    const wrapped = wrapText(text, (line) => fitsIn(line, room));
    if (!wrapped.brokeWord && wrapped.lines.length === lines.length) {
      best = wrapped.lines;
      high = room;
    } else {
      low = room;
    }
  }
  return best;
}

/** Below this share of the largest size, splitting a long word beats shrinking further. */
const SPLIT_BELOW = 0.7;

/**
 * The largest font size (from max down to min) at which the wrapped text fits the box,
 * splitting words only once the size is well below the largest. At the minimum size the
 * lines that fit are kept and the last one ends in an ellipsis (headlines are title-length,
 * so only text longer than any title gets there). Every returned line measures no wider than
 * `width`, there are at most `maxLines`, and all lines fit in `height`.
 */
export function fitText(options: TextFitOptions): TextFit {
  const { text, metrics, width, height, minFontSize, letterSpacingEm = 0 } = options;
  const maxLines = options.maxLines ?? Number.POSITIVE_INFINITY;
  const lineHeight = options.lineHeight ?? 1.18;
  let fontSize = Math.max(options.maxFontSize, minFontSize);
  for (;;) {
    const size = fontSize;
    const fits = (candidate: string) => metrics.measure(candidate, letterSpacingEm) * size <= width;
    const { lines, brokeWord } = wrapText(text, fits);
    const lineStep = size * lineHeight;
    const atMinimum = size <= minFontSize;
    const maySplit = atMinimum || size <= options.maxFontSize * SPLIT_BELOW;
    const lineCount = lines.length;
    if (lineCount <= maxLines && lineCount * lineStep <= height && (!brokeWord || maySplit)) {
      const balanced = brokeWord
        ? lines
        : balanceLines(
            text,
            lines,
            (line, room) => metrics.measure(line, letterSpacingEm) * size <= room,
            width,
          );
      return { lines: balanced, fontSize: size, lineStep, truncated: false };
    }
    if (atMinimum) {
      const room = Math.min(maxLines, Math.floor(height / lineStep));
      const kept = lines.slice(0, room);
      if (kept.length) kept[kept.length - 1] = ellipsize(kept[kept.length - 1] ?? '', fits);
      return { lines: kept, fontSize: size, lineStep, truncated: true };
    }
    fontSize = Math.max(minFontSize, Math.floor(size * SHRINK));
  }
}
