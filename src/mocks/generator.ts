import type { LogoPlacement } from '@contract/generation';
import { hashText } from '@core/offline-writer/seed';

/**
 * The offline image generator: a branded SVG from the description and the brand
 * profile, with no model. Deterministic for a given input so tests can rely on it.
 * The text of a post comes from the shared offline writer in core/offline-writer, the
 * same one the server uses.
 */

function cleanHeadline(headline: string): string {
  return headline.trim().replace(/\s+/g, ' ');
}

export interface ImageOptions {
  /** The post's title (see core/image-headline), never the owner's raw request. */
  headline: string;
  colors: string[];
  logoUrl: string | null;
  logoPlacement: LogoPlacement;
  referencePhotoUrl: string | null;
  stylePreferences: string;
  businessName: string | null;
}

const DEFAULT_PALETTE = ['#4338ca', '#0ea5e9', '#f59e0b'];
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// The families the browser tries in turn: every script and emoji has a face on most systems.
const FONT_FAMILY = "Inter,Arial,'Noto Sans JP','Noto Sans SC','Noto Color Emoji',sans-serif";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

// Wide characters (CJK, emoji) take about two Latin widths, and a line may break between them.
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}\u3000-\u303f\uff00-\uffef]/u;
const unitsOf = (text: string) =>
  [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);

// Japanese line-breaking rules: closing punctuation, the long-vowel mark and small kana never
// start a line.
const NO_LINE_START = /[、。，．！？）」』】ー～ぁぃぅぇぉっゃゅょァィゥェォッャュョ]/u;

