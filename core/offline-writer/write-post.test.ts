// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { businessProfileSchema } from '@contract/business-profile';
import { CAPTION_LENGTHS } from '@contract/constants';
import type { CaptionLength } from '@contract/generation';
import { inventedClaims } from '../claims';
import { extractFacts } from '../facts';
import { postProblems } from '../post-checks';
import type { PostRequest, WrittenPost } from '../post-writer';
import { countSentences, splitSentences } from '../sentences';
import { readBrief } from './brief';
import { claimsAbsentFrom } from './claim-words';
import { sampleOnboardingData } from '@contract/samples';
import { CORPUS, type CorpusProfile } from './test-corpus';
import { offlineWriter, writePost } from './write-post';

// The writer's rules (ADR 0012), stated here on their own rather than read from the code.
const BANDS: Record<CaptionLength, { sentences: [number, number]; characters: [number, number] }> =
  {
    short: { sentences: [1, 2], characters: [1, 200] },
    medium: { sentences: [3, 4], characters: [200, 500] },
    long: { sentences: [5, 7], characters: [500, 1000] },
  };
const HASHTAG_BANDS = { Minimal: [3, 5], Moderate: [6, 10], Trending: [6, 10] } as const;
const WELL_FORMED = /^#[\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*$/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const FUNCTION_WORD_TAGS =
  /^#(?:for|the|and|a|an|of|to|in|on|at|with|our|we|you|this|that|is|are|post|something|people|remind|about|για|και|της|el|la|de|para)$/iu;
const ENGLISH_FILLER = /\b(?:the|and|our|we|you|with|from|at|this|is)\b/iu;
const SALES = /\b(?:exciting|don['’]t miss|trending|hurry|grab yours|limited time)\b/iu;
const CALM =
  /\b(?:closed|closing|closure|shut|sadly|passed away|postponed|recall|burst|emergenc\w*|power cut|down)\b/iu;

interface Case {
  profile: CorpusProfile;
  description: string;
  brief: boolean;
}

const CASES: Case[] = CORPUS.flatMap((profile) => [
  ...profile.descriptions.map((description) => ({ profile, description, brief: false })),
  ...profile.briefs.map((description) => ({ profile, description, brief: true })),
]);

function requestFor(item: Case, changes: Partial<PostRequest> = {}): PostRequest {
  return {
    description: item.description,
    businessDescription: item.profile.businessDescription,
    onboarding: item.profile.onboarding,
    business: item.profile.business ? businessProfileSchema.parse(item.profile.business) : null,
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    hashtagGeneration: true,
    ...changes,
  };
}

const ownerWords = (item: Case) =>
  [
    item.description,
    item.profile.businessDescription ?? '',
    item.profile.onboarding?.brandAssets.tagline ?? '',
    ...(item.profile.onboarding?.brandAssets.samplePosts ?? []),
  ].join('\n');

const tagsOf = (post: WrittenPost) => post.hashtags.split(' ').filter(Boolean);
const isEnglish = (item: Case) => item.profile.language === undefined;

/** Every case at every length, with and without SEO and trending research, in two versions. */
const WRITTEN = CASES.flatMap((item) =>
  CAPTION_LENGTHS.flatMap((captionLength) =>
    [
      { seoEnabled: false, trendingEnabled: false, variation: 0 },
      { seoEnabled: true, trendingEnabled: true, variation: 1 },
    ].map((switches) => {
      const request = requestFor(item, { captionLength, ...switches });
      return { item, request, post: writePost(request) };
    }),
  ),
);

describe('the corpus of the writer rules (ADR 0012)', () => {
  it('has at least 60 requests over at least 30 trades, a third of them vague briefs', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CORPUS.map((profile) => profile.trade)).size).toBeGreaterThanOrEqual(30);
    expect(CASES.filter((item) => item.brief).length).toBeGreaterThanOrEqual(CASES.length / 3);
  });

  it('has closures, sad news, emergencies, URLs, phones, prices, dates and other languages', () => {
    const text = CASES.filter((item) => !item.brief).map((item) => item.description);
    const kinds = new Set(
      text.flatMap((description) => extractFacts(description).map((fact) => fact.kind)),
    );
    for (const kind of ['url', 'phone', 'price', 'date', 'time', 'percent', 'name', 'email']) {
      expect(kinds, kind).toContain(kind);
    }
    expect(text.some((description) => /passed away|for good/u.test(description))).toBe(true);
    expect(text.some((description) => /recall|burst|power cut/iu.test(description))).toBe(true);
    expect(text.some((description) => /closed|shut/iu.test(description))).toBe(true);
    expect(text.some((description) => /\p{Script=Greek}/u.test(description))).toBe(true);
    expect(text.some((description) => /\p{Script=Han}/u.test(description))).toBe(true);
    expect(text.some((description) => /sábado/u.test(description))).toBe(true);
  });
});

