import { describe, expect, it } from 'vitest';
import {
  drawableText,
  fontFamilyFor,
  fontFilesFor,
  fontMetrics,
  type InterWeight,
} from '../../../src/ai/image/fonts';
import { rasteriseSvg } from '../../../src/ai/image/raster';
import { svgDocument } from '../../../src/ai/image/svg-parts';
import { escapeXml } from '../../../src/ai/image/svg-text';
import { fitText, wrapText } from '../../../src/ai/image/text-layout';

const SIDE = 96;

/** One character drawn as the renderer draws it: coverage (alpha) of each pixel. */
async function glyphBitmap(char: string, weight: InterWeight = 700): Promise<Uint8Array> {
  const body = `<text x="8" y="76" font-size="72" font-weight="${weight}" font-family="${fontFamilyFor(char, weight)}">${escapeXml(char)}</text>`;
  const image = await rasteriseSvg(svgDocument(SIDE, body), fontFilesFor([{ text: char, weight }]));
  const alpha = new Uint8Array(SIDE * SIDE);
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = image.data[i * 4 + 3] ?? 0;
  return alpha;
}

const inked = (bitmap: Uint8Array) => bitmap.filter((value) => value > 128).length;

/** Share of pixels where two bitmaps disagree on ink. */
function difference(a: Uint8Array, b: Uint8Array): number {
  let differ = 0;
  for (let i = 0; i < a.length; i += 1) if ((a[i] ?? 0) > 128 !== (b[i] ?? 0) > 128) differ += 1;
  return differ / a.length;
}

// Korean is in none of the bundled faces, so it shows what a "no glyph" box looks like.
const TOFU_SOURCE = '한';

const SCRIPTS: Record<string, string> = {
  Latin: 'Aàßçøœ',
  Greek: 'ΛουδιήςΩ',
  Cyrillic: 'СвежийЖЯ',
  Japanese: 'あア新季節ブレンド',
  'Chinese (simplified)': '这们说欢尝试',
  'Chinese (traditional)': '這們說歡嘗試',
  Emoji: '🎉🐶🌸☕🥐❤👍🇬🇷✨🔥',
};

describe('fonts: every script is drawn, never as a "no glyph" box', () => {
  it.each(Object.entries(SCRIPTS))('%s', async (_script, sample) => {
    const tofu = await glyphBitmap(TOFU_SOURCE);
    // The box is drawn (ink), so a glyph equal to it would be caught.
    expect(inked(tofu)).toBeGreaterThan(100);
    for (const char of sample) {
      const glyph = await glyphBitmap(char);
      expect(inked(glyph), `${char} has ink`).toBeGreaterThan(30);
      expect(difference(glyph, tofu), `${char} is not the box`).toBeGreaterThan(0.04);
    }
  });

  it('draws the same box for two characters no face has, so the comparison means something', async () => {
    expect(difference(await glyphBitmap('한'), await glyphBitmap('국'))).toBeLessThan(0.01);
  });

  it('drops emoji modifiers a monochrome face would print as boxes', () => {
    expect(drawableText('👍🏽 ❤️ ok')).toBe('👍 ❤ ok');
  });

  it('loads a fallback only when the text needs it', () => {
    expect(fontFilesFor([{ text: 'Croissant sale', weight: 700 }])).toHaveLength(1);
    expect(fontFilesFor([{ text: 'Καλημέρα Москва', weight: 700 }])).toHaveLength(1);
    expect(fontFilesFor([{ text: 'Café 🎉', weight: 700 }])).toHaveLength(2);
    expect(fontFamilyFor('新しい季節', 700)).toBe("Inter, 'Noto Sans Japanese'");
    expect(fontFamilyFor('这个周末', 700)).toBe("Inter, 'Noto Sans S Chinese'");
  });

  it('measures fallback characters at their own width, not the box’s', () => {
    const metrics = fontMetrics(700, '新しい');
    // A CJK character is one em wide in Noto Sans; Inter's box is narrower.
    expect(metrics.measure('新しい')).toBeCloseTo(3, 1);
  });
});

