import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { rgbToHex } from '@core/website/css-color';
import { MAX_INPUT_PIXELS } from '../media/process-upload';

/** Raster formats a logo may be read from; SVG is drawn only in its sandbox, never here. */
const LOGO_MEDIA_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Logos are scaled down to this side before their colours are counted. */
const SAMPLE_SIDE = 64;
/** A colour must cover this share of the logo's visible pixels to be proposed. */
const MIN_SHARE = 0.03;
/** Colours closer than this (RGB distance) count as one. */
const MIN_DISTANCE = 48;
/** Pixels lighter than this on every channel are background, not brand. */
const NEAR_WHITE = 240;

export interface JudgedImage {
  format: string;
  width: number;
  height: number;
}

/**
 * Reads fetched bytes as an image, as uploads are judged: by their magic number against
 * an allow-list, then by sharp's own reading of the header. Null when they are not one.
 */
export async function judgeImage(bytes: Buffer): Promise<JudgedImage | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !LOGO_MEDIA_TYPES.includes(detected.mime)) return null;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.width || !metadata.height) return null;
    return { format: metadata.format, width: metadata.width, height: metadata.height };
  } catch {
    return null;
  }
}

/**
 * The dominant colours of RGBA pixels, most covering first: transparent and near-white
 * pixels are left out, the rest counted in 4-bit-per-channel buckets, and buckets closer
 * than MIN_DISTANCE to one already chosen are merged into it.
 */
export function dominantColors(rgba: Uint8Array, limit: number): string[] {
  const buckets = new Map<number, { count: number; red: number; green: number; blue: number }>();
  let visible = 0;
  for (let offset = 0; offset + 3 < rgba.length; offset += 4) {
    const red = rgba[offset] ?? 0;
    const green = rgba[offset + 1] ?? 0;
    const blue = rgba[offset + 2] ?? 0;
    const alpha = rgba[offset + 3] ?? 0;
    if (alpha < 128) continue;
    visible += 1;
    if (red >= NEAR_WHITE && green >= NEAR_WHITE && blue >= NEAR_WHITE) continue;
    const key = ((red >> 4) << 8) | ((green >> 4) << 4) | (blue >> 4);
    const bucket = buckets.get(key) ?? { count: 0, red: 0, green: 0, blue: 0 };
    bucket.count += 1;
    bucket.red += red;
    bucket.green += green;
    bucket.blue += blue;
    buckets.set(key, bucket);
  }
  const chosen: { red: number; green: number; blue: number }[] = [];
  const ranked = [...buckets.values()].sort((a, b) => b.count - a.count);
  for (const bucket of ranked) {
    if (chosen.length >= limit || bucket.count < visible * MIN_SHARE) break;
    const colour = {
      red: Math.round(bucket.red / bucket.count),
      green: Math.round(bucket.green / bucket.count),
      blue: Math.round(bucket.blue / bucket.count),
    };
    const distinct = chosen.every(
      (other) =>
        Math.hypot(other.red - colour.red, other.green - colour.green, other.blue - colour.blue) >=
        MIN_DISTANCE,
    );
    if (distinct) chosen.push(colour);
  }
  return chosen.map(({ red, green, blue }) => rgbToHex(red, green, blue));
}

/** The logo's dominant colours, read with sharp from a small copy of it. */
export async function logoColors(bytes: Buffer, limit: number): Promise<string[]> {
  const { data } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .resize({ width: SAMPLE_SIDE, height: SAMPLE_SIDE, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return dominantColors(data, limit);
}
