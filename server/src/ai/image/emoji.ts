import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontMetrics } from './font-metrics';
import { num } from './svg-text';

/**
 * Emoji drawn in colour: Twemoji's SVG files (@twemoji/svg) nested in the image's SVG, since
 * the bundled emoji face is monochrome (ADR 0059). Layout sees each emoji as one private-use
 * character of a fixed width, so wrapping, measuring and balancing work as for any letter.
 */

const require = createRequire(import.meta.url);
const twemojiDir = path.dirname(require.resolve('@twemoji/svg/package.json'));

/** The width an emoji takes on its line, in em: the picture is one em square, centred. */
export const EMOJI_ADVANCE_EM = 1.12;
const EMOJI_SIZE_EM = 1;

// Private use code points stand in for emoji while a text is laid out.
const FIRST_PLACEHOLDER = 0xe000;
const LAST_PLACEHOLDER = 0xf8ff;
const PLACEHOLDER = /[\uE000-\uF8FF]/u;
const PLACEHOLDERS = /[\uE000-\uF8FF]/gu;
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

const ZERO_WIDTH_JOINER = '200d';
const PRESENTATION_SELECTOR = 'fe0f';

/** Twemoji names files by code points; a lone emoji's presentation selector is left out. */
function fileNamesFor(cluster: string): string[] {
  const points = [...cluster].map((char) => (char.codePointAt(0) ?? 0).toString(16));
  const full = points.join('-');
  const bare = points.filter((point) => point !== PRESENTATION_SELECTOR).join('-');
  return points.includes(ZERO_WIDTH_JOINER) ? [full, bare] : [bare, full];
}

const svgCache = new Map<string, string | null>();

/** The SVG of an emoji as Twemoji draws it; null when the set has no picture for it. */
function emojiSvg(cluster: string): string | null {
  const cached = svgCache.get(cluster);
  if (cached !== undefined) return cached;
  const file = fileNamesFor(cluster)
    .map((name) => path.join(twemojiDir, `${name}.svg`))
    .find((candidate) => existsSync(candidate));
  // The files ship with the package: a sync read, once per emoji.
  const svg = file ? readFileSync(file, 'utf8') : null;
  svgCache.set(cluster, svg);
  return svg;
}

/** A text with its emoji replaced by placeholders, and the picture behind each one. */
export interface EmojiText {
  text: string;
  pictures: ReadonlyMap<string, string>;
}

/**
 * Replaces every emoji Twemoji can draw with a placeholder character. Emoji it cannot draw
 * stay in the text for the monochrome face.
 */
export function extractEmoji(text: string): EmojiText {
  const pictures = new Map<string, string>();
  const byCluster = new Map<string, string>();
  let out = '';
  for (const { segment } of graphemes.segment(text.replace(PLACEHOLDERS, ''))) {
    const svg = PICTOGRAPHIC.test(segment) ? emojiSvg(segment) : null;
    const next = FIRST_PLACEHOLDER + byCluster.size;
    if (!svg || next > LAST_PLACEHOLDER) {
      out += segment;
      continue;
    }
    let placeholder = byCluster.get(segment);
    if (!placeholder) {
      placeholder = String.fromCodePoint(next);
      byCluster.set(segment, placeholder);
      pictures.set(placeholder, svg);
    }
    out += placeholder;
  }
  return { text: out, pictures };
}

export const hasEmoji = (line: string): boolean => PLACEHOLDER.test(line);

const isPlaceholder = (codePoint: number) =>
  codePoint >= FIRST_PLACEHOLDER && codePoint <= LAST_PLACEHOLDER;

/** The metrics of a text with placeholders: each one an emoji's width. */
export function withEmojiWidths(metrics: FontMetrics): FontMetrics {
  const advance = (codePoint: number) =>
    isPlaceholder(codePoint) ? EMOJI_ADVANCE_EM : metrics.advance(codePoint);
  return {
    unitsPerEm: metrics.unitsPerEm,
    covers: (codePoint) => isPlaceholder(codePoint) || metrics.covers(codePoint),
    advance,
    measure(line, letterSpacingEm = 0) {
      let width = 0;
      let count = 0;
      for (const char of line) {
        width += advance(char.codePointAt(0) ?? 0);
        count += 1;
      }
      return width + letterSpacingEm * Math.max(0, count - 1);
    },
  };
}

let nested = 0;

/**
 * One emoji's picture as a nested SVG, one em square with its centre on the line's middle.
 * Its ids are made unique so two pictures in one image never share a gradient or a clip.
 */
function pictureSvg(svg: string, left: number, middle: number, fontSize: number): string {
  nested += 1;
  const prefix = `e${nested}-`;
  const side = EMOJI_SIZE_EM * fontSize;
  const pad = ((EMOJI_ADVANCE_EM - EMOJI_SIZE_EM) * fontSize) / 2;
  const place = `x="${num(left + pad)}" y="${num(middle - side / 2)}" width="${num(side)}" height="${num(side)}"`;
  return svg
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
    .replace(/^<svg\b/, `<svg ${place}`);
}

export interface EmojiLine {
  line: string;
  /** Where the line starts on the left, its baseline and the middle of its band. */
  left: number;
  baseline: number;
  middle: number;
  fontSize: number;
  letterSpacingEm: number;
  metrics: FontMetrics;
  pictures: ReadonlyMap<string, string>;
  /** A <text> element for a run of ordinary characters starting at `x`. */
  textAt: (run: string, x: number) => string;
}

/** A line with emoji: its runs of text left-anchored one after another, the pictures between. */
export function emojiLineSvg(spec: EmojiLine): string {
  const { fontSize, letterSpacingEm, metrics, pictures } = spec;
  const parts: string[] = [];
  let x = spec.left;
  let run = '';
  const advance = (text: string) =>
    (metrics.measure(text, letterSpacingEm) + letterSpacingEm) * fontSize;
  const flush = () => {
    // SVG drops a text's leading spaces: they are stepped over here instead.
    const spaces = /^ */u.exec(run)?.[0] ?? '';
    if (spaces) x += advance(spaces);
    const rest = run.slice(spaces.length);
    if (rest.trim()) parts.push(spec.textAt(rest, x));
    if (rest) x += advance(rest);
    run = '';
  };
  for (const char of spec.line) {
    const picture = pictures.get(char);
    if (!picture) {
      run += char;
      continue;
    }
    flush();
    parts.push(pictureSvg(picture, x, spec.middle, fontSize));
    x += (EMOJI_ADVANCE_EM + letterSpacingEm) * fontSize;
  }
  flush();
  return parts.join('');
}
