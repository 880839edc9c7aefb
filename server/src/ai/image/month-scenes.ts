import type { ImageLayout } from '@core/image-layouts';
import { INK, contrast, mix, readableOn } from './colors';
import { fontFilesFor, type InterWeight } from './fonts';
import type { TextSlot } from './placement';
import type { Palette } from './style';
import { rect, textBlock, type TextBlock } from './svg-parts';
import { num } from './svg-text';
import type { Box } from './types';

/** The layouts drawn here; 'brand' is the style-word scene of scene-svg.ts. */
export type MonthLayout = Exclude<ImageLayout, 'brand'>;

export interface MonthSceneOptions {
  size: number;
  palette: Palette;
  headline: string;
  businessName: string | null;
  hasLogo: boolean;
  /** YYYY-MM-DD for the event card's date block. */
  eventDate: string;
  locale: string;
}

/** The vector layer of a month image and where the pictures go around it. */
export interface MonthScene {
  svg: string;
  fontFiles: string[];
  /** The owner's photo: full bleed under the layer, or cropped close into a box over it. */
  photo: { box: Box; zoom: number; over: boolean } | null;
  logo: Box | null;
  headlineLines: number;
  /** Words for the image's description. */
  words: string;
}

/** Everything written stays this far (a share of the side) from the edges. */
export const SAFE_MARGIN = 0.06;

const WHITE = '#ffffff';

/** Boxes as shares of the side, rounded to whole pixels for compositing. */
const boxOf = (size: number, x: number, y: number, width: number, height: number): Box => ({
  x: Math.round(x * size),
  y: Math.round(y * size),
  width: Math.round(width * size),
  height: Math.round(height * size),
});

/** The brand colour when it shows on `background`, else ink. */
const markOn = (brand: string, background: string) =>
  contrast(brand, background) >= 1.8 ? brand : mix(background, INK, 0.75);

interface Line {
  text: string;
  slot: TextSlot;
  weight: InterWeight;
  color: string;
  max: number;
  min: number;
  maxLines: number;
  lineHeight?: number;
}

/** Sizes are shares of the side. */
function line(size: number, spec: Line): TextBlock {
  return textBlock({
    text: spec.text,
    slot: spec.slot,
    weight: spec.weight,
    color: spec.color,
    maxFontSize: spec.max * size,
    minFontSize: spec.min * size,
    lineHeight: spec.lineHeight,
    maxLines: spec.maxLines,
  });
}

function nameLine(options: MonthSceneOptions, slot: TextSlot, color: string): TextBlock | null {
  if (!options.businessName) return null;
  return line(options.size, {
    text: options.businessName,
    slot,
    weight: 600,
    color,
    max: 0.032,
    min: 0.02,
    maxLines: 1,
  });
}

interface Parts {
  svg: string[];
  texts: { text: string; weight: InterWeight }[];
}

function finish(
  parts: Parts,
  headline: TextBlock,
  rest: Omit<MonthScene, 'svg' | 'fontFiles' | 'headlineLines'>,
): MonthScene {
  return {
    svg: parts.svg.join(''),
    fontFiles: fontFilesFor(parts.texts),
    headlineLines: headline.fit.lines.length,
    ...rest,
  };
}

/**
 * The owner's photo full bleed; a pale scrim of the brand's lightest tint fades in only
 * behind the headline at the bottom, so the top two thirds stay as photographed.
 */
function photoScene(options: MonthSceneOptions): MonthScene {
  const { size, palette } = options;
  const light = mix(palette.background, WHITE, 0.88);
  const ink = readableOn(light);
  const headline = line(size, {
    text: options.headline,
    slot: { box: boxOf(size, 0.07, 0.68, 0.86, 0.165), align: 'start', verticalAlign: 'end' },
    weight: 700,
    color: ink,
    max: 0.058,
    min: 0.03,
    maxLines: 3,
  });
  const top = Math.max(0.62 * size, headline.bounds.y - 0.07 * size);
  const at = (y: number) => num((y - top) / (size - top));
  const nameWidth = options.hasLogo ? 0.66 : 0.86;
  const name = nameLine(
    options,
    { box: boxOf(size, 0.07, 0.885, nameWidth, 0.05), align: 'start' },
    mix(ink, light, 0.25),
  );
  const svg = [
    `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${light}" stop-opacity="0"/>` +
      `<stop offset="${at(headline.bounds.y - 0.02 * size)}" stop-color="${light}" stop-opacity="0.8"/>` +
      `<stop offset="1" stop-color="${light}" stop-opacity="0.9"/>` +
      `</linearGradient></defs>`,
    rect({ x: 0, y: top, width: size, height: size - top }, 'url(#scrim)'),
    headline.svg,
    name?.svg ?? '',
  ];
  return finish(
    { svg, texts: [{ text: options.headline, weight: 700 }, nameText(options)] },
    headline,
    {
      photo: { box: boxOf(size, 0, 0, 1, 1), zoom: 1, over: false },
      logo: options.hasLogo ? boxOf(size, 0.8, 0.865, 0.13, 0.09) : null,
      words: `the owner's photo full bleed with a pale ${light} scrim behind the headline at the bottom`,
    },
  );
}

