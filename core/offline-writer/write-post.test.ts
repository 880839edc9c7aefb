// @vitest-environment node
import fc from 'fast-check';
import twitter from 'twitter-text';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTION_LENGTHS, INDUSTRIES } from '@contract/constants';
import type { CaptionLength } from '@contract/generation';
import type { HashtagStyle, OnboardingData, Platform } from '@contract/onboarding';
import { cleanUserText } from '../clean-text';
import { postProblems } from '../post-checks';
import type { PostRequest, WrittenPost } from '../post-writer';
import { countSentences, splitSentences } from '../sentences';
import { CORPUS, type CorpusProfile } from './corpus';
import { INDUSTRY_VOCABULARY, resolveIndustry, type Industry } from './industry-vocabulary';
import { keywords } from './keywords';
import { TREND_HOOKS } from './title';
import { pronounsFor } from './voice';
import { offlineWriter, writePost } from './write-post';

// The rules below are stated here on their own, not read from the code under test.
const BANDS: Record<CaptionLength, { sentences: [number, number]; characters: [number, number] }> =
  {
    short: { sentences: [1, 2], characters: [1, 200] },
    medium: { sentences: [3, 4], characters: [200, 500] },
    long: { sentences: [5, 7], characters: [500, 1000] },
  };
const HASHTAG_BANDS = { Minimal: [3, 5], Moderate: [6, 10], Trending: [6, 10] } as const;
const WELL_FORMED = /^#[\p{L}\p{M}\p{N}_]+$/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const HTML = /<\/?[a-z!][^>]*>?/iu;
const PLACEHOLDER = /\[[^\]]*\]|\{[^}]*\}|lorem ipsum|\bundefined\b|\bnull\b|\bNaN\b/iu;
const SWITCHES = [
  { seoEnabled: false, trendingEnabled: false },
  { seoEnabled: true, trendingEnabled: false },
  { seoEnabled: false, trendingEnabled: true },
  { seoEnabled: true, trendingEnabled: true },
] as const;

interface Written {
  request: PostRequest;
  post: WrittenPost;
}

function requestFor(
  profile: CorpusProfile,
  description: string,
  changes: Partial<PostRequest> = {},
): PostRequest {
  return {
    description,
    businessDescription: profile.businessDescription,
    onboarding: profile.onboarding,
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    hashtagGeneration: true,
    ...changes,
  };
}

/** Every description of a profile, at every length, with every title switch. */
function writeAll(profile: CorpusProfile): Written[] {
  return profile.descriptions.flatMap((description) =>
    CAPTION_LENGTHS.flatMap((captionLength) =>
      SWITCHES.map((switches) => {
        const request = requestFor(profile, description, { captionLength, ...switches });
        return { request, post: writePost(request) };
      }),
    ),
  );
}

const tagsOf = (hashtags: string) => hashtags.split(' ').filter(Boolean);
const lower = (text: string) => text.toLocaleLowerCase('en-US');
const compact = (text: string) => lower(text).replace(/[^\p{L}\p{M}\p{N}_]/gu, '');
const platformsOf = (profile: CorpusProfile): Platform[] =>
  profile.onboarding?.contentPrefs.platforms ?? [];
const nameOf = (profile: CorpusProfile) => cleanUserText(profile.onboarding?.business.name);
const cityOf = (profile: CorpusProfile) => cleanUserText(profile.onboarding?.business.city);
const industryOf = (profile: CorpusProfile): Industry =>
  resolveIndustry(
    cleanUserText(profile.onboarding?.business.industry),
    profile.businessDescription,
  );

function expectedHashtagCount(profile: CorpusProfile): [number, number] {
  const style: HashtagStyle = profile.onboarding?.contentPrefs.hashtagStyle ?? 'None';
  const [min, max] = HASHTAG_BANDS[style === 'None' ? 'Moderate' : style];
  return platformsOf(profile).includes('instagram')
    ? [Math.min(min, 5), Math.min(max, 5)]
    : [min, max];
}

