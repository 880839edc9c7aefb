import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGO_PLACEMENTS } from '@contract/constants';
import { renderBrandImage } from '../../../src/ai/image/offline-renderer';
import { placementGeometry, plainGeometry } from '../../../src/ai/image/placement';
import { BRAND, LOGO_COLOR, PHOTO_COLOR, imageInput } from '../../support/image-input';
import {
  distance,
  hexRgb,
  inset,
  readPixels,
  regionMean,
  shareNear,
  solidImage,
  type Pixels,
} from '../../support/pixels';

let logo: Buffer;
let withoutLogo: Pixels;

beforeAll(async () => {
  logo = await solidImage(240, 240, LOGO_COLOR);
  withoutLogo = await readPixels((await renderBrandImage(imageInput())).bytes);
});

describe('renderBrandImage: size and format', () => {
  it.each([
    ['medium', 1080],
    ['high', 2048],
  ] as const)('draws a %s image %i pixels square as JPEG', async (quality, size) => {
    const result = await renderBrandImage(imageInput({ quality }));
    const metadata = await sharp(result.bytes).metadata();
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: size, height: size });
    expect(metadata).toMatchObject({ format: 'jpeg', width: size, height: size });
    expect(result.prompt).toContain(`A ${size}x${size} square post image`);
  });

  it('encodes at the asked quality: lower compression setting, smaller file', async () => {
    const photo = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const high = await renderBrandImage(imageInput({ photo, outputCompression: 85 }));
    const low = await renderBrandImage(imageInput({ photo, outputCompression: 40 }));
    expect(low.bytes.length).toBeLessThan(high.bytes.length * 0.8);
  });

  it('writes no metadata, even when the photo carried EXIF', async () => {
    const photo = await sharp(await solidImage(600, 400, PHOTO_COLOR, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const result = await renderBrandImage(imageInput({ photo, logo }));
    const metadata = await sharp(result.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(result.bytes.includes('Secret Owner')).toBe(false);
  });

  it('is opaque', async () => {
    const metadata = await sharp((await renderBrandImage(imageInput())).bytes).metadata();
    expect(metadata.hasAlpha).toBe(false);
    expect(metadata.channels).toBe(3);
  });
});

describe('renderBrandImage: logo placements', () => {
  const logoRgb = hexRgb(LOGO_COLOR);

  it.each(LOGO_PLACEMENTS.filter((placement) => placement !== 'watermark'))(
    'draws the logo in its %s box',
    async (logoPlacement) => {
      const result = await renderBrandImage(imageInput({ logo, logoPlacement }));
      const image = await readPixels(result.bytes);
      const box = inset(placementGeometry(logoPlacement, 1080).logo!, 0.1);
      const mean = regionMean(image, box);
      expect(distance(mean, logoRgb)).toBeLessThan(30);
      expect(distance(regionMean(withoutLogo, box), logoRgb)).toBeGreaterThan(120);
    },
  );

  it('draws the watermark large and faint', async () => {
    const image = await readPixels(
      (await renderBrandImage(imageInput({ logo, logoPlacement: 'watermark' }))).bytes,
    );
    const box = inset(placementGeometry('watermark', 1080).logo!, 0.05);
    const before = distance(regionMean(withoutLogo, box), logoRgb);
    const after = distance(regionMean(image, box), logoRgb);
    // Moves towards the logo colour, but only by a fraction of the way.
    expect(before - after).toBeGreaterThan(10);
    expect(after).toBeGreaterThan(before * 0.6);
    expect(box.width).toBeGreaterThan(1080 * 0.6);
  });

  it('puts the banner strip across the bottom and the sign around the natural logo', async () => {
    const banner = await readPixels(
      (await renderBrandImage(imageInput({ logo, logoPlacement: 'banner' }))).bytes,
    );
    const strip = placementGeometry('banner', 1080).strip!;
    // The strip is near-white away from the logo and the name.
    const stripEnd = { x: 1080 - 90, y: strip.y + 20, width: 30, height: strip.height - 60 };
    expect(distance(regionMean(banner, stripEnd), [255, 255, 255])).toBeLessThan(25);

    const natural = await readPixels(
      (await renderBrandImage(imageInput({ logo, logoPlacement: 'natural' }))).bytes,
    );
    const { card, logo: logoBox } = placementGeometry('natural', 1080);
    const cardMargin = {
      x: card!.x + 4,
      y: card!.y + 4,
      width: logoBox!.x - card!.x - 8,
      height: 30,
    };
    expect(distance(regionMean(natural, cardMargin), [255, 255, 255])).toBeLessThan(25);
  });

  it('centres a wide logo inside its box without stretching it', async () => {
    const wide = await solidImage(600, 150, LOGO_COLOR);
    const image = await readPixels(
      (await renderBrandImage(imageInput({ logo: wide, logoPlacement: 'center' }))).bytes,
    );
    const box = placementGeometry('center', 1080).logo!;
    const middle = {
      x: box.x + 10,
      y: box.y + box.height / 2 - 10,
      width: box.width - 20,
      height: 20,
    };
    const top = { x: box.x + 10, y: box.y + 5, width: box.width - 20, height: 20 };
    expect(distance(regionMean(image, middle), hexRgb(LOGO_COLOR))).toBeLessThan(30);
    expect(distance(regionMean(image, top), hexRgb(LOGO_COLOR))).toBeGreaterThan(120);
  });
});

describe('renderBrandImage: colours, photo and style', () => {
  it('uses the brand colours as background and frame', async () => {
    expect(shareNear(withoutLogo, hexRgb(BRAND.primary), 24)).toBeGreaterThan(0.3);
    expect(shareNear(withoutLogo, hexRgb(BRAND.secondary), 24)).toBeGreaterThan(0.01);
  });

  it('uses a neutral palette when brand colours are off', async () => {
    const image = await readPixels(
      (await renderBrandImage(imageInput({ useBrandColors: false }))).bytes,
    );
    expect(shareNear(image, hexRgb(BRAND.primary), 24)).toBeLessThan(0.001);
    expect(shareNear(image, hexRgb('#334155'), 24)).toBeGreaterThan(0.3);
  });

  it('ignores colours that are not hex codes', async () => {
    const result = await renderBrandImage(
      imageInput({ colors: ['red" onload="x', 'url(#a)', BRAND.primary] }),
    );
    expect(result.prompt).toContain(BRAND.primary);
    expect(result.prompt).not.toContain('onload');
  });

  it('cover-crops the brand photo into the background and keeps its colours', async () => {
    // A wide photo: red outer quarters that a centred cover crop must cut away.
    const photo = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#ff0000' },
    })
      .composite([{ input: await solidImage(1000, 1000, PHOTO_COLOR), left: 500, top: 0 }])
      .jpeg()
      .toBuffer();
    const image = await readPixels((await renderBrandImage(imageInput({ photo }))).bytes);
    const photoRgb = hexRgb(PHOTO_COLOR);
    // The subject area (top and middle, inside the frame) is the photo as it was taken.
    for (const area of [
      { x: 60, y: 60, width: 120, height: 60 },
      { x: 440, y: 300, width: 200, height: 120 },
    ]) {
      expect(distance(regionMean(image, area), photoRgb)).toBeLessThan(14);
    }
    const edge = regionMean(image, { x: 40, y: 300, width: 40, height: 200 });
    expect(edge[0]).toBeLessThan(edge[2]);
  });

  it.each([null, ...LOGO_PLACEMENTS])(
    'lays a brand-colour scrim behind the headline over a photo (logo: %s)',
    async (logoPlacement) => {
      const photo = await solidImage(800, 800, PHOTO_COLOR);
      const result = await renderBrandImage(
        imageInput({
          photo,
          ...(logoPlacement ? { logo: await solidImage(240, 240, LOGO_COLOR), logoPlacement } : {}),
        }),
      );
      const image = await readPixels(result.bytes);
      const photoRgb = hexRgb(PHOTO_COLOR);
      const brandRgb = hexRgb(BRAND.primary);
      // Upper right: clear of the logo and the sign at every placement but the watermark.
      const subject = { x: 800, y: 300, width: 120, height: 40 };
      if (logoPlacement !== 'watermark') {
        expect(distance(regionMean(image, subject), photoRgb)).toBeLessThan(14);
      }
      // Beside the headline, above any banner strip: mostly the brand colour.
      const low = { x: 50, y: 872, width: 120, height: 24 };
      expect(distance(regionMean(image, low), brandRgb)).toBeLessThan(
        distance(regionMean(image, low), photoRgb) - 100,
      );
    },
  );

  it('changes palette and layout with style keywords', async () => {
    const mean = async (stylePreferences: string) =>
      regionMean(
        await readPixels((await renderBrandImage(imageInput({ stylePreferences }))).bytes),
        { x: 0, y: 0, width: 1080, height: 1080 },
      );
    const standard = regionMean(withoutLogo, { x: 0, y: 0, width: 1080, height: 1080 });
    const dark = await mean('Dark and moody');
    const minimal = await mean('minimal');
    const pastel = await mean('pastel');
    const sum = (rgb: number[]) => rgb.reduce((a, b) => a + b, 0);
    expect(sum(dark)).toBeLessThan(sum(standard) - 150);
    expect(sum(minimal)).toBeGreaterThan(sum(standard) + 200);
    expect(sum(pastel)).toBeGreaterThan(sum(standard) + 150);
  });
});

