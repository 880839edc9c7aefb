import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFontMetrics, type FontMetrics } from './font-metrics';

/**
 * The faces the offline images are drawn with. Inter draws Latin, Greek and Cyrillic; the
 * others are fallbacks that resvg loads only when a text needs them (ADR 0020):
 * Noto Sans Japanese and Noto Sans S Chinese (OpenType CFF, from @embedpdf/fonts-jp and
 * -sc) for kana and Han, Noto Emoji (monochrome TrueType) for emoji. Loading a CJK file
 * costs a few milliseconds, so a Latin-only post pays nothing for them.
 */

/** The weights the layouts use, keyed by CSS font-weight. */
export type InterWeight = 300 | 600 | 700 | 900;

export const WEIGHT_NAMES: Record<InterWeight, string> = {
  300: 'Light',
  600: 'SemiBold',
  700: 'Bold',
  900: 'Black',
};

type FaceId = 'inter' | 'japanese' | 'chinese' | 'emoji';

interface Face {
  /** The family name inside the files (what an SVG font-family must say). */
  family: string;
  /** The file for each weight: the nearest the package ships. */
  files: Record<InterWeight, string>;
}

const require = createRequire(import.meta.url);
// Resolved from this module, not the working directory, so tests and the server agree.
const packageDir = (entry: string) => path.dirname(require.resolve(entry));
const interDir = packageDir('@expo-google-fonts/inter/package.json');
const emojiDir = packageDir('@expo-google-fonts/noto-emoji/package.json');
// The @embedpdf packages export only their entry module (in dist/); the fonts sit beside it.
const japaneseDir = path.join(packageDir('@embedpdf/fonts-jp'), '..', 'fonts');
const chineseDir = path.join(packageDir('@embedpdf/fonts-sc'), '..', 'fonts');

const FACES: Record<FaceId, Face> = {
  inter: {
    family: 'Inter',
    files: {
      300: path.join(interDir, '300Light/Inter_300Light.ttf'),
      600: path.join(interDir, '600SemiBold/Inter_600SemiBold.ttf'),
      700: path.join(interDir, '700Bold/Inter_700Bold.ttf'),
      900: path.join(interDir, '900Black/Inter_900Black.ttf'),
    },
  },
  japanese: {
    family: 'Noto Sans Japanese',
    files: {
      300: path.join(japaneseDir, 'NotoSansJP-Light.otf'),
      // One file for SemiBold and Bold: each CJK file costs resvg milliseconds to load.
      600: path.join(japaneseDir, 'NotoSansJP-Bold.otf'),
      700: path.join(japaneseDir, 'NotoSansJP-Bold.otf'),
      900: path.join(japaneseDir, 'NotoSansJP-Black.otf'),
    },
  },
  chinese: {
    family: 'Noto Sans S Chinese',
    files: {
      300: path.join(chineseDir, 'NotoSansHans-Light.otf'),
      600: path.join(chineseDir, 'NotoSansHans-Bold.otf'),
      700: path.join(chineseDir, 'NotoSansHans-Bold.otf'),
      900: path.join(chineseDir, 'NotoSansHans-Bold.otf'),
    },
  },
  emoji: {
    family: 'Noto Emoji',
    files: {
      300: path.join(emojiDir, '300Light/NotoEmoji_300Light.ttf'),
      600: path.join(emojiDir, '600SemiBold/NotoEmoji_600SemiBold.ttf'),
      700: path.join(emojiDir, '700Bold/NotoEmoji_700Bold.ttf'),
      900: path.join(emojiDir, '700Bold/NotoEmoji_700Bold.ttf'),
    },
  },
};

/** The Inter file of a weight. */
export function fontFile(weight: InterWeight): string {
  return FACES.inter.files[weight];
}

const metricsCache = new Map<string, FontMetrics>();

