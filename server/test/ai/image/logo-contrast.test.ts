import { describe, expect, it } from 'vitest';
import { LOGO_PLACEMENTS } from '@contract/constants';
import type { LogoPlacement } from '@contract/generation';
import { contrast, rgbToHex } from '../../../src/ai/image/colors';
import { renderBrandImage } from '../../../src/ai/image/offline-renderer';
import { placementGeometry } from '../../../src/ai/image/placement';
import type { BrandImageInput, Box } from '../../../src/ai/image/types';
import { imageInput } from '../../support/image-input';
import {
  pixelAt,
  readPixels,
  regionMean,
  solidImage,
  type Pixels,
  type Rgb,
} from '../../support/pixels';

const SIZE = 1080;
const hex = ([r, g, b]: Rgb) => rgbToHex({ r, g, b });

/** A band `gap` to `gap + width` pixels outside the box, where a plate (or the backdrop) is. */
function ringMean(image: Pixels, box: Box, gap = 4, width = 4): Rgb {
  const sides: Box[] = [
    { x: box.x, y: box.y - gap - width, width: box.width, height: width },
    { x: box.x, y: box.y + box.height + gap, width: box.width, height: width },
    { x: box.x - gap - width, y: box.y, width, height: box.height },
    { x: box.x + box.width + gap, y: box.y, width, height: box.height },
  ].filter(
    (side) =>
      side.x >= 0 && side.y >= 0 && side.x + side.width <= SIZE && side.y + side.height <= SIZE,
  );
  const means = sides.map((side) => regionMean(image, side));
  return [0, 1, 2].map(
    (channel) => means.reduce((sum, mean) => sum + (mean[channel] ?? 0), 0) / means.length,
  ) as Rgb;
}

/** Where the square test logo lands: its box, as the renderer fits a square into it. */
function logoSquare(placement: LogoPlacement): Box {
  const box = placementGeometry(placement, SIZE).logo!;
  const side = Math.min(box.width, box.height);
  return {
    x: box.x + Math.round((box.width - side) / 2),
    y: box.y + Math.round((box.height - side) / 2),
    width: side,
    height: side,
  };
}

const CASES: Record<string, { logoColor: string; input: Partial<BrandImageInput> }> = {
  'a white logo on a white brand': {
    logoColor: '#ffffff',
    input: { colors: ['#ffffff', '#f4f4f5'] },
  },
  'a dark logo on a dark tone': {
    logoColor: '#101418',
    input: { colors: ['#1f2937', '#111827'], stylePreferences: 'dark' },
  },
};

describe('logo contrast: a logo that would vanish is put on a plate', () => {
  for (const [name, { logoColor, input }] of Object.entries(CASES)) {
    it.each(LOGO_PLACEMENTS.filter((placement) => placement !== 'watermark'))(
      `${name} stays visible at the %s placement`,
      async (logoPlacement) => {
        const logo = await solidImage(240, 240, logoColor);
        const image = await readPixels(
          (await renderBrandImage(imageInput({ ...input, logo, logoPlacement }))).bytes,
        );
        const square = logoSquare(logoPlacement);
        const centre = pixelAt(image, square.x + square.width / 2, square.y + square.height / 2);
        expect(contrast(hex(centre), logoColor)).toBeLessThan(1.2);
        // What surrounds the logo (a plate, the strip or the sign) stands out from it.
        expect(contrast(hex(ringMean(image, square)), logoColor)).toBeGreaterThan(3);
      },
    );

    it(`${name} shows as a watermark`, async () => {
      const logo = await solidImage(240, 240, logoColor);
      const without = await readPixels((await renderBrandImage(imageInput({ ...input }))).bytes);
      const image = await readPixels(
        (await renderBrandImage(imageInput({ ...input, logo, logoPlacement: 'watermark' }))).bytes,
      );
      // Inside the watermark's box, clear of the headline and the name.
      const spot = { x: Math.round(SIZE * 0.18), y: Math.round(SIZE * 0.8), width: 40, height: 20 };
      const [before, after] = [regionMean(without, spot), regionMean(image, spot)];
      expect(
        Math.hypot(...[0, 1, 2].map((c) => (after[c] ?? 0) - (before[c] ?? 0))),
      ).toBeGreaterThan(20);
    });
  }

  it('adds no plate to a logo that already stands out', async () => {
    const logo = await solidImage(240, 240, '#101418');
    const image = await readPixels(
      (await renderBrandImage(imageInput({ colors: ['#fde68a'], logo, logoPlacement: 'corner' })))
        .bytes,
    );
    const ring = ringMean(image, logoSquare('corner'));
    expect(contrast(hex(ring), '#fde68a')).toBeLessThan(1.2);
  });
});