describe('rule 5: the trade is read from the business, not only the industry', () => {
  it.each(CORPUS.map((profile) => [profile.label, profile] as const))('%s', (_, profile) => {
    const brief = readBrief(requestFor({ profile, description: 'x', brief: false }));
    expect(brief.trade.id).toBe(profile.trade);
  });
});

describe.each(CASES.map((item) => [`${item.profile.label}: ${item.description}`, item] as const))(
  'writePost %s',
  (_, item) => {
    const posts = WRITTEN.filter((written) => written.item === item);

    it('rule 1: keeps every fact of the message verbatim at every length', () => {
      if (item.brief) return;
      for (const { post, request } of posts) {
        for (const fact of extractFacts(item.description)) {
          expect(post.caption, `${request.captionLength}: ${fact.text}`).toContain(fact.text);
        }
      }
    });

    it('rule 2: promises nothing the owner did not', () => {
      for (const { post } of posts) {
        const text = [post.title, post.caption, post.hashtags].join('\n');
        expect(inventedClaims(ownerWords(item), text), text).toEqual([]);
      }
    });

    it('rule 2: claims no service, facility or stock the owner’s material does not hold', () => {
      const material = [
        ownerWords(item),
        item.profile.onboarding?.business.name ?? '',
        JSON.stringify(item.profile.business ?? {}),
      ].join('\n');
      for (const { post } of posts) {
        const text = `${post.title}\n${post.caption}`;
        expect(claimsAbsentFrom(material, text, item.profile.language), text).toEqual([]);
      }
    });

    it('rule 3: closures, bad news and emergencies are plain and calm', () => {
      if (item.brief || !CALM.test(item.description)) return;
      for (const { post } of posts) {
        expect(post.caption).not.toMatch(SALES);
        expect(post.title).not.toMatch(SALES);
        expect(post.title).not.toMatch(EMOJI);
        const added = post.caption.replace(item.description, '');
        expect(added, post.caption).not.toMatch(/!/u);
        expect(added.replace(/\n.*$/u, ''), post.caption).not.toMatch(EMOJI);
      }
    });

    it('rule 4: a vague brief is written from, never echoed', () => {
      if (!item.brief) return;
      const brief = item.description.toLocaleLowerCase();
      for (const { post } of posts) {
        expect(post.caption.toLocaleLowerCase()).not.toContain(brief);
        expect(post.title.toLocaleLowerCase()).not.toContain(brief);
        expect(post.caption.length).toBeGreaterThan(0);
      }
    });

    it('rule 7: the title is a whole headline of at most 80 characters', () => {
      for (const { post } of posts) {
        expect(post.title.length).toBeGreaterThan(0);
        expect(post.title.length).toBeLessThanOrEqual(80);
        expect(post.title).not.toMatch(/…|\.\.\./u);
        expect(post.title).not.toMatch(/^(?:Trending now|Everyone's talking|Hot right now)/u);
      }
    });

    it('rule 8: hashtags are well-formed CamelCase phrases, never function words, counted by style', () => {
      const style = item.profile.onboarding?.contentPrefs.hashtagStyle ?? 'Moderate';
      const [min, max] = HASHTAG_BANDS[style === 'None' ? 'Moderate' : style];
      const platforms = item.profile.onboarding?.contentPrefs.platforms ?? [];
      const xOnly = platforms.length > 0 && platforms.every((platform) => platform === 'x');
      for (const { post } of posts) {
        const tags = tagsOf(post);
        for (const tag of tags) {
          expect(tag).toMatch(WELL_FORMED);
          expect(tag).not.toMatch(FUNCTION_WORD_TAGS);
        }
        expect(new Set(tags.map((tag) => tag.toLocaleLowerCase())).size).toBe(tags.length);
        if (xOnly) expect(tags.length).toBeLessThanOrEqual(2);
        else if (isEnglish(item)) {
          // Fewer tags rather than a weak one: the style sets the most, not the fewest.
          expect(tags.length).toBeGreaterThanOrEqual(Math.min(min, 1));
          expect(tags.length).toBeLessThanOrEqual(max);
        }
      }
    });

    it('rule 9: the same variation gives the same post, another variation another post', () => {
      const first = writePost(requestFor(item, { variation: 3 }));
      expect(writePost(requestFor(item, { variation: 3 }))).toEqual(first);
      const others = [4, 5, 6].map((variation) => writePost(requestFor(item, { variation })));
      expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(first))).toBe(true);
    });

    it('rule 10: a message in another language keeps its text with no English filler', () => {
      if (isEnglish(item)) return;
      for (const { post } of posts) {
        expect(post.caption).not.toMatch(ENGLISH_FILLER);
        expect(post.title).not.toMatch(ENGLISH_FILLER);
        if (!item.brief) {
          for (const sentence of splitSentences(item.description)) {
            expect(post.caption).toContain(sentence.trim().replace(/[.。]$/u, ''));
          }
        }
      }
    });

    it('fits its length band unless a fact needs the room, and passes the server checks', () => {
      for (const { post, request } of posts) {
        const [minSentences, maxSentences] = BANDS[request.captionLength].sentences;
        const [minCharacters, maxCharacters] = BANDS[request.captionLength].characters;
        const message = item.brief ? '' : item.description;
        const over = message.length > maxCharacters || countSentences(message) > maxSentences;
        if (!over) {
          expect(countSentences(post.caption), post.caption).toBeLessThanOrEqual(maxSentences);
          expect(post.caption.length, post.caption).toBeLessThanOrEqual(maxCharacters);
        }
        // Calm notices and other languages are not padded to a minimum.
        // A business whose trade is not known is not padded with another trade's lines.
        if (isEnglish(item) && !CALM.test(message) && readBrief(request).tradeKnown) {
          expect(countSentences(post.caption), post.caption).toBeGreaterThanOrEqual(minSentences);
          // A sign-off takes a sentence of the band, so a brand that signs off may end a
          // little short of the characters.
          if (request.captionLength !== 'long') {
            expect(post.caption.length, post.caption).toBeGreaterThanOrEqual(minCharacters * 0.75);
          }
        }
        expect(postProblems(post, request).hard, post.caption).toEqual([]);
      }
    });
  },
);