const nameText = (options: MonthSceneOptions) => ({
  text: options.businessName ?? '',
  weight: 600 as const,
});

/** The owner's photo cropped close on a white mount over the brand colour, headline below. */
function productScene(options: MonthSceneOptions): MonthScene {
  const { size, palette } = options;
  const mount = boxOf(size, 0.15, 0.05, 0.7, 0.66);
  const headline = line(size, {
    text: options.headline,
    slot: { box: boxOf(size, 0.08, 0.73, 0.84, 0.125), align: 'middle' },
    weight: 700,
    color: palette.text,
    max: 0.056,
    min: 0.03,
    maxLines: 2,
  });
  const name = nameLine(
    options,
    options.hasLogo
      ? { box: boxOf(size, 0.08, 0.885, 0.66, 0.05), align: 'start' }
      : { box: boxOf(size, 0.08, 0.885, 0.84, 0.05), align: 'middle' },
    mix(palette.text, palette.background, 0.2),
  );
  const shadow = { ...mount, x: mount.x + size * 0.008, y: mount.y + size * 0.012 };
  const svg = [
    rect({ x: 0, y: 0, width: size, height: size }, palette.background),
    rect(shadow, '#000000', `rx="${num(size * 0.012)}" opacity="0.18"`),
    rect(mount, WHITE, `rx="${num(size * 0.012)}"`),
    headline.svg,
    name?.svg ?? '',
  ];
  return finish(
    { svg, texts: [{ text: options.headline, weight: 700 }, nameText(options)] },
    headline,
    {
      photo: { box: boxOf(size, 0.17, 0.07, 0.66, 0.56), zoom: 1.35, over: true },
      logo: options.hasLogo ? boxOf(size, 0.8, 0.87, 0.12, 0.085) : null,
      words: `the owner's photo cropped close on a white mount over ${palette.background}, the headline below`,
    },
  );
}

/** A tip or a thank-you as a quotation: a large brand-colour mark over a pale card. */
function quoteScene(options: MonthSceneOptions): MonthScene {
  const { size, palette } = options;
  const paper = mix(palette.background, WHITE, 0.9);
  const ink = readableOn(paper);
  const mark = markOn(palette.background, paper);
  const headline = line(size, {
    text: options.headline,
    slot: { box: boxOf(size, 0.1, 0.27, 0.8, 0.47), align: 'start' },
    weight: 600,
    color: ink,
    max: 0.066,
    min: 0.03,
    maxLines: 5,
    lineHeight: 1.25,
  });
  const name = nameLine(
    options,
    { box: boxOf(size, 0.1, 0.82, options.hasLogo ? 0.64 : 0.8, 0.05), align: 'start' },
    mix(ink, paper, 0.3),
  );
  const quoteSize = 0.28 * size;
  const svg = [
    rect({ x: 0, y: 0, width: size, height: size }, paper),
    `<circle cx="${num(size)}" cy="0" r="${num(0.3 * size)}" fill="${mark}" opacity="0.1"/>`,
    `<text x="${num(0.085 * size)}" y="${num(0.35 * size)}" font-family="Inter" font-size="${num(quoteSize)}" font-weight="900" fill="${mark}">“</text>`,
    rect(boxOf(size, 0.1, 0.785, 0.1, 0.008), mark),
    headline.svg,
    name?.svg ?? '',
  ];
  return finish(
    {
      svg,
      texts: [
        { text: options.headline, weight: 600 },
        { text: '“', weight: 900 },
        nameText(options),
      ],
    },
    headline,
    {
      photo: null,
      logo: options.hasLogo ? boxOf(size, 0.8, 0.8, 0.12, 0.12) : null,
      words: `a quotation on a pale ${paper} card with a large ${mark} quotation mark`,
    },
  );
}

/** News on the full brand colour: a loud uppercase headline, stripes, a band with the name. */
function announcementScene(options: MonthSceneOptions): MonthScene {
  const { size, palette } = options;
  const band = boxOf(size, 0, 0.85, 1, 0.15);
  const bandInk = readableOn(palette.accent);
  const headline = line(size, {
    text: options.headline.toLocaleUpperCase(options.locale),
    slot: { box: boxOf(size, 0.08, 0.18, 0.84, 0.58), align: 'middle' },
    weight: 900,
    color: palette.text,
    max: 0.095,
    min: 0.04,
    maxLines: 4,
    lineHeight: 1.08,
  });
  const name = nameLine(
    options,
    options.hasLogo
      ? { box: boxOf(size, 0.08, 0.88, 0.66, 0.05), align: 'start' }
      : { box: boxOf(size, 0.08, 0.88, 0.84, 0.05), align: 'middle' },
    bandInk,
  );
  const stripe = (from: number) =>
    `<polygon points="${num(from * size)},0 ${num((from + 0.06) * size)},0 ${num(size)},${num((1 - from - 0.06) * size)} ${num(size)},${num((1 - from) * size)}" fill="${palette.accent2}" opacity="0.3"/>`;
  const { bounds } = headline;
  const underline = {
    x: size / 2 - 0.08 * size,
    y: bounds.y + bounds.height + 0.02 * size,
    width: 0.16 * size,
    height: 0.014 * size,
  };
  const svg = [
    rect({ x: 0, y: 0, width: size, height: size }, palette.background),
    stripe(0.62),
    stripe(0.74),
    stripe(0.86),
    rect(band, palette.accent),
    headline.fit.lines.length ? rect(underline, palette.accent) : '',
    headline.svg,
    name?.svg ?? '',
  ];
  return finish(
    { svg, texts: [{ text: options.headline, weight: 900 }, nameText(options)] },
    headline,
    {
      photo: null,
      logo: options.hasLogo ? boxOf(size, 0.82, 0.87, 0.1, 0.1) : null,
      words: `an announcement in uppercase on ${palette.background} with stripes and a ${palette.accent} band`,
    },
  );
}

