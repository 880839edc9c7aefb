import type { LogoPlacement } from '@contract/generation';
import { hashText } from '@core/offline-writer/seed';

/**
 * The offline image generator: a branded SVG from the description and the brand
 * profile, with no model. Deterministic for a given input so tests can rely on it.
 * The text of a post comes from the shared offline writer in core/offline-writer, the
 * same one the server uses.
 */

function cleanDescription(description: string): string {
  return description
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '');
}

export interface ImageOptions {
  description: string;
  colors: string[];
  logoUrl: string | null;
  logoPlacement: LogoPlacement;
  referencePhotoUrl: string | null;
  stylePreferences: string;
  businessName: string | null;
}

const DEFAULT_PALETTE = ['#4338ca', '#0ea5e9', '#f59e0b'];
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function wrap(text: string, width: number, maxLines: number): string[] {
  // A word longer than a line is cut, so that no line runs off the image.
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => word.match(new RegExp(`.{1,${width}}`, 'gu')) ?? []);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, width - 1)}…`;
  return kept;
}

const LOGO_BOXES: Record<LogoPlacement, { x: number; y: number; size: number; opacity: number }> = {
  corner: { x: 820, y: 820, size: 160, opacity: 1 },
  center: { x: 392, y: 600, size: 240, opacity: 1 },
  watermark: { x: 262, y: 262, size: 500, opacity: 0.15 },
  banner: { x: 452, y: 904, size: 110, opacity: 1 },
  natural: { x: 56, y: 56, size: 130, opacity: 0.9 },
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
  const seed = hashText(options.description);
  const lines = wrap(cleanDescription(options.description), 22, 4);
  const box = LOGO_BOXES[options.logoPlacement];
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${first}"/><stop offset="1" stop-color="${second}"/></linearGradient></defs>`,
    `<rect width="1024" height="1024" fill="url(#g)"/>`,
    options.referencePhotoUrl
      ? `<image href="${escapeXml(options.referencePhotoUrl)}" width="1024" height="1024" preserveAspectRatio="xMidYMid slice" opacity="0.45"/>`
      : '',
    `<circle cx="${200 + (seed % 600)}" cy="${180 + (seed % 300)}" r="${160 + (seed % 120)}" fill="${third}" opacity="0.35"/>`,
    `<rect x="64" y="300" width="896" height="${lines.length * 84 + 80}" rx="32" fill="#000" opacity="0.35"/>`,
    ...lines.map(
      (line, index) =>
        `<text x="512" y="${380 + index * 84}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    ),
    options.logoPlacement === 'banner' && options.logoUrl
      ? `<rect x="0" y="884" width="1024" height="140" fill="#fff" opacity="0.9"/>`
      : '',
    options.logoUrl
      ? `<image href="${escapeXml(options.logoUrl)}" x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}" opacity="${box.opacity}" preserveAspectRatio="xMidYMid meet"/>`
      : '',
    options.businessName && !options.logoUrl
      ? `<text x="960" y="980" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#fff" opacity="0.9">${escapeXml(options.businessName)}</text>`
      : '',
    `</svg>`,
  ];
  const svg = parts.join('');
  const prompt = [
    `Social media image for: ${cleanDescription(options.description)}.`,
    `Brand colours ${palette.join(', ')}.`,
    options.logoUrl ? `Logo placed ${options.logoPlacement}.` : '',
    options.referencePhotoUrl ? 'Styled after the brand reference photo.' : '',
    options.stylePreferences ? `Style: ${options.stylePreferences}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, svg, prompt };
}
