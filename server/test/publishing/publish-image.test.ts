import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageForNetwork } from '../../src/media/publish-image';
import {
  INSTAGRAM_IMAGE,
  TIKTOK_IMAGE,
  targetBox,
  type NetworkImageLimits,
} from '../../src/media/publish-image-box';

const aspectOf = (box: { width: number; height: number }) => box.width / box.height;
const within = (box: { width: number; height: number }, limits: NetworkImageLimits) =>
  aspectOf(box) >= limits.minAspect - 1e-9 &&
  aspectOf(box) <= limits.maxAspect + 1e-9 &&
  box.width >= limits.minWidth &&
  box.width <= limits.maxWidth &&
  box.height <= limits.maxHeight;

describe('the target box for a network', () => {
  it('keeps a square image that already fits as it is', () => {
    expect(targetBox({ width: 1024, height: 1024 }, INSTAGRAM_IMAGE)).toEqual({
      width: 1024,
      height: 1024,
      padded: false,
    });
  });

  it('scales a large image down to the widest Instagram allows, keeping its shape', () => {
    expect(targetBox({ width: 3000, height: 2000 }, INSTAGRAM_IMAGE)).toEqual({
      width: 1440,
      height: 960,
      padded: false,
    });
  });

  it('pads a tall 9:16 image to 4:5 for Instagram instead of cropping it', () => {
    const box = targetBox({ width: 1080, height: 1920 }, INSTAGRAM_IMAGE);
    expect(box).toEqual({ width: 1440, height: 1800, padded: true });
    expect(aspectOf(box)).toBeCloseTo(0.8, 5);
  });

  it('pads a panorama to 1.91:1', () => {
    const box = targetBox({ width: 4000, height: 1000 }, INSTAGRAM_IMAGE);
    expect(box.padded).toBe(true);
    expect(box.width).toBe(1440);
    expect(aspectOf(box)).toBeCloseTo(1.91, 2);
  });

  it('enlarges an image narrower than the network takes', () => {
    expect(targetBox({ width: 200, height: 200 }, INSTAGRAM_IMAGE)).toEqual({
      width: 320,
      height: 320,
      padded: false,
    });
  });

  it('keeps TikTok photos within 1080p and 9:16', () => {
    const box = targetBox({ width: 1000, height: 3000 }, TIKTOK_IMAGE);
    expect(box.padded).toBe(true);
    expect(aspectOf(box)).toBeCloseTo(9 / 16, 2);
  });

  it('lands within the limits for any shape and size', () => {
    for (const limits of [INSTAGRAM_IMAGE, TIKTOK_IMAGE]) {
      for (const width of [1, 97, 320, 1081, 4096, 12000]) {
        for (const height of [1, 55, 640, 1351, 5000, 9000]) {
          const box = targetBox({ width, height }, limits);
          expect(within(box, limits), `${width}x${height} → ${box.width}x${box.height}`).toBe(true);
        }
      }
    }
  });

  it('refuses an image with no size', () => {
    expect(() => targetBox({ width: 0, height: 10 }, INSTAGRAM_IMAGE)).toThrow();
  });
});

describe('converting for a network', () => {
  it('turns a transparent tall PNG into a padded JPEG without stretching it', async () => {
    // A red 900×1600 rectangle: once padded to 4:5 for Instagram, white bands appear at the sides.
    const png = await sharp({
      create: {
        width: 900,
        height: 1600,
        channels: 4,
        background: { r: 255, g: 0, b: 0, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    const converted = await imageForNetwork(png, INSTAGRAM_IMAGE);
    const meta = await sharp(converted.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1280, 1600]);
    const { data, info } = await sharp(converted.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    // Edge: white padding; centre: the picture, still red; the red band is 900 px wide (no stretch).
    expect(pixel(5, 800).every((value) => (value ?? 0) > 240)).toBe(true);
    expect(pixel(640, 800)[0]).toBeGreaterThan(200);
    expect(pixel(640, 800)[1]).toBeLessThan(40);
    expect(pixel(190 + 5, 800)[1]).toBeLessThan(40);
    expect(pixel(190 - 5, 800)[1]).toBeGreaterThan(240);
  });
});
