import type { CaptionLength, LogoPlacement } from '@contract/generation';
import type { HashtagStyle, OnboardingData } from '@contract/onboarding';

/**
 * The offline generator: plausible, brand-aware posts built from the description
 * and the onboarding profile, with no model. Deterministic for a given input so
 * tests can rely on it.
 */

export interface TextOptions {
  description: string;
  businessDescription?: string;
  onboarding: OnboardingData | null;
  titleGeneration: boolean;
  seoEnabled: boolean;
  trendingEnabled: boolean;
  captionGeneration: boolean;
  captionLength: CaptionLength;
  hashtagGeneration: boolean;
}

export interface GeneratedText {
  title: string;
  caption: string;
  hashtags: string;
}

const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in is it its of on or our the this to we with will your you new all'.split(
    ' ',
  ),
);

export const HASHTAG_LIMITS: Record<Exclude<HashtagStyle, 'None'>, { min: number; max: number }> = {
  Minimal: { min: 3, max: 5 },
  Moderate: { min: 6, max: 10 },
  Trending: { min: 6, max: 10 },
};

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length] as T;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function keywords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9\s&'-]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

const toTag = (text: string) => `#${text.replace(/[^A-Za-z0-9]/g, '')}`;

function cleanDescription(description: string): string {
  return description
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '');
}

function makeTitle(options: TextOptions, seed: number): string {
  const base = cleanDescription(options.description);
  const words = base.split(' ');
  let title = capitalise(words.slice(0, 8).join(' '));
  if (words.length > 8) title += '…';
  const business = options.onboarding?.business;
  if (options.seoEnabled && business?.name) {
    title += ` | ${business.name}${business.city ? ` in ${business.city}` : ''}`;
  }
  if (options.trendingEnabled) {
    title = `${pick(['Everyone is talking about it:', 'Trending now:', "Don't miss this:"], seed)} ${title}`;
  }
  return title;
}

function makeCaption(options: TextOptions, seed: number): string {
  const onboarding = options.onboarding;
  const business = onboarding?.business;
  const name = business?.name || 'our team';
  const place = business?.city ? ` in ${business.city}` : '';
  const subject = cleanDescription(options.description);
  const hook = pick(
    [
      `Big news from ${name}${place}!`,
      `Here's something we're excited about at ${name}.`,
      `${capitalise(name)} has something for you${place}.`,
    ],
    seed,
  );
  const body = `${capitalise(subject)}.`;
  const tagline = onboarding?.brandAssets.tagline ? `${onboarding.brandAssets.tagline}.` : '';
  const industryLine = business?.industry
    ? `As your local ${business.industry.toLowerCase()} favourite, we put care into every detail.`
    : options.businessDescription
      ? `${capitalise(cleanDescription(options.businessDescription))}, and we put care into every detail.`
      : 'We put care into every detail.';
  const callToAction = pick(
    [
      'Stop by and see for yourself.',
      'Tap the link in our bio to learn more.',
      'Send us a message to book yours today.',
    ],
    seed >> 3,
  );
  const voice = onboarding?.brandAssets.samplePosts[0];
  const voiceLine = voice ? `As we like to say: "${voice.trim()}"` : '';
  const closer = 'Thank you for supporting a small business. It means the world to us.';

  const sentences: Record<CaptionLength, string[]> = {
    short: [body, callToAction],
    medium: [hook, body, tagline || industryLine, callToAction],
    long: [hook, body, industryLine, tagline, voiceLine, callToAction, closer],
  };
  return sentences[options.captionLength].filter(Boolean).join(' ');
}

function makeHashtags(options: TextOptions, seed: number): string {
  const style = options.onboarding?.contentPrefs.hashtagStyle;
  const effective: Exclude<HashtagStyle, 'None'> =
    style && style !== 'None' ? style : options.trendingEnabled ? 'Trending' : 'Moderate';
  const { min, max } = HASHTAG_LIMITS[effective];
  const business = options.onboarding?.business;
  const candidates = [
    ...keywords(options.description),
    ...(business?.industry ? keywords(business.industry) : []),
    ...(business?.city ? [business.city] : []),
    ...(business?.name ? [business.name] : []),
    ...(options.businessDescription ? keywords(options.businessDescription) : []),
    'smallbusiness',
    'shoplocal',
    'supportlocal',
    'community',
    'madewithlove',
    'newpost',
    'behindthescenes',
  ];
  // Case-insensitive: the city from the profile and the same word in the description are one tag.
  const seen = new Set<string>();
  const tags = candidates.map(toTag).filter((tag) => {
    const key = tag.toLowerCase();
    if (tag.length <= 2 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const count = Math.min(max, Math.max(min, min + (seed % (max - min + 1))));
  const chosen = tags.slice(0, count);
  if (effective === 'Trending') {
    const emoji = ['🔥', '✨', '🚀', '💯', '🙌'];
    return chosen
      .map((tag, index) => `${tag}${index < 3 ? pick(emoji, seed + index) : ''}`)
      .join(' ');
  }
  return chosen.join(' ');
}

export function generatePostText(options: TextOptions): GeneratedText {
  const seed = hash(
    `${options.description}|${options.onboarding?.business.name ?? ''}|${options.businessDescription ?? ''}`,
  );
  return {
    title: options.titleGeneration ? makeTitle(options, seed) : '',
    caption: options.captionGeneration ? makeCaption(options, seed) : '',
    hashtags: options.hashtagGeneration ? makeHashtags(options, seed) : '',
  };
}

// --- images -------------------------------------------------------------------------

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
export function generateBrandImage(options: ImageOptions): { url: string; prompt: string } {
  // Colours go into attributes unescaped, so only real hex colours are used.
  const brandColors = options.colors.filter((color) => HEX_COLOR.test(color));
  const palette = brandColors.length ? brandColors : DEFAULT_PALETTE;
  const [first, second = first, third = second] = palette as [string, ...string[]];
  const seed = hash(options.description);
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
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, prompt };
}