describe('rule 6: no sentence is shared word for word by two businesses', () => {
  it('holds over every post of the corpus', () => {
    const owners = new Map<string, CorpusProfile>();
    for (const { item, post } of WRITTEN) {
      const own = ownerWords(item);
      for (const sentence of splitSentences(post.caption)) {
        const key = sentence.trim().toLocaleLowerCase();
        if (key.split(/\s+/u).length < 5 || own.toLocaleLowerCase().includes(key)) continue;
        const owner = owners.get(key) ?? item.profile;
        // A business with no name (the anonymous generator) has nothing to make its
        // trade's sentences its own; every named business has.
        const anonymousPair =
          owner.trade === item.profile.trade && (!owner.onboarding || !item.profile.onboarding);
        expect(
          owner === item.profile || anonymousPair,
          `${sentence}: ${owner.label} and ${item.profile.label}`,
        ).toBe(true);
        owners.set(key, owner);
      }
    }
  });
});

describe('writePost: the brand’s voice', () => {
  const find = (label: string) => {
    const profile = CORPUS.find((candidate) => candidate.label === label);
    if (!profile) throw new Error(label);
    return profile;
  };

  it('carries a sign-off repeated across sample posts onto its own last line', () => {
    const profile = find('bakery with a team sign-off');
    const post = writePost(
      requestFor({ profile, description: profile.descriptions[0] ?? '', brief: false }),
    );
    expect(post.caption.split('\n').at(-1)).toBe('— Team Crumb');
  });

  it('writes as "I" for a sole trader and in lower case for a lower-case brand', () => {
    const tutor = find('maths tutor');
    // The trade's know-how speaks for nobody; the invitation speaks for the owner.
    const captions = [0, 1, 2, 3, 4].map(
      (variation) =>
        writePost(
          requestFor(
            { profile: tutor, description: tutor.briefs[0] ?? '', brief: true },
            { captionLength: 'medium', variation },
          ),
        ).caption,
    );
    expect(captions.join('\n'), captions.join('\n')).toMatch(/\bI\b|\bme\b|\bmy\b/u);
    for (const caption of captions) expect(caption).not.toMatch(/\b(?:we|our|us)\b/iu);
    const groomer = find('dog groomer, lower case, emoji');
    const lower = writePost(
      requestFor({ profile: groomer, description: groomer.descriptions[0] ?? '', brief: false }),
    );
    for (const sentence of splitSentences(lower.caption)) {
      const letter = /\p{L}/u.exec(sentence)?.[0] ?? '';
      expect(letter, lower.caption).toBe(letter.toLocaleLowerCase());
    }
  });

  it('uses emoji only when the brand does or the style is Trending', () => {
    const cafe = find('café, we, no emoji');
    for (const description of [...cafe.descriptions, ...cafe.briefs]) {
      expect(
        writePost(requestFor({ profile: cafe, description, brief: false })).caption,
      ).not.toMatch(EMOJI);
    }
  });

  it('does not open every post the same way', () => {
    const openings = new Set(
      WRITTEN.filter(({ request }) => request.captionLength === 'long').map(({ post }) =>
        post.caption.split(/\s+/u).slice(0, 2).join(' '),
      ),
    );
    expect(openings.size).toBeGreaterThan(CASES.length / 2);
  });
});

