import { contrast, luminance, mix, normaliseHex, readableOn } from './colors';

/**
 * What the free-text style preferences change. Words are matched case-insensitively as
 * whole words; when several layout (or tone) words appear, the first one in the text wins.
 *
 * Layout words:
 * - minimal, minimalist, clean, simple: near-white background tinted by the brand colour,
 *   a thin brand-colour frame, no decoration, left-aligned SemiBold headline under a short bar.
 * - bold, vibrant, loud, strong, energetic, punchy: thick frame, larger uppercase Black
 *   headline, left-aligned with an underline bar, a large accent shape.
 * - elegant, luxury, luxurious, classy, sophisticated, refined: double hairline frame, Light
 *   headline with letter spacing and airy line height, no decoration.
 * - anything else: the standard layout (brand background, soft accent circles, Bold centred
 *   headline, brand-colour frame).
 *
 * Tone words:
 * - dark, night, moody: near-black background tinted by the brand, brand colours as frame
 *   and accents.
 * - pastel, soft, gentle: every colour mixed 60% with white.
 */
export type Layout = 'standard' | 'minimal' | 'bold' | 'elegant';
export type Tone = 'brand' | 'dark' | 'pastel';

export interface Style {
  layout: Layout;
  tone: Tone;
}

export const LAYOUT_WORDS: Record<Exclude<Layout, 'standard'>, readonly string[]> = {
  minimal: ['minimal', 'minimalist', 'clean', 'simple'],
  bold: ['bold', 'vibrant', 'loud', 'strong', 'energetic', 'punchy'],
  elegant: ['elegant', 'luxury', 'luxurious', 'classy', 'sophisticated', 'refined'],
};

export const TONE_WORDS: Record<Exclude<Tone, 'brand'>, readonly string[]> = {
  dark: ['dark', 'night', 'moody'],
  pastel: ['pastel', 'soft', 'gentle'],
};

function firstMatch<T extends string>(
  words: string[],
  table: Record<T, readonly string[]>,
): T | null {
  const entries = Object.entries(table) as [T, readonly string[]][];
  for (const word of words) {
    const found = entries.find(([, synonyms]) => synonyms.includes(word));
    if (found) return found[0];
  }
  return null;
}

export function parseStyle(preferences: string): Style {
  const words = preferences.toLowerCase().match(/\p{L}+/gu) ?? [];
  return {
    layout: firstMatch(words, LAYOUT_WORDS) ?? 'standard',
    tone: firstMatch(words, TONE_WORDS) ?? 'brand',
  };
}

/** Slate: calm enough to sit under any headline when the brand colours are off or missing. */
export const NEUTRAL_COLORS = ['#334155', '#e2e8f0', '#94a3b8'] as const;
export const MAX_COLORS = 3;

/** The valid, distinct brand colours to use (at most three), or none. */
export function brandColors(colors: readonly string[], useBrandColors: boolean): string[] {
  if (!useBrandColors) return [];
  const valid = colors.map(normaliseHex).filter((color): color is string => color !== null);
  return [...new Set(valid)].slice(0, MAX_COLORS);
}

export interface Palette {
  background: string;
  /** Frame and main decoration. */
  accent: string;
  accent2: string;
  /** Headline colour on the background. */
  text: string;
  /** Banner strip fill. */
  strip: string;
  /** The colours the palette was built from (brand colours, or the neutral set). */
  source: string[];
  fromBrand: boolean;
}

const WHITE = '#ffffff';
const NIGHT = '#0b0d12';

/** An accent that stays visible against the background even for one-colour brands. */
function visibleOn(accent: string, background: string): string {
  return contrast(accent, background) >= 1.5
    ? accent
    : mix(background, readableOn(background), 0.5);
}

export function buildPalette(colors: readonly string[], style: Style): Palette {
  const source = colors.length ? [...colors] : [...NEUTRAL_COLORS];
  const first = source[0] ?? NEUTRAL_COLORS[0];
  const second =
    source[1] ?? (luminance(first) < 0.4 ? mix(first, WHITE, 0.55) : mix(first, '#000000', 0.45));
  const third = source[2] ?? mix(first, second, 0.5);
  const soften = (color: string) => (style.tone === 'pastel' ? mix(color, WHITE, 0.6) : color);
  const [c0, c1, c2] = [soften(first), soften(second), soften(third)];

  let background = c0;
  let accent = c1;
  let accent2 = c2;
  if (style.tone === 'dark') {
    background = mix(c0, NIGHT, 0.88);
    [accent, accent2] = [c0, c1];
  } else if (style.layout === 'minimal') {
    background = mix(c0, WHITE, 0.94);
    [accent, accent2] = [c0, c1];
  }
  return {
    background,
    accent: visibleOn(accent, background),
    accent2: visibleOn(accent2, background),
    text: readableOn(background),
    strip: style.tone === 'dark' ? '#14161c' : WHITE,
    source,
    fromBrand: colors.length > 0,
  };
}
