import { INK, mix, readableOn } from './colors';
import { emojiLineSvg, extractEmoji, hasEmoji, withEmojiWidths } from './emoji';
import { drawableText, fontFamilyFor, fontMetrics, type InterWeight } from './fonts';
import type { Geometry, TextSlot } from './placement';
import type { Layout, Palette } from './style';
import { escapeXml, num } from './svg-text';
import { fitText, type TextFit } from './text-layout';
import type { Box } from './types';

/** The pieces shared by the offline scene and the overlay drawn on model images. */

export function svgDocument(size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

export interface TextSpec {
  text: string;
  slot: TextSlot;
  weight: InterWeight;
  color: string;
  /** Font sizes in pixels. */
  maxFontSize: number;
  minFontSize: number;
  lineHeight?: number;
  letterSpacingEm?: number;
  maxLines?: number;
}

export interface TextBlock {
  svg: string;
  fit: TextFit;
  /** The area the lines actually cover (for panels and underlines). */
  bounds: Box;
}

const ALONG = { start: 0, middle: 0.5, end: 1 } as const;

/** Fitted, escaped text lines, vertically centred in the slot. */
export function textBlock(spec: TextSpec): TextBlock {
  const { slot, letterSpacingEm = 0 } = spec;
  const { box } = slot;
  const emoji = extractEmoji(spec.text);
  const text = drawableText(emoji.text);
  const metrics = withEmojiWidths(fontMetrics(spec.weight, text));
  const fit = fitText({
    text,
    maxLines: spec.maxLines,
    metrics,
    width: box.width,
    height: box.height,
    maxFontSize: spec.maxFontSize,
    minFontSize: spec.minFontSize,
    lineHeight: spec.lineHeight,
    letterSpacingEm,
  });
  const blockHeight = fit.lines.length * fit.lineStep;
  const top = box.y + (box.height - blockHeight) * (slot.verticalAlign === 'end' ? 1 : 0.5);
  const widest = Math.max(0, ...fit.lines.map((line) => metrics.measure(line, letterSpacingEm)));
  const blockWidth = widest * fit.fontSize;
  // How far along the box the anchor sits: 0 start, 0.5 middle, 1 end.
  const along = ALONG[slot.align];
  const x = box.x + box.width * along;
  const left = box.x + (box.width - blockWidth) * along;
  // Centres the cap height (about 0.72 em in Inter) in each line's band.
  const baseline = (index: number) =>
    top + index * fit.lineStep + fit.lineStep / 2 + 0.36 * fit.fontSize;
  const attributes = [
    `x="${num(x)}"`,
    `font-family="${fontFamilyFor(text, spec.weight)}"`,
    `font-size="${num(fit.fontSize)}"`,
    `font-weight="${spec.weight}"`,
    `fill="${spec.color}"`,
    `text-anchor="${slot.align}"`,
    letterSpacingEm ? `letter-spacing="${num(letterSpacingEm * fit.fontSize)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const lineSvg = (line: string, index: number) => {
    if (!hasEmoji(line)) {
      return `<text ${attributes} y="${num(baseline(index))}">${escapeXml(line)}</text>`;
    }
    const width = metrics.measure(line, letterSpacingEm) * fit.fontSize;
    const runAttributes = attributes
      .replace(/^x="[^"]*" /u, '')
      .replace(/text-anchor="[^"]*"/u, 'text-anchor="start"');
    return emojiLineSvg({
      line,
      left: x - width * along,
      baseline: baseline(index),
      middle: baseline(index) - 0.36 * fit.fontSize,
      fontSize: fit.fontSize,
      letterSpacingEm,
      metrics,
      pictures: emoji.pictures,
      textAt: (run, at) =>
        `<text x="${num(at)}" ${runAttributes} y="${num(baseline(index))}">${escapeXml(run)}</text>`,
    });
  };
  const svg = fit.lines.map(lineSvg).join('');
  return { svg, fit, bounds: { x: left, y: top, width: blockWidth, height: blockHeight } };
}

export function rect(area: Box, fill: string, extra = ''): string {
  return `<rect x="${num(area.x)}" y="${num(area.y)}" width="${num(area.width)}" height="${num(area.height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** The brand-colour frame; its weight follows the layout. */
export function frameSvg(size: number, layout: Layout, color: string): string {
  const stroke = (inset: number, width: number) => {
    const at = inset * size + (width * size) / 2;
    return `<rect x="${num(at)}" y="${num(at)}" width="${num(size - 2 * at)}" height="${num(size - 2 * at)}" fill="none" stroke="${color}" stroke-width="${num(width * size)}"/>`;
  };
  switch (layout) {
    case 'bold':
      return stroke(0, 0.032);
    case 'minimal':
      return stroke(0.035, 0.006);
    case 'elegant':
      return stroke(0.03, 0.003) + stroke(0.042, 0.0015);
    case 'standard':
      return stroke(0.02, 0.014);
  }
}

function nameSpec(name: string, slot: TextSlot, size: number, color: string): TextSpec {
  return {
    text: name,
    slot,
    weight: 600,
    color,
    maxFontSize: Math.min(slot.box.height * 0.7, size * 0.034),
    minFontSize: Math.min(slot.box.height * 0.7, size * 0.018),
    maxLines: 1,
  };
}

/**
 * How a business name that is on neither the strip nor the sign is written: on the
 * background, on a small panel (over photos, where the background may be busy), or not at all.
 */
export type LooseName = 'plain' | 'panel' | 'none';

/** The banner strip and the natural sign (both carry the name), then the loose name line. */
export function placementDecorSvg(
  geometry: Geometry,
  size: number,
  palette: Palette,
  businessName: string | null,
  looseName: LooseName,
): string {
  const parts: string[] = [];
  let nameColor = palette.text;
  let onPlate = false;
  if (geometry.strip) {
    parts.push(rect(geometry.strip, palette.strip, 'opacity="0.94"'));
    nameColor = readableOn(palette.strip);
    onPlate = true;
  }
  if (geometry.card) {
    const card = geometry.card;
    const string = mix(palette.background, INK, 0.55);
    const lineWidth = num(size * 0.004);
    for (const at of [0.22, 0.78]) {
      const x = num(card.x + card.width * at);
      parts.push(
        `<line x1="${x}" y1="0" x2="${x}" y2="${num(card.y + size * 0.01)}" stroke="${string}" stroke-width="${lineWidth}"/>`,
      );
    }
    const radius = `rx="${num(size * 0.018)}"`;
    const shadow = { ...card, x: card.x + size * 0.006, y: card.y + size * 0.01 };
    parts.push(rect(shadow, '#000000', `${radius} opacity="0.22"`));
    parts.push(rect(card, '#ffffff', radius));
    nameColor = INK;
    onPlate = true;
  }
  if (!businessName || !geometry.name || (!onPlate && looseName === 'none')) return parts.join('');
  const name = textBlock(nameSpec(businessName, geometry.name, size, nameColor));
  if (!onPlate && looseName === 'panel')
    parts.push(panelSvg(name.bounds, size, palette.background));
  parts.push(name.svg);
  return parts.join('');
}

/** A rounded, nearly opaque plate that keeps text readable over a photo. */
export function panelSvg(bounds: Box, size: number, fill: string): string {
  const pad = size * 0.025;
  const area = {
    x: bounds.x - pad,
    y: bounds.y - pad * 0.6,
    width: bounds.width + 2 * pad,
    height: bounds.height + 1.2 * pad,
  };
  return rect(area, fill, `rx="${num(size * 0.02)}" opacity="0.86"`);
}
