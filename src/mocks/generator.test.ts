import { describe, expect, it } from 'vitest';
import type { OnboardingData } from '@contract/onboarding';
import { sampleOnboardingData } from './fixtures';
import {
  generateBrandImage,
  generatePostText,
  type ImageOptions,
  type TextOptions,
} from './generator';

const DESCRIPTIONS = [
  'Fresh sourdough loaves every Saturday morning',
  'Pumpkin spice croissants are back for autumn',
  'Join our free yoga class in the park',
  'Open house this Sunday at the lakeside condo',
  'Holiday gift cards now available in store',
  'Meet our new head chef and try the tasting menu',
];

function textOptions(changes: Partial<TextOptions> = {}): TextOptions {
  return {
    description: DESCRIPTIONS[0] ?? '',
    onboarding: sampleOnboardingData(),
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    hashtagGeneration: true,
    ...changes,
  };
}

const withHashtagStyle = (style: OnboardingData['contentPrefs']['hashtagStyle']) =>
  sampleOnboardingData({ contentPrefs: { hashtagStyle: style } });

const tagsOf = (hashtags: string) => hashtags.split(' ').filter(Boolean);

const EMOJI = /\p{Extended_Pictographic}/u;

describe('generatePostText', () => {
  it('writes a title, caption and hashtags from the description', () => {
    const text = generatePostText(textOptions());
    expect(text.title).toContain('Fresh sourdough loaves');
    expect(text.caption).toContain('Fresh sourdough loaves every Saturday morning.');
    expect(tagsOf(text.hashtags)).toContain('#sourdough');
  });

  it('is deterministic: the same input gives the same post', () => {
    expect(generatePostText(textOptions())).toEqual(generatePostText(textOptions()));
  });

  it('writes different posts for different descriptions', () => {
    const posts = DESCRIPTIONS.map((description) => generatePostText(textOptions({ description })));
    expect(new Set(posts.map((post) => post.caption)).size).toBe(DESCRIPTIONS.length);
  });

  it.each(DESCRIPTIONS)('makes short < medium < long captions for "%s"', (description) => {
    const lengthOf = (captionLength: TextOptions['captionLength']) =>
      generatePostText(textOptions({ description, captionLength })).caption.length;
    expect(lengthOf('short')).toBeLessThan(lengthOf('medium'));
    expect(lengthOf('medium')).toBeLessThan(lengthOf('long'));
  });

  it('keeps short < medium < long without a brand profile', () => {
    const lengthOf = (captionLength: TextOptions['captionLength']) =>
      generatePostText(textOptions({ onboarding: null, captionLength })).caption.length;
    expect(lengthOf('short')).toBeLessThan(lengthOf('medium'));
    expect(lengthOf('medium')).toBeLessThan(lengthOf('long'));
  });

  it('writes in the brand’s voice: name, city, tagline and a sample post', () => {
    const caption = generatePostText(textOptions({ captionLength: 'long' })).caption;
    expect(caption).toContain('Baked fresh every morning');
    expect(caption).toContain('Warm bread, warm hearts.');
    expect(caption).toMatch(/bakery/i);
  });

  it.each(DESCRIPTIONS)('gives Minimal at most 5 hashtags for "%s"', (description) => {
    const tags = tagsOf(
      generatePostText(textOptions({ description, onboarding: withHashtagStyle('Minimal') }))
        .hashtags,
    );
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.length).toBeLessThanOrEqual(5);
  });

  it.each(DESCRIPTIONS)('gives Moderate 6 to 10 hashtags for "%s"', (description) => {
    const tags = tagsOf(
      generatePostText(textOptions({ description, onboarding: withHashtagStyle('Moderate') }))
        .hashtags,
    );
    expect(tags.length).toBeGreaterThanOrEqual(6);
    expect(tags.length).toBeLessThanOrEqual(10);
    expect(tags.join(' ')).not.toMatch(EMOJI);
  });

  it.each(DESCRIPTIONS)('adds emoji to Trending hashtags for "%s"', (description) => {
    const hashtags = generatePostText(
      textOptions({ description, onboarding: withHashtagStyle('Trending') }),
    ).hashtags;
    expect(hashtags).toMatch(EMOJI);
    expect(tagsOf(hashtags).every((tag) => tag.startsWith('#'))).toBe(true);
  });

  it('uses Moderate without a style, and Trending when trending research is on', () => {
    const plain = generatePostText(textOptions({ onboarding: null })).hashtags;
    expect(tagsOf(plain).length).toBeGreaterThanOrEqual(6);
    expect(plain).not.toMatch(EMOJI);
    const none = generatePostText(textOptions({ onboarding: withHashtagStyle('None') })).hashtags;
    expect(none).not.toMatch(EMOJI);
    const trending = generatePostText(
      textOptions({ onboarding: null, trendingEnabled: true }),
    ).hashtags;
    expect(trending).toMatch(EMOJI);
  });

  it('never repeats a hashtag, whatever the letter case', () => {
    for (const description of DESCRIPTIONS) {
      const tags = tagsOf(
        generatePostText(
          textOptions({
            description: `${description} in Portland`,
            onboarding: withHashtagStyle('Moderate'),
          }),
        ).hashtags,
      ).map((tag) => tag.toLowerCase());
      expect(new Set(tags).size).toBe(tags.length);
    }
  });

  it.each([
    ['title', { titleGeneration: false }],
    ['caption', { captionGeneration: false }],
    ['hashtags', { hashtagGeneration: false }],
  ] as const)('leaves the %s empty when it is switched off', (field, change) => {
    const text = generatePostText(textOptions(change));
    expect(text[field]).toBe('');
    const others = (['title', 'caption', 'hashtags'] as const).filter((name) => name !== field);
    for (const other of others) expect(text[other]).not.toBe('');
  });

  it('returns all fields empty when everything is switched off', () => {
    expect(
      generatePostText(
        textOptions({ titleGeneration: false, captionGeneration: false, hashtagGeneration: false }),
      ),
    ).toEqual({ title: '', caption: '', hashtags: '' });
  });

  it('adds the business and city to the title when SEO is on', () => {
    expect(generatePostText(textOptions({ seoEnabled: true })).title).toBe(
      'Fresh sourdough loaves every Saturday morning | Golden Crust Bakery in Portland',
    );
  });

  it('leaves the business out of the title when SEO is off', () => {
    const title = generatePostText(textOptions({ seoEnabled: false })).title;
    expect(title).not.toContain('Golden Crust Bakery');
    expect(title).not.toContain('Portland');
  });

  it('names the business without a city when the profile has none', () => {
    const onboarding = sampleOnboardingData({ business: { city: '' } });
    expect(generatePostText(textOptions({ seoEnabled: true, onboarding })).title).toMatch(
      / \| Golden Crust Bakery$/,
    );
  });

  it('shortens a long description in the title', () => {
    const title = generatePostText(
      textOptions({ description: 'one two three four five six seven eight nine ten' }),
    ).title;
    expect(title).toBe('One two three four five six seven eight…');
  });

  it('uses the business description of the anonymous generator', () => {
    const caption = generatePostText(
      textOptions({
        onboarding: null,
        businessDescription: 'A family bike repair shop',
        captionLength: 'long',
      }),
    ).caption;
    expect(caption).toContain('A family bike repair shop');
  });
});

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