/** Break points: spaces, and between wide characters (CJK has no spaces). */
function tokens(text: string): { text: string; glue: string }[] {
  const out: { text: string; glue: string }[] = [];
  for (const [index, word] of text.split(' ').filter(Boolean).entries()) {
    let piece = '';
    let first = true;
    for (const char of word) {
      if (WIDE.test(char) && piece && !NO_LINE_START.test(char)) {
        out.push({ text: piece, glue: first && index > 0 ? ' ' : '' });
        first = false;
        piece = '';
      }
      piece += char;
    }
    if (piece) out.push({ text: piece, glue: first && index > 0 ? ' ' : '' });
  }
  return out;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens(text)) {
    const next = line ? `${line}${token.glue}${token.text}` : token.text;
    if (unitsOf(next) <= width || !line) {
      line = next;
    } else {
      lines.push(line);
      line = token.text;
    }
    // A word longer than a line is cut, so that no line runs off the image.
    while (unitsOf(line) > width) {
      const chars = [...line];
      let cut = '';
      while (chars.length && unitsOf(cut + (chars[0] ?? '')) <= width) cut += chars.shift() ?? '';
      lines.push(cut);
      line = chars.join('');
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The headline's lines and size: the largest size at which it fits in at most four lines.
 * Headlines are title-length, so the last resort (an ellipsis) only meets a headline too long
 * for any post title.
 */
function layHeadline(text: string): { lines: string[]; fontSize: number } {
  for (const fontSize of [64, 56, 48]) {
    // 896 px of line; a Latin character of the bold face is about 0.55 em wide.
    const lines = wrap(text, Math.floor(896 / (fontSize * 0.55)));
    if (lines.length <= (fontSize === 64 ? 3 : 4)) return { lines, fontSize };
  }
  const width = Math.floor(896 / (48 * 0.55));
  const kept = wrap(text, width).slice(0, 4);
  const last = [...(kept[3] ?? '')];
  while (last.length && unitsOf(`${last.join('')}…`) > width) last.pop();
  kept[3] = `${last.join('').trimEnd()}…`;
  return { lines: kept, fontSize: 48 };
}

const LOGO_BOXES: Record<LogoPlacement, { x: number; y: number; size: number; opacity: number }> = {
  corner: { x: 820, y: 820, size: 160, opacity: 1 },
  center: { x: 392, y: 600, size: 240, opacity: 1 },
  watermark: { x: 262, y: 262, size: 500, opacity: 0.15 },
  banner: { x: 452, y: 904, size: 110, opacity: 1 },
  natural: { x: 56, y: 56, size: 130, opacity: 0.9 },
};

/**
 * Percent-encodes the ASCII that a URL cannot carry and leaves other characters as they are
 * (browsers accept them), so a Japanese headline does not triple in length: a draft's
 * image_url is capped.
 */
const encodeDataText = (text: string) =>
  [...text]
    .map((char) => ((char.codePointAt(0) ?? 0) < 128 ? encodeURIComponent(char) : char))
    .join('');

/** Where the headline block must end so that it stays clear of the logo. */
const TEXT_BOTTOM: Record<LogoPlacement, number> = {
  corner: 800,
  center: 570,
  watermark: 940,
  banner: 860,
  natural: 940,
};

/** A branded 1024 x 1024 SVG, as a data URL the browser displays directly. */
export function generateBrandImage(options: ImageOptions): {
  url: string;
  svg: string;
  prompt: string;
} {
  // Colours go into attributes unescaped, so only real hex colours are used.
  const brandColors = options.colors.filter((color) => HEX_COLOR.test(color));
  const palette = brandColors.length ? brandColors : DEFAULT_PALETTE;
  const [first, second = first, third = second] = palette as [string, ...string[]];
  const headline = cleanHeadline(options.headline);
  const seed = hashText(headline);
  const { lines, fontSize } = layHeadline(headline);
  const lineStep = Math.round(fontSize * 1.25);
  const box = LOGO_BOXES[options.logoPlacement];
  const photo = options.referencePhotoUrl;
  const banner = options.logoPlacement === 'banner' && options.logoUrl !== null;
  // Over a photo the headline sits low on a gradient scrim, so the picture stays as it is;
  // on the brand background it sits in the middle on a soft panel.
  const blockHeight = lines.length * lineStep;
  const bottom = options.logoUrl ? TEXT_BOTTOM[options.logoPlacement] : 940;
  const blockTop = photo
    ? bottom - blockHeight
    : Math.min(512 - blockHeight / 2, (options.logoUrl ? bottom : 940) - blockHeight);
  const text = (line: string, index: number) =>
    `<text x="512" y="${Math.round(blockTop + index * lineStep + fontSize * 0.85)}">${escapeXml(line)}</text>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${first}"/><stop offset="1" stop-color="${second}"/></linearGradient>`,
    photo
      ? `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity="0.78"/></linearGradient>`
      : '',
    `</defs>`,
    `<rect width="1024" height="1024" fill="url(#g)"/>`,
    photo
      ? `<image href="${escapeXml(photo)}" width="1024" height="1024" preserveAspectRatio="xMidYMid slice"/>` +
        `<rect y="${Math.round(blockTop - 200)}" width="1024" height="${Math.round(1024 - blockTop + 200)}" fill="url(#scrim)"/>`
      : `<circle cx="${200 + (seed % 600)}" cy="${180 + (seed % 300)}" r="${160 + (seed % 120)}" fill="${third}" opacity="0.35"/>` +
        `<rect x="64" y="${Math.round(blockTop - 40)}" width="896" height="${blockHeight + 80}" rx="32" fill="#000" opacity="0.35"/>`,
    // One group carries the font, so the data URL stays short (a draft's image_url is capped).
    `<g font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">`,
    ...lines.map(text),
    `</g>`,
    banner ? `<rect x="0" y="884" width="1024" height="140" fill="#fff" opacity="0.9"/>` : '',
    options.logoUrl
      ? `<image href="${escapeXml(options.logoUrl)}" x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}" opacity="${box.opacity}" preserveAspectRatio="xMidYMid meet"/>`
      : '',
    options.businessName && !options.logoUrl
      ? `<text x="960" y="${photo ? 60 : 980}" text-anchor="end" font-family="${FONT_FAMILY}" font-size="36" fill="#fff" opacity="0.9">${escapeXml(options.businessName)}</text>`
      : '',
    `</svg>`,
  ];
  const svg = parts.join('');
  const prompt = [
    `Social media image with the headline: ${headline}.`,
    `Brand colours ${palette.join(', ')}.`,
    options.logoUrl ? `Logo placed ${options.logoPlacement}.` : '',
    options.referencePhotoUrl ? 'Styled after the brand reference photo.' : '',
    options.stylePreferences ? `Style: ${options.stylePreferences}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { url: `data:image/svg+xml;charset=utf-8,${encodeDataText(svg)}`, svg, prompt };
}
