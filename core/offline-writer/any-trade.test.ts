// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { businessProfileSchema } from '@contract/business-profile';
import type { CaptionLength } from '@contract/generation';
import { extractFacts } from '../facts';
import type { PostRequest } from '../post-writer';
import { ANY_TRADE, type AnyTradeBusiness } from './any-trade-corpus';
import { claimsAbsentFrom } from './claim-words';
import { TRADES } from './trades';
import { writeSourcedPost, type SentenceSource } from './write-post';

// Stated here on their own rather than read from the code (ADR 0012, "sources").
const JUNK_TAG_WORDS = new Set(
  `for the and with our we you this that is are post something about please exist bitte
  el la de para por con los nuestro es del le les et pour nous der die das und mit wir ist
  il di per che non o os da com para não είμαι για και της την μην`.split(/\s+/u),
);
const CURRENCY_OR_DIGIT = /[\p{Sc}\p{N}]/u;
const LENGTHS: readonly CaptionLength[] = ['short', 'medium', 'long'];

function requestFor(
  business: AnyTradeBusiness,
  description: string,
  changes: Partial<PostRequest> = {},
): PostRequest {
  return {
    description,
    onboarding: business.onboarding,
    business: businessProfileSchema.parse(business.business),
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    hashtagGeneration: true,
    ...changes,
  };
}

const tagWords = (tag: string) =>
  tag
    .slice(1)
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLocaleLowerCase()
    .split(/\s+/u);

describe('the corpus of businesses of any trade', () => {
  it('has businesses of trades the tables do not know, in other languages, with prices', () => {
    expect(ANY_TRADE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ANY_TRADE.map((item) => item.label)).size).toBe(ANY_TRADE.length);
    expect(new Set(ANY_TRADE.map((item) => item.kind)).size).toBeGreaterThanOrEqual(45);
    const unknownKinds = ANY_TRADE.filter((item) => item.trade === 'neutral').map(
      (item) => item.kind,
    );
    expect(new Set(unknownKinds).size).toBeGreaterThanOrEqual(25);
    expect(new Set(ANY_TRADE.map((item) => item.language).filter(Boolean)).size).toBe(6);
    expect(ANY_TRADE.filter((item) => item.language).length).toBeGreaterThanOrEqual(15);
    const prices = ANY_TRADE.flatMap((item) =>
      extractFacts(item.request).filter((fact) => fact.kind === 'price'),
    ).map((fact) => fact.text);
    for (const price of [
      '$5',
      '25 €',
      '£5.50',
      'R950',
      '¥1,000',
      '1.250,00 €',
      '₹499',
      'CHF 25',
      'R$ 45,00',
      'C$62,000',
      'NZ$220',
      'kr 120',
      'zł 800',
      '₩15,000',
      '₺300',
      'S$15',
      '8,50 €',
    ]) {
      expect(prices).toContain(price);
    }
  });
});