/** "Mar", "20", "Sat" (or "3月", "20", "土") in the business's language. */
function dateWords(iso: string, locale: string): { month: string; day: string; weekday: string } {
  const date = new Date(`${iso}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
    } catch {
      return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(date);
    }
  };
  return {
    month: format({ month: 'short' }).replace(/\.$/u, ''),
    day: String(date.getUTCDate()),
    weekday: format({ weekday: 'short' }).replace(/\.$/u, ''),
  };
}

/** A brand-colour column with a calendar-page date block, the headline on paper beside it. */
function eventScene(options: MonthSceneOptions): MonthScene {
  const { size, palette } = options;
  const paper = mix(palette.background, WHITE, 0.92);
  const ink = readableOn(paper);
  const words = dateWords(options.eventDate, options.locale);
  const block = boxOf(size, 0.07, 0.1, 0.22, 0.25);
  const header = boxOf(size, 0.07, 0.1, 0.22, 0.075);
  const headerFill = mix(palette.background, '#000000', 0.35);
  const month = line(size, {
    text: words.month.toLocaleUpperCase(options.locale),
    slot: { box: header, align: 'middle' },
    weight: 700,
    color: readableOn(headerFill),
    max: 0.04,
    min: 0.02,
    maxLines: 1,
  });
  const day = line(size, {
    text: words.day,
    slot: { box: boxOf(size, 0.07, 0.175, 0.22, 0.175), align: 'middle' },
    weight: 900,
    color: INK,
    max: 0.11,
    min: 0.05,
    maxLines: 1,
  });
  const weekday = line(size, {
    text: words.weekday,
    slot: { box: boxOf(size, 0.07, 0.37, 0.22, 0.05), align: 'middle' },
    weight: 600,
    color: palette.text,
    max: 0.036,
    min: 0.02,
    maxLines: 1,
  });
  const headline = line(size, {
    text: options.headline,
    slot: { box: boxOf(size, 0.42, 0.1, 0.5, 0.68), align: 'start' },
    weight: 700,
    color: ink,
    max: 0.066,
    min: 0.03,
    maxLines: 6,
  });
  const name = nameLine(
    options,
    { box: boxOf(size, 0.42, 0.85, 0.5, 0.05), align: 'start' },
    mix(ink, paper, 0.3),
  );
  const radius = `rx="${num(size * 0.014)}"`;
  const shadow = { ...block, x: block.x + size * 0.006, y: block.y + size * 0.01 };
  const svg = [
    rect({ x: 0, y: 0, width: size, height: size }, paper),
    rect(boxOf(size, 0, 0, 0.36, 1), palette.background),
    rect(shadow, '#000000', `${radius} opacity="0.2"`),
    rect(block, WHITE, radius),
    `<clipPath id="date-top"><rect x="${block.x}" y="${block.y}" width="${block.width}" height="${block.height}" ${radius}/></clipPath>`,
    rect(header, headerFill, 'clip-path="url(#date-top)"'),
    month.svg,
    day.svg,
    weekday.svg,
    headline.svg,
    name?.svg ?? '',
  ];
  const texts = [
    { text: options.headline, weight: 700 as const },
    { text: words.month, weight: 700 as const },
    { text: words.weekday, weight: 600 as const },
    { text: words.day, weight: 900 as const },
    nameText(options),
  ];
  return finish({ svg, texts }, headline, {
    photo: null,
    logo: options.hasLogo ? boxOf(size, 0.1, 0.8, 0.16, 0.12) : null,
    words: `an event card with a date block for ${options.eventDate} on a ${palette.background} column, the headline on ${paper}`,
  });
}

const SCENES: Record<MonthLayout, (options: MonthSceneOptions) => MonthScene> = {
  photo: photoScene,
  product: productScene,
  quote: quoteScene,
  announcement: announcementScene,
  event: eventScene,
};

export function buildMonthScene(layout: MonthLayout, options: MonthSceneOptions): MonthScene {
  return SCENES[layout](options);
}
