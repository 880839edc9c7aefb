import { describe, expect, it } from 'vitest';
import { generateBrandImage, type ImageOptions } from './generator';

// The text of a post is written by core/offline-writer and tested there
// (core/offline-writer/write-post.test.ts); this file covers the mock's images.

function imageOptions(changes: Partial<ImageOptions> = {}): ImageOptions {
  return {
    description: 'Croissant sale this weekend',
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

  it('writes the description on the image', () => {
    const document = parseSvg(svgOf(generateBrandImage(imageOptions()).url));
    const text = Array.from(document.getElementsByTagName('text'), (node) => node.textContent).join(
      ' ',
    );
    expect(text).toContain('Croissant sale this weekend');
  });

  it('escapes markup in the description and the business name', () => {
    const { url } = generateBrandImage(
      imageOptions({
        description: 'Cakes <b>& "pies"</b>',
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

  it('is deterministic, and differs with the description', () => {
    expect(generateBrandImage(imageOptions())).toEqual(generateBrandImage(imageOptions()));
    expect(generateBrandImage(imageOptions({ description: 'Bagels today' })).url).not.toBe(
      generateBrandImage(imageOptions()).url,
    );
  });

  it('writes at most four lines and marks text it had to cut', () => {
    const description = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
    const document = parseSvg(
      svgOf(generateBrandImage(imageOptions({ description, businessName: null })).url),
    );
    const lines = Array.from(
      document.getElementsByTagName('text'),
      (node) => node.textContent ?? '',
    );
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.length <= 22)).toBe(true);
    expect(lines.at(-1)).toMatch(/…$/);
  });

  it('cuts a word longer than a line instead of letting it run off the image', () => {
    const document = parseSvg(
      svgOf(
        generateBrandImage(imageOptions({ description: 'x'.repeat(50), businessName: null })).url,
      ),
    );
    const lines = Array.from(
      document.getElementsByTagName('text'),
      (node) => node.textContent ?? '',
    );
    expect(lines.join('')).toBe('x'.repeat(50));
    expect(lines.every((line) => line.length <= 22)).toBe(true);
  });

  it('wraps a description with a very long word without blank lines', () => {
    const document = parseSvg(
      svgOf(generateBrandImage(imageOptions({ description: `${'x'.repeat(30)} sale` })).url),
    );
    const lines = Array.from(
      document.getElementsByTagName('text'),
      (node) => node.textContent ?? '',
    );
    expect(lines.filter((line) => line.trim() === '')).toEqual([]);
  });
});