describe('renderBrandImage: headline text', () => {
  it('draws markup-like headlines as text', async () => {
    const headline = '<script>alert("x")</script> & <b>bold</b> &amp; ]]> <!-- -->';
    const result = await renderBrandImage(imageInput({ headline }));
    const image = await readPixels(result.bytes);
    // The words are drawn (white text pixels in the headline box), not swallowed as tags.
    expect(shareNear(image, [255, 255, 255], 40, plainGeometry(1080).headline.box)).toBeGreaterThan(
      0.02,
    );
    expect(result.prompt).toContain(headline);
  });

  it('survives control characters, lone surrogates and emoji', async () => {
    const headline = 'Tab\tnull\u0000 bell\u0007 half \ud800 pair 🥐 done';
    await expect(renderBrandImage(imageInput({ headline }))).resolves.toMatchObject({
      width: 1080,
    });
  });

  it('does not throw on a very long headline or business name', async () => {
    const headline = `${'Fresh bread every morning. '.repeat(400)}${'x'.repeat(2000)}`;
    const businessName = 'The Very Long Name Bakery '.repeat(40);
    const result = await renderBrandImage(
      imageInput({ headline, businessName, logo, logoPlacement: 'banner' }),
    );
    expect(result.width).toBe(1080);
    expect(result.prompt.length).toBeLessThan(2000);
  });

  it('draws an empty headline without failing', async () => {
    await expect(renderBrandImage(imageInput({ headline: '   ' }))).resolves.toMatchObject({
      height: 1080,
    });
  });
});

describe('renderBrandImage: prompt', () => {
  it('describes what was drawn', async () => {
    const result = await renderBrandImage(
      imageInput({ logo, logoPlacement: 'corner', stylePreferences: 'bold' }),
    );
    expect(result.prompt).toMatch(
      /^A 1080x1080 square post image for 'Croissant sale this weekend' by Golden Crumb/,
    );
    expect(result.prompt).toContain('#b45309 and #fde68a as background and frame');
    expect(result.prompt).toContain('the logo in the bottom-right corner');
    expect(result.prompt).toContain('Inter Black');
    expect(result.prompt).toContain('a bold layout');
  });
});

// How long a 1080 drawing takes is a figure of npm run bench:ai, not a test (ADR 0047).