/** Words a relevant hashtag may be made of: the post, the brand, the place, the industry. */
function relevantTags(profile: CorpusProfile, description: string): Set<string> {
  const vocabulary = INDUSTRY_VOCABULARY[industryOf(profile)];
  const city = cityOf(profile);
  return new Set(
    [
      ...keywords(description),
      ...keywords(profile.businessDescription ?? ''),
      nameOf(profile),
      city,
      city ? `${city}${vocabulary.tagNoun}` : '',
      ...vocabulary.hashtags,
      ...vocabulary.trendTags,
    ]
      .map(compact)
      .filter(Boolean),
  );
}

/** The industry's sentences in both persons, so the check does not depend on the voice. */
function industryLines(industry: Industry, kind: 'details' | 'callsToAction'): string[] {
  return INDUSTRY_VOCABULARY[industry][kind].flatMap((line) => [
    line(pronounsFor('we')),
    line(pronounsFor('I')),
  ]);
}

describe('the test corpus', () => {
  it('has at least 40 profiles over all 17 industries and every hashtag style', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    const industries = new Set(CORPUS.map((profile) => profile.onboarding?.business.industry));
    for (const industry of INDUSTRIES) expect(industries).toContain(industry);
    const styles = new Set(CORPUS.map((profile) => profile.onboarding?.contentPrefs.hashtagStyle));
    expect(styles).toEqual(new Set(['Minimal', 'Moderate', 'Trending', 'None', undefined]));
    expect(CORPUS.some((profile) => profile.onboarding === null)).toBe(true);
  });
});