describe('writePost: examples from the writer rules (ADR 0012)', () => {
  const profileOf = (label: string) => CORPUS.find((profile) => profile.label === label);

  it('turns a vet’s "post about tick season" into a tick check, with no #post or #something', () => {
    const profile = profileOf('rural vet');
    if (!profile) throw new Error('missing');
    const post = writePost(
      requestFor({ profile, description: 'post about tick season', brief: true }),
    );
    expect(post.caption).toMatch(/tick/iu);
    expect(post.caption).not.toMatch(/patients|healthcare/iu);
    expect(post.hashtags).toContain('#TickSeason');
    expect(post.hashtags).not.toMatch(/#post\b|#something\b|#Healthcare/iu);
  });

  it('keeps a dentist’s emergency number in a short closure notice and invents no new patients', () => {
    const profile = profileOf('dentist');
    const description = profile?.descriptions[0] ?? '';
    const post = writePost(
      requestFor(
        { profile: profile as CorpusProfile, description, brief: false },
        { captionLength: 'short' },
      ),
    );
    expect(post.caption).toContain('0118 496 0555');
    expect(post.caption).not.toMatch(/new patient|appointment/iu);
  });

  it('tags a beer and a two-word name whole: #HazyDazeIPA, never #hazy #daze', () => {
    const profile = profileOf('brewery with a beer name');
    const post = writePost(
      requestFor({
        profile: profile as CorpusProfile,
        description: profile?.descriptions[0] ?? '',
        brief: false,
      }),
    );
    expect(post.hashtags).toContain('#HazyDazeIPA');
    expect(post.hashtags).toContain('#HopHouseBrewing');
    expect(post.hashtags).not.toMatch(/#hazy\b|#daze\b|#hop\b|#house\b/iu);
  });

  it('writes a Greek request with no English around it and no #για', () => {
    const profile = profileOf('florist writing in Greek') as CorpusProfile;
    const post = writePost(
      requestFor({ profile, description: profile.descriptions[0] ?? '', brief: false }),
    );
    expect(post.caption).toContain('2310 555 123');
    expect(post.caption).not.toMatch(/[a-z]{3,}/u);
    expect(post.hashtags).not.toMatch(/#για\b/iu);
  });
});

describe('writePost: switches, long requests and safety', () => {
  const item = CASES[0] as Case;

  it('returns every field empty when all are switched off', () => {
    const post = writePost(
      requestFor(item, {
        titleGeneration: false,
        captionGeneration: false,
        hashtagGeneration: false,
      }),
    );
    expect(post).toEqual({ title: '', caption: '', hashtags: '' });
  });

  it('answers through the PostWriter interface with the same post', async () => {
    const request = requestFor(item);
    expect(await offlineWriter.write(request)).toEqual(writePost(request));
  });

  it('strips markup and template tokens from everything it echoes', () => {
    const post = writePost(
      requestFor(item, { description: '<b>Open</b> late on {{day}} <script>x</script>' }),
    );
    expect(`${post.title}${post.caption}${post.hashtags}`).not.toMatch(/<|>|\{\{/u);
  });

  // How long a 2,000-character request takes is a figure of npm run bench:ai. Here: one ten
  // times longer than a form allows is still written whole, facts kept; a pattern that
  // backtracked would not finish before the test's time-out, which only guards a hang.
  it('writes a request ten times longer than a form allows, keeping its facts', () => {
    const sentence = 'Fresh sourdough and Hazy Daze IPA on 12 March at 7pm, call 0113 496 0000. ';
    const description = sentence.repeat(270).slice(0, 20_000);
    for (const captionLength of CAPTION_LENGTHS) {
      const request = requestFor(item, { description, captionLength });
      const post = writePost(request);
      expect(postProblems(post, request).hard, post.caption).toEqual([]);
      expect(post.caption).toContain('0113 496 0000');
    }
  });
});

describe('rule 9 at scale: another version is another post', () => {
  const captionsOf = (request: PostRequest) =>
    [0, 1, 2, 3, 4].map((variation) => writePost({ ...request, variation }).caption);

  it('gives 4 distinct captions in 5 asks for a medium post whose bank lines are short, each keeping the request', () => {
    const captions = captionsOf({
      description: 'Sourdough masterclass this Saturday',
      onboarding: sampleOnboardingData(),
      titleGeneration: true,
      seoEnabled: false,
      trendingEnabled: false,
      captionGeneration: true,
      captionLength: 'medium',
      hashtagGeneration: true,
    });
    expect(new Set(captions).size, captions.join('\n')).toBeGreaterThanOrEqual(4);
    for (const caption of captions)
      expect(caption).toContain('Sourdough masterclass this Saturday.');
  });

  // Measured on 27 November 2026 (docs/decisions/0012-offline-writer-and-platform-rules.md): before the
  // versions chose among the captions that fit, 24 of 38 requests at medium length and 15
  // at long gave 4 distinct captions in 5. A floor, so that it cannot quietly fall back.
  // Short: every request since 29 November (calm closings in the owner's language).
  it.each([
    ['short', 38],
    ['medium', 28],
    ['long', 21],
  ] as const)(
    'gives 4 distinct captions in 5 asks for most requests at %s length',
    (length, floor) => {
      const requests = CASES.filter((item) => !item.brief);
      const varied = requests.filter(
        (item) => new Set(captionsOf(requestFor(item, { captionLength: length }))).size >= 4,
      );
      expect(requests).toHaveLength(38);
      expect(varied.length).toBeGreaterThanOrEqual(floor);
    },
  );
});

/** A medium post from the anonymous generator: no brand profile, only a description. */
const anonymousPost = (description: string, businessDescription: string) =>
  writePost({
    description,
    onboarding: null,
    businessDescription,
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    hashtagGeneration: true,
  });

describe('a vague request for an occasion names it (ADR 0012, update "27 November, late")', () => {
  const bakery = (description: string, captionLength: CaptionLength, variation: number) =>
    writePost({
      description,
      onboarding: sampleOnboardingData(),
      titleGeneration: true,
      seoEnabled: false,
      trendingEnabled: false,
      captionGeneration: true,
      captionLength,
      hashtagGeneration: true,
      variation,
    });

  it.each([
    ['something for mothers day', 'Mother’s Day'],
    ["a post for valentine's", 'Valentine’s Day'],
    ['something for christmas', 'Christmas'],
    ['post for diwali', 'Diwali'],
  ])(
    '"%s" names %s in the title, caption and tags of every version and length',
    (request, name) => {
      for (const captionLength of CAPTION_LENGTHS) {
        for (const variation of [0, 1, 2, 3, 4]) {
          const post = bakery(request, captionLength, variation);
          expect(post.title, post.title).toContain(name);
          expect(post.caption, post.caption).toContain(name);
          expect(post.caption.toLocaleLowerCase()).not.toContain(request.toLocaleLowerCase());
          expect(post.hashtags.split(' ')).toContain(`#${name.replace(/[’\s]/gu, '')}`);
        }
      }
    },
  );

  it('a request that names no occasion gets no occasion line', () => {
    for (const request of ['post something', 'something motivational', 'post about the team']) {
      const post = bakery(request, 'medium', 0);
      expect(post.caption).not.toMatch(/^(?:For |Thinking of )/u);
    }
  });

  it('heads an anonymous owner’s post with the occasion even with nothing else to say', () => {
    const post = anonymousPost(
      'something for mothers day',
      'I make soy candles by hand and sell them at markets and online.',
    );
    expect(post.title).toContain('Mother’s Day');
    expect(post.caption).toBe(
      'For Mother’s Day: I make soy candles by hand and sell them at markets and online.',
    );
  });
});

describe('rule 8: a count spelt out makes no tag', () => {
  it('a courier co-op "with eight riders" gets no #EightRiders', () => {
    const post = anonymousPost('post about rainy days', 'A cycle courier co-op with eight riders.');
    expect(post.hashtags).not.toMatch(/#Eight/u);
  });
});

describe('a vague request written from the trade’s know-how, read as its owner (29 November)', () => {
  const caseOf = (label: string, description: string): Case => {
    const profile = CORPUS.find((item) => item.label === label);
    if (!profile) throw new Error(`No profile "${label}"`);
    return { profile, description, brief: true };
  };

  it('is a tip, never "A closer look at" the business', () => {
    const plumber = caseOf('plumber, sole trader', 'remind people about frozen pipes');
    for (const variation of [0, 1, 2, 3, 4]) {
      const { caption } = writePost({ ...requestFor(plumber), variation });
      expect(caption, caption).not.toMatch(/A closer look at|In the spotlight at/u);
    }
  });

  it('never puts "Based in Glasgow!" between two tips', () => {
    const gym = caseOf('boxing gym', 'new year motivation');
    for (const captionLength of CAPTION_LENGTHS) {
      for (const variation of [0, 1, 2, 3, 4]) {
        const { caption } = writePost({ ...requestFor(gym), captionLength, variation });
        expect(caption, caption).not.toContain('Based in');
      }
    }
  });
});

describe('an anonymous owner’s post, read as its owner (29 November)', () => {
  it('a closure for a funeral is sad news: no patience asked, no updates promised', () => {
    const post = anonymousPost(
      'We are closed next week for a family funeral. Back on Monday 14th.',
      'We repair and restore antique clocks.',
    );
    expect(post.caption).toContain('Back on Monday 14th.');
    expect(post.caption).not.toMatch(/patience|Updates will follow|Sorry for any trouble/u);
  });

  it('a Christmas post never carries a tip for another season', () => {
    for (const variation of [0, 1, 2, 3, 4]) {
      const post = writePost({
        description: 'something for christmas',
        businessDescription: 'Mobile dog grooming van in Cork.',
        onboarding: null,
        titleGeneration: true,
        seoEnabled: false,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'medium',
        hashtagGeneration: true,
        variation,
      });
      expect(post.caption, post.caption).not.toMatch(/cooler|summer|heat/iu);
      expect(post.caption, post.caption).not.toMatch(/^For Christmas\./u);
    }
  });
});
