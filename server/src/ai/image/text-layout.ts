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
      pieces.push(piece);
      piece = char;
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

/** Greedy word wrap against measured widths. */
export function wrapText(text: string, fits: (text: string) => boolean): Wrapped {
  const lines: string[] = [];
  let brokeWord = false;
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (fits(word)) {
      line = word;
      continue;
    }
    const pieces = breakWord(word, fits);
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

/** Below this share of the largest size, splitting a long word beats shrinking further. */
const SPLIT_BELOW = 0.7;

/**
 * The largest font size (from max down to min) at which the wrapped text fits the box,
 * splitting words only once the size is well below the largest. At the minimum size the
 * lines that fit are kept and the last one ends in an ellipsis. Every returned line measures no wider than `width`, and all lines fit in `height`.
 */
export function fitText(options: TextFitOptions): TextFit {
  const { text, metrics, width, height, minFontSize, letterSpacingEm = 0 } = options;
  const lineHeight = options.lineHeight ?? 1.18;
  let fontSize = Math.max(options.maxFontSize, minFontSize);
  for (;;) {
    const size = fontSize;
    const fits = (candidate: string) => metrics.measure(candidate, letterSpacingEm) * size <= width;
    const { lines, brokeWord } = wrapText(text, fits);
    const lineStep = size * lineHeight;
    const atMinimum = size <= minFontSize;
    const maySplit = atMinimum || size <= options.maxFontSize * SPLIT_BELOW;
    if (lines.length * lineStep <= height && (!brokeWord || maySplit)) {
      return { lines, fontSize: size, lineStep, truncated: false };
    }
    if (atMinimum) {
      const room = Math.floor(height / lineStep);
      const kept = lines.slice(0, room);
      if (kept.length) kept[kept.length - 1] = ellipsize(kept[kept.length - 1] ?? '', fits);
      return { lines: kept, fontSize: size, lineStep, truncated: true };
    }
    fontSize = Math.max(minFontSize, Math.floor(size * SHRINK));
  }
}
