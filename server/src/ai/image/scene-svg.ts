import { fontFilesFor, type InterWeight } from './fonts';
import type { Geometry, TextSlot } from './placement';
import type { Layout, Palette, Style } from './style';
import { frameSvg, placementDecorSvg, rect, textBlock } from './svg-parts';
import { num } from './svg-text';
import type { TextFit } from './text-layout';

export interface SceneOptions {
  size: number;
  style: Style;
  palette: Palette;
  geometry: Geometry;
  headline: string;
  businessName: string | null;
  hasPhoto: boolean;
}

/**
 * The vector layers of an offline image as SVG bodies (wrap with svgDocument). `back` lies
 * under a watermark logo, `front` over it; sharp composites the photo and logos around them.
 */
export interface Scene {
  back: string;
  front: string;
  /** The font files the text needs: resvg loads only these. */
  fontFiles: string[];
  headlineWeight: InterWeight;
  headlineFit: TextFit;
}

interface HeadlineLook {
  weight: InterWeight;
  max: number;
  min: number;
  lineHeight: number;
  letterSpacingEm: number;
  align: TextSlot['align'] | null;
  uppercase: boolean;
}

/** A headline, never a paragraph: a title wraps to at most this many lines. */
export const HEADLINE_MAX_LINES = 4;

/** Font sizes are fractions of the side. */
const LOOKS: Record<Layout, HeadlineLook> = {
  standard: {
    weight: 700,
    max: 0.085,
    min: 0.034,
    lineHeight: 1.18,
    letterSpacingEm: 0,
    align: null,
    uppercase: false,
  },
  minimal: {
    weight: 600,
    max: 0.068,
    min: 0.032,
    lineHeight: 1.2,
    letterSpacingEm: 0,
    align: 'start',
    uppercase: false,
  },
  bold: {
    weight: 900,
    max: 0.1,
    min: 0.036,
    lineHeight: 1.1,
    letterSpacingEm: 0,
    align: 'start',
    uppercase: true,
  },
  elegant: {
    weight: 300,
    max: 0.072,
    min: 0.032,
    lineHeight: 1.32,
    letterSpacingEm: 0.02,
    align: null,
    uppercase: false,
  },
};

function decorSvg(options: SceneOptions): string {
  const { size, style, palette } = options;
  const circle = (cx: number, cy: number, r: number, fill: string, opacity: number) =>
    `<circle cx="${num(cx * size)}" cy="${num(cy * size)}" r="${num(r * size)}" fill="${fill}" opacity="${opacity}"/>`;
  switch (style.layout) {
    case 'standard':
      return (
        circle(0.9, 0.08, 0.28, palette.accent2, 0.3) +
        circle(0.08, 0.96, 0.22, palette.accent, 0.25)
      );
    case 'bold':
      // A solid band down the left edge: loud, and never under the text.
      return rect({ x: 0, y: 0, width: size * 0.06, height: size }, palette.accent2);
    case 'minimal':
    case 'elegant':
      return '';
  }
}

/** How opaque the scrim is where the headline starts, and at the bottom edge. */
const SCRIM_AT_TEXT = 0.8;
const SCRIM_AT_EDGE = 0.92;
/** The scrim fades in over this share of the side above the headline. */
const SCRIM_FADE = 0.16;

/**
 * Over a photo, a brand-colour gradient rises from the bottom edge to just above the
 * headline: the text reads, and the rest of the picture keeps its own colours.
 */
function scrimSvg(options: SceneOptions, textTop: number): string {
  const { size, palette } = options;
  const top = Math.max(0, textTop - SCRIM_FADE * size);
  const at = (y: number) => num((y - top) / (size - top));
  return (
    `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.background}" stop-opacity="0"/>` +
    `<stop offset="${at(textTop)}" stop-color="${palette.background}" stop-opacity="${SCRIM_AT_TEXT}"/>` +
    `<stop offset="1" stop-color="${palette.background}" stop-opacity="${SCRIM_AT_EDGE}"/>` +
    `</linearGradient></defs>` +
    rect({ x: 0, y: top, width: size, height: size - top }, 'url(#scrim)')
  );
}

function backSvg(options: SceneOptions, textTop: number): string {
  const { size, palette } = options;
  if (options.hasPhoto) return scrimSvg(options, textTop);
  return rect({ x: 0, y: 0, width: size, height: size }, palette.background) + decorSvg(options);
}

export function buildScene(options: SceneOptions): Scene {
  const { size, style, palette, geometry } = options;
  const look = LOOKS[style.layout];
  const slot: TextSlot = {
    ...geometry.headline,
    align: look.align ?? geometry.headline.align,
  };
  const headline = textBlock({
    text: look.uppercase ? options.headline.toLocaleUpperCase('en') : options.headline,
    slot,
    weight: look.weight,
    color: palette.text,
    maxFontSize: look.max * size,
    minFontSize: look.min * size,
    lineHeight: look.lineHeight,
    letterSpacingEm: look.letterSpacingEm,
    maxLines: HEADLINE_MAX_LINES,
  });
  const front: string[] = [];
  const { bounds } = headline;
  const hasText = headline.fit.lines.length > 0;
  if (style.layout === 'minimal' && hasText) {
    front.push(
      rect(
        { x: bounds.x, y: bounds.y - size * 0.045, width: size * 0.08, height: size * 0.01 },
        palette.accent,
      ),
    );
  }
  front.push(headline.svg);
  if (style.layout === 'bold' && hasText) {
    front.push(
      rect(
        {
          x: bounds.x,
          y: bounds.y + bounds.height + size * 0.012,
          width: size * 0.18,
          height: size * 0.016,
        },
        palette.accent,
      ),
    );
  }
  front.push(
    placementDecorSvg(
      geometry,
      size,
      palette,
      options.businessName,
      // Over a photo the name sits on the scrim, like the headline.
      'plain',
    ),
  );
  front.push(frameSvg(size, style.layout, palette.accent));
  return {
    // The scrim starts just above the lines as laid out (a short headline needs less).
    back: backSvg(options, hasText ? bounds.y : geometry.headline.box.y),
    front: front.join(''),
    fontFiles: fontFilesFor([
      { text: options.headline, weight: look.weight },
      { text: options.businessName ?? '', weight: 600 },
    ]),
    headlineWeight: look.weight,
    headlineFit: headline.fit,
  };
}