/** Parsed once per file; the files ship with the packages, so a sync read is a one-off. */
function faceMetrics(face: FaceId, weight: InterWeight): FontMetrics {
  const file = FACES[face].files[weight];
  let metrics = metricsCache.get(file);
  if (!metrics) {
    metrics = readFontMetrics(readFileSync(file));
    metricsCache.set(file, metrics);
  }
  return metrics;
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const FALLBACKS_JAPANESE: readonly FaceId[] = ['japanese', 'chinese', 'emoji'];
const FALLBACKS_CHINESE: readonly FaceId[] = ['chinese', 'japanese', 'emoji'];

/**
 * The fallback order for a text: kana mean Japanese, so Han characters take Japanese forms;
 * Han without kana is taken as Chinese. The same order goes to the SVG and to the measure.
 */
function fallbackOrder(text: string): readonly FaceId[] {
  return KANA.test(text) ? FALLBACKS_JAPANESE : FALLBACKS_CHINESE;
}

// Presentation selectors, skin-tone modifiers and tag characters change how a colour emoji
// looks; a monochrome face has no glyph for them, so they would print as boxes.
const INVISIBLE_IN_MONOCHROME = /[\uFE00-\uFE0F]|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}]/gu;

/** Text as the renderer draws it: without emoji modifiers a monochrome face cannot show. */
export function drawableText(text: string): string {
  return text.replace(INVISIBLE_IN_MONOCHROME, '');
}

/** The face that draws a character: Inter when it can, else the first fallback that has it. */
function faceFor(codePoint: number, order: readonly FaceId[], weight: InterWeight): FaceId {
  if (faceMetrics('inter', weight).covers(codePoint)) return 'inter';
  return order.find((face) => faceMetrics(face, weight).covers(codePoint)) ?? 'inter';
}

/** The faces a text needs beyond Inter, in fallback order. */
function facesFor(text: string, weight: InterWeight): FaceId[] {
  const order = fallbackOrder(text);
  const needed = new Set<FaceId>(['inter']);
  for (const char of text) {
    if (char.trim()) needed.add(faceFor(char.codePointAt(0) ?? 0, order, weight));
  }
  return (['inter', ...order] as FaceId[]).filter((face) => needed.has(face));
}

/** The SVG font-family for a text: Inter, then the fallbacks it needs. */
export function fontFamilyFor(text: string, weight: InterWeight): string {
  return facesFor(text, weight)
    .map((face) => (face === 'inter' ? 'Inter' : `'${FACES[face].family}'`))
    .join(', ');
}

/** The font files resvg must load for these texts at these weights, fallbacks last. */
export function fontFilesFor(texts: readonly { text: string; weight: InterWeight }[]): string[] {
  const files = new Set<string>();
  for (const { weight } of texts) files.add(FACES.inter.files[weight]);
  for (const { text, weight } of texts) {
    for (const face of facesFor(text, weight)) files.add(FACES[face].files[weight]);
  }
  return [...files];
}

const compositeCache = new Map<string, FontMetrics>();

/**
 * Widths as drawn: each character measured in the face that will draw it, with the fallback
 * order of `text` (the whole block being laid out). Characters no face has are measured as
 * Inter's .notdef box, the width resvg gives them.
 */
export function fontMetrics(weight: InterWeight, text = ''): FontMetrics {
  const order = fallbackOrder(text);
  const key = `${weight}:${order[0] ?? ''}`;
  const cached = compositeCache.get(key);
  if (cached) return cached;
  const inter = faceMetrics('inter', weight);
  // Wrapping measures the same characters many times over.
  const advances = new Map<number, number>();
  const advance = (codePoint: number) => {
    let width = advances.get(codePoint);
    if (width === undefined) {
      width = faceMetrics(faceFor(codePoint, order, weight), weight).advance(codePoint);
      advances.set(codePoint, width);
    }
    return width;
  };
  const metrics: FontMetrics = {
    unitsPerEm: inter.unitsPerEm,
    covers: (codePoint) => faceMetrics(faceFor(codePoint, order, weight), weight).covers(codePoint),
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
  compositeCache.set(key, metrics);
  return metrics;
}
