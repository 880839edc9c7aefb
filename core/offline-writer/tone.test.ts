// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { businessProfileSchema, type BusinessProfileInput } from '@contract/business-profile';
import type { CaptionLength } from '@contract/generation';
import type { OnboardingData } from '@contract/onboarding';
import type { PostRequest } from '../post-writer';
import { splitSentences } from '../sentences';
import { writeSourcedPost } from './write-post';

// What owners said no to, stated here on their own rather than read from the code.
const INVITATION = /\b(?:come|join us|visit|pop in|see you|book|meet the|tag a|share your)\b/iu;
const SALES = /\b(?:shop now|order|buy|offer|deal|don['’]t miss|treat yourself|grab)\b/iu;
const FAREWELL = /\b(?:thank you for everything|share your memories|farewell|goodbye)\b/iu;
const CHEERFUL = /^(?:good news|great news|exciting|good to know)\b/iu;

function onboarding(name: string, industry: string, city: string): OnboardingData {
  return {
    business: { name, industry, city, employees: '2-5' },
    brandAssets: { logoUrl: null, colors: [], photos: [], tagline: '', samplePosts: [] },
    contentPrefs: {
      platforms: ['facebook', 'instagram'],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle: 'Moderate',
    },
  };
}

interface Case {
  name: string;
  industry: string;
  business: BusinessProfileInput;
  description: string;
}

const write = (item: Case, captionLength: CaptionLength, variation: number) => {
  const request: PostRequest = {
    description: item.description,
    onboarding: onboarding(item.name, item.industry, 'Leeds'),
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
};

/** Every length, five versions each. */
const versions = (item: Case) =>
  (['short', 'medium', 'long'] as const).flatMap((length) =>
    [0, 1, 2, 3, 4].map((variation) => write(item, length, variation)),
  );

/** What the writer added: the caption without the owner's own sentences. */
const added = (caption: string, item: Case) =>
  splitSentences(caption)
    .filter((sentence) => !item.description.includes(sentence.replace(/^.* — /u, '')))
    .join(' ');

describe('tone: posts an owner would publish on a hard day', () => {
  it('writes a death with no invitation, no sales line, no memories asked for, no tag of the words', () => {
    const restaurant: Case = {
      name: 'Harbour Kitchen',
      industry: 'Restaurant',
      business: { whatYouDo: 'a family restaurant' },
      description:
        'Sadly our head chef Maria passed away last week. We will close on Friday for her funeral.',
    };
    const charity: Case = {
      name: 'Riverside Food Bank',
      industry: 'Non-profit',
      business: { whatYouDo: 'a food bank run by volunteers' },
      description: 'It is with a heavy heart that we share that our founder Tom Ellis has died.',
    };
    for (const item of [restaurant, charity]) {
      for (const post of versions(item)) {
        const own = added(post.caption, item);
        expect(own, post.caption).not.toMatch(INVITATION);
        expect(own, post.caption).not.toMatch(SALES);
        expect(post.caption).not.toMatch(FAREWELL);
        expect(post.caption).not.toMatch(/[!🎉😁]/u);
        expect(post.hashtags).not.toMatch(/#(?:Maria|TomEllis|HeadChef|Funeral|GoodFood)\b/u);
      }
    }
  });

  it('greets for a holiday closure and says when the business is back, never a farewell', () => {
    const dentist: Case = {
      name: 'Brightside Dental',
      industry: 'Healthcare',
      business: { whatYouDo: 'a family dentist' },
      description:
        'We are closed from 23 December to 2 January for the holidays. Emergencies: call 902-555-0148.',
    };
    for (const post of versions(dentist)) {
      expect(post.caption).toContain('902-555-0148');
      expect(post.caption).not.toMatch(FAREWELL);
      expect(post.caption).not.toMatch(/\bupdates will follow\b/iu);
    }
    const medium = [0, 1, 2, 3, 4].map((variation) => write(dentist, 'medium', variation));
    for (const post of medium) {
      expect(post.caption).toMatch(/Happy holidays|Season’s greetings|restful break/u);
      expect(post.caption).toMatch(/see you after 2 January/iu);
    }
  });

  it('writes a price rise plainly: the new price, when, why, thanks; no good news first', () => {
    const upholsterer: Case = {
      name: 'Stitch & Frame',
      industry: 'Retail',
      business: { whatYouDo: 'upholstery and curtain making' },
      description:
        'From 1 March our chair reupholstery goes up from £180 to £195 because foam and fabric costs have risen.',
    };
    for (const post of versions(upholsterer)) {
      expect(post.caption).toContain('£195');
      expect(post.caption).toContain('because foam and fabric costs have risen');
      expect(post.caption).not.toMatch(CHEERFUL);
      expect(added(post.caption, upholsterer), post.caption).not.toMatch(SALES);
      expect(post.caption).not.toMatch(/[!🎉]/u);
    }
    const medium = write(upholsterer, 'medium', 0);
    expect(medium.caption).toMatch(/\bthank/iu);
  });

  it('puts what the reader must do first in a safety notice', () => {
    const cafe: Case = {
      name: 'Kettle Corner',
      industry: 'Restaurant',
      business: { whatYouDo: 'a café' },
      description:
        'Our oat cookies from the 3 May batch contain traces of peanut. Do not eat the oat cookies if you have a nut allergy.',
    };
    for (const post of versions(cafe)) {
      const first = post.caption.replace(/^[^—]* — /u, '');
      expect(first, post.caption).toMatch(/^Do not eat the oat cookies/u);
      expect(post.caption).toContain('3 May');
      expect(post.caption).not.toMatch(/^Good to know/u);
    }
  });
});

describe('tags: never a fragment of the request, a function word, a verb, a number or a currency', () => {
  it('drops the request’s reason and wording, and keeps what the business sells', () => {
    const phones: Case = {
      name: 'Fix-It Phones',
      industry: 'Technology',
      business: { whatYouDo: 'phone repairs' },
      description: 'Parts cost has gone up, so screen repairs are now $129 from Monday.',
    };
    for (const post of versions(phones)) {
      expect(post.hashtags).not.toMatch(/#PartsCost|#\d|\$|#Monday|#Now\b|#Gone/u);
    }
    expect(versions(phones).some((post) => post.hashtags.includes('#ScreenRepairs'))).toBe(true);
  });
});
