import { describe, expect, it } from 'vitest';
import { LOGO_PLACEMENTS } from '@contract/constants';
import { fontMetrics } from '../../../src/ai/image/fonts';
import { placementGeometry, plainGeometry } from '../../../src/ai/image/placement';
import { buildScene } from '../../../src/ai/image/scene-svg';
import { buildPalette, parseStyle } from '../../../src/ai/image/style';
import { escapeXml } from '../../../src/ai/image/svg-text';
import { fitText, wrapText } from '../../../src/ai/image/text-layout';
import type { Box } from '../../../src/ai/image/types';

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('font metrics', () => {
  const bold = fontMetrics(700);

  it('reads real advance widths from the Inter file', () => {
    expect(bold.unitsPerEm).toBe(2048);
    expect(bold.measure('W')).toBeGreaterThan(bold.measure('i') * 2.5);
    expect(bold.measure('Hello world')).toBeCloseTo(bold.measure('Hello') + bold.measure(' world'));
    // Inter Bold "M" is about 0.9 em wide.
    expect(bold.measure('M')).toBeGreaterThan(0.7);
    expect(bold.measure('M')).toBeLessThan(1.1);
  });

  it('adds letter spacing between characters', () => {
    expect(bold.measure('abc', 0.1)).toBeCloseTo(bold.measure('abc') + 0.2);
  });

  it('gives characters outside the font a width instead of failing', () => {
    expect(bold.measure('\u{1F950}')).toBeGreaterThan(0);
  });
});

describe('fitText', () => {
  const metrics = fontMetrics(700);

  it('keeps every line inside the box', () => {
    const text =
      'Fresh croissants and pain au chocolat, two for one, this weekend only at the bakery';
    const fit = fitText({
      text,
      metrics,
      width: 600,
      height: 400,
      maxFontSize: 90,
      minFontSize: 30,
    });
    for (const line of fit.lines)
      expect(metrics.measure(line) * fit.fontSize).toBeLessThanOrEqual(600);
    expect(fit.lines.length * fit.lineStep).toBeLessThanOrEqual(400);
    expect(fit.lines.join(' ')).toBe(text);
    expect(fit.truncated).toBe(false);
  });

  it('uses the largest size that fits', () => {
    const fit = fitText({
      text: 'Sale',
      metrics,
      width: 800,
      height: 400,
      maxFontSize: 90,
      minFontSize: 30,
    });
    expect(fit.fontSize).toBe(90);
    expect(fit.lines).toEqual(['Sale']);
  });

  it('shrinks, then cuts with an ellipsis at the minimum size', () => {
    const text = 'word '.repeat(500).trim();
    const fit = fitText({
      text,
      metrics,
      width: 500,
      height: 300,
      maxFontSize: 90,
      minFontSize: 30,
    });
    expect(fit.fontSize).toBe(30);
    expect(fit.truncated).toBe(true);
    expect(fit.lines.at(-1)).toMatch(/…$/);
    expect(fit.lines.length * fit.lineStep).toBeLessThanOrEqual(300);
    for (const line of fit.lines) expect(metrics.measure(line) * 30).toBeLessThanOrEqual(500);
  });

  it('breaks a word wider than the line', () => {
    const fits = (text: string) => metrics.measure(text) * 40 <= 300;
    const { lines, brokeWord } = wrapText('a ' + 'x'.repeat(100) + ' b', fits);
    expect(brokeWord).toBe(true);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(fits(line)).toBe(true);
    expect(lines.join('').replace(/ /g, '')).toBe('a' + 'x'.repeat(100) + 'b');
  });

  it('shrinks a little before it splits a long word, and splits rather than shrink a lot', () => {
    const text = 'Supercalifragilistic';
    const natural = metrics.measure(text) * 90;
    const shrunk = fitText({
      text,
      metrics,
      width: natural * 0.8,
      height: 400,
      maxFontSize: 90,
      minFontSize: 20,
    });
    expect(shrunk.lines).toEqual([text]);
    expect(shrunk.fontSize).toBeLessThan(90);
    const split = fitText({
      text,
      metrics,
      width: natural * 0.3,
      height: 400,
      maxFontSize: 90,
      minFontSize: 20,
    });
    expect(split.lines.length).toBeGreaterThan(1);
    expect(split.fontSize).toBeGreaterThan(20);
    expect(split.lines.join('')).toBe(text);
  });

  it('returns no lines for empty text', () => {
    expect(
      fitText({ text: '', metrics, width: 100, height: 100, maxFontSize: 20, minFontSize: 10 })
        .lines,
    ).toEqual([]);
  });
});

