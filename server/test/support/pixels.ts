import sharp from 'sharp';
import type { Box } from '../../src/ai/image/types';

/** Decoded pixels of an encoded image, for checks by colour. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export type Rgb = [number, number, number];

export async function readPixels(encoded: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(encoded)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function pixelAt(image: Pixels, x: number, y: number): Rgb {
  const at = (Math.floor(y) * image.width + Math.floor(x)) * image.channels;
  return [image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0];
}

export function regionMean(image: Pixels, box: Box): Rgb {
  const sum: Rgb = [0, 0, 0];
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) {
      const [r, g, b] = pixelAt(image, x, y);
      sum[0] += r;
      sum[1] += g;
      sum[2] += b;
      count += 1;
    }
  }
  return sum.map((channel) => channel / Math.max(1, count)) as Rgb;
}

export function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Share of the pixels in `box` (default: all) within `tolerance` of `color`. */
export function shareNear(image: Pixels, color: Rgb, tolerance: number, box?: Box): number {
  const area = box ?? { x: 0, y: 0, width: image.width, height: image.height };
  let near = 0;
  // Every other pixel in each direction: plenty for a share, four times faster.
  let total = 0;
  for (let y = area.y; y < area.y + area.height; y += 2) {
    for (let x = area.x; x < area.x + area.width; x += 2) {
      total += 1;
      if (distance(pixelAt(image, x, y), color) <= tolerance) near += 1;
    }
  }
  return near / Math.max(1, total);
}

export function hexRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A solid-colour picture for tests. */
export function solidImage(
  width: number,
  height: number,
  color: string,
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 95 })).toBuffer();
}

/** Shrinks a box by `fraction` of its size on every side, to stay clear of edges. */
export function inset(box: Box, fraction: number): Box {
  const dx = Math.round(box.width * fraction);
  const dy = Math.round(box.height * fraction);
  return { x: box.x + dx, y: box.y + dy, width: box.width - 2 * dx, height: box.height - 2 * dy };
}