describe.each(ANY_TRADE.map((item) => [item.label, item] as const))('%s', (_, item) => {
  const written = [item.request, item.vague].flatMap((description) =>
    LENGTHS.flatMap((captionLength) =>
      [0, 1, 2, 3, 4].map((variation) => ({
        description,
        captionLength,
        result: writeSourcedPost(requestFor(item, description, { captionLength, variation })),
      })),
    ),
  );

  it('knows the trade only from what the business does, else writes trade-neutral', () => {
    const allowed: readonly SentenceSource[] =
      item.trade === 'neutral'
        ? ['request', 'profile', 'neutral']
        : ['request', 'profile', 'neutral', 'trade'];
    for (const { result } of written) {
      expect(result.tradeKnown).toBe(item.trade !== 'neutral');
      for (const line of result.sentences) expect(allowed, line.text).toContain(line.source);
    }
  });

  it('claims nothing (service, facility, stock, offer, promise) the owner’s material does not', () => {
    const profile = businessProfileSchema.parse(item.business);
    const { business, brandAssets } = item.onboarding;
    const material = [
      business.name,
      brandAssets.tagline,
      ...brandAssets.samplePosts,
      profile.whatYouDo,
      ...profile.offerings.flatMap((offering) => [offering.name, offering.description]),
      ...profile.differences,
    ].join('\n');
    for (const { description, result } of written) {
      const { caption, title } = result.post;
      expect(
        claimsAbsentFrom(`${material}\n${description}`, `${title}\n${caption}`, item.language),
        caption,
      ).toEqual([]);
    }
  });

  it('keeps every fact of the request verbatim in the caption, the X version and the title', () => {
    const facts = extractFacts(item.request);
    const prices = facts.filter((fact) => fact.kind === 'price').map((fact) => fact.text);
    for (const { description, result } of written) {
      if (description !== item.request) continue;
      const { post } = result;
      for (const fact of facts) {
        expect(post.caption, fact.text).toContain(fact.text);
        if (post.variants?.x) expect(post.variants.x.caption, fact.text).toContain(fact.text);
      }
      // A currency sign with no amount beside it is a price cut in two.
      expect(post.title).not.toMatch(/(?<!\d\s?)\p{Sc}(?!\s?\d)/u);
      for (const fact of extractFacts(post.title).filter((one) => one.kind === 'price')) {
        expect(prices).toContain(fact.text);
      }
    }
  });

  it('tags only what a marketer would pick: no junk, numbers, prices or another trade', () => {
    const otherTrades = new Set(
      TRADES.filter((trade) => trade.id !== item.trade).flatMap((trade) =>
        trade.tags.map((tag) => `#${tag}`.toLocaleLowerCase()),
      ),
    );
    const profile = businessProfileSchema.parse(item.business);
    const ownNames = new Set(
      [item.onboarding.business.name, ...profile.offerings.map((offering) => offering.name)].map(
        (name) => `#${name.replace(/[^\p{L}\p{N}]+/gu, '')}`.toLocaleLowerCase(),
      ),
    );
    for (const { result } of written) {
      for (const tag of result.post.hashtags.split(' ').filter(Boolean)) {
        if (ownNames.has(tag.toLocaleLowerCase())) continue;
        expect(tag).not.toMatch(CURRENCY_OR_DIGIT);
        expect(otherTrades.has(tag.toLocaleLowerCase()), tag).toBe(false);
        const words = tagWords(tag);
        // A product's own name may hold "de" inside ("Azulejo de Triana"); a tag never
        // starts or ends with a function word, nor is one.
        for (const word of [words[0], words.at(-1)]) {
          expect(JUNK_TAG_WORDS.has(word ?? ''), tag).toBe(false);
        }
      }
    }
  });

  it('writes a vague request from the owner’s material, or says it needs a detail', () => {
    const profile = businessProfileSchema.parse(item.business);
    // What the business does is material too when no known trade has tips for it: a post
    // about it, not a request for a detail.
    const hasMaterial =
      profile.offerings.length + profile.differences.length > 0 ||
      (item.trade === 'neutral' && profile.whatYouDo.trim() !== '');
    for (const { description, result } of written) {
      if (description !== item.vague) continue;
      const text = `${result.post.title}\n${result.post.caption}`.toLocaleLowerCase();
      expect(text).not.toContain(item.vague.toLocaleLowerCase());
      if (hasMaterial) {
        expect(result.needsDetail).toBe(false);
        expect(result.sentences.some((line) => line.source === 'profile')).toBe(true);
        const own = profile.offerings
          .flatMap((offering) => [offering.name])
          .concat(profile.differences, profile.whatYouDo.trim() || [])
          .map((words) => words.toLocaleLowerCase());
        const caption = result.post.caption.toLocaleLowerCase();
        expect(
          own.some((words) => caption.includes(words)),
          result.post.caption,
        ).toBe(true);
      } else if (item.trade === 'neutral') {
        expect(result.needsDetail).toBe(true);
      }
    }
  });

  it('names the occasion a vague request is for in every version’s title, and caption when it has material', () => {
    if (!item.occasion) return;
    const occasion = item.occasion.toLocaleLowerCase();
    for (const { description, result } of written) {
      if (description !== item.vague) continue;
      expect(result.post.title.toLocaleLowerCase(), result.post.title).toContain(occasion);
      // With nothing to write from, the post asks the owner for a detail (its title says
      // what it is for); otherwise the caption names the occasion too.
      if (result.needsDetail) continue;
      expect(result.post.caption.toLocaleLowerCase(), result.post.caption).toContain(occasion);
    }
  });

  it('gives at least 4 different captions in 5 versions of a short request, all with the facts', () => {
    const captions = new Set(
      written
        .filter((post) => post.description === item.request && post.captionLength === 'short')
        .map(({ result }) => result.post.caption),
    );
    expect(captions.size, [...captions].join('\n---\n')).toBeGreaterThanOrEqual(4);
  });
});
