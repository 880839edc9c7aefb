import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageLayout } from '@core/image-layouts';
import { renderBrandImage } from '../../../src/ai/image/offline-renderer';
import { SAFE_MARGIN } from '../../../src/ai/image/month-scenes';
import { OUTPUT_SIZE, type Box, type ImageQuality } from '../../../src/ai/image/types';
import { BRAND, imageInput } from '../../support/image-input';
import {
  distance,
  hexRgb,
  pixelAt,
  readPixels,
  regionMean,
  shareNear,
  type Pixels,
  type Rgb,
} from '../../support/pixels';

const SIZES: readonly [ImageQuality, number][] = [
  ['medium', OUTPUT_SIZE.medium],
  ['high', OUTPUT_SIZE.high],
];
const MONTH_LAYOUTS = ['photo', 'product', 'quote', 'announcement', 'event'] as const;

const NAVY = '#1d2b53';
const SUBJECT = '#ffd400';
/** The subject of the test photo, as shares of its square: the middle of the upper half. */
const SUBJECT_AREA = { x: 0.35, y: 0.15, width: 0.3, height: 0.3 };

/** A dark photo with one bright subject in the middle of its upper half. */
async function subjectPhoto(): Promise<Buffer> {
  const side = 1200;
  const at = (share: number) => Math.round(share * side);
  const subject = await sharp({
    create: {
      width: at(SUBJECT_AREA.width),
      height: at(SUBJECT_AREA.height),
      channels: 3,
      background: SUBJECT,
    },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 3, background: NAVY } })
    .composite([{ input: subject, left: at(SUBJECT_AREA.x), top: at(SUBJECT_AREA.y) }])
    .png()
    .toBuffer();
}

const share = (size: number, x: number, y: number, width: number, height: number): Box => ({
  x: Math.round(x * size),
  y: Math.round(y * size),
  width: Math.round(width * size),
  height: Math.round(height * size),
});

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** The smallest box holding every pixel where two images differ clearly; null for none. */
function differenceBox(a: Pixels, b: Pixels): Box | null {
  let [left, top, right, bottom] = [a.width, a.height, -1, -1];
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      if (distance(pixelAt(a, x, y), pixelAt(b, x, y)) < 60) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

let photo: Buffer;
beforeAll(async () => {
  photo = await subjectPhoto();
});

async function draw(
  layout: ImageLayout,
  quality: ImageQuality,
  overrides: Parameters<typeof imageInput>[0] = {},
): Promise<Pixels> {
  const result = await renderBrandImage(
    imageInput({ layout, quality, photo, eventDate: '2027-03-20', locale: 'en', ...overrides }),
  );
  const metadata = await sharp(result.bytes).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: OUTPUT_SIZE[quality] });
  return readPixels(result.bytes);
}