describe('placement geometry', () => {
  it.each([1080, 2048])('keeps every box inside a %i image and apart from the headline', (size) => {
    const image = { x: 0, y: 0, width: size, height: size };
    for (const placement of LOGO_PLACEMENTS) {
      const geometry = placementGeometry(placement, size);
      const logo = geometry.logo!;
      expect(inside(logo, image)).toBe(true);
      expect(inside(geometry.headline.box, image)).toBe(true);
      if (geometry.name) expect(inside(geometry.name.box, image)).toBe(true);
      // Only the watermark lies behind the headline on purpose.
      expect(overlaps(logo, geometry.headline.box)).toBe(placement === 'watermark');
      if (geometry.name) expect(overlaps(logo, geometry.name.box)).toBe(placement === 'watermark');
    }
  });

  it('gives each placement its character', () => {
    const size = 1080;
    const corner = placementGeometry('corner', size).logo!;
    const center = placementGeometry('center', size).logo!;
    const watermark = placementGeometry('watermark', size);
    const banner = placementGeometry('banner', size);
    const natural = placementGeometry('natural', size);
    expect(corner.x + corner.width).toBeGreaterThan(size * 0.9);
    expect(corner.y + corner.height).toBeGreaterThan(size * 0.9);
    expect(corner.width).toBeLessThan(size * 0.2);
    expect(center.width).toBeGreaterThan(size * 0.3);
    expect(Math.abs(center.x + center.width / 2 - size / 2)).toBeLessThanOrEqual(1);
    expect(watermark.logo!.width).toBeGreaterThan(size * 0.6);
    expect(watermark.logoOpacity).toBeLessThan(0.3);
    expect(banner.strip).toMatchObject({ x: 0, width: size });
    expect(inside(banner.logo!, banner.strip!)).toBe(true);
    expect(inside(banner.name!.box, banner.strip!)).toBe(true);
    expect(inside(natural.logo!, natural.card!)).toBe(true);
    expect(inside(natural.name!.box, natural.card!)).toBe(true);
  });

  it('scales with the image size', () => {
    const small = placementGeometry('corner', 1080).logo!;
    const large = placementGeometry('corner', 2048).logo!;
    expect(large.width / small.width).toBeCloseTo(2048 / 1080, 1);
  });
});

describe('style keywords', () => {
  it.each([
    ['', 'standard', 'brand'],
    ['Minimal and clean', 'minimal', 'brand'],
    ['BOLD, dark', 'bold', 'dark'],
    ['soft pastel, elegant script', 'elegant', 'pastel'],
    ['moody night, vibrant', 'bold', 'dark'],
    ['boldness', 'standard', 'brand'],
  ])('reads %j as %s layout with %s tone', (text, layout, tone) => {
    expect(parseStyle(text)).toEqual({ layout, tone });
  });

  it('keeps text readable on the background', () => {
    expect(buildPalette(['#fde68a'], parseStyle('')).text).toBe('#111827');
    expect(buildPalette(['#1e3a8a'], parseStyle('')).text).toBe('#ffffff');
    expect(buildPalette(['#fde68a'], parseStyle('dark')).text).toBe('#ffffff');
  });
});

describe('SVG safety', () => {
  it('escapes markup in user text', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
    expect(escapeXml('a\u0000b\u001fc\ud800d')).toBe('abcd');
  });

  it('never lets the headline or business name become SVG elements', () => {
    const scene = buildScene({
      size: 1080,
      style: parseStyle(''),
      palette: buildPalette([], parseStyle('')),
      geometry: plainGeometry(1080),
      headline: '<image href="file:///etc/passwd"/> & <script>x</script>',
      businessName: '</text><script>y</script>',
      hasPhoto: false,
    });
    const svg = scene.back + scene.front;
    expect(svg).not.toMatch(/<script|<image|<\/text><script/);
    // Every character comes back out of the <text> elements once unescaped.
    const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
      .map((match) => match[1] ?? '')
      .join(' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    // Compared without spaces: wrapping may split a long word across lines.
    const expected =
      '<image href="file:///etc/passwd"/> & <script>x</script> </text><script>y</script>';
    expect(drawn.replace(/\s/g, '')).toBe(expected.replace(/\s/g, ''));
  });
});
