import { renderAsync } from '@resvg/resvg-js';
import sharp, { type OverlayOptions } from 'sharp';
import type { Box } from './types';

/** A logo fitted into its box: straight (not premultiplied) RGBA at `left`, `top`. */
export interface FittedLogo {
  data: Buffer;
  width: number;
  height: number;
  left: number;
  top: number;
}

/** An image already decoded to pixels, ready to be the bottom of a composite. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
  premultiplied: boolean;
}

/** Draws an SVG with the bundled fonts only (never the system's), off the main thread. */
export async function rasteriseSvg(svg: string, fontFiles: string[]): Promise<RawImage> {
  const rendered = await renderAsync(svg, {
    font: {
      fontFiles,
      loadSystemFonts: false,
      defaultFontFamily: 'Inter',
    },
    logLevel: 'off',
  });
  // resvg hands back premultiplied RGBA; telling sharp so avoids a second premultiply.
  return {
    data: rendered.pixels,
    width: rendered.width,
    height: rendered.height,
    channels: 4,
    premultiplied: true,
  };
}

export function rawLayer(image: RawImage, left = 0, top = 0): OverlayOptions {
  const { data, width, height, channels, premultiplied } = image;
  return { input: data, raw: { width, height, channels, premultiplied }, left, top };
}

/** A picture cover-cropped to a square and made opaque on `background`. */
export async function coverSquare(
  input: Buffer,
  size: number,
  background: string,
): Promise<RawImage> {
  const { data, info } = await sharp(input, { autoOrient: true })
    .resize(size, size, { fit: 'cover', position: 'centre' })
    .flatten({ background })
    // Greyscale and CMYK inputs come out as three sRGB channels like everything else.
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3, premultiplied: false };
}

/** The logo fitted inside `box` (aspect kept, centred), as straight RGBA. */
export async function fitLogo(logo: Buffer, box: Box): Promise<FittedLogo> {
  const { data, info } = await sharp(logo, { autoOrient: true })
    .resize(box.width, box.height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, left: box.x, top: box.y };
}

/** A fitted logo (or plate) as a composite layer, its alpha scaled by `opacity`. */
export function logoOverlay(logo: FittedLogo, opacity = 1): OverlayOptions {
  let { data } = logo;
  // Scaling alpha in place is a few ms, faster than any sharp pipeline step for the same job.
  if (opacity < 1) {
    data = Buffer.from(data);
    for (let i = 3; i < data.length; i += 4) data[i] = Math.round((data[i] ?? 0) * opacity);
  }
  return {
    input: data,
    raw: { width: logo.width, height: logo.height, channels: 4 },
    left: logo.left,
    top: logo.top,
  };
}

/** Flattens the layers over the base into a metadata-free JPEG. */
export async function encodeJpeg(
  base: RawImage,
  layers: OverlayOptions[],
  quality: number,
): Promise<Buffer> {
  const { data, width, height, channels, premultiplied } = base;
  // sharp writes no EXIF, ICC or XMP unless asked to (withMetadata / keepMetadata).
  return sharp(data, { raw: { width, height, channels, premultiplied } })
    .composite(layers)
    .jpeg({ quality: clampQuality(quality), chromaSubsampling: '4:2:0' })
    .toBuffer();
}

export function clampQuality(quality: number): number {
  return Math.max(1, Math.min(100, Math.round(quality)));
}