describe.each(CORPUS)('writePost for $label', (profile) => {
  const written = writeAll(profile);
  const name = nameOf(profile);
  const city = cityOf(profile);
  const industry = industryOf(profile);

  it('writes a title of at most 80 characters from the description', () => {
    for (const { request, post } of written) {
      expect(post.title.length, post.title).toBeLessThanOrEqual(80);
      const [first] = keywords(request.description);
      if (first) expect(lower(post.title), post.title).toContain(first.slice(0, 3));
    }
  });

  it('names the business and the city in the title when SEO is on', () => {
    for (const { request, post } of written) {
      if (!request.seoEnabled || !name) continue;
      const who = city ? `${name} in ${city}` : name;
      // A very long name leaves no room for the description: then the name is shortened.
      if (who.length <= 40) expect(post.title, post.title).toContain(` | ${who}`);
      else expect(post.title, post.title).toContain(` | ${name.split(' ')[0]}`);
    }
  });

  it('opens the title with a trend hook when trending research is on', () => {
    for (const { request, post } of written) {
      const hooked = TREND_HOOKS.some((hook) => post.title.startsWith(`${hook} `));
      expect(hooked, post.title).toBe(request.trendingEnabled);
    }
  });

  it('names the business and the city in the caption, or none for the anonymous generator', () => {
    for (const { post } of written) {
      if (name) expect(post.caption).toContain(name);
      if (city) expect(post.caption).toContain(city);
    }
    if (!name) {
      for (const { post } of written) {
        for (const other of CORPUS) {
          const otherName = nameOf(other);
          if (otherName) expect(post.caption).not.toContain(otherName);
        }
        expect(post.title).not.toContain(' | ');
      }
    }
  });

  it('grounds the caption in the description: its key words appear', () => {
    for (const { request, post } of written) {
      // A short caption echoes the description's first sentence, the others its first two.
      const sentences = splitSentences(cleanUserText(request.description));
      const echoed =
        request.captionLength === 'short' ? sentences.slice(0, 1) : sentences.slice(0, 2);
      const main = keywords(echoed.join(' ')).slice(0, 3);
      for (const word of main) expect(lower(post.caption), `"${word}"`).toContain(word);
    }
  });

  it('fits the caption in its length band', () => {
    for (const { request, post } of written) {
      const band = BANDS[request.captionLength];
      const sentences = countSentences(post.caption);
      const message = `${request.captionLength}: ${post.caption}`;
      expect(sentences, message).toBeGreaterThanOrEqual(band.sentences[0]);
      expect(sentences, message).toBeLessThanOrEqual(band.sentences[1]);
      expect(post.caption.length, message).toBeGreaterThanOrEqual(band.characters[0]);
      expect(post.caption.length, message).toBeLessThanOrEqual(band.characters[1]);
    }
  });

  it('writes well-formed, unique and relevant hashtags, as many as the style asks', () => {
    const [min, max] = expectedHashtagCount(profile);
    for (const { request, post } of written) {
      const tags = tagsOf(post.hashtags);
      expect(post.hashtags).toBe(tags.join(' '));
      expect(tags.length, post.hashtags).toBeGreaterThanOrEqual(min);
      expect(tags.length, post.hashtags).toBeLessThanOrEqual(max);
      const relevant = relevantTags(profile, request.description);
      for (const tag of tags) {
        expect(tag).toMatch(WELL_FORMED);
        expect(relevant.has(compact(tag)), `${tag} is not relevant`).toBe(true);
      }
      expect(new Set(tags.map(lower)).size).toBe(tags.length);
    }
  });

  it('orders hashtags by relevance: a platform that allows fewer keeps the first ones', () => {
    for (const { request, post } of written) {
      const anywhere = writePost({
        ...request,
        onboarding: request.onboarding && {
          ...request.onboarding,
          contentPrefs: { ...request.onboarding.contentPrefs, platforms: [] },
        },
      });
      const all = tagsOf(anywhere.hashtags);
      expect(tagsOf(post.hashtags)).toEqual(all.slice(0, tagsOf(post.hashtags).length));
      const [topic] = keywords(request.description);
      if (topic && all[0]) expect(compact(all[0])).toBe(compact(topic));
    }
  });

  it('puts emoji in the caption, never in hashtags, when the style is Trending', () => {
    const trending = profile.onboarding?.contentPrefs.hashtagStyle === 'Trending';
    for (const { post } of written) {
      expect(post.hashtags).not.toMatch(EMOJI);
      if (trending) expect(post.caption).toMatch(EMOJI);
    }
  });

  it('writes in the industry’s words, with its own call to action', () => {
    const details = industryLines(industry, 'details');
    const actions = industryLines(industry, 'callsToAction');
    const otherActions = INDUSTRIES.filter((other) => other !== industry).flatMap((other) =>
      industryLines(other, 'callsToAction'),
    );
    const hasSignOff = /\n/.test(
      written.find((item) => item.request.captionLength === 'short')?.post.caption ?? '',
    );
    for (const { request, post } of written) {
      if (request.captionLength !== 'short') {
        expect(
          details.some((line) => post.caption.includes(line)),
          post.caption,
        ).toBe(true);
      }
      if (request.captionLength !== 'short' || !hasSignOff) {
        expect(
          actions.some((line) => post.caption.includes(line)),
          post.caption,
        ).toBe(true);
      }
      expect(otherActions.filter((line) => post.caption.includes(line))).toEqual([]);
    }
  });

  it('never writes a placeholder or HTML', () => {
    for (const { post } of written) {
      for (const text of [post.title, post.caption, post.hashtags]) {
        expect(text).not.toMatch(HTML);
        expect(text).not.toMatch(PLACEHOLDER);
        expect(text).not.toMatch(/onerror|alert\(|<script/iu);
      }
    }
  });

  it('fits every selected platform, with an X version only when X needs one', () => {
    const platforms = platformsOf(profile);
    for (const { post } of written) {
      const published = (caption: string, hashtags: string, separator: string) =>
        [caption, hashtags].filter(Boolean).join(separator);
      if (platforms.includes('instagram')) {
        expect(tagsOf(post.hashtags).length).toBeLessThanOrEqual(5);
        expect(published(post.caption, post.hashtags, '\n\n').length).toBeLessThanOrEqual(2200);
      }
      const x = (text: string) => twitter.parseTweet(text).weightedLength;
      const mainFitsX = x(published(post.caption, post.hashtags, '\n')) <= 280;
      if (platforms.includes('x') && !mainFitsX) {
        const variant = post.variants?.x;
        expect(variant, post.caption).toBeDefined();
        expect(
          x(published(variant?.caption ?? '', variant?.hashtags ?? '', '\n')),
        ).toBeLessThanOrEqual(280);
      } else {
        expect(post.variants).toBeUndefined();
      }
    }
  });

  it('passes the checks the server runs on model output', () => {
    for (const { request, post } of written) expect(postProblems(post, request)).toEqual([]);
  });

  it('writes a different caption for each description', () => {
    for (const captionLength of CAPTION_LENGTHS) {
      const captions = profile.descriptions.map(
        (description) => writePost(requestFor(profile, description, { captionLength })).caption,
      );
      expect(new Set(captions).size).toBe(profile.descriptions.length);
    }
  });
});

describe('writePost: the brand’s voice', () => {
  const byLabel = (label: string) => {
    const profile = CORPUS.find((item) => item.label === label);
    if (!profile) throw new Error(`No corpus profile "${label}"`);
    return profile;
  };
  const captions = (label: string) => writeAll(byLabel(label)).map(({ post }) => post.caption);

  it('carries a sign-off repeated across sample posts onto its own last line', () => {
    for (const caption of captions('bakery with a team sign-off and emoji')) {
      expect(caption.split('\n').at(-1)).toBe('— Team Crumb');
    }
    for (const caption of captions('gym with a See you soon! sign-off')) {
      expect(caption.split('\n').at(-1)).toBe('See you soon!');
    }
    for (const caption of captions('florist with emoji sign-off')) {
      expect(caption.endsWith('\nWith love, Petal Post')).toBe(true);
    }
  });

  it('writes as "I" for a sole trader whose posts say "I" and "my"', () => {
    for (const label of [
      'solo realtor writing as I',
      'personal trainer as I, no emoji',
      'massage therapist as I, calm',
    ]) {
      for (const caption of captions(label)) {
        expect(caption).not.toMatch(/\b(?:we|we're|our|us|ourselves)\b/iu);
      }
      expect(
        captions(label).filter((caption) => /\b(?:I|I'm|my|me)\b/u.test(caption)).length,
      ).toBeGreaterThan(0);
    }
  });

  it('writes as "we" for a team', () => {
    expect(
      captions('dental practice, calm').some((caption) => /\b(?:we|our|us)\b/iu.test(caption)),
    ).toBe(true);
  });

  it('uses emoji only when the brand does (or the style is Trending)', () => {
    for (const caption of captions('bakery with a team sign-off and emoji'))
      expect(caption).toMatch(EMOJI);
    for (const label of [
      'dental practice, calm',
      'personal trainer as I, no emoji',
      'accounting firm, calm',
    ]) {
      for (const caption of captions(label)) expect(caption).not.toMatch(EMOJI);
    }
  });

  it('reuses the brand’s own emoji', () => {
    const brandEmoji = ['🥐', '🍞', '🙌'];
    for (const caption of captions('bakery with a team sign-off and emoji')) {
      expect(brandEmoji.some((emoji) => caption.includes(emoji))).toBe(true);
    }
  });

  it('exclaims as often as the brand does', () => {
    for (const caption of captions('dental practice, calm')) expect(caption).not.toContain('!');
    for (const caption of captions('accounting firm, calm')) expect(caption).not.toContain('!');
    const medium = writeAll(byLabel('salon with emoji and exclamations')).filter(
      ({ request }) => request.captionLength !== 'short',
    );
    for (const { post } of medium) {
      expect(post.caption.match(/!/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    }
  });

  it('echoes the tagline in long captions', () => {
    const long = writeAll(byLabel('restaurant, no samples, all platforms')).filter(
      ({ request }) => request.captionLength === 'long',
    );
    for (const { post } of long) expect(post.caption).toContain('Handmade pasta since 1998.');
  });
});

describe('writePost: titles', () => {
  const golden = CORPUS.find(
    (item) => item.label === 'bakery, calm voice, minimal tags',
  ) as CorpusProfile;
  const title = (description: string, changes: Partial<PostRequest> = {}) =>
    writePost(requestFor(golden, description, changes)).title;

  it('ends with the business and the city when SEO is on, and leaves them out otherwise', () => {
    expect(title('Wedding cake tastings now open', { seoEnabled: true })).toBe(
      'Wedding cake tastings now open | Golden Crust Bakery in Asheville',
    );
    expect(title('Wedding cake tastings now open')).toBe('Wedding cake tastings now open');
  });

  it('names the business without a city when the profile has none', () => {
    const noCity = CORPUS.find(
      (item) => item.label === 'real estate with no city',
    ) as CorpusProfile;
    expect(
      writePost(requestFor(noCity, 'New waterfront listings', { seoEnabled: true })).title,
    ).toBe('New waterfront listings | Harbor Homes Group');
  });

  it('keeps the first eight words of a long description, marking the cut', () => {
    expect(title('one two three four five six seven eight nine ten')).toBe(
      'One two three four five six seven eight…',
    );
  });

  it('opens with a trend hook and still fits 80 characters with SEO', () => {
    const hooked = title('Wedding cake tastings now open for spring dates', {
      seoEnabled: true,
      trendingEnabled: true,
    });
    expect(TREND_HOOKS.some((hook) => hooked.startsWith(`${hook} Wedding cake`))).toBe(true);
    expect(hooked.endsWith(' | Golden Crust Bakery in Asheville')).toBe(true);
    expect(hooked.length).toBeLessThanOrEqual(80);
  });

  it('keeps a question mark, and never ends on a full stop', () => {
    expect(title('Have you tried our rye?')).toBe('Have you tried our rye?');
    expect(title('Rye is back.')).toBe('Rye is back');
  });
});

describe('writePost: the anonymous generator', () => {
  const anonymous = (changes: Partial<PostRequest> = {}): PostRequest => ({
    description: 'Spring tune-up special for road bikes',
    businessDescription: 'A family bike repair shop',
    onboarding: null,
    titleGeneration: true,
    seoEnabled: true,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'long',
    hashtagGeneration: true,
    ...changes,
  });

  it('writes a sensible post from the business description, naming no business', () => {
    const post = writePost(anonymous());
    expect(post.title).toBe('Spring tune-up special for road bikes');
    expect(post.caption).toContain("We're a family bike repair shop.");
    expect(post.caption).toContain('Spring tune-up special for road bikes');
    expect(post.caption).not.toMatch(/our team|business name|\bundefined\b/iu);
    expect(tagsOf(post.hashtags).length).toBeGreaterThanOrEqual(6);
    expect(tagsOf(post.hashtags).length).toBeLessThanOrEqual(10);
  });

  it('writes in the words of the industry the business description points to', () => {
    const caption = writePost(anonymous()).caption;
    expect(industryLines('Automotive', 'details').some((line) => caption.includes(line))).toBe(
      true,
    );
  });
});

describe('writePost: switches, determinism, safety', () => {
  const profile = CORPUS[0] as CorpusProfile;
  const base = requestFor(profile, 'Fresh sourdough loaves every Saturday morning');

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['title', { titleGeneration: false }],
    ['caption', { captionGeneration: false }],
    ['hashtags', { hashtagGeneration: false }],
  ] as const)('returns the %s empty when it is switched off', (field, change) => {
    const post = writePost({ ...base, ...change });
    expect(post[field]).toBe('');
    for (const other of (['title', 'caption', 'hashtags'] as const).filter(
      (name) => name !== field,
    )) {
      expect(post[other]).not.toBe('');
    }
  });

  it('returns every field empty, and no variant, when all are switched off', () => {
    expect(
      writePost({
        ...base,
        titleGeneration: false,
        captionGeneration: false,
        hashtagGeneration: false,
      }),
    ).toEqual({ title: '', caption: '', hashtags: '' });
  });

  it('gives the same post for the same request, without clock or randomness', () => {
    const first = writePost(base);
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random was called');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now was called');
    });
    expect(writePost(structuredClone(base))).toEqual(first);
  });

  it('answers through the PostWriter interface with the same post', async () => {
    await expect(offlineWriter.write(base)).resolves.toEqual(writePost(base));
  });

  it('strips markup from everything it echoes', () => {
    const hostile = CORPUS.find((item) => item.label === 'markup and template tokens everywhere');
    expect(hostile).toBeDefined();
    for (const { post } of writeAll(hostile as CorpusProfile)) {
      const text = `${post.title} ${post.caption} ${post.hashtags} ${post.variants?.x?.caption ?? ''}`;
      expect(text).not.toMatch(/[<>]/u);
      expect(text).toContain('Evil Bakes');
      expect(text).toContain('Springfield');
    }
  });
});

describe('writePost: any input', () => {
  const word = fc.constantFrom(
    'sourdough',
    'yoga',
    'open',
    'house',
    'Sunday',
    'sale',
    'new',
    'menu',
    'tacos',
    'tax',
    'workshop',
    'café',
    '抹茶',
    'kids',
    'free',
    'the',
    'at',
    '20%',
    '$4.50',
    'St.',
    'p.m.',
    'https://example.com/x',
    '🍞',
    '!',
    '<b>',
    'gluten-free',
    'Mother’s',
    'Day',
  );
  const description = fc
    .array(word, { minLength: 1, maxLength: 40 })
    .map((words) => words.join(' '))
    .filter((text) => cleanUserText(text).length > 0);
  const name = fc
    .array(
      fc.constantFrom('Golden', 'Crust', 'Zen', 'Flow', 'Studio', '&', 'Co', 'Café', 'Lumière'),
      {
        minLength: 1,
        maxLength: 4,
      },
    )
    .map((words) => words.join(' '))
    .filter((text) => /\p{L}/u.test(text));
  const samplePosts = fc.array(
    fc.constantFrom(
      'Fresh today! 🍞\n— Team Crumb',
      'I baked my best loaf.',
      'We are closed Monday.',
      'Big news! See you soon!',
      'Calm and quiet.',
    ),
    { maxLength: 4 },
  );
  const onboarding: fc.Arbitrary<OnboardingData> = fc.record({
    business: fc.record({
      name,
      industry: fc.constantFrom(...INDUSTRIES, '', 'Pet care'),
      city: fc.constantFrom('', 'Portland', 'New York', 'Zürich', 'San Luis Obispo'),
      employees: fc.constant('2-5' as const),
    }),
    brandAssets: fc.record({
      logoUrl: fc.constant(null),
      colors: fc.constant([]),
      photos: fc.constant([]),
      tagline: fc.constantFrom('', 'Baked fresh every morning', 'Warm bread. Warm hearts!'),
      samplePosts,
    }),
    contentPrefs: fc.record({
      platforms: fc.subarray(['instagram', 'facebook', 'tiktok', 'x', 'linkedin'] as Platform[]),
      postsPerMonth: fc.constant(12),
      postLength: fc.constant('Medium' as const),
      aiVisuals: fc.constant(true),
      hashtagStyle: fc.constantFrom(
        'Minimal',
        'Moderate',
        'Trending',
        'None',
      ) as fc.Arbitrary<HashtagStyle>,
    }),
  });
  const request: fc.Arbitrary<PostRequest> = fc.record({
    description,
    onboarding: fc.option(onboarding, { nil: null }),
    businessDescription: fc.constantFrom(undefined, 'A family bakery', 'We fix bikes'),
    titleGeneration: fc.boolean(),
    seoEnabled: fc.boolean(),
    trendingEnabled: fc.boolean(),
    captionGeneration: fc.boolean(),
    captionLength: fc.constantFrom(...CAPTION_LENGTHS),
    hashtagGeneration: fc.boolean(),
  });

  it('always passes every check', () => {
    fc.assert(
      fc.property(request, (input) => {
        expect(postProblems(writePost(input), input)).toEqual([]);
      }),
      { numRuns: 400, seed: 20_251_122 },
    );
  });

  it('writes different captions for different descriptions of the same brand', () => {
    fc.assert(
      fc.property(request, description, description, (input, first, second) => {
        fc.pre(cleanUserText(first) !== cleanUserText(second));
        const one = writePost({ ...input, captionGeneration: true, description: first });
        const two = writePost({ ...input, captionGeneration: true, description: second });
        expect(one.caption).not.toBe(two.caption);
      }),
      { numRuns: 300, seed: 20_251_123 },
    );
  });
});
