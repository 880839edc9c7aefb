import { WEIGHT_NAMES, type InterWeight } from './fonts';
import { PLACEMENT_WORDS } from './placement';
import type { Palette, Style } from './style';
import type { LogoPlacement } from './types';

export interface DrawnImage {
  size: number;
  headline: string;
  businessName: string | null;
  palette: Palette;
  style: Style;
  headlineWeight: InterWeight;
  headlineLines: number;
  logoPlacement: LogoPlacement | null;
  hasPhoto: boolean;
}

/** "#a, #b and #c" */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

const LAYOUT_WORDS: Record<Style['layout'], string> = {
  standard: 'a standard layout',
  minimal: 'a minimal layout',
  bold: 'a bold layout',
  elegant: 'an elegant layout',
};

const TONE_WORDS: Record<Style['tone'], string> = {
  brand: 'the brand palette',
  dark: 'a dark palette',
  pastel: 'a pastel palette',
};

/** Keeps the sentence readable when the headline is a whole paragraph. */
export function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** One sentence saying, in words, what the offline renderer drew. */
export function describeDrawnImage(image: DrawnImage): string {
  const { size, palette } = image;
  const colours = palette.fromBrand
    ? `the brand colours ${listWords(palette.source)}`
    : `a neutral slate palette`;
  const colourUse = image.hasPhoto
    ? `the brand photo as a cover-cropped background, a ${palette.background} gradient behind the headline at the bottom, with ${colours} as frame and accents`
    : image.style.tone === 'dark' || image.style.layout === 'minimal'
      ? `a ${palette.background} background with ${colours} as frame and accents`
      : `${colours} as background and frame`;
  const lines = `${image.headlineLines} line${image.headlineLines === 1 ? '' : 's'}`;
  const parts = [
    `A ${size}x${size} square post image for '${shorten(image.headline, 120)}'${image.businessName ? ` by ${shorten(image.businessName, 80)}` : ''}`,
    colourUse,
    `the headline set in Inter ${WEIGHT_NAMES[image.headlineWeight]} in ${palette.text} on ${lines}`,
    image.logoPlacement ? `the logo ${PLACEMENT_WORDS[image.logoPlacement]}` : 'no logo',
    `${LAYOUT_WORDS[image.style.layout]} with ${TONE_WORDS[image.style.tone]}`,
  ];
  return `${parts.join(', ')}.`;
}