describe.each(SIZES)('month layouts at %s (%i pixels)', (quality, size) => {
  it.each(MONTH_LAYOUTS)('keeps the %s layout’s words inside the safe margins', async (layout) => {
    // Two one-line headlines of one shape: only their letters and the name differ.
    const written = await draw(layout, quality, { headline: 'Warm rolls daily' });
    const other = await draw(layout, quality, { headline: 'Fresh bread here', businessName: null });
    const box = differenceBox(written, other);
    expect(box).not.toBeNull();
    const margin = SAFE_MARGIN * size;
    expect(box?.x).toBeGreaterThanOrEqual(margin);
    expect(box?.y).toBeGreaterThanOrEqual(margin);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size - margin);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(size - margin);
  });

  it('photo: the subject stays uncovered and the scrim is lighter than the photo’s darkest', async () => {
    const pixels = await draw('photo', quality);
    const subject = share(size, SUBJECT_AREA.x + 0.03, SUBJECT_AREA.y + 0.03, 0.24, 0.24);
    expect(distance(regionMean(pixels, subject), hexRgb(SUBJECT))).toBeLessThan(20);
    // The photo above the headline is as photographed: its dark ground, not tinted.
    expect(
      distance(regionMean(pixels, share(size, 0.02, 0.02, 0.2, 0.5)), hexRgb(NAVY)),
    ).toBeLessThan(20);
    // Below the name, at the bottom edge, only the scrim lies over the photo.
    const scrim = regionMean(pixels, share(size, 0, 0.95, 1, 0.05));
    expect(luminance(scrim)).toBeGreaterThan(luminance(hexRgb(NAVY)) + 100);
  });

  it('product: the owner’s photo cropped close on a white mount over the brand colour', async () => {
    const pixels = await draw('product', quality);
    const inFrame = share(size, 0.17, 0.07, 0.66, 0.56);
    // The subject fills more of the frame than of the whole photo (0.09): a close crop.
    expect(shareNear(pixels, hexRgb(SUBJECT), 40, inFrame)).toBeGreaterThan(0.15);
    expect(
      shareNear(pixels, [255, 255, 255], 12, share(size, 0.155, 0.3, 0.01, 0.2)),
    ).toBeGreaterThan(0.9);
    expect(
      shareNear(pixels, hexRgb(BRAND.primary), 20, share(size, 0.01, 0.3, 0.1, 0.3)),
    ).toBeGreaterThan(0.95);
  });

  it('quote: a brand-colour quotation mark on a pale card', async () => {
    const pixels = await draw('quote', quality);
    expect(luminance(regionMean(pixels, share(size, 0.02, 0.5, 0.06, 0.3)))).toBeGreaterThan(220);
    expect(
      shareNear(pixels, hexRgb(BRAND.primary), 40, share(size, 0.085, 0.12, 0.16, 0.1)),
    ).toBeGreaterThan(0.2);
  });

  it('announcement: the full brand colour with a band along the bottom', async () => {
    const pixels = await draw('announcement', quality);
    expect(
      shareNear(pixels, hexRgb(BRAND.primary), 20, share(size, 0.02, 0.3, 0.05, 0.5)),
    ).toBeGreaterThan(0.95);
    expect(
      shareNear(pixels, hexRgb(BRAND.secondary), 20, share(size, 0.01, 0.97, 0.05, 0.02)),
    ).toBeGreaterThan(0.9);
  });

  it('event: a date block with the month on its header and the day in ink', async () => {
    const pixels = await draw('event', quality);
    const body = share(size, 0.07, 0.175, 0.22, 0.175);
    expect(shareNear(pixels, [255, 255, 255], 15, body)).toBeGreaterThan(0.5);
    // "20": dark digits on the white page.
    expect(shareNear(pixels, hexRgb('#111827'), 60, body)).toBeGreaterThan(0.05);
    const header = share(size, 0.08, 0.105, 0.2, 0.065);
    expect(luminance(regionMean(pixels, header))).toBeLessThan(150);
    expect(shareNear(pixels, [255, 255, 255], 40, header)).toBeGreaterThan(0.03);
  });
});

describe('month layouts: what they fall back to', () => {
  it('draws the brand card when a photo layout has no photo', async () => {
    const result = await renderBrandImage(imageInput({ layout: 'photo', photo: null }));
    expect(result.prompt).toContain('standard layout');
  });

  it('draws an announcement when an event has no date', async () => {
    const result = await renderBrandImage(imageInput({ layout: 'event', eventDate: null }));
    expect(result.prompt).toContain('an announcement');
  });

  it('names the month in the business’s language', async () => {
    const result = await renderBrandImage(
      imageInput({
        layout: 'event',
        eventDate: '2027-03-20',
        locale: 'ja',
        headline: '春のパン祭り',
      }),
    );
    expect(result.prompt).toContain('a date block for 2027-03-20');
  });
});

describe('emoji', () => {
  /** The most colourful pixel in a box: max minus min channel. */
  function colourfulness(pixels: Pixels, box: Box): number {
    let most = 0;
    for (let y = box.y; y < box.y + box.height; y += 2) {
      for (let x = box.x; x < box.x + box.width; x += 2) {
        const [r, g, b] = pixelAt(pixels, x, y);
        most = Math.max(most, Math.max(r, g, b) - Math.min(r, g, b));
      }
    }
    return most;
  }

  it.each([['quote'], ['brand']] as const)(
    'are drawn in colour, not grey, in the %s layout',
    async (layout) => {
      // A neutral slate palette: any saturated pixel is the emoji's own.
      const neutral = { useBrandColors: false, businessName: null, photo: null, layout };
      const withEmoji = await draw(layout, 'medium', { ...neutral, headline: '🍓🍓🍓' });
      const without = await draw(layout, 'medium', { ...neutral, headline: 'ooo' });
      const whole = share(OUTPUT_SIZE.medium, 0, 0, 1, 1);
      expect(colourfulness(without, whole)).toBeLessThan(60);
      expect(colourfulness(withEmoji, whole)).toBeGreaterThan(150);
      // Strawberry red: high red, low green.
      const red = shareNear(withEmoji, [190, 25, 45], 70, whole);
      expect(red).toBeGreaterThan(0.005);
    },
  );
});
