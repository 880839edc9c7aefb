import { hexToRgb, INK, PAPER, type Rgb } from './colors';
import type { FittedLogo, RawImage } from './raster';
import type { Box } from './types';

/** Reads the colour already drawn at a pixel of the image, under the logo. */
export type Backdrop = (x: number, y: number) => Rgb;

/** A pixel of the logo counts when it is this opaque. */
const OPAQUE = 128;
/**
 * A logo pixel stands out with this luminance contrast, or with this distance in colour
 * (a saturated green on white has little luminance contrast but is plain to see).
 */
const VISIBLE_CONTRAST = 2;
const VISIBLE_COLOR_DISTANCE = 120;
/** A logo with fewer visible pixels than this share gets a plate (or, as a watermark, a tint). */
const MIN_VISIBLE_SHARE = 0.3;
/** Enough samples for a share; a watermark logo has most of a million pixels. */
const MAX_SAMPLES = 40_000;

// WCAG relative luminance of each 8-bit channel value, computed once.
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const luminanceOf = (r: number, g: number, b: number) =>
  0.2126 * (LINEAR[r] ?? 0) + 0.7152 * (LINEAR[g] ?? 0) + 0.0722 * (LINEAR[b] ?? 0);
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The image behind the logo: the vector layer (premultiplied RGBA) over the picture (a
 * photo or a model's image, RGB), either of which may be missing.
 */
export function backdropOf(vector: RawImage | null, picture: RawImage | null): Backdrop {
  return (x, y) => {
    const at = vector ? (y * vector.width + x) * 4 : 0;
    const alpha = vector ? (vector.data[at + 3] ?? 0) / 255 : 0;
    const under = picture ? (y * picture.width + x) * picture.channels : 0;
    const channel = (offset: number) => {
      const top = vector ? (vector.data[at + offset] ?? 0) : 0;
      const bottom = picture ? (picture.data[under + offset] ?? 0) : 0;
      return Math.round(top + bottom * (1 - alpha));
    };
    return { r: channel(0), g: channel(1), b: channel(2) };
  };
}

interface Sample {
  logo: number;
  behind: number;
  /** Whether the logo pixel differs from what is behind it in colour alone. */
  hueApart: boolean;
}

function sampleLogo(logo: FittedLogo, backdrop: Backdrop): Sample[] {
  const step = Math.max(1, Math.floor(Math.sqrt((logo.width * logo.height) / MAX_SAMPLES)));
  const samples: Sample[] = [];
  for (let y = 0; y < logo.height; y += step) {
    for (let x = 0; x < logo.width; x += step) {
      const at = (y * logo.width + x) * 4;
      if ((logo.data[at + 3] ?? 0) < OPAQUE) continue;
      const behind = backdrop(logo.left + x, logo.top + y);
      const [r, g, b] = [logo.data[at] ?? 0, logo.data[at + 1] ?? 0, logo.data[at + 2] ?? 0];
      samples.push({
        logo: luminanceOf(r, g, b),
        behind: luminanceOf(behind.r, behind.g, behind.b),
        hueApart: Math.hypot(r - behind.r, g - behind.g, b - behind.b) >= VISIBLE_COLOR_DISTANCE,
      });
    }
  }
  return samples;
}

const shareAbove = (samples: Sample[], behind: (sample: Sample) => number) =>
  samples.filter((sample) => ratio(sample.logo, behind(sample)) >= VISIBLE_CONTRAST).length /
  Math.max(1, samples.length);

const visibleShare = (samples: Sample[]) =>
  samples.filter(
    (sample) => sample.hueApart || ratio(sample.logo, sample.behind) >= VISIBLE_CONTRAST,
  ).length / Math.max(1, samples.length);

export interface LogoTreatment {
  /** Share of the logo's opaque pixels that stand out from what is behind them. */
  visibleShare: number;
  /** The plate colour to put behind the logo, or null when it reads as it is. */
  plate: string | null;
}

/**
 * Measures the logo against what is drawn behind it and, when most of it would be lost
 * (a white logo on a white strip, a dark logo on a dark tone), picks the plate colour,
 * white or ink, that shows more of it.
 */
export function logoTreatment(logo: FittedLogo, backdrop: Backdrop): LogoTreatment {
  const samples = sampleLogo(logo, backdrop);
  const share = visibleShare(samples);
  if (!samples.length || share >= MIN_VISIBLE_SHARE) return { visibleShare: share, plate: null };
  const [paper, ink] = [PAPER, INK].map((color) => {
    const { r, g, b } = hexToRgb(color);
    const plate = luminanceOf(r, g, b);
    return shareAbove(samples, () => plate);
  }) as [number, number];
  const plate = paper >= ink ? PAPER : INK;
  return { visibleShare: share, plate: Math.max(paper, ink) > share ? plate : null };
}

/** The bounds of the logo's opaque pixels inside its fitted image. */
function inkBounds(logo: FittedLogo): Box {
  let [minX, minY, maxX, maxY] = [logo.width, logo.height, -1, -1];
  for (let y = 0; y < logo.height; y += 1) {
    for (let x = 0; x < logo.width; x += 1) {
      if ((logo.data[(y * logo.width + x) * 4 + 3] ?? 0) < 16) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  if (maxX < 0) return { x: logo.left, y: logo.top, width: logo.width, height: logo.height };
  return {
    x: logo.left + minX,
    y: logo.top + minY,
    width: maxX - minX + 1,
    height: maxY - minY + 1,
  };
}

/**
 * A rounded plate around the logo's ink, as straight RGBA, clipped to the image. Drawn in
 * code: a few thousand pixels, cheaper than another resvg pass.
 */
export function plateImage(logo: FittedLogo, color: string, imageSize: number): FittedLogo {
  const bounds = inkBounds(logo);
  const pad = Math.round(Math.max(bounds.width, bounds.height) * 0.12) + 4;
  const left = Math.max(0, bounds.x - pad);
  const top = Math.max(0, bounds.y - pad);
  const width = Math.min(imageSize, bounds.x + bounds.width + pad) - left;
  const height = Math.min(imageSize, bounds.y + bounds.height + pad) - top;
  const radius = Math.round(Math.min(width, height) * 0.16);
  const { r, g, b } = hexToRgb(color);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Distance past the rounded corner's arc, for a one-pixel antialiased edge.
      const dx = Math.max(0, radius - x - 0.5, x + 0.5 - (width - radius));
      const dy = Math.max(0, radius - y - 0.5, y + 0.5 - (height - radius));
      const outside = Math.hypot(dx, dy) - radius;
      const coverage = Math.max(0, Math.min(1, 0.5 - outside));
      const at = (y * width + x) * 4;
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = Math.round(coverage * 255);
    }
  }
  return { data, width, height, left, top };
}

/** The logo's shape in one colour: how a faint watermark stays visible on a like tone. */
export function tintedLogo(logo: FittedLogo, color: string): FittedLogo {
  const { r, g, b } = hexToRgb(color);
  const data = Buffer.from(logo.data);
  for (let at = 0; at < data.length; at += 4) {
    data[at] = r;
    data[at + 1] = g;
    data[at + 2] = b;
  }
  return { ...logo, data };
}

/**
 * The layers that put a logo on the image: the logo itself, on a plate when it would be
 * lost against `backdrop`. A faint watermark gets no plate (a large box would hide the
 * picture): its shape is drawn in the plate colour instead.
 */
export function logoLayers(
  logo: FittedLogo,
  backdrop: Backdrop,
  watermark: boolean,
  imageSize: number,
): FittedLogo[] {
  const { plate } = logoTreatment(logo, backdrop);
  if (!plate) return [logo];
  if (watermark) return [tintedLogo(logo, plate)];
  return [plateImage(logo, plate, imageSize), logo];
}