describe('wrapText: scripts without spaces', () => {
  const fitsChars = (count: number) => (text: string) => [...text].length <= count;

  const wordsOf = (text: string, locale: string) => [
    ...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text),
  ];
  /** The offsets at which a word starts or ends: the only places a line may break. */
  const wordEdges = (text: string, locale: string) =>
    new Set(wordsOf(text, locale).flatMap(({ index, segment }) => [index, index + segment.length]));
  const breakOffsets = (lines: string[]) =>
    lines.slice(0, -1).map((_, at) => lines.slice(0, at + 1).join('').length);

  it.each([
    ['ja', '本日から新しいメニューが始まります'],
    ['ja', '冬限定のチョコレートケーキをご予約ください'],
    ['zh', '本周末我们的新咖啡豆终于到货了'],
    ['zh', '欢迎来店里品尝季节限定的巧克力蛋糕'],
  ])('breaks a %s headline between words, never inside one: %s', (locale, text) => {
    // From the longest word with a particle up: a narrower line has to split a word.
    const longest = Math.max(...wordsOf(text, locale).map(({ segment }) => segment.length)) + 2;
    for (let width = longest; width <= longest + 6; width += 1) {
      const { lines, brokeWord } = wrapText(text, fitsChars(width));
      expect(lines.join('')).toBe(text);
      expect(brokeWord).toBe(false);
      const edges = wordEdges(text, locale);
      for (const offset of breakOffsets(lines)) expect(edges.has(offset)).toBe(true);
    }
  });

  it('keeps a Japanese word whole that a break between characters would split', () => {
    // Eight characters a line: "本日から新しいメ" would cut メニュー after its first kana.
    const { lines } = wrapText('本日から新しいメニューが始まります', fitsChars(8));
    expect(lines.some((line) => line.includes('メニュー'))).toBe(true);
  });

  it('keeps a Japanese particle with the word before it', () => {
    const text = '春限定のいちごタルトをご予約ください';
    for (let width = 6; width <= 12; width += 1) {
      const { lines } = wrapText(text, fitsChars(width));
      expect(lines.slice(1).some((line) => /^[をのがはにでと]/u.test(line))).toBe(false);
    }
  });

  it('breaks Japanese within the width, without counting it as a split word', () => {
    const { lines, brokeWord } = wrapText(
      '新しい季節のブレンドコーヒーが入荷しました',
      fitsChars(8),
    );
    expect(brokeWord).toBe(false);
    expect(lines.join('')).toBe('新しい季節のブレンドコーヒーが入荷しました');
    expect(lines.every((line) => [...line].length <= 8)).toBe(true);
  });

  it('never starts a line with closing punctuation', () => {
    const text = 'ありがとう。ございます、また来てね。';
    for (let width = 3; width <= 8; width += 1) {
      const { lines } = wrapText(text, fitsChars(width));
      expect(lines.slice(1).some((line) => /^[。、]/u.test(line))).toBe(false);
      expect(lines.join('')).toBe(text);
    }
  });

  it('keeps spaces between Latin words next to CJK', () => {
    const { lines } = wrapText('Café 新しい Blend', () => true);
    expect(lines).toEqual(['Café 新しい Blend']);
  });
});

describe('fitText: headlines', () => {
  it('balances the lines instead of leaving one word alone on the last', () => {
    const metrics = fontMetrics(700);
    const fit = fitText({
      text: 'Tick season is here: check your dog after every walk',
      metrics,
      width: 864,
      height: 670,
      maxFontSize: 92,
      minFontSize: 37,
      maxLines: 4,
    });
    const widths = fit.lines.map((line) => metrics.measure(line));
    expect(fit.lines.length).toBeGreaterThan(1);
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.6);
    expect(fit.lines.join(' ')).toBe('Tick season is here: check your dog after every walk');
  });

  it('keeps a headline to its line limit', () => {
    const metrics = fontMetrics(700);
    const fit = fitText({
      text: 'word '.repeat(80).trim(),
      metrics,
      width: 864,
      height: 670,
      maxFontSize: 92,
      minFontSize: 37,
      maxLines: 4,
    });
    expect(fit.lines.length).toBeLessThanOrEqual(4);
  });
});
