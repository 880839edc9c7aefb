import type { Box, LogoPlacement } from './types';

export type TextAlign = 'start' | 'middle' | 'end';

export interface TextSlot {
  box: Box;
  align: TextAlign;
  /** Where the lines sit in the box's height: centred (the default) or at the bottom. */
  verticalAlign?: 'middle' | 'end';
}

/**
 * Where everything goes on a square of `size` pixels. Both the offline renderer and the
 * model-image compositor use these boxes, so a logo asked for in the corner lands in the
 * same place whichever provider drew the picture.
 */
export interface Geometry {
  /** The box the logo is fitted into (aspect kept, centred); null when there is no logo. */
  logo: Box | null;
  logoOpacity: number;
  headline: TextSlot;
  /** Where the business name is written; null when the layout has no room for it. */
  name: TextSlot | null;
  /** Banner placement: the strip holding the logo and the name. */
  strip: Box | null;
  /** Natural placement: the hanging sign carrying the logo and the name. */
  card: Box | null;
}

/** Boxes are given as fractions of the side and rounded to whole pixels for compositing. */
function box(size: number, x: number, y: number, width: number, height: number): Box {
  const px = (fraction: number) => Math.round(fraction * size);
  return { x: px(x), y: px(y), width: px(width), height: px(height) };
}

/** The faint watermark's alpha: visible behind the headline without fighting it. */
export const WATERMARK_OPACITY = 0.16;

/** Layout of an image without a logo. */
export function plainGeometry(size: number): Geometry {
  return {
    logo: null,
    logoOpacity: 1,
    headline: { box: box(size, 0.1, 0.16, 0.8, 0.62), align: 'middle' },
    name: { box: box(size, 0.1, 0.84, 0.8, 0.07), align: 'middle' },
    strip: null,
    card: null,
  };
}

/** Layout of an image with a logo at `placement`. */
export function placementGeometry(placement: LogoPlacement, size: number): Geometry {
  const plain = plainGeometry(size);
  switch (placement) {
    case 'corner':
      return {
        ...plain,
        logo: box(size, 0.79, 0.79, 0.15, 0.15),
        headline: { box: box(size, 0.1, 0.14, 0.8, 0.6), align: 'middle' },
        name: { box: box(size, 0.08, 0.83, 0.66, 0.07), align: 'start' },
      };
    case 'center':
      return {
        ...plain,
        logo: box(size, 0.31, 0.1, 0.38, 0.38),
        headline: { box: box(size, 0.1, 0.53, 0.8, 0.3), align: 'middle' },
        name: { box: box(size, 0.1, 0.86, 0.8, 0.07), align: 'middle' },
      };
    case 'watermark':
      return { ...plain, logo: box(size, 0.14, 0.14, 0.72, 0.72), logoOpacity: WATERMARK_OPACITY };
    case 'banner':
      return {
        ...plain,
        logo: box(size, 0.05, 0.86, 0.12, 0.12),
        headline: { box: box(size, 0.1, 0.12, 0.8, 0.64), align: 'middle' },
        name: { box: box(size, 0.21, 0.875, 0.74, 0.09), align: 'start' },
        strip: box(size, 0, 0.84, 1, 0.16),
      };
    case 'natural':
      return {
        ...plain,
        logo: box(size, 0.11, 0.12, 0.2, 0.2),
        headline: { box: box(size, 0.1, 0.47, 0.8, 0.4), align: 'middle' },
        name: { box: box(size, 0.09, 0.335, 0.24, 0.05), align: 'middle' },
        card: box(size, 0.07, 0.09, 0.28, 0.31),
      };
  }
}

/**
 * Over a brand photo the headline moves into the lower part of the picture, on a gradient
 * scrim, so the subject (usually in the middle and top) stays as it was photographed.
 */
function overPhoto(geometry: Geometry, placement: LogoPlacement | null, size: number): Geometry {
  // The headline sits at the bottom of its box, so a short one leaves more photo above it.
  const low = {
    box: box(size, 0.08, 0.6, 0.84, 0.24),
    align: 'middle',
    verticalAlign: 'end',
  } as const;
  const lowName = { box: box(size, 0.08, 0.86, 0.84, 0.06), align: 'middle' as const };
  switch (placement) {
    case 'corner':
      // Left of the logo in the bottom-right corner.
      return {
        ...geometry,
        headline: { box: box(size, 0.07, 0.56, 0.68, 0.26), align: 'start', verticalAlign: 'end' },
        name: { box: box(size, 0.07, 0.85, 0.66, 0.06), align: 'start' },
      };
    case 'banner':
      return {
        ...geometry,
        headline: { box: box(size, 0.08, 0.57, 0.84, 0.24), align: 'middle', verticalAlign: 'end' },
      };
    case 'natural':
      return { ...geometry, headline: low };
    case 'center':
    case 'watermark':
    case null:
      return { ...geometry, headline: low, name: lowName };
  }
}

/** The geometry for an image with or without a logo, over a photo or the brand colour. */
export function geometryFor(
  placement: LogoPlacement,
  size: number,
  hasLogo: boolean,
  hasPhoto = false,
): Geometry {
  const geometry = hasLogo ? placementGeometry(placement, size) : plainGeometry(size);
  return hasPhoto ? overPhoto(geometry, hasLogo ? placement : null, size) : geometry;
}

export const PLACEMENT_WORDS: Record<LogoPlacement, string> = {
  corner: 'in the bottom-right corner',
  center: 'large in the middle above the headline',
  watermark: 'as a large faint watermark behind the headline',
  banner: 'in a banner strip along the bottom with the business name',
  natural: 'on a hanging sign in the top-left of the scene',
};
