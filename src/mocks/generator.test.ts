import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@contract/constants';
import { generateBrandImage, type ImageOptions } from './generator';

// The text of a post is written by core/offline-writer and tested there
// (core/offline-writer/write-post.test.ts); this file covers the mock's images.

function imageOptions(changes: Partial<ImageOptions> = {}): ImageOptions {
  return {
    headline: 'Croissant sale this weekend',
    colors: ['#b45309', '#fde68a', '#1e3a8a'],
    logoUrl: null,
    logoPlacement: 'corner',
    referencePhotoUrl: null,
    stylePreferences: '',
    businessName: 'Golden Crust Bakery',
    ...changes,
  };
}

const SVG_PREFIX = 'data:image/svg+xml;charset=utf-8,';

function svgOf(url: string): string {
  expect(url.startsWith(SVG_PREFIX)).toBe(true);
  return decodeURIComponent(url.slice(SVG_PREFIX.length));
}

function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const LOGO = 'data:image/png;base64,TE9HTw==';

describe('generateBrandImage', () => {
  it('draws an SVG data URL that parses', () => {
    const document = parseSvg(svgOf(generateBrandImage(imageOptions()).url));
    expect(document.documentElement.tagName).toBe('svg');
    expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 1024 1024');
  });

  it('paints in the brand colours', () => {
    const svg = svgOf(generateBrandImage(imageOptions()).url);
    for (const color of ['#b45309', '#fde68a', '#1e3a8a']) expect(svg).toContain(color);
  });

  it('falls back to a default palette without brand colours', () => {
    const svg = svgOf(generateBrandImage(imageOptions({ colors: [] })).url);
    expect(svg).not.toContain('#b45309');
    expect(svg).toMatch(/stop-color="#[0-9a-f]{6}"/);
  });

  it('writes the headline on the image', () => {
    const document = parseSvg(svgOf(generateBrandImage(imageOptions()).url));
    const text = Array.from(document.getElementsByTagName('text'), (node) => node.textContent).join(
      ' ',
    );
    expect(text).toContain('Croissant sale this weekend');
  });

  it('escapes markup in the headline and the business name', () => {
    const { url } = generateBrandImage(
      imageOptions({
        headline: 'Cakes <b>& "pies"</b>',
        businessName: 'Tom & Jerry’s <Bakery>',
      }),
    );
    const document = parseSvg(svgOf(url));
    expect(document.getElementsByTagName('b')).toHaveLength(0);
    const text = Array.from(document.getElementsByTagName('text'), (node) => node.textContent).join(
      ' ',
    );
    expect(text).toContain('Cakes <b>& "pies"</b>');
    expect(text).toContain('Tom & Jerry’s <Bakery>');
  });

  it('never lets a colour break out of its attribute', () => {
    const { url } = generateBrandImage(
      imageOptions({ colors: ['"/><script>alert(1)</script><x a="', '#fde68a'] }),
    );
    const document = parseSvg(svgOf(url));
    expect(document.getElementsByTagName('script')).toHaveLength(0);
  });

  it('draws no logo without a logo', () => {
    const document = parseSvg(svgOf(generateBrandImage(imageOptions()).url));
    expect(document.getElementsByTagName('image')).toHaveLength(0);
  });

  it.each(['corner', 'center', 'watermark', 'banner', 'natural'] as const)(
    'places the logo at the %s placement',
    (logoPlacement) => {
      const { url, prompt } = generateBrandImage(imageOptions({ logoUrl: LOGO, logoPlacement }));
      const images = parseSvg(svgOf(url)).getElementsByTagName('image');
      expect(images).toHaveLength(1);
      expect(images[0]?.getAttribute('href')).toBe(LOGO);
      expect(prompt).toContain(`Logo placed ${logoPlacement}.`);
    },
  );

  it('puts each placement somewhere different', () => {
    const boxes = (['corner', 'center', 'watermark', 'banner', 'natural'] as const).map(
      (logoPlacement) => {
        const image = parseSvg(
          svgOf(generateBrandImage(imageOptions({ logoUrl: LOGO, logoPlacement })).url),
        ).getElementsByTagName('image')[0];
        return ['x', 'y', 'width', 'opacity'].map((name) => image?.getAttribute(name)).join(',');
      },
    );
    expect(new Set(boxes).size).toBe(5);
  });

  it('shows the business name instead when there is no logo', () => {
    const svg = svgOf(generateBrandImage(imageOptions()).url);
    expect(svg).toContain('Golden Crust Bakery');
    const withLogo = svgOf(generateBrandImage(imageOptions({ logoUrl: LOGO })).url);
    expect(withLogo).not.toContain('Golden Crust Bakery');
  });

  it('lays the reference photo under the design', () => {
    const photo = 'data:image/jpeg;base64,UEhPVE8=';
    const { url, prompt } = generateBrandImage(imageOptions({ referencePhotoUrl: photo }));
    const images = parseSvg(svgOf(url)).getElementsByTagName('image');
    expect(images[0]?.getAttribute('href')).toBe(photo);
    expect(prompt).toContain('reference photo');
  });

  it('describes the image in its prompt', () => {
    const { prompt } = generateBrandImage(imageOptions({ stylePreferences: 'warm, rustic' }));
    expect(prompt).toContain('Croissant sale this weekend');
    expect(prompt).toContain('#b45309');
    expect(prompt).toContain('Style: warm, rustic.');
  });

  it('is deterministic, and differs with the headline', () => {
    expect(generateBrandImage(imageOptions())).toEqual(generateBrandImage(imageOptions()));
    expect(generateBrandImage(imageOptions({ headline: 'Bagels today' })).url).not.toBe(
      generateBrandImage(imageOptions()).url,
    );
  });

  const linesOf = (options: Partial<ImageOptions>) =>
    Array.from(
      parseSvg(
        svgOf(generateBrandImage(imageOptions({ businessName: null, ...options })).url),
      ).getElementsByTagName('text'),
      (node) => node.textContent ?? '',
    );

  it('wraps a title-length headline to at most four whole-word lines, without an ellipsis', () => {
    const headline = 'Our spring open house: meet the team, taste the new menu and bring the kids';
    const lines = linesOf({ headline });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.join(' ')).toBe(headline);
    expect(lines.join('')).not.toContain('…');
  });

  it('never prints a paragraph: text longer than any title is bounded to four lines', () => {
    const headline = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const lines = linesOf({ headline });
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.length <= 34)).toBe(true);
  });

  it('wraps Japanese, which has no spaces, between characters', () => {
    const headline = '新しい季節のブレンドコーヒーが入荷しました。ぜひお試しください';
    const lines = linesOf({ headline });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(headline);
    expect(lines.every((line) => [...line].length <= 14)).toBe(true);
    expect(lines.slice(1).some((line) => /^[ー。、]/u.test(line))).toBe(false);
  });

  it('keeps the data URL within a draft’s image_url limit for a title-length headline', () => {
    for (const headline of [
      '新しい季節のブレンドコーヒー入荷'.repeat(5),
      'Croissants '.repeat(7),
    ]) {
      const { url } = generateBrandImage(
        imageOptions({
          headline: headline.slice(0, 80),
          logoUrl: 'blob:http://localhost/1b2c3d4e-0000-4000-8000-000000000000',
          logoPlacement: 'banner',
          referencePhotoUrl: 'blob:http://localhost/1b2c3d4e-0000-4000-8000-000000000001',
        }),
      );
      expect(url.length).toBeLessThanOrEqual(TEXT_LIMITS.imageUrl);
    }
  });

  it('keeps a brand photo at full strength and darkens only behind the headline', () => {
    const photo = 'data:image/jpeg;base64,UEhPVE8=';
    const document = parseSvg(
      svgOf(generateBrandImage(imageOptions({ referencePhotoUrl: photo })).url),
    );
    const image = document.getElementsByTagName('image')[0];
    expect(image?.getAttribute('opacity')).toBeNull();
    const scrim = Array.from(document.getElementsByTagName('rect')).find(
      (rect) => rect.getAttribute('fill') === 'url(#scrim)',
    );
    expect(Number(scrim?.getAttribute('y'))).toBeGreaterThan(300);
  });

  it('cuts a word longer than a line instead of letting it run off the image', () => {
    const document = parseSvg(
      svgOf(generateBrandImage(imageOptions({ headline: 'x'.repeat(50), businessName: null })).url),
    );
    const lines = Array.from(
      document.getElementsByTagName('text'),
      (node) => node.textContent ?? '',
    );
    expect(lines.join('')).toBe('x'.repeat(50));
    expect(lines.every((line) => line.length <= 26)).toBe(true);
  });

  it('wraps a headline with a very long word without blank lines', () => {
    const document = parseSvg(
      svgOf(generateBrandImage(imageOptions({ headline: `${'x'.repeat(30)} sale` })).url),
    );
    const lines = Array.from(
      document.getElementsByTagName('text'),
      (node) => node.textContent ?? '',
    );
    expect(lines.filter((line) => line.trim() === '')).toEqual([]);
  });
});
