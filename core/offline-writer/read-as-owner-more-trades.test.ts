// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { businessProfileSchema } from '@contract/business-profile';
import type { CaptionLength } from '@contract/generation';
import type { PostRequest } from '../post-writer';
import { ANY_TRADE, type AnyTradeBusiness } from './any-trade-corpus';
import { writeSourcedPost } from './write-post';

// Faults found reading, as their owners would, the posts of the businesses added to the
// any-trade corpus on 29 November 2026 (ADR 0012); every assertion is on whole posts.
const LENGTHS: readonly CaptionLength[] = ['short', 'medium', 'long'];
const VERSIONS = [0, 1, 2, 3, 4];

const business = (label: string): AnyTradeBusiness => {
  const found = ANY_TRADE.find((item) => item.label === label);
  if (!found) throw new Error(`No business "${label}"`);
  return found;
};

function postsFor(item: AnyTradeBusiness, description: string) {
  return LENGTHS.flatMap((captionLength) =>
    VERSIONS.map((variation) => {
      const request: PostRequest = {
        description,
        onboarding: item.onboarding,
        business: businessProfileSchema.parse(item.business),
        titleGeneration: true,
        seoEnabled: false,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength,
        hashtagGeneration: true,
        variation,
      };
      return writeSourcedPost(request).post;
    }),
  );
}

describe('a death told plainly ("My father … died on Sunday"), read as its owner', () => {
  const radio = business('radio repairer, a death');
  const posts = postsFor(radio, radio.request);

  it('is sad news: no notice’s "Important", no "thanks for your patience", no wares as tags', () => {
    for (const post of posts) {
      expect(post.caption, post.caption).not.toMatch(/Important|patience|Updates will follow/u);
      expect(post.caption).toContain('died on Sunday');
      expect(post.hashtags, post.hashtags).not.toMatch(/#ValveRadio|#RecordPlayers/u);
    }
  });
});

describe('what the business does, after its name, read as its owner', () => {
  const interpreter = business('sign language interpreter');

  it('keeps an initialism as the owner wrote it: "ASL interpreting", never "aSL"', () => {
    for (const description of [interpreter.request, interpreter.vague]) {
      for (const post of postsFor(interpreter, description)) {
        expect(post.caption, post.caption).not.toContain('aSL');
      }
    }
  });

  it('keeps a language’s capital: "Polish language courses", never "polish"', () => {
    const school = business('Polish school for adults');
    for (const description of [school.request, school.vague]) {
      for (const post of postsFor(school, description)) {
        expect(post.caption, post.caption).not.toContain('polish');
      }
    }
  });
});

describe('tags of the new trades, read as their owners', () => {
  // Each is a verb or a clause of the owner's words, never a thing a marketer tags; the
  // first contradicts the recall it would sit under ("Do not eat mushrooms from these kits").
  const never: readonly (readonly [label: string, tags: RegExp])[] = [
    ['mushroom farm recall', /#EatMushrooms|#GrowKitsSold/u],
    ['harbour sauna in Aarhus', /#LadderStraight/u],
    ['repair café', /#VolunteersMendToasters/u],
    ['wheelchair repair', /#ChairBreaks/u],
    ['violin maker in Cremona', /#VioloncelliCostruiti/u],
  ];

  it.each(never)('%s: none of the tags an owner would delete', (label, tags) => {
    const item = business(label);
    for (const description of [item.request, item.vague]) {
      for (const post of postsFor(item, description)) {
        expect(post.hashtags, post.hashtags).not.toMatch(tags);
      }
    }
  });
});

describe('a gym of another kind (a bouldering gym), read as its owner', () => {
  // The gym's lines are for every gym: "Good form beats heavy weight" is a lie where
  // nobody lifts.
  const boulder = business('bouldering gym in Seoul');

  it('is told nothing about weights', () => {
    for (const description of [boulder.request, boulder.vague]) {
      for (const post of postsFor(boulder, description)) {
        expect(post.caption, post.caption).not.toMatch(/weight/iu);
      }
    }
  });
});

describe('a German request’s nouns, read as their owners', () => {
  // German capitalises every noun: "Werkstatt" in "in der Werkstatt" is no name to tag.
  it.each([
    ['candle maker in Freiburg', /#Werkstatt\b|#Charge\b/u],
    ['chimney sweep in Graz', /#Kehrung\b/u],
    ['organ builder in Leipzig', /#Spenden\b/u],
  ] as const)('%s: no common noun of the request as a tag', (label, tags) => {
    const item = business(label);
    for (const post of postsFor(item, item.request)) {
      expect(post.hashtags, post.hashtags).not.toMatch(tags);
    }
  });
});
